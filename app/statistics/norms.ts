import { dimensions, type Dimension } from "~/assessment/questions";
import type { DimensionNorm } from "./percentiles";
import { statisticsThresholds } from "./thresholds";
import type { StatisticsSnapshot } from "./types";

/**
 * The part of the newest statistics snapshot a result needs (issue 22, decision 041): the five
 * histograms with their SEMs for percentiles, and the type counts for the badge. Browser-safe.
 * The visitor's results screen fetches it from /api/statistics/norms (the test page is one cached
 * page for everyone, so it cannot carry it); the saved-result page gets it from its loader.
 *
 * Only what may be shown is in it: nothing below the thresholds, no dimension or type counted
 * from fewer than `minimumGroup` people.
 */
export interface Norms {
  /** ISO time the snapshot was computed. */
  computedAt: string;
  /** Consenting results counted. */
  n: number;
  /** Whether the figures include synthetic respondents (`npm run stats:simulate`). */
  synthetic: boolean;
  /** Per dimension, from `percentilesFrom` results; only dimensions with a measured SEM. */
  dimensions: Partial<Record<Dimension, DimensionNorm>>;
  /** From `measuredFrequencyFrom` results: the count of people, and per type the counts of 50 or more. */
  types: { n: number; counts: Record<string, number> } | null;
}

/** The norms a snapshot allows, or null when it allows none (no snapshot, or too few results). */
export function normsOf(snapshot: StatisticsSnapshot | null): Norms | null {
  if (!snapshot) return null;
  const { minimumGroup, percentilesFrom, measuredFrequencyFrom } = statisticsThresholds;
  const norms: Norms["dimensions"] = {};
  if (snapshot.n >= percentilesFrom) {
    for (const dimension of dimensions) {
      const stats = snapshot.overall.dimensions[dimension];
      if (!stats || stats.sem === null || stats.n < minimumGroup) continue;
      norms[dimension] = { n: stats.n, sem: round(stats.sem, 3), histogram: stats.histogram };
    }
  }
  let types: Norms["types"] = null;
  if (snapshot.n >= measuredFrequencyFrom) {
    const all = Object.values(snapshot.overall.types).reduce((sum, count) => sum + count, 0);
    const counts = Object.fromEntries(
      Object.entries(snapshot.overall.types).filter(([, count]) => count >= minimumGroup),
    );
    if (all >= measuredFrequencyFrom) types = { n: all, counts };
  }
  if (Object.keys(norms).length === 0 && !types) return null;
  return {
    computedAt: snapshot.computedAt,
    n: snapshot.n,
    synthetic: snapshot.synthetic,
    dimensions: norms,
    types,
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
