import { dimensions, type Dimension } from "~/assessment/questions";
import { typeCodes } from "~/assessment/type-codes";
import { statisticsThresholds } from "./thresholds";
import type { GroupStatistics, Interval, StatisticsSnapshot } from "./types";

/**
 * What the public /science page shows of the newest statistics snapshot (issue 22): nothing but a
 * count below `sciencePageFrom` results; above it the five dimensions, the type and identity
 * shares and each language's reliability. No figure is computed here, only chosen: a group of
 * fewer than `minimumGroup` people (a dimension too few answered in full, a language) is left out
 * as a whole. Pure and browser-safe; the page receives only this, never the statement table or
 * the histograms.
 *
 * Type and identity shares are shown as shares of the whole group counted (at least 200 people),
 * never as counts, and only for everyone together: a share is a figure about the whole group,
 * while a language's type table would describe groups of a handful of people.
 */

export type DimensionFigures =
  | {
      dimension: Dimension;
      shown: true;
      n: number;
      mean: number;
      sd: number;
      alpha: number | null;
      alphaInterval: Interval | null;
      sem: number | null;
    }
  | { dimension: Dimension; shown: false };

export interface LanguageFigures {
  locale: string;
  n: number;
  /** Each dimension's alpha, null where it has fewer than `minimumGroup` people or no alpha. */
  alphas: Record<Dimension, number | null>;
}

export type ScienceFigures =
  | { state: "collecting"; n: number; threshold: number }
  | {
      state: "published";
      n: number;
      computedAt: string;
      synthetic: boolean;
      minimumGroup: number;
      dimensions: DimensionFigures[];
      /** Each of the sixteen types' share of the people counted, most common first. */
      types: { code: string; share: number }[];
      identities: { A: number; T: number };
      /** Languages with at least `minimumGroup` results, largest first. */
      languages: LanguageFigures[];
    };

function dimensionFigures(group: GroupStatistics, dimension: Dimension): DimensionFigures {
  const measured = group.dimensions[dimension];
  if (measured.n < statisticsThresholds.minimumGroup) return { dimension, shown: false };
  return {
    dimension,
    shown: true,
    n: measured.n,
    mean: measured.mean,
    sd: measured.sd,
    alpha: measured.alpha,
    alphaInterval: measured.alphaInterval,
    sem: measured.sem,
  };
}

function shares(counts: Record<string, number>, keys: readonly string[]) {
  const total = keys.reduce((sum, key) => sum + (counts[key] ?? 0), 0);
  return keys.map((key) => ({ key, share: total === 0 ? 0 : (counts[key] ?? 0) / total }));
}

export function scienceFigures(snapshot: StatisticsSnapshot | null): ScienceFigures {
  const { minimumGroup, sciencePageFrom } = statisticsThresholds;
  if (!snapshot || snapshot.n < sciencePageFrom)
    return { state: "collecting", n: snapshot?.n ?? 0, threshold: sciencePageFrom };
  const { overall } = snapshot;
  const [assertive, turbulent] = shares(overall.identities, ["A", "T"]);
  return {
    state: "published",
    n: snapshot.n,
    computedAt: snapshot.computedAt,
    synthetic: snapshot.synthetic,
    minimumGroup,
    dimensions: dimensions.map((dimension) => dimensionFigures(overall, dimension)),
    types: shares(overall.types, typeCodes)
      .map(({ key, share }) => ({ code: key, share }))
      .sort((a, b) => b.share - a.share || a.code.localeCompare(b.code)),
    identities: { A: assertive!.share, T: turbulent!.share },
    languages: Object.entries(snapshot.byLocale)
      .filter(([, group]) => group.n >= minimumGroup)
      .sort(([a, x], [b, y]) => y.n - x.n || a.localeCompare(b))
      .map(([locale, group]) => ({
        locale,
        n: group.n,
        alphas: Object.fromEntries(
          dimensions.map((dimension) => {
            const figures = dimensionFigures(group, dimension);
            return [dimension, figures.shown ? figures.alpha : null];
          }),
        ) as Record<Dimension, number | null>,
      })),
  };
}
