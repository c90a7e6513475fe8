import { dimensions, questions, type Dimension } from "~/assessment/questions";
import { typeCodes } from "~/assessment/type-codes";
import type { DimensionStatistics, GroupStatistics, StatisticsSnapshot } from "./types";

/**
 * Statistics snapshots for tests of the pages that show them, without running the job: plausible
 * made-up figures in the shape of app/statistics/types.ts. Nothing here is a computation; the
 * job's own tests check the formulas.
 */

/** One dimension's figures for a group of `n`, each dimension a little different. */
function dimensionOf(n: number, index: number, alpha = 0.78 + index * 0.02): DimensionStatistics {
  const histogram = Array.from({ length: 101 }, () => 0);
  histogram[50] = n;
  return {
    n,
    mean: 48 + index * 2.5,
    sd: 14 + index,
    alpha: n < 2 ? null : alpha,
    alphaInterval: n < 2 ? null : [alpha - 0.03, alpha + 0.025],
    sem: n < 2 ? null : (14 + index) * Math.sqrt(1 - alpha),
    histogram,
  };
}

/** A group of `n` people spread over the sixteen types; `alphas` overrides each dimension's. */
export function testGroup(
  n: number,
  { alphas = {} }: { alphas?: Partial<Record<Dimension, number>> } = {},
): GroupStatistics {
  const types = Object.fromEntries(typeCodes.map((code) => [code, 0]));
  for (let i = 0; i < n; i++) types[typeCodes[(i * 7) % typeCodes.length]!]! += 1;
  const assertive = Math.round(n * 0.45);
  return {
    n,
    dimensions: Object.fromEntries(
      dimensions.map((dimension, index) => [dimension, dimensionOf(n, index, alphas[dimension])]),
    ) as Record<Dimension, DimensionStatistics>,
    items: questions.map((question) => ({
      id: question.id,
      dimension: question.dimension,
      reversed: question.reversed,
      n,
      mean: 4,
      sd: 1.5,
      distribution: [0, 0, 0, n, 0, 0, 0],
      itemTotal: 0.4,
    })),
    types,
    identities: { A: assertive, T: n - assertive },
  };
}

/**
 * A snapshot of `byLocale` groups (locale -> n); everyone is their sum unless `n` says otherwise
 * (a snapshot may count more people than its languages show, never fewer).
 */
export function testSnapshot(
  options: {
    byLocale?: Record<string, number>;
    n?: number;
    synthetic?: boolean;
    computedAt?: string;
    alphas?: Partial<Record<Dimension, number>>;
  } = {},
): StatisticsSnapshot {
  const byLocale = options.byLocale ?? { en: 240 };
  const n = options.n ?? Object.values(byLocale).reduce((sum, count) => sum + count, 0);
  return {
    version: 1,
    computedAt: options.computedAt ?? "2026-11-20T03:00:00.000Z",
    n,
    synthetic: options.synthetic ?? false,
    bootstrap: { resamples: 1000, seed: 1 },
    durationMs: 120,
    overall: testGroup(n, { alphas: options.alphas }),
    byLocale: Object.fromEntries(
      Object.entries(byLocale).map(([locale, count]) => [locale, testGroup(count)]),
    ),
  };
}
