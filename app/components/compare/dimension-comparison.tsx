import { capitalise, type ComparedResult, type DimensionComparison } from "~/assessment/compare";
import { dimensionNames } from "~/assessment/questions";
import { poles } from "~/assessment/scoring";
import { Badge } from "~/components/ui/badge";
import { Mark } from "./marks";

export const relationLabels = {
  alike: "Alike",
  differ: "Different",
  "too-close": "Too close to call",
} as const;

const relationTone = {
  alike: "secondary",
  differ: "default",
  "too-close": "outline",
} as const;

/**
 * One dimension: both scores as two marks on one scale, the numbers in text, and the reading.
 * The scale is drawn for the eye; each mark carries its own label for a screen reader, and the
 * line under it says the same in words.
 */
export function DimensionComparisonRow({
  comparison,
  a,
  b,
}: {
  comparison: DimensionComparison;
  a: ComparedResult;
  b: ComparedResult;
}) {
  const { dimension, relation } = comparison;
  const [left, right] = poles[dimension];
  return (
    <li
      className="rounded-lg border bg-card p-4 sm:p-6"
      data-dimension={dimension}
      data-relation={relation}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{dimensionNames[dimension]}</h3>
        <Badge variant={relationTone[relation]}>{relationLabels[relation]}</Badge>
      </div>
      <div className="relative mx-2 mt-4 h-10">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-input"
        />
        <div
          aria-hidden="true"
          className="absolute inset-y-1 left-1/2 w-0.5 -translate-x-1/2 bg-foreground/30"
        />
        <span
          role="img"
          aria-label={`${capitalise(a.label)}: ${comparison.a.strength}% ${comparison.a.leaning}`}
          className="absolute top-0.5 flex -translate-x-1/2 rtl:translate-x-1/2"
          style={{ insetInlineStart: `${comparison.a.value}%` }}
        >
          <Mark side="a" />
        </span>
        <span
          role="img"
          aria-label={`${capitalise(b.label)}: ${comparison.b.strength}% ${comparison.b.leaning}`}
          className="absolute bottom-1 flex -translate-x-1/2 rtl:translate-x-1/2"
          style={{ insetInlineStart: `${comparison.b.value}%` }}
        >
          <Mark side="b" />
        </span>
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{left.name}</span>
        <span>{right.name}</span>
      </div>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-2">
          <Mark side="a" />
          <span>
            <span className="font-semibold">{capitalise(a.label)}:</span> {comparison.a.strength}%{" "}
            {comparison.a.leaning}
          </span>
        </span>
        <span className="inline-flex items-center gap-2">
          <Mark side="b" />
          <span>
            <span className="font-semibold">{capitalise(b.label)}:</span> {comparison.b.strength}%{" "}
            {comparison.b.leaning}
          </span>
        </span>
      </p>
      <p className="mt-3 text-pretty text-muted-foreground" data-testid={`${dimension}-reading`}>
        {comparison.reading}
      </p>
    </li>
  );
}
