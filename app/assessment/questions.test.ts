import { expect, test } from "vitest";
import {
  dimensions,
  englishStatements,
  questions,
  questionsInOrder,
  questionsOnPage,
  testOrder,
} from "./questions";

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

test("statements are short, distinct sentences, one for each id", () => {
  const texts = questions.map((q) => englishStatements[q.id]!);
  expect(Object.keys(englishStatements).map(Number)).toEqual(questions.map((q) => q.id));
  expect(new Set(texts.map((text) => text.toLowerCase())).size).toBe(60);
  for (const text of texts) {
    expect(text.split(/\s+/).length, text).toBeLessThan(20);
    expect(text, text).toMatch(/^[A-Z].*\.$/);
    // No double negatives.
    expect(text.match(/\b(not|never|no|don't|doesn't|isn't)\b/gi)?.length ?? 0).toBeLessThan(2);
  }
});

test("the reversed statements are the even ids: 2, 4, 6 ... 60", () => {
  expect(questions.filter((q) => q.reversed).map((q) => q.id)).toEqual(
    Array.from({ length: 30 }, (_, i) => 2 * (i + 1)),
  );
});

test("the test's order holds every statement exactly once", () => {
  expect(testOrder).toHaveLength(60);
  expect([...testOrder].sort((a, b) => a - b)).toEqual(questions.map((q) => q.id));
  expect(questionsInOrder.map((q) => q.id)).toEqual(testOrder);
});

test("every page of six holds all five dimensions and three reversed statements", () => {
  for (let page = 0; page < 10; page++) {
    const onPage = questionsOnPage(page, 6);
    expect(onPage).toHaveLength(6);
    expect(new Set(onPage.map((q) => q.dimension)).size, `page ${page + 1}`).toBe(5);
    expect(onPage.filter((q) => q.reversed).length, `page ${page + 1}`).toBe(3);
  }
});

test("no two neighbouring statements in the test share a dimension, across page breaks too", () => {
  questionsInOrder.slice(1).forEach((question, i) => {
    expect(question.dimension, `positions ${i + 1} and ${i + 2}`).not.toBe(
      questionsInOrder[i]!.dimension,
    );
  });
});
