import { useSyncExternalStore } from "react";
import { testConstants } from "~/config/test";
import { readKeptTest, subscribeToKeptTest, type KeptTest } from "./storage";

const nothingKept: KeptTest = { kind: "none" };
const read = () => readKeptTest(testConstants.questionCount);

/**
 * The test this browser keeps, for pages other than the test's own: the server (and hydration)
 * render as if nothing were kept, then the browser shows what it has.
 */
export function useKeptTest(): KeptTest {
  return useSyncExternalStore(subscribeToKeptTest, read, () => nothingKept);
}
