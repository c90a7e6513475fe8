import type { ReactNode } from "react";
import {
  readingOf,
  sideLabel,
  type ComparedResult,
  type DimensionComparison,
  type SideReading,
} from "~/assessment/compare";
import type { ScoreRelation } from "~/assessment/measurement";
import { poles } from "~/assessment/scoring";
import { dimensionKey, poleKey } from "~/components/results/labels";
import { Badge } from "~/components/ui/badge";
import type { MessageKey } from "~/i18n/english";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";
import { Mark } from "./marks";

export const relationKey: Record<ScoreRelation, MessageKey> = {
  alike: "compare:relation.alike",
  differ: "compare:relation.differ",
  "too-close": "compare:relation.tooClose",
};

const relationTone = {
  alike: "secondary",
  differ: "default",
  "too-close": "outline",
} as const;

/** "Sam: 83% Extraverted", with the label's tag for the visible line. */
const scoreValues = (t: Translate, side: ComparedResult, reading: SideReading) => ({
  name: sideLabel(t, side),
  share: reading.strength / 100,
  pole: t(poleKey(reading.pole)),
});

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
  const t = useT();
  const { dimension, relation } = comparison;
  const [left, right] = poles[dimension];
  const sides = [
    { side: "a", result: a, reading: comparison.a },
    { side: "b", result: b, reading: comparison.b },
  ] as const;
  const label = (children: ReactNode[]) => (
    <span key="label" className="font-semibold">
      {children}
    </span>
  );
  return (
    <li
      className="rounded-lg border bg-card p-4 sm:p-6"
      data-dimension={dimension}
      data-relation={relation}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{t(dimensionKey(dimension))}</h3>
        <Badge variant={relationTone[relation]}>{t(relationKey[relation])}</Badge>
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
        {sides.map(({ side, result, reading }) => (
          <span
            key={side}
            role="img"
            aria-label={t("compare:side.score", scoreValues(t, result, reading))}
            className={cn(
              "absolute flex -translate-x-1/2 rtl:translate-x-1/2",
              side === "a" ? "top-0.5" : "bottom-1",
            )}
            style={{ insetInlineStart: `${reading.value}%` }}
          >
            <Mark side={side} />
          </span>
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{t(poleKey(left.pole))}</span>
        <span>{t(poleKey(right.pole))}</span>
      </div>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {sides.map(({ side, result, reading }) => (
          <span key={side} className="inline-flex items-center gap-2">
            <Mark side={side} />
            <span>{t.rich("compare:side.score", scoreValues(t, result, reading), { label })}</span>
          </span>
        ))}
      </p>
      <p className="mt-3 text-pretty text-muted-foreground" data-testid={`${dimension}-reading`}>
        {readingOf(t, comparison, a, b)}
      </p>
    </li>
  );
}
