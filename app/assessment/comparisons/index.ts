import type { TypeCode } from "../type-codes";
import { part1 } from "./part-1";
import { part2 } from "./part-2";
import { part3 } from "./part-3";
import { part4 } from "./part-4";
import { pairKey, type PairText, type PairTexts } from "./pair-texts";

export type { PairText } from "./pair-texts";

/** All 120 pair texts. About 150 KB of prose: import this module lazily in the browser. */
export const pairTexts: PairTexts = { ...part1, ...part2, ...part3, ...part4 };

/** The text for two different types; undefined for a type with itself (the page says they match). */
export function pairText(a: TypeCode, b: TypeCode): PairText | undefined {
  return a === b ? undefined : pairTexts[pairKey(a, b)];
}
