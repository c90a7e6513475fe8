import type { TypeNames } from "~/assessment/compare";
import {
  categories,
  categoryOf,
  categoryTone,
  typeCodes,
  type Category,
} from "~/assessment/type-codes";
import { Badge } from "~/components/ui/badge";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";
import type { TeamComposition } from "~/teams/composition";

/** The types of each group, in the types library's order (app/assessment/type-codes.ts). */
const typesOf = (group: Category) => typeCodes.filter((code) => categoryOf(code) === group);

/**
 * The sixteen types as a 4x4 grid (issue 23): a row per group, Analysts, Diplomats, Sentinels and
 * Explorers as the types library orders them, each cell the type's code, its name and how many
 * shared results are of it. A list under a heading per group, so a screen reader hears the same
 * structure; a type nobody holds stays in its place, drawn quietly, and says "none".
 */
export function TypeGrid({
  composition,
  typeNames,
}: {
  composition: TeamComposition;
  typeNames: TypeNames;
}) {
  const t = useT();
  return (
    <section aria-labelledby="types-heading">
      <h3 id="types-heading" className="text-xl font-bold">
        {t("teamView:overview.types.title")}
      </h3>
      <p className="mt-2 max-w-3xl text-pretty text-sm text-muted-foreground">
        {t("teamView:overview.types.intro")}
      </p>
      <div className="mt-4 grid gap-5">
        {categories.map((group) => (
          <section key={group} aria-labelledby={`types-${group}`}>
            <h4 id={`types-${group}`} className="flex flex-wrap items-center gap-2 font-semibold">
              <Badge variant={categoryTone(group)}>
                {t("teamView:overview.types.group", { group })}
              </Badge>
              <span className="text-sm font-normal text-muted-foreground">
                {t("teamView:overview.types.groupCount", { count: composition.groups[group] })}
              </span>
            </h4>
            <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {typesOf(group).map((code) => {
                const count = composition.types[code];
                return (
                  <li
                    key={code}
                    data-type={code}
                    className={cn(
                      "flex min-w-0 flex-col rounded-md border p-3",
                      count > 0 ? "bg-card shadow-sm" : "border-dashed text-muted-foreground",
                    )}
                  >
                    <span className={cn("font-bold tracking-wide", count > 0 && "text-lg")}>
                      {code}
                    </span>
                    <span className="text-xs break-words">{typeNames[code]}</span>
                    <span
                      className={cn(
                        "mt-2 text-sm tabular-nums",
                        count > 0 ? "font-semibold" : "text-muted-foreground",
                      )}
                    >
                      {t("teamView:overview.types.count", { count })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

/**
 * The four groups and the Assertive/Turbulent split (issue 23): each as its count and share of the
 * shared results, with a bar drawn for the eye (the words carry the figures).
 */
export function GroupSplit({ composition }: { composition: TeamComposition }) {
  const t = useT();
  const { n } = composition;
  const share = (count: number) => (n === 0 ? 0 : count / n);
  return (
    <section aria-labelledby="groups-heading">
      <h3 id="groups-heading" className="text-xl font-bold">
        {t("teamView:overview.groups.title")}
      </h3>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h4 className="font-semibold">{t("teamView:overview.groups.groups")}</h4>
          <ul className="mt-2 grid gap-3">
            {categories.map((group) => (
              <ShareRow
                key={group}
                label={t("teamView:overview.types.group", { group })}
                count={composition.groups[group]}
                share={share(composition.groups[group])}
                barClass={barTone[group]}
              />
            ))}
          </ul>
        </div>
        <div>
          <h4 className="font-semibold">{t("teamView:overview.groups.identity")}</h4>
          <ul className="mt-2 grid gap-3">
            <ShareRow
              label={t("results:pole.assertive")}
              count={composition.identities.A}
              share={share(composition.identities.A)}
              barClass="bg-primary"
            />
            <ShareRow
              label={t("results:pole.turbulent")}
              count={composition.identities.T}
              share={share(composition.identities.T)}
              barClass="bg-disagree"
            />
          </ul>
        </div>
      </div>
    </section>
  );
}

const barTone: Record<Category, string> = {
  Analyst: "bg-analyst",
  Diplomat: "bg-diplomat",
  Sentinel: "bg-sentinel",
  Explorer: "bg-explorer",
};

function ShareRow({
  label,
  count,
  share,
  barClass,
}: {
  label: string;
  count: number;
  share: number;
  barClass: string;
}) {
  const t = useT();
  return (
    <li>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums text-muted-foreground">
          {t("teamView:overview.groups.share", { count, share })}
        </span>
      </div>
      <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-muted">
        <div className={cn("h-full rounded-full", barClass)} style={{ width: `${share * 100}%` }} />
      </div>
    </li>
  );
}
