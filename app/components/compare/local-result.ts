import { useEffect, useState, useSyncExternalStore } from "react";
import { yourComparedResult, type ComparedResult } from "~/assessment/compare";
import type { PairText } from "~/assessment/comparisons/pair-texts";
import { computeResult } from "~/assessment/scoring";
import type { TypeCode } from "~/assessment/type-codes";
import { keptAnswers, subscribeToKeptTest, testStorageKey } from "~/components/test/storage";
import { testConstants } from "~/config/test";
import type { PairTextState } from "./pair-text-section";

/**
 * The visitor's own result as kept in this browser (the test's storage, departures #11), for
 * comparing with a public result. Everything here runs in the browser: the result is computed
 * again from the kept answers, and nothing of it is sent anywhere (issue 20).
 */

/** A finished test's result from the stored text, or null: only a complete set of answers. */
export function localResultFrom(raw: string | null): ComparedResult | null {
  try {
    const stored = JSON.parse(raw ?? "null") as { answers?: unknown; stage?: unknown } | null;
    if (!stored || typeof stored !== "object") return null;
    if (stored.stage !== "upsell" && stored.stage !== "results") return null;
    const answers = keptAnswers(stored.answers, testConstants.questionCount);
    if (Object.keys(answers).length !== testConstants.questionCount) return null;
    return yourComparedResult(computeResult(answers), answers);
  } catch {
    return null;
  }
}

// The same stored text gives the same object, as useSyncExternalStore needs.
let lastRead: { raw: string | null; result: ComparedResult | null } | undefined;

function read(): ComparedResult | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(testStorageKey);
  } catch {
    return null;
  }
  if (lastRead?.raw !== raw) lastRead = { raw, result: localResultFrom(raw) };
  return lastRead.result;
}

/**
 * The kept result: undefined on the server and in the first render after hydration (nobody knows
 * yet), then the result or null.
 */
export function useLocalResult(): ComparedResult | null | undefined {
  return useSyncExternalStore(subscribeToKeptTest, read, () => undefined);
}

/**
 * The pair text for two types, loaded in the browser as one chunk with all 120 of them: asking for
 * one pair's text by name would tell the server the visitor's type.
 */
export function usePairText(a: TypeCode | undefined, b: TypeCode | undefined): PairTextState {
  const [loaded, setLoaded] = useState<{ key: string; text: PairText | "unavailable" }>();
  const key = a && b ? `${a}+${b}` : "";
  useEffect(() => {
    if (!a || !b || a === b) return;
    let live = true;
    import("~/assessment/comparisons").then(
      (module) => live && setLoaded({ key, text: module.pairText(a, b) ?? "unavailable" }),
      () => live && setLoaded({ key, text: "unavailable" }),
    );
    return () => {
      live = false;
    };
  }, [a, b, key]);
  return loaded?.key === key ? loaded.text : "loading";
}
