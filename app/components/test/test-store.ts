import { useSyncExternalStore } from "react";
import { questionsOnPage } from "~/assessment/questions";
import type { Result } from "~/assessment/scoring";
import { testConstants } from "~/config/test";
import { keptAnswers, testStorageEvent, testStorageKey } from "./storage";

/**
 * The visitor's test in progress and their result, kept in localStorage so a reload loses nothing
 * (departures #11). Read through useSyncExternalStore: the server and the first hydration render
 * see the empty state, then the stored one.
 */
export type Stage = "test" | "analysing" | "upsell" | "results";

export interface TestState {
  answers: Readonly<Record<number, number>>;
  /** Zero-based page index. */
  page: number;
  stage: Stage;
  result: Result | null;
  /** Identifies this attempt so a save is never made twice (departures #1). */
  submissionId: string;
  /** Set once the result is saved to an account. */
  saved: SavedTo | null;
}

export interface SavedTo {
  userId: string;
  sessionId: string;
  isPremium: boolean;
}

const storageKey = testStorageKey;

const emptyState: TestState = {
  answers: {},
  page: 0,
  stage: "test",
  result: null,
  submissionId: "",
  saved: null,
};

let state: TestState | undefined;
const listeners = new Set<() => void>();

function newAttempt(): TestState {
  return { ...emptyState, submissionId: crypto.randomUUID() };
}

/** Reads the stored state, keeping only what is valid; anything else starts a new attempt. */
function restore(): TestState {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "null");
    if (!raw || typeof raw !== "object") return newAttempt();
    const stored = raw as Partial<TestState>;
    const answers = keptAnswers(stored.answers, testConstants.questionCount);
    const storedPage =
      Number.isInteger(stored.page) && stored.page! >= 0 && stored.page! < testConstants.pageCount
        ? stored.page!
        : 0;
    // Never past a page with a statement left open: Next leads on only from a complete page, so a
    // later page can only come from storage written for another order of the statements.
    const page = Math.min(storedPage, firstOpenPage(answers));
    const result = stored.result && typeof stored.result.type === "string" ? stored.result : null;
    // An attempt reloaded while analysing resumes at the last page; its result is recomputed.
    const stage: Stage =
      result && (stored.stage === "upsell" || stored.stage === "results") ? stored.stage : "test";
    const submissionId =
      typeof stored.submissionId === "string" && stored.submissionId
        ? stored.submissionId
        : crypto.randomUUID();
    const saved =
      result &&
      stored.saved &&
      typeof stored.saved.userId === "string" &&
      typeof stored.saved.sessionId === "string"
        ? { ...stored.saved, isPremium: stored.saved.isPremium === true }
        : null;
    return {
      answers,
      page,
      stage,
      result: stage === "test" ? null : result,
      submissionId,
      saved: stage === "test" ? null : saved,
    };
  } catch {
    return newAttempt();
  }
}

/** The first page with an unanswered statement, or the last page when all are answered. */
export function firstOpenPage(answers: TestState["answers"]): number {
  for (let page = 0; page < testConstants.pageCount; page++) {
    const onPage = questionsOnPage(page, testConstants.questionsPerPage);
    if (onPage.some((question) => answers[question.id] === undefined)) return page;
  }
  return testConstants.pageCount - 1;
}

function persist(next: TestState) {
  try {
    localStorage.setItem(
      storageKey,
      JSON.stringify({ ...next, stage: next.stage === "analysing" ? "test" : next.stage }),
    );
  } catch {
    // Private browsing or a full quota: the test still works, it just won't survive a reload.
  }
}

export const testStore = {
  get(): TestState {
    state ??= restore();
    return state;
  },
  update(change: (current: TestState) => TestState) {
    state = change(testStore.get());
    persist(state);
    for (const listener of listeners) listener();
  },
  /** Retake: forget the answers and the result, start a new attempt. */
  reset() {
    testStore.update(() => newAttempt());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab changed the test, or the header forgot a saved result: read it again.
function reload() {
  state = undefined;
  for (const listener of listeners) listener();
}
if (typeof window !== "undefined") {
  window.addEventListener(testStorageEvent, reload);
  window.addEventListener("storage", (event) => {
    if (event.key === storageKey || event.key === null) reload();
  });
}

export function useTestState(): TestState {
  return useSyncExternalStore(testStore.subscribe, testStore.get, () => emptyState);
}
