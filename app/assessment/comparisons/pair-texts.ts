import type { TypeCode } from "../type-codes";

/**
 * What the comparison page says about a pair of four-letter types (docs/writing/comparisons.md):
 * what they share, where their preferences differ, and how the two can meet. One text per
 * unordered pair of different types, 120 in all; the per-dimension readings beside it are computed
 * from the two results (decision 028).
 */
export interface PairText {
  shared: string;
  different: string;
  together: string;
}

/** Keyed by the two codes in alphabetical order, joined by "+": "ENFP+INTJ". */
export type PairTexts = Record<string, PairText>;

export function pairKey(a: TypeCode, b: TypeCode): string {
  return [a, b].sort().join("+");
}
