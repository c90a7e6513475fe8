import fs from "node:fs";
import fc from "fast-check";
import { expect, test } from "vitest";
import { dimensions, questions } from "~/assessment/questions";
import { scoreDimensions } from "~/assessment/scoring";
import { createRandom } from "./bootstrap";
import {
  computeStatistics,
  dimensionScore,
  ResponseTable,
  type ComputedStatistics,
} from "./compute";
import type { GroupStatistics } from "./types";

/**
 * The formulas against values computed independently with numpy and scipy
 * (scripts/stats-reference.py) for the committed data sets in ./fixtures.
 */

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);

interface ReferenceGroup {
  n: number;
  dimensions: Record<
    string,
    {
      n: number;
      mean: number;
      sd: number;
      alpha: number;
      sem: number;
      histogram: number[];
      feldt: [number, number];
    }
  >;
  items: { id: number; mean: number; sd: number; distribution: number[]; itemTotal: number }[];
  types: Record<string, number>;
  identities: { A: number; T: number };
}

const reference = JSON.parse(fs.readFileSync(fixture("reference.json"), "utf8")) as {
  overall: ReferenceGroup;
  byLocale: Record<string, ReferenceGroup>;
  large: Record<string, { n: number; alpha: number; feldt: [number, number] }>;
};

function readTable(name: string): ResponseTable {
  const table = new ResponseTable();
  const [, ...lines] = fs.readFileSync(fixture(name), "utf8").trim().split("\n");
  for (const line of lines) {
    const [answers, locale] = line.split(",");
    table.add({ answers: answers!, locale: locale!, synthetic: true });
  }
  return table;
}

const small = readTable("respondents.csv");
const computed = computeStatistics(small, { resamples: 400, seed: 7 });

function expectGroup(actual: GroupStatistics, expected: ReferenceGroup) {
  const close = (a: number | null, b: number) => expect(Math.abs(a! - b)).toBeLessThan(1e-9);
  expect(actual.n).toBe(expected.n);
  for (const dimension of dimensions) {
    const got = actual.dimensions[dimension];
    const want = expected.dimensions[dimension]!;
    expect(got.n).toBe(want.n);
    close(got.mean, want.mean);
    close(got.sd, want.sd);
    close(got.alpha, want.alpha);
    close(got.sem, want.sem);
    expect(got.histogram).toEqual(want.histogram);
  }
  expect(actual.items.map((item) => item.id)).toEqual(questions.map((q) => q.id));
  for (const [i, got] of actual.items.entries()) {
    const want = expected.items[i]!;
    close(got.mean, want.mean);
    close(got.sd, want.sd);
    close(got.itemTotal, want.itemTotal);
    expect(got.distribution).toEqual(want.distribution);
  }
  const types = Object.fromEntries(Object.entries(actual.types).filter(([, count]) => count > 0));
  expect(types).toEqual(expected.types);
  expect(Object.keys(actual.types)).toHaveLength(16);
  expect(actual.identities).toEqual(expected.identities);
}

test("everyone's figures agree with numpy's to 1e-9", () => {
  expectGroup(computed.overall, reference.overall);
});

test("each language's figures agree with numpy's to 1e-9", () => {
  expect(Object.keys(computed.byLocale)).toEqual(Object.keys(reference.byLocale));
  for (const [code, group] of Object.entries(computed.byLocale))
    expectGroup(group, reference.byLocale[code]!);
});

test("the two flawed statements of the data set stand out", () => {
  const itemTotal = (id: number) => computed.overall.items[id - 1]!.itemTotal!;
  // Statement 7 measures nothing; statement 20 is reversed but was answered as written.
  expect(Math.abs(itemTotal(7))).toBeLessThan(0.2);
  expect(itemTotal(20)).toBeLessThan(0);
  expect(computed.overall.items[19]!.reversed).toBe(true);
  const others = computed.overall.items.filter((item) => item.id !== 7 && item.id !== 20);
  for (const item of others) expect(item.itemTotal).toBeGreaterThan(0.2);
});

test("the dimension score from a keyed sum is the scoring module's score", () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 60, maxLength: 60 }), (a) => {
      const expected = scoreDimensions(Object.fromEntries(a.map((answer, i) => [i + 1, answer])));
      for (const dimension of dimensions) {
        const keyedSum = questions
          .filter((q) => q.dimension === dimension)
          .reduce((sum, q) => sum + (q.reversed ? 8 - a[q.id - 1]! : a[q.id - 1]!), 0);
        expect(dimensionScore(keyedSum)).toBe(expected[dimension]);
      }
    }),
  );
});

test("every alpha interval contains its alpha", () => {
  const groups = [computed.overall, ...Object.values(computed.byLocale)];
  for (const group of groups)
    for (const dimension of dimensions) {
      const { alpha, alphaInterval } = group.dimensions[dimension];
      expect(alphaInterval![0]).toBeLessThan(alpha!);
      expect(alphaInterval![1]).toBeGreaterThan(alpha!);
    }
});

test("the same data and seed give the same intervals; another seed, others", () => {
  const again = computeStatistics(small, { resamples: 400, seed: 7 });
  const other = computeStatistics(small, { resamples: 400, seed: 8 });
  const intervals = (s: ComputedStatistics) =>
    dimensions.map((d) => s.overall.dimensions[d].alphaInterval);
  expect(intervals(again)).toEqual(intervals(computed));
  expect(intervals(other)).not.toEqual(intervals(computed));
});

test("a language's interval does not depend on which other languages are present", () => {
  const germanOnly = new ResponseTable();
  const [, ...lines] = fs.readFileSync(fixture("respondents.csv"), "utf8").trim().split("\n");
  for (const line of lines) {
    const [answers, locale] = line.split(",");
    if (locale === "de") germanOnly.add({ answers: answers!, locale, synthetic: true });
  }
  const alone = computeStatistics(germanOnly, { resamples: 400, seed: 7 });
  expect(alone.byLocale.de).toEqual(computed.byLocale.de);
});

const large = readTable("respondents-large.csv");
const largeComputed = computeStatistics(large, { resamples: 1000, seed: 39 });

test("with more people the interval is narrower", () => {
  const width = (s: ComputedStatistics, d: (typeof dimensions)[number]) => {
    const [low, high] = s.overall.dimensions[d].alphaInterval!;
    return high - low;
  };
  // The large set has five times the people and no flawed statement.
  for (const dimension of dimensions)
    expect(width(largeComputed, dimension)).toBeLessThan(width(computed, dimension));
});

test("on 2,000 people the bootstrap interval roughly agrees with Feldt's analytic one", () => {
  for (const dimension of dimensions) {
    const { alpha, alphaInterval } = largeComputed.overall.dimensions[dimension];
    const want = reference.large[dimension]!;
    expect(Math.abs(alpha! - want.alpha)).toBeLessThan(1e-9);
    const [low, high] = alphaInterval!;
    const [feldtLow, feldtHigh] = want.feldt;
    // Feldt's interval is about 0.016 wide here: the ends agree within a fifth of that...
    expect(Math.abs(low - feldtLow)).toBeLessThan(0.2 * (feldtHigh - feldtLow));
    expect(Math.abs(high - feldtHigh)).toBeLessThan(0.2 * (feldtHigh - feldtLow));
    // ...and the widths within a third.
    expect((high - low) / (feldtHigh - feldtLow)).toBeGreaterThan(2 / 3);
    expect((high - low) / (feldtHigh - feldtLow)).toBeLessThan(3 / 2);
  }
});

test("malformed answers are refused and counted, never computed", () => {
  const table = new ResponseTable();
  expect(table.add({ answers: "8".repeat(60), locale: "en", synthetic: false })).toBe(false);
  expect(table.add({ answers: "4".repeat(59), locale: "en", synthetic: false })).toBe(false);
  expect(table.add({ answers: "4".repeat(60), locale: "en", synthetic: false })).toBe(true);
  expect(table.refused).toBe(2);
  expect(table.n).toBe(1);
});

test("a group of one person has figures but no alpha, and no NaN reaches the snapshot", () => {
  const table = new ResponseTable();
  table.add({ answers: "1234567".repeat(9).slice(0, 60), locale: "en", synthetic: false });
  const one = computeStatistics(table, { resamples: 50, seed: 1 });
  expect(one.overall.dimensions.mind.alpha).toBeNull();
  expect(one.overall.dimensions.mind.alphaInterval).toBeNull();
  expect(JSON.stringify(one)).not.toMatch(/NaN|null,"sd"|"sd":null/);
  expect(JSON.parse(JSON.stringify(one))).toEqual(one);
});

test("the random numbers are whole numbers below 2^32 and repeat with their seed", () => {
  const a = createRandom(5);
  const b = createRandom(5);
  for (let i = 0; i < 1000; i++) {
    const value = a();
    expect(Number.isInteger(value) && value >= 0 && value < 2 ** 32).toBe(true);
    expect(b()).toBe(value);
  }
});
