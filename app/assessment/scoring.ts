import { dimensions, questions, type Dimension } from "./questions";
import type { TypeCode } from "./type-codes";

/** Answers keyed by statement id, each an integer from 1 to 7. */
export type Responses = Readonly<Record<number, number>>;

/** Each dimension from 0 to 100; over 50 leans to the second-named pole (E, N, F, P, A). */
export type DimensionScores = Record<Dimension, number>;

export interface Result {
  /** "INTJ-A" */
  type: string;
  code: TypeCode;
  identity: "A" | "T";
  dimensions: DimensionScores;
}

/** Spec §5: answer minus 4 (negated when reversed), averaged, then (avg + 3) / 6 * 100, rounded. */
export function scoreDimensions(responses: Responses): DimensionScores {
  const totals = Object.fromEntries(dimensions.map((d) => [d, { sum: 0, count: 0 }])) as Record<
    Dimension,
    { sum: number; count: number }
  >;
  for (const question of questions) {
    const answer = responses[question.id];
    if (answer === undefined) continue;
    const centred = answer - 4;
    totals[question.dimension].sum += question.reversed ? -centred : centred;
    totals[question.dimension].count += 1;
  }
  return Object.fromEntries(
    dimensions.map((d) => {
      const { sum, count } = totals[d];
      const average = count === 0 ? 0 : sum / count;
      return [d, clamp(roundAwayFromMidpoint(((average + 3) / 6) * 100), 0, 100)];
    }),
  ) as DimensionScores;
}

/**
 * Rounds to a whole number, with exact halves rounded away from 50 (62.5 -> 63, 37.5 -> 37).
 * Math.round sends both halves up, so reversing every answer would not mirror every score; this
 * keeps the scale symmetric. Halves do occur: a dimension sum of 9 over 12 answers gives 62.5.
 */
export function roundAwayFromMidpoint(value: number): number {
  return value < 50 ? -Math.round(-value) : Math.round(value);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A pole's language-neutral code; its words are the message `results:pole.<code>`. */
export type PoleCode =
  | "introverted"
  | "extraverted"
  | "sensing"
  | "intuitive"
  | "thinking"
  | "feeling"
  | "judging"
  | "perceiving"
  | "turbulent"
  | "assertive";

export interface Pole {
  letter: string;
  pole: PoleCode;
  /**
   * The English name, only for the parts not yet on the message catalogues (the Open Graph cards,
   * the dashboard, the premium report's data); pages show `results:pole.<pole>` instead
   * (decision 034).
   */
  name: string;
}

/** The two poles of each dimension: [under or at 50, over 50]. */
export const poles: Record<Dimension, readonly [Pole, Pole]> = {
  mind: [
    { letter: "I", pole: "introverted", name: "Introverted" },
    { letter: "E", pole: "extraverted", name: "Extraverted" },
  ],
  energy: [
    { letter: "S", pole: "sensing", name: "Sensing" },
    { letter: "N", pole: "intuitive", name: "Intuitive" },
  ],
  nature: [
    { letter: "T", pole: "thinking", name: "Thinking" },
    { letter: "F", pole: "feeling", name: "Feeling" },
  ],
  tactics: [
    { letter: "J", pole: "judging", name: "Judging" },
    { letter: "P", pole: "perceiving", name: "Perceiving" },
  ],
  identity: [
    { letter: "T", pole: "turbulent", name: "Turbulent" },
    { letter: "A", pole: "assertive", name: "Assertive" },
  ],
};

/** The pole a score points to. Only a score over 50 gives the second pole (spec §5). */
export function poleOf(dimension: Dimension, value: number) {
  return poles[dimension][value > 50 ? 1 : 0];
}

export function computeResult(responses: Responses): Result {
  const scores = scoreDimensions(responses);
  const code = (["mind", "energy", "nature", "tactics"] as const)
    .map((d) => poleOf(d, scores[d]).letter)
    .join("") as TypeCode;
  const identity = poleOf("identity", scores.identity).letter as "A" | "T";
  return { type: `${code}-${identity}`, code, identity, dimensions: scores };
}

/** How clear a preference is: codes (kept in stored reports); the words are `results:clarity.*`. */
export type Clarity = "slight" | "moderate" | "clear" | "very clear";

export interface DimensionReading {
  dimension: Dimension;
  value: number;
  /** The pole the score leans to, as its code. */
  pole: PoleCode;
  /** The same pole's English name (see `Pole.name`). */
  leaning: string;
  /** How far toward that pole, 50 to 100. */
  strength: number;
  clarity: Clarity;
  /** Within 5 points of the midpoint: this preference could come out either way on a retest. */
  borderline: boolean;
}

/**
 * How to read one dimension on the result bars (departures #14). At exactly 50 the label follows
 * the type letter (the first pole), so the bar never contradicts the four letters.
 */
export function readDimension(dimension: Dimension, value: number): DimensionReading {
  const distance = Math.abs(value - 50);
  const clarity: Clarity =
    distance <= 10
      ? "slight"
      : distance <= 20
        ? "moderate"
        : distance <= 35
          ? "clear"
          : "very clear";
  return {
    dimension,
    value,
    pole: poleOf(dimension, value).pole,
    leaning: poleOf(dimension, value).name,
    strength: 50 + distance,
    clarity,
    borderline: distance <= 5,
  };
}
