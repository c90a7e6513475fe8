import { expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { computeResult } from "~/assessment/scoring";
import { englishTranslate } from "../../../tests/support/english";
import { retakeWarning as warningIn, whatRetakeClears, type RetakeLoss } from "./retake";
import type { TestState } from "./test-store";

const result = computeResult(answersFor("INFJ-T", 2));
const t = englishTranslate();
const retakeWarning = (loss: Exclude<RetakeLoss, { kind: "nothing" }>, signedIn: boolean) =>
  warningIn(t, loss, signedIn);

/** The losses the dialog is opened for. */
function shown(loss: RetakeLoss) {
  if (loss.kind === "nothing") throw new Error("expected something to lose");
  return loss;
}

const state = (over: Partial<TestState>): TestState => ({
  answers: {},
  page: 0,
  stage: "test",
  result: null,
  submissionId: "attempt-1",
  saved: null,
  ...over,
});

test("a browser with nothing kept loses nothing, so Retake asks nothing", () => {
  expect(whatRetakeClears(state({}), null)).toEqual({ kind: "nothing" });
});

test("a test in progress is counted, in words that name the number answered", () => {
  const loss = whatRetakeClears(state({ answers: { 1: 4, 2: 5, 3: 6 }, page: 0 }), "u1");
  expect(loss).toEqual({ kind: "unfinished", answered: 3 });
  expect(retakeWarning({ kind: "unfinished", answered: 3 }, true)).toContain("3 answers of 60");
  expect(retakeWarning({ kind: "unfinished", answered: 1 }, true)).toContain("1 answer of 60");
});

test("a visitor's result is lost for good; a saved one stays in the account", () => {
  const finished = state({ stage: "results", result, answers: { 1: 4 } });
  const visitor = whatRetakeClears(finished, null);
  expect(visitor).toEqual({ kind: "result", type: "INFJ-T", inAccount: false });
  expect(retakeWarning(shown(visitor), false)).toMatch(/not saved anywhere else.*gone for good/);

  const signedInUnsaved = whatRetakeClears(finished, "u1");
  expect(retakeWarning(shown(signedInUnsaved), true)).toMatch(/not in your account yet/);

  const saved = { ...finished, saved: { userId: "u1", sessionId: "s1", isPremium: false } };
  const own = whatRetakeClears(saved, "u1");
  expect(own).toEqual({ kind: "result", type: "INFJ-T", inAccount: true });
  expect(retakeWarning(shown(own), true)).toMatch(/stays saved in your account/);
  // Saved to another account than the one signed in here: not this user's to keep.
  expect(whatRetakeClears(saved, "u2")).toMatchObject({ inAccount: false });
});

test("a result on the upsell counts as a result too", () => {
  expect(whatRetakeClears(state({ stage: "upsell", result }), null)).toMatchObject({
    kind: "result",
  });
});
