import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldClasses } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { dimensionKey } from "~/components/results/labels";
import { formatShortDate } from "~/lib/dates";
import { cn } from "~/lib/utils";
import type { ResultsArea } from "~/routes/dashboard.server";
import {
  changeSentence,
  type ComparedDimension,
  type ComparedSide,
  type Comparison,
} from "./compare-data";
import { useLocalize } from "~/i18n/use-language";

export interface ResultChoice {
  id: string;
  personalityType: string;
  completedAt: string;
}

/**
 * What the comparison form offers: the results on this page of the list, and the two being
 * compared, newest first. Built here from data the page already has, so the choices cost the page
 * no bytes of their own.
 */
export function comparisonChoices(results: Pick<ResultsArea, "sessions" | "compare">) {
  const byId = new Map<string, ResultChoice>();
  const compared = results.compare.comparison;
  const sides = compared ? [compared.earlier, compared.later] : [];
  for (const { id, personalityType, completedAt } of [...results.sessions, ...sides]) {
    byId.set(id, { id, personalityType, completedAt });
  }
  return [...byId.values()].sort(
    (a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt) || (a.id < b.id ? 1 : -1),
  );
}

/**
 * "INTJ-A, Nov 21, 2026", with the time (UTC, as every date on the site) when another of `among`
 * was taken the same day, so two results of one day still read apart.
 */
export function choiceLabel(
  t: Translate,
  choice: Pick<ResultChoice, "personalityType" | "completedAt">,
  among: readonly Pick<ResultChoice, "completedAt">[] = [],
) {
  const day = choice.completedAt.slice(0, 10);
  const sameDay = among.filter((other) => other.completedAt.slice(0, 10) === day).length > 1;
  const values = { type: choice.personalityType, when: choice.completedAt };
  return sameDay
    ? t("dashboard:compare.choiceWithTime", { ...values, time: choice.completedAt.slice(11, 16) })
    : t("dashboard:compare.choice", values);
}

/**
 * Compare two of the user's own results: a plain GET form (it works without JavaScript, and the
 * address can be kept), then each dimension's two scores with their 95 % bands and whether the
 * change is larger than the test's measurement error.
 */
export function CompareResults({ results }: { results: ResultsArea }) {
  const localize = useLocalize();
  const { compare, page } = results;
  const choices = comparisonChoices(results);
  const from = compare.from ?? choices[1]?.id ?? "";
  const to = compare.to ?? choices[0]?.id ?? "";
  const t = useT();
  return (
    <section id="compare" className="mt-10 scroll-mt-24" aria-labelledby="compare-heading">
      <h2 id="compare-heading" className="text-2xl font-bold tracking-tight">
        {t("dashboard:compare.title")}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{t("dashboard:compare.intro")}</p>
      <Form
        method="get"
        action={localize("/dashboard#compare")}
        preventScrollReset
        // Remounted when the chosen pair changes, so the lists show what the address says.
        key={`${compare.from}-${compare.to}`}
        className="mt-4 grid items-end gap-4 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_1fr_auto]"
      >
        {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
        <ResultSelect
          id="compare-from"
          name="from"
          label={t("dashboard:compare.first")}
          value={from}
        >
          {choices}
        </ResultSelect>
        <ResultSelect id="compare-to" name="to" label={t("dashboard:compare.second")} value={to}>
          {choices}
        </ResultSelect>
        <Button type="submit">{t("dashboard:compare.submit")}</Button>
        <p className="text-xs text-muted-foreground sm:col-span-3">
          {t("dashboard:compare.choicesHint")}
        </p>
      </Form>
      {compare.problem ? (
        <p role="alert" className="mt-4 font-medium text-destructive">
          {t(
            compare.problem === "choose-two"
              ? "dashboard:compare.chooseTwo"
              : "dashboard:compare.chooseDifferent",
          )}
        </p>
      ) : null}
      {compare.comparison ? <ComparisonView comparison={compare.comparison} /> : null}
    </section>
  );
}

function ResultSelect({
  id,
  name,
  label,
  value,
  children: choices,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  children: ResultChoice[];
}) {
  const t = useT();
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} name={name} defaultValue={value} className={cn(fieldClasses, "h-10")}>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choiceLabel(t, choice, choices)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ComparisonView({ comparison }: { comparison: Comparison }) {
  const { earlier, later } = comparison;
  const assumed = [earlier, later].filter((side) => side.assumedError);
  const t = useT();
  const pair = [earlier, later];
  return (
    <div className="mt-6" data-testid="comparison">
      <h3 className="text-lg font-semibold">
        {t("dashboard:compare.heading", {
          earlier: choiceLabel(t, earlier, pair),
          later: choiceLabel(t, later, pair),
        })}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t("dashboard:compare.bandsExplained")}</p>
      {assumed.length > 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          {assumed.length === 2
            ? t("dashboard:compare.bothAssumed")
            : t("dashboard:compare.oneAssumed", { result: choiceLabel(t, assumed[0]!, pair) })}
        </p>
      ) : null}
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {comparison.dimensions.map((row) => (
          <DimensionChange
            key={row.dimension}
            row={row}
            earlier={sideDate(t, earlier, later)}
            later={sideDate(t, later, earlier)}
          />
        ))}
      </ul>
    </div>
  );
}

/** A side's date, with its time when both results are of one day. */
function sideDate(t: Translate, side: ComparedSide, other: ComparedSide) {
  return side.completedAt.slice(0, 10) === other.completedAt.slice(0, 10)
    ? t("dashboard:compare.dateWithTime", {
        when: side.completedAt,
        time: side.completedAt.slice(11, 16),
      })
    : formatShortDate(side.completedAt, t.locale);
}

function DimensionChange({
  row,
  earlier,
  later,
}: {
  row: ComparedDimension;
  earlier: string;
  later: string;
}) {
  const real = row.relation === "differ";
  const t = useT();
  return (
    <li className={cn("rounded-xl border bg-card p-4", real && "border-primary/60")}>
      <p className="font-semibold">{t(dimensionKey(row.dimension))}</p>
      <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <span aria-hidden="true" className="size-2 rounded-full bg-muted-foreground" />
            {earlier}
          </dt>
          <dd>
            <span className="text-lg font-semibold tabular-nums">{row.earlier.value}</span>{" "}
            <span className="text-muted-foreground">
              {t("dashboard:compare.band", { low: row.earlier.low, high: row.earlier.high })}
            </span>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
            {later}
          </dt>
          <dd>
            <span className="text-lg font-semibold tabular-nums">{row.later.value}</span>{" "}
            <span className="text-muted-foreground">
              {t("dashboard:compare.band", { low: row.later.low, high: row.later.high })}
            </span>
          </dd>
        </div>
      </dl>
      <BandScale row={row} />
      <p className="mt-3 text-sm">{changeSentence(t, row)}</p>
    </li>
  );
}

/** Both bands on one 0-100 track, the earlier above the later: a picture of the numbers above. */
function BandScale({ row }: { row: ComparedDimension }) {
  return (
    <div aria-hidden="true" className="relative mt-3 h-6 rounded-full bg-muted">
      <div className="absolute inset-y-0 start-1/2 w-px bg-muted-foreground/60" />
      {[
        { side: row.earlier, top: "top-1", tone: "bg-muted-foreground" },
        { side: row.later, top: "top-3.5", tone: "bg-primary" },
      ].map(({ side, top, tone }) => (
        <div key={top}>
          <div
            className={cn("absolute h-1.5 rounded-full opacity-40", top, tone)}
            style={{ insetInlineStart: `${side.low}%`, width: `${side.high - side.low}%` }}
          />
          <div
            className={cn(
              "absolute h-1.5 w-1.5 -translate-x-1/2 rounded-full rtl:translate-x-1/2",
              top,
              tone,
            )}
            style={{ insetInlineStart: `${side.value}%` }}
          />
        </div>
      ))}
    </div>
  );
}
