import { relate, smallestMeasurableGap, standardErrors, type ScoreRelation } from "./measurement";
import { dimensionNames, dimensions, type Dimension } from "./questions";
import { readDimension, type DimensionScores, type Responses, type Result } from "./scoring";
import type { TypeCode } from "./type-codes";

/**
 * Two results side by side, one dimension at a time (issue 20, decision 028): where two people
 * are alike, where they differ by more than the test can measure, and where their letters differ
 * but the gap is too small to mean much. Pure: used by the server and the browser alike.
 */
export interface ComparedResult {
  /** "You", a display name, or a neutral label such as "First result". */
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
    label: "You",
    isYou: true,
    type: result.type,
    scores: result.dimensions,
    standardErrors: standardErrors(responses),
  };
}

export interface SideReading {
  value: number;
  /** The pole the score leans to, as on the result bars ("Introverted"). */
  leaning: string;
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
  /** The plain-language reading, whole sentences. */
  reading: string;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The side as the subject of a sentence ("you" or the label), with its verb "lean". */
function subject(side: ComparedResult): string {
  return side.isYou ? "you" : side.label;
}
function leans(side: ComparedResult): string {
  return side.isYou ? "lean" : "leans";
}

/** "you and Sam", "Sam and Alex": the reader always first, as people say it. */
export function pairOf(a: ComparedResult, b: ComparedResult): string {
  if (a.isYou) return `you and ${b.label}`;
  if (b.isYou) return `you and ${a.label}`;
  return `${a.label} and ${b.label}`;
}
export function pronoun(a: ComparedResult, b: ComparedResult): { subject: string; object: string } {
  return a.isYou || b.isYou
    ? { subject: "you", object: "you" }
    : { subject: "they", object: "them" };
}

/**
 * The margin in whole points, unless rounding would make it equal to the gap, where the sentence
 * "12 points apart, more than a margin of about 12" would read as a contradiction: then one decimal.
 */
function formatMargin(margin: number, gap: number): string {
  const whole = Math.round(margin);
  return whole === gap ? margin.toFixed(1) : String(whole);
}

const points = (n: number) => (n === 1 ? "1 point" : `${n} points`);

function readingFor(
  dimension: Dimension,
  relation: ScoreRelation,
  a: ComparedResult,
  b: ComparedResult,
  ra: SideReading,
  rb: SideReading,
  gap: number,
  margin: number,
): string {
  const name = dimensionNames[dimension];
  const they = pronoun(a, b);
  const m = formatMargin(margin, gap);
  const sameSide = ra.leaning === rb.leaning;

  if (relation === "alike") {
    if (gap === 0)
      return `${capitalise(pairOf(a, b))} both lean ${ra.leaning}, both at ${ra.strength}%. On ${name} ${they.subject} are alike.`;
    return (
      `${capitalise(pairOf(a, b))} both lean ${ra.leaning}: ${subject(a)} at ${ra.strength}%, ${subject(b)} at ${rb.strength}%. ` +
      `A gap of ${points(gap)} is within the test's margin of about ${m} points, so on ${name} ${they.subject} are alike.`
    );
  }

  if (relation === "differ" && sameSide) {
    const [stronger, weaker, strong, weak] =
      ra.strength >= rb.strength ? [a, b, ra, rb] : [b, a, rb, ra];
    return (
      `${capitalise(pairOf(a, b))} both lean ${ra.leaning}, but ${subject(stronger)} ${leans(stronger)} more strongly: ${strong.strength}% against ${weak.strength}% for ${subject(weaker)}. ` +
      `That is ${points(gap)} apart, more than the test's margin of about ${m} points: the letter is shared, but the strength of the preference really differs.`
    );
  }

  const sides =
    `${capitalise(subject(a))} ${leans(a)} ${ra.leaning} (${ra.strength}%) and ` +
    `${subject(b)} ${leans(b)} ${rb.leaning} (${rb.strength}%)`;
  if (relation === "differ")
    return (
      `${sides}. ` +
      `That is ${points(gap)} apart, more than the test's margin of about ${m} points, so on ${name} ${they.subject} really differ.`
    );
  return (
    `${sides}, but only ${points(gap)} apart, within the test's margin of about ${m} points. ` +
    `The letters differ, yet the gap is smaller than the test can measure: a retest could put ${they.object} on the same side.`
  );
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
      reading: readingFor(dimension, relation, a, b, ra, rb, gap, margin),
    };
  });
}

function side(dimension: Dimension, value: number): SideReading {
  const { leaning, strength } = readDimension(dimension, value);
  return { value, leaning, strength };
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
 * Two labels a reader can tell apart: two results published without a name, or under the same
 * one, get "(first)" and "(second)".
 */
export function distinctLabels(
  a: ComparedResult,
  b: ComparedResult,
): [ComparedResult, ComparedResult] {
  if (a.isYou || b.isYou || a.label !== b.label) return [a, b];
  return [
    { ...a, label: `${a.label} (first)` },
    { ...b, label: `${b.label} (second)` },
  ];
}
