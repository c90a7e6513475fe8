import fc from "fast-check";
import { expect, test } from "vitest";
import { answersFor } from "./answer-sets";
import { dimensions, questions } from "./questions";
import { computeResult, readDimension, roundAwayFromMidpoint, scoreDimensions } from "./scoring";
import { typeCodes } from "./type-codes";

const all = (value: number) => Object.fromEntries(questions.map((q) => [q.id, value]));
const responsesArb = fc
  .array(fc.integer({ min: 1, max: 7 }), { minLength: 60, maxLength: 60 })
  .map((values) => Object.fromEntries(values.map((value, i) => [i + 1, value])));

test("neutral answers everywhere give 50 on every dimension and ISTJ-T (50 goes to I, S, T, J, T)", () => {
  const result = computeResult(all(4));
  expect(result.dimensions).toEqual({
    mind: 50,
    energy: 50,
    nature: 50,
    tactics: 50,
    identity: 50,
  });
  expect(result.type).toBe("ISTJ-T");
});

test("agreeing with everything does not push any dimension to a pole", () => {
  expect(computeResult(all(7)).dimensions).toEqual({
    mind: 50,
    energy: 50,
    nature: 50,
    tactics: 50,
    identity: 50,
  });
});

test("a hand-worked Mind score: 6 on the unreversed statements and 3 on the reversed ones is 75", () => {
  // Unreversed: 6 - 4 = +2 (six times); reversed: -(3 - 4) = +1 (six times). Sum 18, average 1.5.
  // (1.5 + 3) / 6 * 100 = 75.
  const responses = all(4);
  for (const q of questions.filter((q) => q.dimension === "mind"))
    responses[q.id] = q.reversed ? 3 : 6;
  const result = computeResult(responses);
  expect(result.dimensions.mind).toBe(75);
  expect(result.type).toBe("ESTJ-T");
});

test("hand-worked rounding: sums of +1 and -1 give 51 and 49; sums of +9 and -9 give 63 and 37", () => {
  const withSum = (sum: number) => {
    const responses = all(4);
    const energy = questions.filter((q) => q.dimension === "energy" && !q.reversed);
    // Spread the sum over unreversed Energy statements, at most +-3 each.
    let left = sum;
    for (const q of energy) {
      const step = Math.max(-3, Math.min(3, left));
      responses[q.id] = 4 + step;
      left -= step;
    }
    return scoreDimensions(responses).energy;
  };
  expect(withSum(1)).toBe(51); // 51.39
  expect(withSum(-1)).toBe(49); // 48.61
  expect(withSum(9)).toBe(63); // 62.5, half away from 50
  expect(withSum(-9)).toBe(37); // 37.5, half away from 50
  expect(withSum(18)).toBe(75);
});

test("the extremes are 0 and 100", () => {
  expect(computeResult(answersFor("ENFP-A")).dimensions).toEqual({
    mind: 100,
    energy: 100,
    nature: 100,
    tactics: 100,
    identity: 100,
  });
  expect(computeResult(answersFor("ISTJ-T")).dimensions).toEqual({
    mind: 0,
    energy: 0,
    nature: 0,
    tactics: 0,
    identity: 0,
  });
});

test("every score is a whole number from 0 to 100", () => {
  fc.assert(
    fc.property(responsesArb, (responses) => {
      for (const value of Object.values(scoreDimensions(responses))) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }
    }),
  );
});

test("each letter follows the cut-off: only a score over 50 gives E, N, F, P or A", () => {
  fc.assert(
    fc.property(responsesArb, (responses) => {
      const { code, identity, dimensions: d } = computeResult(responses);
      expect(code[0]).toBe(d.mind > 50 ? "E" : "I");
      expect(code[1]).toBe(d.energy > 50 ? "N" : "S");
      expect(code[2]).toBe(d.nature > 50 ? "F" : "T");
      expect(code[3]).toBe(d.tactics > 50 ? "P" : "J");
      expect(identity).toBe(d.identity > 50 ? "A" : "T");
    }),
  );
});

test("reversing every answer mirrors every dimension", () => {
  fc.assert(
    fc.property(responsesArb, (responses) => {
      const mirrored = Object.fromEntries(Object.entries(responses).map(([id, v]) => [id, 8 - v]));
      const a = scoreDimensions(responses);
      const b = scoreDimensions(mirrored);
      for (const d of dimensions) expect(b[d]).toBe(100 - a[d]);
    }),
  );
});

test("each of the 32 type keys is reached by some answer set, at every strength", () => {
  for (const code of typeCodes) {
    for (const identity of ["A", "T"]) {
      for (const strength of [1, 2, 3] as const) {
        expect(computeResult(answersFor(`${code}-${identity}`, strength)).type).toBe(
          `${code}-${identity}`,
        );
      }
    }
  }
});

test("rounding away from the midpoint only moves exact halves", () => {
  expect(roundAwayFromMidpoint(62.5)).toBe(63);
  expect(roundAwayFromMidpoint(37.5)).toBe(37);
  expect(roundAwayFromMidpoint(50)).toBe(50);
  expect(roundAwayFromMidpoint(49.6)).toBe(50);
  expect(roundAwayFromMidpoint(50.4)).toBe(50);
  fc.assert(
    fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (x) => {
      expect(Math.abs(roundAwayFromMidpoint(x) - x)).toBeLessThanOrEqual(0.5);
    }),
  );
});

test("result bars name the leaning pole, its strength, clarity, and flag borderline scores", () => {
  expect(readDimension("mind", 28)).toEqual({
    dimension: "mind",
    value: 28,
    pole: "introverted",
    leaning: "Introverted",
    strength: 72,
    clarity: "clear",
    borderline: false,
  });
  expect(readDimension("identity", 90)).toMatchObject({
    leaning: "Assertive",
    clarity: "very clear",
  });
  expect(readDimension("energy", 55)).toMatchObject({
    leaning: "Intuitive",
    clarity: "slight",
    borderline: true,
  });
  expect(readDimension("energy", 56)).toMatchObject({ borderline: false, clarity: "slight" });
  expect(readDimension("nature", 70)).toMatchObject({ leaning: "Feeling", clarity: "moderate" });
  // At exactly 50 the label agrees with the letter (T), never the opposite pole.
  expect(readDimension("nature", 50)).toMatchObject({
    leaning: "Thinking",
    strength: 50,
    borderline: true,
  });
  expect(readDimension("tactics", 49)).toMatchObject({ leaning: "Judging" });
  expect(readDimension("tactics", 51)).toMatchObject({ leaning: "Perceiving" });
});
