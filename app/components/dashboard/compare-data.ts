import { dimensions, type Dimension } from "~/assessment/questions";
import { dimensionKey, poleKey } from "~/components/results/labels";
import {
  assumedStandardErrors,
  band,
  relate,
  standardErrors,
  type ScoreRelation,
} from "~/assessment/measurement";
import { poleOf, type DimensionScores, type Responses } from "~/assessment/scoring";
import type { Translate } from "~/i18n/translate";

/**
 * Two of a user's own saved results side by side: each dimension's two scores, their 95 % bands,
 * and whether the change is larger than the test's measurement error (decision 028). Each score's
 * standard error comes from that result's own answers; results saved without their answers get
 * the assumed, wider one.
 */

export interface SavedScores {
  id: string;
  personalityType: string;
  completedAt: string;
  scores: DimensionScores;
  /** Statement id to answer; empty for results saved before the answers were kept. */
  responses: Record<string, number>;
}

export interface ComparedSide {
  id: string;
  personalityType: string;
  completedAt: string;
  /** True when the bands use the assumed spread because the answers are not kept. */
  assumedError: boolean;
}

export interface ComparedDimension {
  dimension: Dimension;
  earlier: { value: number; low: number; high: number };
  later: { value: number; low: number; high: number };
  relation: ScoreRelation;
}

export interface Comparison {
  earlier: ComparedSide;
  later: ComparedSide;
  dimensions: ComparedDimension[];
}

function errorsOf(side: SavedScores): { errors: DimensionScores; assumed: boolean } {
  const responses: Responses = Object.fromEntries(
    Object.entries(side.responses).map(([id, answer]) => [Number(id), answer]),
  );
  if (Object.keys(responses).length === 0) {
    return { errors: assumedStandardErrors(), assumed: true };
  }
  return { errors: standardErrors(responses), assumed: false };
}

/** Compares two results, the earlier one first whatever order they were chosen in. */
export function compareResults(a: SavedScores, b: SavedScores): Comparison {
  const [earlier, later] = Date.parse(a.completedAt) <= Date.parse(b.completedAt) ? [a, b] : [b, a];
  const before = errorsOf(earlier);
  const after = errorsOf(later);
  return {
    earlier: side(earlier, before.assumed),
    later: side(later, after.assumed),
    dimensions: dimensions.map((dimension) => {
      const from = { value: earlier.scores[dimension], standardError: before.errors[dimension] };
      const to = { value: later.scores[dimension], standardError: after.errors[dimension] };
      const relation = relate(from, to);
      return {
        dimension,
        earlier: { value: from.value, ...band(from.value, from.standardError) },
        later: { value: to.value, ...band(to.value, to.standardError) },
        relation,
      };
    }),
  };
}

function side(scores: SavedScores, assumedError: boolean): ComparedSide {
  return {
    id: scores.id,
    personalityType: scores.personalityType,
    completedAt: scores.completedAt,
    assumedError,
  };
}

/**
 * The plain-language reading of one dimension's change between two results, in the page's
 * language (the page says it; the comparison's data holds only the numbers).
 */
export function changeSentence(
  t: Translate,
  {
    dimension,
    earlier,
    later,
    relation,
  }: Pick<ComparedDimension, "dimension" | "earlier" | "later" | "relation">,
): string {
  const [from, to] = [earlier.value, later.value];
  const name = t(dimensionKey(dimension));
  const values = { dimension: name, from, to };
  if (from === to) return t("dashboard:compare.stayed", { dimension: name, score: from });
  if (relation === "differ") return t("dashboard:compare.real", values);
  const before = poleOf(dimension, from);
  const after = poleOf(dimension, to);
  if (before.letter !== after.letter)
    return t("dashboard:compare.withinFlip", {
      ...values,
      fromPole: t(poleKey(before.pole)),
      toPole: t(poleKey(after.pole)),
    });
  return t("dashboard:compare.within", values);
}
