import { dimensions, type Dimension } from "~/assessment/questions";
import type { DimensionScores } from "~/assessment/scoring";
import {
  categories,
  categoryOf,
  isTypeCode,
  typeCodes,
  type Category,
  type TypeCode,
} from "~/assessment/type-codes";

/**
 * What a team's shared results add up to (issue 23, decision 042): the sixteen types with their
 * counts, the four groups, the Assertive/Turbulent split, and each dimension's positions with the
 * team's spread. Pure arithmetic on results already read, so a team of 500 costs no more queries
 * than a team of 5. Used by the team page, its PDF and the summary.
 */

export interface SharedResult {
  memberId: string;
  name: string;
  /** For example "INTJ-A". */
  type: string;
  dimensions: DimensionScores;
}

export interface DimensionSpread {
  dimension: Dimension;
  /** Each member's score, lowest first (ties by name), for the strip and its table. */
  positions: { memberId: string; name: string; score: number }[];
  mean: number;
  /** Population standard deviation: the team is the whole group described, not a sample. */
  sd: number;
  min: number;
  max: number;
  /** Members above 50 (the second pole: Extraverted, Intuitive, Feeling, Perceiving, Assertive). */
  above: number;
  /** Members at 50 or under (the first pole). */
  atOrBelow: number;
}

export interface TeamComposition {
  /** Members whose shared result is counted. */
  n: number;
  types: Record<TypeCode, number>;
  groups: Record<Category, number>;
  identities: { A: number; T: number };
  dimensions: DimensionSpread[];
}

export function teamComposition(results: readonly SharedResult[]): TeamComposition {
  const types = Object.fromEntries(typeCodes.map((code) => [code, 0])) as Record<TypeCode, number>;
  const groups = Object.fromEntries(categories.map((name) => [name, 0])) as Record<
    Category,
    number
  >;
  const identities = { A: 0, T: 0 };
  for (const result of results) {
    const [code, identity] = result.type.split("-");
    if (code && isTypeCode(code)) {
      types[code] += 1;
      groups[categoryOf(code)] += 1;
    }
    if (identity === "A" || identity === "T") identities[identity] += 1;
  }
  return {
    n: results.length,
    types,
    groups,
    identities,
    dimensions: dimensions.map((dimension) => spreadOf(dimension, results)),
  };
}

function spreadOf(dimension: Dimension, results: readonly SharedResult[]): DimensionSpread {
  const positions = results
    .map((result) => ({
      memberId: result.memberId,
      name: result.name,
      score: result.dimensions[dimension],
    }))
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
  const scores = positions.map((position) => position.score);
  const n = scores.length;
  const mean = n === 0 ? 0 : scores.reduce((sum, score) => sum + score, 0) / n;
  const variance = n === 0 ? 0 : scores.reduce((sum, score) => sum + (score - mean) ** 2, 0) / n;
  const above = scores.filter((score) => score > 50).length;
  return {
    dimension,
    positions,
    mean,
    sd: Math.sqrt(variance),
    min: n === 0 ? 0 : scores[0]!,
    max: n === 0 ? 0 : scores[n - 1]!,
    above,
    atOrBelow: n - above,
  };
}
