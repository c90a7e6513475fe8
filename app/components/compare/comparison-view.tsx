import { useMemo, type ReactNode } from "react";
import { SiteLink } from "~/components/common/site-link";
import {
  codeOf,
  compareResults,
  distinctLabels,
  groupByRelation,
  sideLabel,
  whoOf,
  type ComparedResult,
  type TypeNames,
} from "~/assessment/compare";
import type { Dimension } from "~/assessment/questions";
import { categoryOf, categoryTone } from "~/assessment/type-codes";
import { dimensionKey } from "~/components/results/labels";
import { Badge } from "~/components/ui/badge";
import type { MessageKey } from "~/i18n/english";
import { useT } from "~/i18n/use-t";
import { DimensionComparisonRow } from "./dimension-comparison";
import { Mark } from "./marks";
import { PairTextSection, type PairTextState } from "./pair-text-section";

/**
 * Two results side by side (issue 20): both types, each dimension as two marks on one scale with
 * its reading, and what the two types tend to share. Takes both results as props, so the same
 * view serves two public results, a public result with the visitor's own kept in the browser, and
 * a signed-in user's saved result.
 */
export function ComparisonView({
  a: first,
  b: second,
  typeNames,
  title,
  pairText,
  children,
  titleAs: Title = "h1",
  className,
}: {
  a: ComparedResult;
  b: ComparedResult;
  /** The names of both sides' types, in the page's language. */
  typeNames: TypeNames;
  /** The page's h1. */
  title: string;
  pairText: PairTextState;
  /** What follows the comparison: the page's own calls to action. */
  children?: ReactNode;
  /** The title's element: an h2 inside a frame that has its own h1 (a team's pages). */
  titleAs?: "h1" | "h2";
  /** Replaces the view's own width and padding, for a frame that sets them. */
  className?: string;
}) {
  const t = useT();
  const [a, b] = distinctLabels(t, first, second);
  const comparisons = useMemo(() => compareResults(a, b), [a, b]);
  const groups = groupByRelation(comparisons);
  const who = whoOf(a, b);
  return (
    <div className={className ?? "mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14"}>
      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          {t("compare:eyebrow")}
        </p>
        <Title className="mt-3 text-balance text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </Title>
      </header>

      <div className="mt-8 grid grid-cols-2 gap-3 sm:gap-6">
        <TypeCard result={a} side="a" typeNames={typeNames} />
        <TypeCard result={b} side="b" typeNames={typeNames} />
      </div>

      <section aria-labelledby="summary-heading" className="mt-10">
        <h2 id="summary-heading" className="text-2xl font-bold">
          {t("compare:summary.title")}
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          <SummaryLine message="compare:summary.alike" who={who} dimensions={groups.alike} />
          <SummaryLine message="compare:summary.differ" who={who} dimensions={groups.differ} />
          <SummaryLine
            message="compare:summary.tooClose"
            who={who}
            dimensions={groups["too-close"]}
          />
        </ul>
      </section>

      <section aria-labelledby="dimensions-heading" className="mt-10">
        <h2 id="dimensions-heading" className="text-2xl font-bold">
          {t("compare:dimensions.title")}
        </h2>
        <p className="mt-2 text-pretty text-muted-foreground">{t("compare:dimensions.intro")}</p>
        <ul className="mt-6 flex flex-col gap-4">
          {comparisons.map((comparison) => (
            <DimensionComparisonRow
              key={comparison.dimension}
              comparison={comparison}
              a={a}
              b={b}
            />
          ))}
        </ul>
      </section>

      <PairTextSection a={a} b={b} typeNames={typeNames} text={pairText} />
      {children}
    </div>
  );
}

function SummaryLine({
  message,
  who,
  dimensions,
}: {
  message: MessageKey;
  who: string;
  dimensions: Dimension[];
}) {
  const t = useT();
  if (dimensions.length === 0) return null;
  const list = new Intl.ListFormat(t.locale, { type: "conjunction" }).format(
    dimensions.map((d) => t(dimensionKey(d))),
  );
  return (
    <li className="text-pretty">
      {t.rich(
        message,
        { who, dimensions: list },
        {
          label: (children) => (
            <span key="label" className="font-semibold">
              {children}
            </span>
          ),
        },
      )}
    </li>
  );
}

function TypeCard({
  result,
  side,
  typeNames,
}: {
  result: ComparedResult;
  side: "a" | "b";
  typeNames: TypeNames;
}) {
  const t = useT();
  const code = codeOf(result);
  const name = typeNames[code] ?? "";
  const category = categoryOf(code);
  return (
    <div
      className="flex min-w-0 flex-col items-center rounded-lg border bg-card p-3 text-center shadow-sm sm:p-6"
      data-testid={`side-${side}`}
    >
      <p className="flex max-w-full items-center justify-center gap-2 text-balance font-semibold">
        <Mark side={side} />
        <span className="min-w-0 break-words">{sideLabel(t, result)}</span>
      </p>
      <p className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">{result.type}</p>
      <p className="mt-1 font-bold first-letter:uppercase sm:text-lg">{name}</p>
      <Badge variant={categoryTone(category)} className="mt-2">
        {t("results:category.name", { category })}
      </Badge>
      {/* No route discovery (a /__manifest request naming the path): for a result kept in the
          browser, that request would tell the server the visitor's type. */}
      <SiteLink
        to={`/personality-types/${code.toLowerCase()}`}
        discover="none"
        className="mt-3 text-sm font-medium text-primary underline underline-offset-4"
      >
        {t("compare:typeCard.about", { name })}
      </SiteLink>
    </div>
  );
}
