import type { Dimension } from "~/assessment/questions";
import { poles, readDimension, type PoleCode } from "~/assessment/scoring";
import { statisticsThresholds } from "./thresholds";

/**
 * Where one result stands among everyone who took the test (issue 22, decision 041). Browser-safe
 * and pure: the results screen reads it from the norms (/api/statistics/norms), the saved-result
 * page from the snapshot on the server.
 *
 * The method, for a dimension score `s` (0-100, over 50 leans to the second pole):
 * - **Percentile**: the share of counted people whose score is less far toward the pole `s` leans
 *   to, read straight from the snapshot's histogram of whole-point scores: for a score over 50 the
 *   share scoring below `s`, for a score at or under 50 the share scoring above it. People with the
 *   same score are not counted: the sentence says "more than".
 * - **Band**: the measured standard error of measurement (SEM = SD * sqrt(1 - alpha), from the
 *   same snapshot) gives the scores the person's true score plausibly lies between,
 *   `s ± 1.96 * SEM` (within 0-100); each end is read through the same histogram. The band is the
 *   test's precision, not the sampling error of the histogram (which is small once N >= 500).
 * - **Near the middle** (the borderline flag, within 5 points of 50: decision 028, departure 14)
 *   the lean itself could come out either way on a retest, so there is no percentile; instead the
 *   share of people who are also within 5 points of the middle.
 * - Nothing is read from fewer than `minimumGroup` people, or without a measured SEM.
 */

/** One dimension's norms: what the percentile is read from. */
export interface DimensionNorm {
  /** People counted on this dimension. */
  n: number;
  /** Standard error of measurement on the 0-100 scale. */
  sem: number;
  /** How many people scored each whole point 0..100 (101 counts). */
  histogram: readonly number[];
}

export type PercentileReading =
  | {
      kind: "percentile";
      /** The pole the score leans to. */
      pole: PoleCode;
      /** Share (0-1) of people whose score is less far toward that pole. */
      share: number;
      /** The same share at the two ends of the score's 95 % band. */
      low: number;
      high: number;
    }
  | {
      kind: "middle";
      /** Share (0-1) of people who are also within 5 points of the middle. */
      share: number;
    };

/** The 95 % band's half-width in standard errors. */
export const bandWidth = 1.96;

/** Points either side of 50 that count as the middle (scoring.ts's borderline flag). */
const middle = 5;

const total = (histogram: readonly number[]) => histogram.reduce((sum, count) => sum + count, 0);

/** Share (0-1) of people in the histogram whose score is strictly below `x`; 0 when it is empty. */
export function shareBelow(histogram: readonly number[], x: number): number {
  const all = total(histogram);
  if (all === 0) return 0;
  let below = 0;
  for (let score = 0; score < histogram.length && score < x; score++) below += histogram[score]!;
  return below / all;
}

/** Share (0-1) of people in the histogram whose score is strictly above `x`; 0 when it is empty. */
export function shareAbove(histogram: readonly number[], x: number): number {
  const all = total(histogram);
  if (all === 0) return 0;
  let above = 0;
  for (let score = histogram.length - 1; score >= 0 && score > x; score--)
    above += histogram[score]!;
  return above / all;
}

const clampScore = (x: number) => Math.min(100, Math.max(0, x));

/**
 * Where a score stands, or null when nothing may be said: no norms, fewer than `minimumGroup`
 * people in the histogram, or no measured SEM.
 */
export function readPercentile(
  dimension: Dimension,
  score: number,
  norm: DimensionNorm | null | undefined,
): PercentileReading | null {
  if (!norm || !Number.isFinite(norm.sem) || norm.sem < 0) return null;
  const { histogram } = norm;
  if (total(histogram) < statisticsThresholds.minimumGroup) return null;
  const reading = readDimension(dimension, score);
  if (reading.borderline) {
    let near = 0;
    for (let s = 50 - middle; s <= 50 + middle; s++) near += histogram[s] ?? 0;
    return { kind: "middle", share: near / total(histogram) };
  }
  const margin = bandWidth * norm.sem;
  const lower = clampScore(score - margin);
  const upper = clampScore(score + margin);
  // Toward the second pole: further means a higher score. Toward the first: a lower one.
  const leansUp = reading.pole === poles[dimension][1].pole;
  return leansUp
    ? {
        kind: "percentile",
        pole: reading.pole,
        share: shareBelow(histogram, score),
        low: shareBelow(histogram, lower),
        high: shareBelow(histogram, upper),
      }
    : {
        kind: "percentile",
        pole: reading.pole,
        share: shareAbove(histogram, score),
        low: shareAbove(histogram, upper),
        high: shareAbove(histogram, lower),
      };
}

/**
 * The reading's shares as whole percents (0-1, in steps of 0.01) that never overstate: the
 * "more than" share and the band's low end rounded down, its high end rounded up. Intl's percent
 * format would round 99.6 % up to "100 %", a claim about everyone.
 */
export function roundedForDisplay<T extends PercentileReading>(reading: T): T {
  const down = (share: number) => Math.floor(share * 100 + 1e-9) / 100;
  const up = (share: number) => Math.ceil(share * 100 - 1e-9) / 100;
  if (reading.kind === "middle")
    return { ...reading, share: Math.round(reading.share * 100) / 100 };
  return { ...reading, share: down(reading.share), low: down(reading.low), high: up(reading.high) };
}
