import { expect, test } from "vitest";
import { dimensions, questions, scale } from "./questions";

test("there are 60 statements with ids 1 to 60, twelve per dimension in the spec's ranges", () => {
  expect(questions.map((q) => q.id)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  dimensions.forEach((dimension, d) => {
    const ids = questions.filter((q) => q.dimension === dimension).map((q) => q.id);
    expect(ids).toEqual(Array.from({ length: 12 }, (_, i) => d * 12 + i + 1));
  });
});

test("five to seven statements of each dimension are reversed", () => {
  for (const dimension of dimensions) {
    const reversed = questions.filter((q) => q.dimension === dimension && q.reversed).length;
    expect(reversed).toBeGreaterThanOrEqual(5);
    expect(reversed).toBeLessThanOrEqual(7);
  }
});

test("statements are short, distinct sentences", () => {
  expect(new Set(questions.map((q) => q.text.toLowerCase())).size).toBe(60);
  for (const question of questions) {
    expect(question.text.split(/\s+/).length, question.text).toBeLessThan(20);
    expect(question.text, question.text).toMatch(/^[A-Z].*\.$/);
    // No double negatives.
    expect(
      question.text.match(/\b(not|never|no|don't|doesn't|isn't)\b/gi)?.length ?? 0,
    ).toBeLessThan(2);
  }
});

test("the scale runs from 1 Never to 7 Always", () => {
  expect(scale.map((point) => `${point.value} ${point.word}`)).toEqual([
    "1 Never",
    "2 Rarely",
    "3 Sometimes",
    "4 Neutral",
    "5 Often",
    "6 Usually",
    "7 Always",
  ]);
});
