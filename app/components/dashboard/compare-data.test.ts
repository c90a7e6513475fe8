import { expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { assumedStandardErrors, band, standardErrors } from "~/assessment/measurement";
import { computeResult } from "~/assessment/scoring";
import { englishTranslate } from "../../../tests/support/english";
import {
  changeSentence,
  compareResults,
  type ComparedDimension,
  type SavedScores,
} from "./compare-data";

const t = englishTranslate();
const sentence = (row: ComparedDimension) => changeSentence(t, row);

function saved(id: string, completedAt: string, answers: Record<number, number>): SavedScores {
  const result = computeResult(answers);
  return {
    id,
    personalityType: result.type,
    completedAt,
    scores: result.dimensions,
    responses: Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v])),
  };
}

/** A dimension's change as the comparison holds it (the bands play no part in the sentence). */
const change = (
  dimension: ComparedDimension["dimension"],
  from: number,
  to: number,
  relation: ComparedDimension["relation"],
) =>
  changeSentence(t, {
    dimension,
    earlier: { value: from, low: from, high: from },
    later: { value: to, low: to, high: to },
    relation,
  });

test("the sentences say whether a change is larger than the measurement error", () => {
  expect(change("mind", 38, 61, "differ")).toBe(
    "Your Mind score moved from 38 to 61: larger than the test's measurement error, so likely a real change.",
  );
  expect(change("energy", 60, 66, "alike")).toBe(
    "Your Energy score moved from 60 to 66: within the test's measurement error.",
  );
  expect(change("nature", 47, 54, "too-close")).toBe(
    "Your Nature score moved from 47 to 54: within the test's measurement error, so the change from Thinking to Feeling may not be a real one.",
  );
  expect(change("identity", 70, 70, "alike")).toBe("Your Identity score stayed at 70.");
});

test("two results are read earlier to later, whichever was chosen first", () => {
  const introvert = saved("a", "2026-01-01T10:00:00.000Z", answersFor("INTJ-A"));
  const extravert = saved("b", "2026-06-01T10:00:00.000Z", answersFor("ENTJ-A"));
  for (const comparison of [
    compareResults(introvert, extravert),
    compareResults(extravert, introvert),
  ]) {
    expect(comparison.earlier.id).toBe("a");
    expect(comparison.later.id).toBe("b");
    const mind = comparison.dimensions[0]!;
    expect(mind.earlier.value).toBe(introvert.scores.mind);
    expect(mind.later.value).toBe(extravert.scores.mind);
    expect(mind.relation).toBe("differ");
    expect(sentence(mind)).toContain("so likely a real change");
    // The other four answered identically: no change at all.
    for (const row of comparison.dimensions.slice(1)) {
      expect(row.relation).toBe("alike");
      expect(sentence(row)).toMatch(/stayed at/);
    }
  }
});

test("bands come from each result's own answers, or the assumed spread when none are kept", () => {
  const answers = answersFor("ISFP-T", 1);
  const withAnswers = saved("a", "2026-01-01T10:00:00.000Z", answers);
  const withoutAnswers = { ...saved("b", "2026-02-01T10:00:00.000Z", answers), responses: {} };
  const comparison = compareResults(withAnswers, withoutAnswers);
  expect(comparison.earlier.assumedError).toBe(false);
  expect(comparison.later.assumedError).toBe(true);
  const own = standardErrors(answers);
  const assumed = assumedStandardErrors();
  const mind = comparison.dimensions[0]!;
  expect({ low: mind.earlier.low, high: mind.earlier.high }).toEqual(
    band(withAnswers.scores.mind, own.mind),
  );
  expect({ low: mind.later.low, high: mind.later.high }).toEqual(
    band(withoutAnswers.scores.mind, assumed.mind),
  );
  // The assumed band is wider than this consistent answerer's own.
  expect(mind.later.high - mind.later.low).toBeGreaterThan(mind.earlier.high - mind.earlier.low);
});

test("a small move across the midpoint is within error and says the letter may not have changed", () => {
  // Consistent answers: each standard error is the floor, 4.81 points, so a gap must pass
  // 1.96 * sqrt(2) * 4.81 = 13.3 points to count.
  const answers = answersFor("INTJ-A");
  const a = { ...saved("a", "2026-01-01T10:00:00.000Z", answers) };
  const b = { ...saved("b", "2026-01-02T10:00:00.000Z", answers) };
  a.scores = { ...a.scores, mind: 47, energy: 40 };
  b.scores = { ...b.scores, mind: 54, energy: 54 };
  const [mind, energy] = compareResults(a, b).dimensions;
  expect(mind!.relation).toBe("too-close");
  expect(sentence(mind!)).toBe(
    "Your Mind score moved from 47 to 54: within the test's measurement error, so the change from Introverted to Extraverted may not be a real one.",
  );
  expect(energy!.relation).toBe("differ");
  expect(mind!.earlier).toEqual({ value: 47, low: 37, high: 57 });
});
