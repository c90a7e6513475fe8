/**
 * Where the visitor's test lives in the browser, kept apart from the store so that the header can
 * forget a saved result on sign-out without loading the test's 60 statements.
 */
export const testStorageKey = "typeatlas:test:v1";

/** Fired on this window when the stored test changes outside the store. */
export const testStorageEvent = "typeatlas:test-storage";

/** On sign-out: a result already saved to that account need not stay on this computer. */
export function forgetSavedResult(userId: string) {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(testStorageKey) ?? "null");
    const saved = (raw as { saved?: { userId?: unknown } } | null)?.saved;
    if (saved?.userId !== userId) return;
    localStorage.removeItem(testStorageKey);
    window.dispatchEvent(new Event(testStorageEvent));
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/**
 * The answers kept in a stored test, keeping only whole numbers 1 to 7 for statement ids 1 to
 * `questionCount` (the ids the assessment uses; its tests hold it to that range).
 */
export function keptAnswers(answers: unknown, questionCount: number): Record<number, number> {
  const kept: Record<number, number> = {};
  if (!answers || typeof answers !== "object") return kept;
  for (const [key, value] of Object.entries(answers)) {
    const id = Number(key);
    const valid =
      Number.isInteger(id) &&
      id >= 1 &&
      id <= questionCount &&
      Number.isInteger(value) &&
      (value as number) >= 1 &&
      (value as number) <= 7;
    if (valid) kept[id] = value as number;
  }
  return kept;
}

/** What this browser keeps of the visitor's test, as the home page offers it. */
export type KeptTest =
  { kind: "none" } | { kind: "in-progress"; answered: number } | { kind: "finished" };

const nothingKept: KeptTest = { kind: "none" };

function parseKeptTest(raw: string | null, questionCount: number): KeptTest {
  try {
    const stored = JSON.parse(raw ?? "null") as {
      answers?: unknown;
      stage?: unknown;
      result?: { type?: unknown } | null;
    } | null;
    if (!stored || typeof stored !== "object") return nothingKept;
    const finished =
      (stored.stage === "upsell" || stored.stage === "results") &&
      typeof stored.result?.type === "string";
    if (finished) return { kind: "finished" };
    const answered = Object.keys(keptAnswers(stored.answers, questionCount)).length;
    return answered > 0 ? { kind: "in-progress", answered } : nothingKept;
  } catch {
    return nothingKept;
  }
}

// The same stored text gives the same object, as useSyncExternalStore needs.
let lastRead: { raw: string | null; kept: KeptTest } | undefined;

export function readKeptTest(questionCount: number): KeptTest {
  let raw: string | null;
  try {
    raw = localStorage.getItem(testStorageKey);
  } catch {
    return nothingKept;
  }
  if (lastRead?.raw !== raw) lastRead = { raw, kept: parseKeptTest(raw, questionCount) };
  return lastRead.kept;
}

/** Calls `listener` when the stored test changes in another tab or outside the store. */
export function subscribeToKeptTest(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === testStorageKey || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(testStorageEvent, listener);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(testStorageEvent, listener);
  };
}

/**
 * "See your result": a result kept at the upsell opens at the result itself (the plans were
 * offered once already).
 */
export function openKeptResult() {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(testStorageKey) ?? "null");
    const stored = raw as { stage?: unknown } | null;
    if (stored?.stage !== "upsell") return;
    localStorage.setItem(testStorageKey, JSON.stringify({ ...stored, stage: "results" }));
    window.dispatchEvent(new Event(testStorageEvent));
  } catch {
    // Storage unavailable: the test page shows what it has.
  }
}

/**
 * A test already open in this tab (since it was opened) goes straight on after a reload, Back or
 * a "Resume" call; a test kept from an earlier visit first asks whether to resume or start over.
 */
const enteredKey = "typeatlas:test:entered";

export function markTestEntered() {
  try {
    sessionStorage.setItem(enteredKey, "1");
  } catch {
    // Without session storage, a kept test asks once per page load.
  }
}

export function testEnteredInThisTab(): boolean {
  try {
    return sessionStorage.getItem(enteredKey) === "1";
  } catch {
    return false;
  }
}
