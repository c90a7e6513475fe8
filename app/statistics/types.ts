import type { Dimension } from "~/assessment/questions";

/**
 * What the `statistics` job computes from the consenting results (issue 22, decision 039) and
 * stores as one `statistics_snapshots` row; every page that shows a figure about people reads the
 * newest snapshot. Browser-safe: pages receive the parts they show.
 *
 * Nothing here is suppressed: a group of any size is computed and kept, and the pages apply the
 * rules (`minimumGroup` and the thresholds in app/statistics/thresholds.ts) when they show it.
 */

/** A two-sided 95 % interval. */
export type Interval = readonly [low: number, high: number];

/** One dimension's scale: the score 0-100 the result shows, and its reliability. */
export interface DimensionStatistics {
  /** People with all twelve answers on this dimension. */
  n: number;
  /** Mean of the 0-100 dimension scores. */
  mean: number;
  /** Sample standard deviation (n - 1) of the 0-100 dimension scores. */
  sd: number;
  /** Cronbach's alpha of the twelve keyed item scores; null below 2 people or with no variance. */
  alpha: number | null;
  /** Percentile bootstrap interval of alpha (resampling people), null when alpha is. */
  alphaInterval: Interval | null;
  /** Standard error of measurement on the 0-100 scale: sd * sqrt(1 - alpha); null when alpha is. */
  sem: number | null;
  /** How many people scored each whole point 0..100 (101 counts): percentiles are read from it. */
  histogram: number[];
}

/** One statement, keyed as scored (a reversed statement's answers are turned round first). */
export interface ItemStatistics {
  /** Statement id 1-60. */
  id: number;
  dimension: Dimension;
  reversed: boolean;
  n: number;
  /** Mean of the raw answer 1-7 as given. */
  mean: number;
  /** Sample standard deviation of the raw answer. */
  sd: number;
  /** How many people gave each answer 1..7 (7 counts). */
  distribution: number[];
  /**
   * Corrected item-total correlation: the keyed item with the sum of the other eleven keyed items
   * of its dimension; null when either has no variance. Negative means the statement pulls against
   * its scale (for a reversed one: it was answered as if it were not reversed).
   */
  itemTotal: number | null;
}

/** Everything computed for one group of people: everyone, or one language. */
export interface GroupStatistics {
  n: number;
  dimensions: Record<Dimension, DimensionStatistics>;
  items: ItemStatistics[];
  /** Counts per four-letter code ("INTJ"), all sixteen present. */
  types: Record<string, number>;
  /** Counts per identity. */
  identities: { A: number; T: number };
}

export interface StatisticsSnapshot {
  version: 1;
  /** ISO time the computation finished. */
  computedAt: string;
  /** Consenting results counted. */
  n: number;
  /** Whether any counted result was synthetic (`npm run stats:simulate`). */
  synthetic: boolean;
  /** Bootstrap resamples used for the alpha intervals, and the seed (the run is repeatable). */
  bootstrap: { resamples: number; seed: number };
  /** How long the computation took, in milliseconds (the job's own measure). */
  durationMs: number;
  overall: GroupStatistics;
  /** Per page language (app/i18n/locales.ts code), for every language with at least one result. */
  byLocale: Record<string, GroupStatistics>;
}
