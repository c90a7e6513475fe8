import { dimensions, type Dimension } from "~/assessment/questions";
import { typeCodes } from "~/assessment/type-codes";
import type { DimensionStatistics, GroupStatistics, StatisticsSnapshot } from "~/statistics/types";

/**
 * A statistics snapshot made by hand for the percentile and badge tests (issue 22): every
 * dimension gets the same histogram unless told otherwise, and the sixteen types share the people
 * in proportion to `types` (the rest to INTJ). Only the fields a result reads are meaningful.
 */
export function normsSnapshot({
  n = 1000,
  histogram = flatHistogram(n),
  sem = 5,
  types = {},
  synthetic = false,
  computedAt = "2026-11-20T12:00:00.000Z",
  perDimension = {},
}: {
  n?: number;
  histogram?: number[];
  sem?: number | null;
  types?: Record<string, number>;
  synthetic?: boolean;
  computedAt?: string;
  perDimension?: Partial<Record<Dimension, Partial<DimensionStatistics>>>;
} = {}): StatisticsSnapshot {
  const counts = Object.fromEntries(typeCodes.map((code) => [code, types[code] ?? 0]));
  const given = Object.values(counts).reduce((sum, count) => sum + count, 0);
  counts.INTJ = (counts.INTJ ?? 0) + Math.max(0, n - given);
  const dimension = (name: Dimension): DimensionStatistics => ({
    n,
    mean: 50,
    sd: 15,
    alpha: sem === null ? null : 0.8,
    alphaInterval: sem === null ? null : [0.75, 0.85],
    sem,
    histogram,
    ...perDimension[name],
  });
  const overall: GroupStatistics = {
    n,
    dimensions: Object.fromEntries(dimensions.map((d) => [d, dimension(d)])) as Record<
      Dimension,
      DimensionStatistics
    >,
    items: [],
    types: counts,
    identities: { A: Math.ceil(n / 2), T: Math.floor(n / 2) },
  };
  return {
    version: 1,
    computedAt,
    n,
    synthetic,
    bootstrap: { resamples: 0, seed: 1 },
    durationMs: 1,
    overall,
    byLocale: {},
  };
}

/** `n` people spread as evenly as whole people allow over the scores 0..100. */
export function flatHistogram(n: number): number[] {
  return Array.from(
    { length: 101 },
    (_, score) => Math.floor(((score + 1) * n) / 101) - Math.floor((score * n) / 101),
  );
}
