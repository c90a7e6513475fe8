import { dimensions, questions, type Dimension } from "./questions";
import type { DimensionScores, Responses } from "./scoring";

/**
 * How precisely one test measured each dimension, and whether two scores differ by more than that
 * (decision 028). A dimension score is the mean of twelve item scores put on a 0-100 scale; its
 * standard error is the standard deviation of those twelve item scores over the square root of
 * twelve, on the same scale. Someone who answers a dimension's statements consistently gets a
 * narrow band; someone whose answers pull both ways gets a wide one.
 */

/** Points on the 0-100 scale per point of the 7-point answer scale (the mean runs -3..3). */
const pointsPerAnswerStep = 100 / 6;

/** z for a two-sided 95 % interval. */
export const z95 = 1.96;

/**
 * The smallest item standard deviation we credit: one answer step. Twelve identical answers have
 * no spread, yet the same person on another day would not give exactly the same answers; without a
 * floor such a result would claim perfect precision.
 */
export const minimumItemSpread = 1;

/**
 * The item standard deviation assumed for a result whose answers are not kept (results saved
 * before answers were stored): one and a half answer steps, a wider band than most people's own.
 */
export const assumedItemSpread = 1.5;

function standardErrorFromSpread(spread: number, count: number): number {
  return (Math.max(spread, minimumItemSpread) / Math.sqrt(count)) * pointsPerAnswerStep;
}

/** Each dimension's standard error in points of the 0-100 scale, from the person's answers. */
export function standardErrors(responses: Responses): DimensionScores {
  const items = Object.fromEntries(dimensions.map((d) => [d, [] as number[]])) as Record<
    Dimension,
    number[]
  >;
  for (const question of questions) {
    const answer = responses[question.id];
    if (answer === undefined) continue;
    const centred = answer - 4;
    items[question.dimension].push(question.reversed ? -centred : centred);
  }
  return Object.fromEntries(
    dimensions.map((d) => {
      const scores = items[d];
      if (scores.length < 2)
        return [d, standardErrorFromSpread(assumedItemSpread, questionsPer(d))];
      return [d, standardErrorFromSpread(sampleDeviation(scores), scores.length)];
    }),
  ) as DimensionScores;
}

/** The standard errors used when a result's answers are not available. */
export function assumedStandardErrors(): DimensionScores {
  return Object.fromEntries(
    dimensions.map((d) => [d, standardErrorFromSpread(assumedItemSpread, questionsPer(d))]),
  ) as DimensionScores;
}

function questionsPer(dimension: Dimension): number {
  return questions.filter((q) => q.dimension === dimension).length;
}

function sampleDeviation(values: number[]): number {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const squares = values.reduce((sum, v) => sum + (v - mean) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

/** The 95 % band around a score, in whole points, kept within 0-100. */
export function band(value: number, standardError: number): { low: number; high: number } {
  const half = z95 * standardError;
  return {
    low: Math.max(0, Math.floor(value - half)),
    high: Math.min(100, Math.ceil(value + half)),
  };
}

export interface Measured {
  value: number;
  standardError: number;
}

/**
 * How two scores on one dimension relate:
 * - `alike`: same side of the midpoint, and no measurable difference;
 * - `differ`: the gap is larger than both measurements' error together (95 %);
 * - `too-close`: on opposite sides of the midpoint, but the gap is smaller than the test can
 *   measure, so the different letters may not mean a real difference.
 * The gap's standard error is the two standard errors combined (root of the sum of squares), as
 * for any difference of two independent measurements.
 */
export type ScoreRelation = "alike" | "differ" | "too-close";

export function relate(a: Measured, b: Measured): ScoreRelation {
  const gap = Math.abs(a.value - b.value);
  const limit = z95 * Math.hypot(a.standardError, b.standardError);
  if (gap > limit) return "differ";
  return a.value > 50 === b.value > 50 ? "alike" : "too-close";
}

/** The smallest gap on this pair that counts as a measurable difference, in points. */
export function smallestMeasurableGap(a: Measured, b: Measured): number {
  return z95 * Math.hypot(a.standardError, b.standardError);
}
