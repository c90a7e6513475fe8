import { expect, test } from "vitest";
import { normsSnapshot } from "../../tests/support/norms-snapshot";
import { profileSources } from "~/assessment/profiles";
import { typeCodes } from "~/assessment/type-codes";
import { frequencyFromNorms, parseEstimate, typeFrequency } from "./frequency";
import { normsOf } from "./norms";

test("no snapshot, or fewer than 500 results: no norms at all", () => {
  expect(normsOf(null)).toBeNull();
  expect(normsOf(normsSnapshot({ n: 499 }))).toBeNull();
  expect(normsOf(normsSnapshot({ n: 0, histogram: new Array(101).fill(0) }))).toBeNull();
});

test("from 500 results: every dimension's histogram and SEM, and the type counts of 50 or more", () => {
  const norms = normsOf(normsSnapshot({ n: 500, types: { ENFP: 60, ISTJ: 49 } }));
  expect(norms).not.toBeNull();
  expect(Object.keys(norms!.dimensions).sort()).toEqual(
    ["energy", "identity", "mind", "nature", "tactics"].sort(),
  );
  expect(norms!.dimensions.mind).toMatchObject({ n: 500, sem: 5 });
  expect(norms!.dimensions.mind!.histogram).toHaveLength(101);
  expect(norms!.types).toEqual({ n: 500, counts: { ENFP: 60, INTJ: 391 } });
});

test("a dimension with no measured SEM or under 50 people is left out", () => {
  const norms = normsOf(
    normsSnapshot({ n: 600, perDimension: { energy: { sem: null }, nature: { n: 49 } } }),
  );
  expect(Object.keys(norms!.dimensions).sort()).toEqual(["identity", "mind", "tactics"]);
  expect(normsOf(normsSnapshot({ n: 600, sem: null }))).toMatchObject({ dimensions: {} });
});

test("every profile's hand-written frequency reads as a range", () => {
  for (const code of typeCodes) {
    const range = parseEstimate(profileSources[code].frequency);
    expect(range, code).toBeDefined();
    expect(range!.low).toBeLessThan(range!.high);
  }
  expect(parseEstimate("2-3%")).toEqual({ low: 0.02, high: 0.03 });
  expect(parseEstimate("often")).toBeUndefined();
});

test("the badge measures a type from 500 results and 50 of that type, else it is the estimate", () => {
  const types = { n: 1000, counts: { ENFP: 80, INTJ: 50 } };
  expect(typeFrequency(types, "ENFP", "6-8%")).toEqual({
    kind: "measured",
    share: 0.08,
    n: 1000,
    synthetic: false,
  });
  expect(typeFrequency(types, "INTJ", "2-3%")).toMatchObject({ kind: "measured", share: 0.05 });
  // Not counted (fewer than 50 of the type were left out of the norms).
  expect(typeFrequency(types, "ISTJ", "7-8%")).toEqual({ kind: "estimate", low: 0.07, high: 0.08 });
  expect(typeFrequency({ n: 499, counts: { ENFP: 80 } }, "ENFP", "6-8%")).toMatchObject({
    kind: "estimate",
  });
  expect(typeFrequency(null, "ENFP", "6-8%")).toMatchObject({ kind: "estimate" });
  expect(typeFrequency(null, "ENFP", "unknown")).toBeNull();
});

test("while the norms load there is no figure yet; without norms, the estimate", () => {
  expect(frequencyFromNorms(undefined, "ENFP", "6-8%")).toBeUndefined();
  expect(frequencyFromNorms(null, "ENFP", "6-8%")).toMatchObject({ kind: "estimate" });
  const norms = normsOf(normsSnapshot({ n: 1000, types: { ENFP: 120 }, synthetic: true }));
  expect(frequencyFromNorms(norms, "ENFP", "6-8%")).toEqual({
    kind: "measured",
    share: 0.12,
    n: 1000,
    synthetic: true,
  });
});
