import { dimensions, type Dimension } from "~/assessment/questions";
import { statisticsThresholds } from "./thresholds";
import type { GroupStatistics, ItemStatistics, StatisticsSnapshot } from "./types";

/**
 * What the operators' statistics page flags (issue 22, decision 039). Browser-safe and pure.
 *
 * - A statement whose corrected item-total correlation is under `lowItemTotal` adds little to its
 *   scale (Nunnally & Bernstein's usual 0.2 to 0.3 floor; 0.2 is the issue's).
 * - A reversed statement with a negative one correlates the wrong way: people answer it as if it
 *   were not reversed (or its wording says the opposite of what was meant).
 * - A language whose alpha differs from English by more than `languageAlphaGap` on a dimension
 *   suggests a translation that reads differently.
 * Only groups of at least `minimumGroup` people are compared or flagged.
 */
export const flagLimits = { lowItemTotal: 0.2, languageAlphaGap: 0.1 } as const;

export type ItemFlag = "low item-total" | "correlates the wrong way";

export function itemFlags(item: ItemStatistics): ItemFlag[] {
  if (item.n < statisticsThresholds.minimumGroup || item.itemTotal === null) return [];
  const flags: ItemFlag[] = [];
  if (item.itemTotal < flagLimits.lowItemTotal) flags.push("low item-total");
  if (item.reversed && item.itemTotal < 0) flags.push("correlates the wrong way");
  return flags;
}

export interface LanguageAlphaFlag {
  locale: string;
  dimension: Dimension;
  alpha: number;
  englishAlpha: number;
}

/** Languages whose alpha differs from English's by more than the gap, on any dimension. */
export function languageAlphaFlags(
  snapshot: Pick<StatisticsSnapshot, "byLocale">,
  sourceLocale = "en",
): LanguageAlphaFlag[] {
  const english = snapshot.byLocale[sourceLocale];
  if (!english || !shown(english)) return [];
  const flags: LanguageAlphaFlag[] = [];
  for (const [locale, group] of Object.entries(snapshot.byLocale)) {
    if (locale === sourceLocale || !shown(group)) continue;
    for (const dimension of dimensions) {
      const alpha = group.dimensions[dimension].alpha;
      const englishAlpha = english.dimensions[dimension].alpha;
      if (alpha === null || englishAlpha === null) continue;
      if (Math.abs(alpha - englishAlpha) > flagLimits.languageAlphaGap)
        flags.push({ locale, dimension, alpha, englishAlpha });
    }
  }
  return flags;
}

/** Whether a group is large enough for any figure about it to be shown. */
export function shown(group: Pick<GroupStatistics, "n">): boolean {
  return group.n >= statisticsThresholds.minimumGroup;
}

/** A count of people, or null when it is a group smaller than `minimumGroup` (not shown). */
export function shownCount(count: number): number | null {
  return count >= statisticsThresholds.minimumGroup ? count : null;
}
