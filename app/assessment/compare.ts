import { dimensionKey, poleKey } from "~/components/results/labels";
import type { Translate } from "~/i18n/translate";
import { relate, smallestMeasurableGap, standardErrors, type ScoreRelation } from "./measurement";
import { dimensions, type Dimension } from "./questions";
import {
  readDimension,
  type DimensionScores,
  type PoleCode,
  type Responses,
  type Result,
} from "./scoring";
import type { TypeCode } from "./type-codes";

/**
 * Two results side by side, one dimension at a time (issue 20, decision 028): where two people
 * are alike, where they differ by more than the test can measure, and where their letters differ
 * but the gap is too small to mean much. Pure: used by the server and the browser alike.
 */
export interface ComparedResult {
  /**
   * A display name, or a neutral label in the page's language ("Person A", "the other person");
   * unused for the reader's own result, which the page calls "you".
   */
  label: string;
  /** The reader's own result: its sentences say "you". */
  isYou?: boolean;
  /** "INTJ-A" */
  type: string;
  scores: DimensionScores;
  /** Each score's standard error in points (measurement.ts). */
  standardErrors: DimensionScores;
}

/**
 * The reader's own result as one side: from this browser's kept answers or a saved result's,
 * with the standard errors those answers give.
 */
export function yourComparedResult(result: Result, responses: Responses): ComparedResult {
  return {
    label: "",
    isYou: true,
    type: result.type,
    scores: result.dimensions,
    standardErrors: standardErrors(responses),
  };
}

export interface SideReading {
  value: number;
  /** The pole the score leans to, as on the result bars; its words are `results:pole.<pole>`. */
  pole: PoleCode;
  /** How far toward that pole, 50 to 100, as the result bars show it. */
  strength: number;
}

export interface DimensionComparison {
  dimension: Dimension;
  relation: ScoreRelation;
  a: SideReading;
  b: SideReading;
  /** Points apart on the 0-100 scale. */
  gap: number;
  /** The smallest gap the test tells apart on this pair of scores, in points. */
  margin: number;
}

/** The types' names in the page's language, as the loader sends them (profiles.server.ts). */
export type TypeNames = Partial<Record<TypeCode, string>>;

/** A label at the start of a line ("the other person" as a side's heading), in the page's language. */
export const capitalise = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** A side's label where it stands alone (a heading, a mark): "You", "Sam", "The other person". */
export function sideLabel(t: Translate, side: ComparedResult): string {
  return side.isYou ? t("compare:you") : capitalise(side.label, t.locale);
}

/** Whom the pair's sentences are about: "you" when one side is the reader's own result. */
export const whoOf = (a: ComparedResult, b: ComparedResult) =>
  a.isYou || b.isYou ? "you" : "they";

/**
 * The two sides as the sentences name them: the reader first, as people say it ("you and Sam"),
 * with each side's reading; otherwise in the page's order.
 */
function readerFirst(
  a: ComparedResult,
  b: ComparedResult,
  ra: SideReading,
  rb: SideReading,
): [ComparedResult, ComparedResult, SideReading, SideReading] {
  return b.isYou && !a.isYou ? [b, a, rb, ra] : [a, b, ra, rb];
}

/** The pair's two labels for the sentences, the reader first (`{a}` is unused for the reader). */
export function pairValues(a: ComparedResult, b: ComparedResult) {
  const [first, second] = b.isYou && !a.isYou ? [b, a] : [a, b];
  return { who: whoOf(a, b), a: first.label, b: second.label };
}

/**
 * The margin in whole points, unless rounding would make it equal to the gap, where the sentence
 * "12 points apart, more than a margin of about 12" would read as a contradiction: then with one
 * decimal (two if one still rounds to the gap).
 */
function shownMargin(margin: number, gap: number): number {
  for (const digits of [0, 1, 2]) {
    const shown = Number(margin.toFixed(digits));
    if (shown !== gap) return shown;
  }
  return margin;
}

/**
 * The plain-language reading of one dimension, whole sentences in the page's language: both
 * leanings with their strengths, and whether the gap is more than the test can measure.
 */
export function readingOf(
  t: Translate,
  comparison: DimensionComparison,
  first: ComparedResult,
  second: ComparedResult,
): string {
  const { dimension, relation, gap } = comparison;
  const [a, b, ra, rb] = readerFirst(first, second, comparison.a, comparison.b);
  const values = {
    who: whoOf(a, b),
    a: a.label,
    b: b.label,
    dimension: t(dimensionKey(dimension)),
    pole: t(poleKey(ra.pole)),
    aPole: t(poleKey(ra.pole)),
    bPole: t(poleKey(rb.pole)),
    aShare: ra.strength / 100,
    bShare: rb.strength / 100,
    gap,
    margin: shownMargin(comparison.margin, gap),
    stronger: ra.strength >= rb.strength ? "a" : "b",
  };
  if (relation === "alike")
    return t(gap === 0 ? "compare:reading.alikeSame" : "compare:reading.alike", values);
  if (relation === "differ")
    return t(ra.pole === rb.pole ? "compare:reading.stronger" : "compare:reading.differ", values);
  return t("compare:reading.tooClose", values);
}

/** Each of the five dimensions compared, in the result bars' order. */
export function compareResults(a: ComparedResult, b: ComparedResult): DimensionComparison[] {
  return dimensions.map((dimension) => {
    const measuredA = { value: a.scores[dimension], standardError: a.standardErrors[dimension] };
    const measuredB = { value: b.scores[dimension], standardError: b.standardErrors[dimension] };
    const relation = relate(measuredA, measuredB);
    const margin = smallestMeasurableGap(measuredA, measuredB);
    const gap = Math.abs(measuredA.value - measuredB.value);
    const ra = side(dimension, measuredA.value);
    const rb = side(dimension, measuredB.value);
    return {
      dimension,
      relation,
      a: ra,
      b: rb,
      gap,
      margin,
    };
  });
}

function side(dimension: Dimension, value: number): SideReading {
  const { pole, strength } = readDimension(dimension, value);
  return { value, pole, strength };
}

/** The four letters of a result's type ("INTJ" of "INTJ-A"). */
export function codeOf(result: Pick<ComparedResult, "type">): TypeCode {
  return result.type.slice(0, 4) as TypeCode;
}

/** The dimensions in each relation, for the summary above the readings. */
export function groupByRelation(
  comparisons: readonly DimensionComparison[],
): Record<ScoreRelation, Dimension[]> {
  const groups: Record<ScoreRelation, Dimension[]> = { alike: [], differ: [], "too-close": [] };
  for (const c of comparisons) groups[c.relation].push(c.dimension);
  return groups;
}

/**
 * Two labels a reader can tell apart: two results published under the same name get "(first)"
 * and "(second)".
 */
export function distinctLabels(
  t: Translate,
  a: ComparedResult,
  b: ComparedResult,
): [ComparedResult, ComparedResult] {
  if (a.isYou || b.isYou || a.label !== b.label) return [a, b];
  return [
    { ...a, label: t("compare:label.first", { label: a.label }) },
    { ...b, label: t("compare:label.second", { label: b.label }) },
  ];
}
