import { expect, test } from "vitest";
import { readPercentile, roundedForDisplay, shareAbove, shareBelow } from "./percentiles";

/** A histogram with the given counts at the given scores, zero elsewhere. */
function histogramOf(counts: Record<number, number>): number[] {
  return Array.from({ length: 101 }, (_, score) => counts[score] ?? 0);
}

// 100 people: 10 at each of 5, 15, ..., 95.
const tens = histogramOf(
  Object.fromEntries([5, 15, 25, 35, 45, 55, 65, 75, 85, 95].map((s) => [s, 10])),
);

test("the share below and above a score leaves out the people at that score", () => {
  expect(shareBelow(tens, 75)).toBeCloseTo(0.7, 10);
  expect(shareBelow(tens, 76)).toBeCloseTo(0.8, 10);
  expect(shareAbove(tens, 25)).toBeCloseTo(0.7, 10);
  expect(shareAbove(tens, 24)).toBeCloseTo(0.8, 10);
  expect(shareBelow(tens, 0)).toBe(0);
  expect(shareAbove(tens, 100)).toBe(0);
  expect(shareBelow(tens, 100)).toBe(1);
});

test("an empty histogram gives no share rather than dividing by zero", () => {
  expect(shareBelow(histogramOf({}), 50)).toBe(0);
  expect(shareAbove(histogramOf({}), 50)).toBe(0);
  expect(readPercentile("mind", 80, { n: 0, sem: 5, histogram: histogramOf({}) })).toBeNull();
});

test("a score leaning to the second pole counts the people below it, with its band", () => {
  // 76 ± 1.96 * 5 = 66.2 to 85.8: 70 % below 66.2, 80 % below 76, 90 % below 85.8.
  expect(readPercentile("mind", 76, { n: 100, sem: 5, histogram: tens })).toEqual({
    kind: "percentile",
    pole: "extraverted",
    share: 0.8,
    low: 0.7,
    high: 0.9,
  });
});

test("a score leaning to the first pole counts the people above it, mirrored", () => {
  // 24 ± 9.8 = 14.2 to 33.8: 90 % above 14.2, 80 % above 24, 70 % above 33.8.
  expect(readPercentile("mind", 24, { n: 100, sem: 5, histogram: tens })).toEqual({
    kind: "percentile",
    pole: "introverted",
    share: 0.8,
    low: 0.7,
    high: 0.9,
  });
});

test("the band widens with the measured SEM and is the score itself when the SEM is 0", () => {
  const sharp = readPercentile("energy", 76, { n: 100, sem: 0, histogram: tens });
  expect(sharp).toMatchObject({ share: 0.8, low: 0.8, high: 0.8 });
  const loose = readPercentile("energy", 76, { n: 100, sem: 15, histogram: tens });
  // 76 ± 29.4 = 46.6 to 100 (clamped): 50 % below 46.6, 100 % below 100.
  expect(loose).toMatchObject({ share: 0.8, low: 0.5, high: 1 });
});

test("the extremes: 100 and 0 are further than everyone not at them, and the band stays on the scale", () => {
  const histogram = histogramOf({ 0: 10, 50: 80, 100: 10 });
  expect(readPercentile("nature", 100, { n: 100, sem: 5, histogram })).toEqual({
    kind: "percentile",
    pole: "feeling",
    share: 0.9,
    low: 0.9,
    high: 0.9,
  });
  expect(readPercentile("nature", 0, { n: 100, sem: 5, histogram })).toEqual({
    kind: "percentile",
    pole: "thinking",
    share: 0.9,
    low: 0.9,
    high: 0.9,
  });
});

test("within 5 points of the middle there is no percentile, only the share also near the middle", () => {
  const histogram = histogramOf({ 10: 40, 45: 10, 50: 20, 55: 10, 56: 5, 90: 15 });
  for (const score of [45, 50, 55]) {
    expect(readPercentile("tactics", score, { n: 100, sem: 5, histogram })).toEqual({
      kind: "middle",
      share: 0.4,
    });
  }
  expect(readPercentile("tactics", 56, { n: 100, sem: 5, histogram })).toMatchObject({
    kind: "percentile",
    pole: "perceiving",
  });
  // 44 leans to the first pole: 45 and above is 60 of 100.
  expect(readPercentile("tactics", 44, { n: 100, sem: 0, histogram })).toMatchObject({
    kind: "percentile",
    pole: "judging",
    share: 0.6,
  });
});

test("fewer than 50 people, no norms, or an unusable SEM: nothing is said", () => {
  const few = histogramOf({ 30: 20, 70: 29 });
  expect(readPercentile("identity", 80, { n: 49, sem: 5, histogram: few })).toBeNull();
  const enough = histogramOf({ 30: 20, 70: 30 });
  expect(readPercentile("identity", 80, { n: 50, sem: 5, histogram: enough })).not.toBeNull();
  expect(readPercentile("identity", 80, undefined)).toBeNull();
  expect(readPercentile("identity", 80, null)).toBeNull();
  expect(readPercentile("identity", 80, { n: 50, sem: Number.NaN, histogram: enough })).toBeNull();
});

test("the reading is the same for identity, whose second pole is Assertive", () => {
  expect(readPercentile("identity", 76, { n: 100, sem: 5, histogram: tens })).toMatchObject({
    pole: "assertive",
    share: 0.8,
  });
  expect(readPercentile("identity", 24, { n: 100, sem: 5, histogram: tens })).toMatchObject({
    pole: "turbulent",
    share: 0.8,
  });
});

test("the share never rises as the score falls back toward the middle", () => {
  const histogram = Array.from({ length: 101 }, (_, score) => 1 + (score % 7));
  let last = 1;
  for (let score = 100; score >= 56; score--) {
    const reading = readPercentile("mind", score, { n: 0, sem: 4, histogram });
    if (reading?.kind !== "percentile") throw new Error(`no percentile at ${score}`);
    expect(reading.share).toBeLessThanOrEqual(last);
    expect(reading.low).toBeLessThanOrEqual(reading.share);
    expect(reading.high).toBeGreaterThanOrEqual(reading.share);
    last = reading.share;
  }
});

test("shares shown never overstate: 'more than' and the low end round down, the high end up", () => {
  expect(
    roundedForDisplay({
      kind: "percentile",
      pole: "introverted",
      share: 0.996,
      low: 0.981,
      high: 0.9991,
    }),
  ).toEqual({ kind: "percentile", pole: "introverted", share: 0.99, low: 0.98, high: 1 });
  expect(
    roundedForDisplay({
      kind: "percentile",
      pole: "introverted",
      share: 0.72,
      low: 0.65,
      high: 0.78,
    }),
  ).toEqual({ kind: "percentile", pole: "introverted", share: 0.72, low: 0.65, high: 0.78 });
  expect(roundedForDisplay({ kind: "middle", share: 0.234 })).toEqual({
    kind: "middle",
    share: 0.23,
  });
});
