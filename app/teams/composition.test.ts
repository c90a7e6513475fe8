import { expect, test } from "vitest";
import { teamComposition, type SharedResult } from "./composition";

const result = (
  name: string,
  type: string,
  [mind, energy, nature, tactics, identity]: number[],
): SharedResult => ({
  memberId: name.toLowerCase(),
  name,
  type,
  dimensions: {
    mind: mind!,
    energy: energy!,
    nature: nature!,
    tactics: tactics!,
    identity: identity!,
  },
});

const team = [
  result("Ada", "INTJ-A", [20, 80, 30, 25, 70]),
  result("Bo", "ENFP-T", [75, 90, 65, 80, 30]),
  result("Cy", "ISTJ-T", [40, 20, 35, 20, 45]),
  result("Di", "INTP-A", [50, 60, 40, 70, 60]),
];

test("counts each type, the four groups and the identities", () => {
  const composition = teamComposition(team);
  expect(composition.n).toBe(4);
  expect(Object.values(composition.types).reduce((a, b) => a + b)).toBe(4);
  expect(composition.types).toMatchObject({ INTJ: 1, ENFP: 1, ISTJ: 1, INTP: 1, ESFP: 0 });
  expect(composition.groups).toEqual({ Analyst: 2, Diplomat: 1, Sentinel: 1, Explorer: 0 });
  expect(composition.identities).toEqual({ A: 2, T: 2 });
});

test("a dimension's positions run lowest first, with the mean, the population SD, the range and each side of 50", () => {
  const mind = teamComposition(team).dimensions.find((spread) => spread.dimension === "mind")!;
  expect(mind.positions.map((position) => [position.name, position.score])).toEqual([
    ["Ada", 20],
    ["Cy", 40],
    ["Di", 50],
    ["Bo", 75],
  ]);
  // Mean 46.25; deviations -26.25, -6.25, 3.75, 28.75: squares sum to 1,568.75, over 4 is 392.1875.
  expect(mind.mean).toBe(46.25);
  expect(mind.sd).toBeCloseTo(Math.sqrt(392.1875), 12);
  expect([mind.min, mind.max]).toEqual([20, 75]);
  // 50 is the first pole's (Introverted): only a score over 50 is Extraverted.
  expect([mind.atOrBelow, mind.above]).toEqual([3, 1]);
});

test("ties are ordered by name, and an empty team has zeros rather than NaN", () => {
  const tied = teamComposition([
    result("Zoe", "INTJ-A", [30, 80, 30, 25, 70]),
    result("Al", "INTJ-A", [30, 80, 30, 25, 70]),
  ]);
  expect(tied.dimensions[0]!.positions.map((position) => position.name)).toEqual(["Al", "Zoe"]);
  const empty = teamComposition([]);
  expect(empty.dimensions.every((spread) => spread.mean === 0 && spread.sd === 0)).toBe(true);
  expect(empty.identities).toEqual({ A: 0, T: 0 });
});
