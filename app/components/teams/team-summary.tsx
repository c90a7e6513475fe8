import { useId, type ReactNode } from "react";
import { poles } from "~/assessment/scoring";
import { dimensionKey, poleKey } from "~/components/results/labels";
import { useContentLanguage, type ContentLanguage } from "~/i18n/page-text";
import { useT } from "~/i18n/use-t";
import type { DimensionSummary, TeamSummary } from "~/teams/summary";

/**
 * A team's written summary (issue 23, decision 042): the overview, one part per dimension with
 * how the team leans and how far apart its scores are, and what the picture cannot tell, after a
 * short note on how to read it. The passages are English content (app/teams/summary-texts.ts),
 * marked `lang="en"` `dir="ltr"` on a page in another language, as the comparison texts are; the
 * headings and labels are the page's language.
 *
 * Props: `summary` from `teamSummary(view.composition, { members: view.members.length })` in the
 * loader (null under three shared results), and `shared`, how many members share a result, for
 * the sentence shown instead of a summary. The page's loader sends the `teamView` and `results`
 * messages (dimension and pole names come from `results`).
 */
export function TeamSummarySection({
  summary,
  shared,
}: {
  summary: TeamSummary | null;
  shared: number;
}) {
  const t = useT();
  const language = useContentLanguage();
  const id = useId();
  const heading = `${id}-summary`;
  return (
    <section aria-labelledby={heading} className="min-w-0">
      <h2 id={heading} className="text-2xl font-bold">
        {t("teamView:summary.title")}
      </h2>
      <p className="mt-2 text-pretty text-muted-foreground">{t("teamView:summary.intro")}</p>
      {summary ? (
        <>
          <div className="mt-6 rounded-lg border bg-muted/40 p-4">
            <h3 className="font-semibold">{t("teamView:summary.howToRead")}</h3>
            <p className="mt-1 text-sm text-pretty leading-relaxed">
              {t("teamView:summary.howToReadBody")}
            </p>
          </div>
          <Part id={`${id}-overview`} title={t("teamView:summary.overview")}>
            <Paragraphs texts={summary.overview} language={language} />
          </Part>
          {summary.dimensions.map((part) => (
            <DimensionPart key={part.dimension} id={`${id}-${part.dimension}`} part={part} />
          ))}
          <Part id={`${id}-limits`} title={t("teamView:summary.limits")}>
            <Paragraphs texts={summary.limits} language={language} />
          </Part>
        </>
      ) : (
        <p className="mt-6 text-pretty">{t("teamView:summary.tooFew", { shared })}</p>
      )}
    </section>
  );
}

function DimensionPart({ id, part }: { id: string; part: DimensionSummary }) {
  const t = useT();
  const language = useContentLanguage();
  const [first, second] = poles[part.dimension];
  return (
    <Part
      id={id}
      title={t("teamView:summary.dimension", {
        dimension: t(dimensionKey(part.dimension)),
        first: t(poleKey(first.pole)),
        second: t(poleKey(second.pole)),
      })}
    >
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>
          {t("teamView:summary.lean", {
            strength: part.strength,
            pole: part.lean ? t(poleKey(part.lean)) : "",
          })}
        </span>
        <span>
          {t("teamView:summary.spread", { spread: part.spread, sd: Math.round(part.sd) })}
        </span>
      </p>
      <Paragraphs texts={part.paragraphs} language={language} />
    </Part>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Paragraphs({ texts, language }: { texts: readonly string[]; language: ContentLanguage }) {
  return (
    <div className="mt-2 grid gap-3 break-words" {...language}>
      {texts.map((text, index) => (
        <p key={index} className="text-pretty leading-relaxed">
          {text}
        </p>
      ))}
    </div>
  );
}
