import { useMemo, type ReactNode } from "react";
import { SiteLink } from "~/components/common/site-link";
import {
  capitalise,
  codeOf,
  compareResults,
  distinctLabels,
  groupByRelation,
  pronoun,
  type ComparedResult,
} from "~/assessment/compare";
import { dimensionNames, type Dimension } from "~/assessment/questions";
import { categoryOf, categoryTone } from "~/assessment/type-codes";
import { typeNames } from "~/assessment/type-names";
import { Badge } from "~/components/ui/badge";
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
  title,
  pairText,
  children,
}: {
  a: ComparedResult;
  b: ComparedResult;
  /** The page's h1. */
  title: string;
  pairText: PairTextState;
  /** What follows the comparison: the page's own calls to action. */
  children?: ReactNode;
}) {
  const [a, b] = distinctLabels(first, second);
  const comparisons = useMemo(() => compareResults(a, b), [a, b]);
  const groups = groupByRelation(comparisons);
  const they = pronoun(a, b).subject;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Comparison</p>
        <h1 className="mt-3 text-balance text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      </header>

      <div className="mt-8 grid grid-cols-2 gap-3 sm:gap-6">
        <TypeCard result={a} side="a" />
        <TypeCard result={b} side="b" />
      </div>

      <section aria-labelledby="summary-heading" className="mt-10">
        <h2 id="summary-heading" className="text-2xl font-bold">
          At a glance
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          <SummaryLine title={`Where ${they} are alike`} dimensions={groups.alike} />
          <SummaryLine title={`Where ${they} differ`} dimensions={groups.differ} />
          <SummaryLine
            title="Where the gap is smaller than the test can measure"
            dimensions={groups["too-close"]}
          />
        </ul>
      </section>

      <section aria-labelledby="dimensions-heading" className="mt-10">
        <h2 id="dimensions-heading" className="text-2xl font-bold">
          Dimension by dimension
        </h2>
        <p className="mt-2 text-pretty text-muted-foreground">
          Each scale runs from one pole to the other, with the middle marked. A gap counts as a
          difference only when it is larger than what the test can measure for these two sets of
          answers.
        </p>
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

      <PairTextSection a={a} b={b} text={pairText} />
      {children}
    </div>
  );
}

function SummaryLine({ title, dimensions }: { title: string; dimensions: Dimension[] }) {
  if (dimensions.length === 0) return null;
  return (
    <li className="text-pretty">
      <span className="font-semibold">{title}:</span>{" "}
      {new Intl.ListFormat("en", { type: "conjunction" }).format(
        dimensions.map((d) => dimensionNames[d]),
      )}
    </li>
  );
}

function TypeCard({ result, side }: { result: ComparedResult; side: "a" | "b" }) {
  const code = codeOf(result);
  const name = typeNames[code];
  const category = categoryOf(code);
  return (
    <div
      className="flex min-w-0 flex-col items-center rounded-lg border bg-card p-3 text-center shadow-sm sm:p-6"
      data-testid={`side-${side}`}
    >
      <p className="flex max-w-full items-center justify-center gap-2 text-balance font-semibold">
        <Mark side={side} />
        <span className="min-w-0 break-words">{capitalise(result.label)}</span>
      </p>
      <p className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">{result.type}</p>
      <p className="mt-1 font-bold sm:text-lg">{name}</p>
      <Badge variant={categoryTone(category)} className="mt-2">
        {category}
      </Badge>
      {/* No route discovery (a /__manifest request naming the path): for a result kept in the
          browser, that request would tell the server the visitor's type. */}
      <SiteLink
        to={`/personality-types/${code.toLowerCase()}`}
        discover="none"
        className="mt-3 text-sm font-medium text-primary underline underline-offset-4"
      >
        About {name.replace(/^The /, "the ")}
      </SiteLink>
    </div>
  );
}
