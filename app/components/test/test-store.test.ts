// @vitest-environment happy-dom
import { afterEach, expect, test } from "vitest";
import { questionsOnPage } from "~/assessment/questions";
import { testStorageEvent, testStorageKey } from "./storage";
import { testStore } from "./test-store";

/** Stores `stored` as an earlier visit would have, and makes the store read it again. */
function keep(stored: object) {
  localStorage.setItem(testStorageKey, JSON.stringify(stored));
  window.dispatchEvent(new Event(testStorageEvent));
}

afterEach(() => {
  localStorage.clear();
  window.dispatchEvent(new Event(testStorageEvent));
});

const answered = (pages: number) =>
  Object.fromEntries(
    Array.from({ length: pages }, (_, page) => questionsOnPage(page, 6))
      .flat()
      .map((q) => [q.id, 5]),
  );

test("a kept test opens on its page, with its answers", () => {
  keep({ answers: answered(3), page: 3, stage: "test", submissionId: "kept" });
  expect(testStore.get()).toMatchObject({ page: 3, stage: "test", submissionId: "kept" });
  expect(Object.keys(testStore.get().answers)).toHaveLength(18);
});

test("a kept page beyond a statement left open goes back to that statement's page", () => {
  // Ids 1 to 18 were the first three pages before the order was interleaved (departures #16).
  const oldOrder = Object.fromEntries(Array.from({ length: 18 }, (_, i) => [i + 1, 4]));
  keep({ answers: oldOrder, page: 3, stage: "test", submissionId: "kept" });
  const firstOpen = [0, 1, 2, 3].find((page) =>
    questionsOnPage(page, 6).some((q) => oldOrder[q.id] === undefined),
  );
  expect(firstOpen).toBe(0);
  expect(testStore.get().page).toBe(0);
  expect(Object.keys(testStore.get().answers)).toHaveLength(18);
});

test("with every statement answered, the kept page stands", () => {
  keep({ answers: answered(10), page: 9, stage: "test", submissionId: "kept" });
  expect(testStore.get().page).toBe(9);
});
