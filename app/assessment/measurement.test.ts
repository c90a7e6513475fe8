import fc from "fast-check";
import { expect, test } from "vitest";
import { answersFor } from "./answer-sets";
import {
  assumedStandardErrors,
  band,
  relate,
  smallestMeasurableGap,
  standardErrors,
} from "./measurement";
import { dimensions, questions } from "./questions";
import { scoreDimensions } from "./scoring";

/** One answer step's floor: SD 1 over root 12, times 100/6 points per step. */
const floorError = (1 / Math.sqrt(12)) * (100 / 6);

test("perfectly consistent answers get the floor, not a claim of perfect precision", () => {
  const errors = standardErrors(answersFor("INTJ-A", 3));
  for (const d of dimensions) expect(errors[d]).toBeCloseTo(floorError, 6);
  expect(floorError).toBeCloseTo(4.811, 3);
});

test("a known spread: six item scores of +3 and six of -1 on Mind", () => {
  // Item scores (after reversal) +3 x6 and -1 x6: mean 1, sample SD sqrt(12 * 4 / 11).
  const answers = answersFor("ESTJ-A", 3);
  const mind = questions.filter((q) => q.dimension === "mind");
  mind.slice(6).forEach((q) => {
    // An item score of -1: one step against the pole the others agree with.
    answers[q.id] = q.reversed ? 5 : 3;
  });
  const expectedSd = Math.sqrt((12 * 4) / 11);
  expect(standardErrors(answers).mind).toBeCloseTo((expectedSd / Math.sqrt(12)) * (100 / 6), 6);
  expect(scoreDimensions(answers).mind).toBe(67); // mean 1 -> (1 + 3) / 6 * 100
});

test("answers that pull both ways give a wider band than consistent ones", () => {
  const consistent = answersFor("INFP-T", 2);
  const torn = { ...consistent };
  questions
    .filter((q) => q.dimension === "nature")
    .forEach((q, i) => {
      // Item scores of +3 and -3 in turn: strong agreement with both poles.
      const itemScore = i % 2 === 0 ? 3 : -3;
      torn[q.id] = 4 + (q.reversed ? -itemScore : itemScore);
    });
  expect(standardErrors(torn).nature).toBeGreaterThan(standardErrors(consistent).nature * 2);
  expect(standardErrors(torn).mind).toBeCloseTo(standardErrors(consistent).mind, 10);
});

test("results without kept answers use the stated assumption, wider than the floor", () => {
  const assumed = assumedStandardErrors();
  for (const d of dimensions) expect(assumed[d]).toBeCloseTo(1.5 * floorError, 6);
  expect(standardErrors({})).toEqual(assumed);
});

test("the 95 % band is whole points within 0-100", () => {
  expect(band(60, 5)).toEqual({ low: 50, high: 70 }); // 60 -/+ 9.8
  expect(band(3, 5)).toEqual({ low: 0, high: 13 });
  expect(band(99, 5)).toEqual({ low: 89, high: 100 });
});

test("two scores: alike, differ, or too close to call", () => {
  const e = floorError; // 95 % limit for two such scores: 1.96 * e * root 2 = 13.3 points
  expect(
    smallestMeasurableGap({ value: 0, standardError: e }, { value: 0, standardError: e }),
  ).toBeCloseTo(13.34, 2);
  expect(relate({ value: 70, standardError: e }, { value: 60, standardError: e })).toBe("alike");
  expect(relate({ value: 80, standardError: e }, { value: 60, standardError: e })).toBe("differ");
  expect(relate({ value: 55, standardError: e }, { value: 45, standardError: e })).toBe(
    "too-close",
  );
  expect(relate({ value: 80, standardError: e }, { value: 30, standardError: e })).toBe("differ");
  // Exactly 50 is on the first pole's side (spec §5), as the type letter is.
  expect(relate({ value: 50, standardError: e }, { value: 45, standardError: e })).toBe("alike");
});

test("relate is symmetric and a score is always alike itself", () => {
  const measured = fc.record({
    value: fc.integer({ min: 0, max: 100 }),
    standardError: fc.double({ min: 1, max: 20, noNaN: true }),
  });
  fc.assert(
    fc.property(measured, measured, (a, b) => {
      expect(relate(a, b)).toBe(relate(b, a));
      expect(relate(a, a)).toBe("alike");
    }),
  );
});
