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
