import { testStorageEvent, testStorageKey } from "./storage";

/**
 * On deleting the account: the answers and the result this browser keeps go too, saved or not,
 * and every open page of the test reads the (now empty) storage again.
 */
export function forgetTest() {
  try {
    localStorage.removeItem(testStorageKey);
  } catch {
    // Storage unavailable: nothing was kept.
  }
  window.dispatchEvent(new Event(testStorageEvent));
}
