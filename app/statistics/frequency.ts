import type { Norms } from "./norms";
import { statisticsThresholds } from "./thresholds";

/**
 * What the type badge says about how common a type is (issue 22): the measured share of the
 * type among the consenting results once there are `measuredFrequencyFrom` of them and the type
 * has at least `minimumGroup`; until then the profile's hand-written range, labelled an estimate.
 */
export type FrequencyFigure =
  | { kind: "measured"; share: number; n: number; synthetic: boolean }
  | { kind: "estimate"; low: number; high: number };

/** "2-3%" -> { low: 0.02, high: 0.03 }; undefined for anything else. */
export function parseEstimate(text: string): { low: number; high: number } | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[-–]\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(text);
  if (!match) return undefined;
  return { low: Number(match[1]) / 100, high: Number(match[2]) / 100 };
}

/**
 * The badge's figure for a four-letter code, from the norms (null: none yet) and the profile's
 * estimate; null when there is neither (every profile's range parses: frequency.test.ts).
 */
export function typeFrequency(
  types: Norms["types"] | undefined,
  code: string,
  estimate: string,
  synthetic = false,
): FrequencyFigure | null {
  const count = types?.counts[code];
  if (
    types &&
    count !== undefined &&
    types.n >= statisticsThresholds.measuredFrequencyFrom &&
    count >= statisticsThresholds.minimumGroup
  ) {
    return { kind: "measured", share: count / types.n, n: types.n, synthetic };
  }
  const range = parseEstimate(estimate);
  return range ? { kind: "estimate", ...range } : null;
}

/** The figure for a result's type from norms that may still be loading (undefined). */
export function frequencyFromNorms(
  norms: Norms | null | undefined,
  code: string,
  estimate: string,
): FrequencyFigure | null | undefined {
  if (norms === undefined) return undefined;
  return typeFrequency(norms?.types, code, estimate, norms?.synthetic);
}
