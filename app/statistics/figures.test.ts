import { expect, test } from "vitest";
import type { ClaimsConfig } from "~/config/site";
import {
  computeReliability,
  computeTestsTaken,
  figureReports,
  formatFigure,
  neededInputs,
  roundDownForDisplay,
  shownFigures,
} from "./figures";
import { testSnapshot } from "./test-snapshot";

const configured: ClaimsConfig = {
  people: {
    source: "configured",
    configured: "10M+",
    label: "home:claims.people",
    computedLabel: "home:claims.testsTaken",
  },
  languages: { source: "computed", label: "home:claims.languages" },
  rating: { source: "configured", configured: "4.8/5", label: "home:claims.rating" },
  accuracy: {
    source: "configured",
    configured: "96%",
    label: "home:claims.accuracy",
    computedLabel: "home:claims.reliability",
  },
};
const computed: ClaimsConfig = {
  ...configured,
  people: { ...configured.people, source: "computed" },
  accuracy: { ...configured.accuracy, source: "computed" },
};

test("a count is rounded down, to tens below 100 and to two significant digits above", () => {
  expect(roundDownForDisplay(50)).toBe(50);
  expect(roundDownForDisplay(57)).toBe(50);
  expect(roundDownForDisplay(99)).toBe(90);
  expect(roundDownForDisplay(100)).toBe(100);
  expect(roundDownForDisplay(199)).toBe(190);
  expect(roundDownForDisplay(1_234)).toBe(1_200);
  expect(roundDownForDisplay(9_999)).toBe(9_900);
  expect(roundDownForDisplay(10_512_000)).toBe(10_000_000);
});

test("a rounded count never claims more than was counted", () => {
  for (let count = 50; count < 200_000; count = Math.ceil(count * 1.07)) {
    const shown = roundDownForDisplay(count)!;
    expect(shown, String(count)).toBeLessThanOrEqual(count);
    expect(shown, String(count)).toBeGreaterThan(count * 0.9 - 10);
  }
});

test("no count is shown for fewer than 50", () => {
  expect(roundDownForDisplay(49)).toBeNull();
  expect(roundDownForDisplay(0)).toBeNull();
  expect(computeTestsTaken(49)).toEqual({ value: null, reason: expect.stringContaining("50") });
  expect(computeTestsTaken(50).value).toEqual({ kind: "atLeast", count: 50 });
});

test("reliability is the median of the five alphas, from 200 real results", () => {
  const alphas = { mind: 0.81, energy: 0.7, nature: 0.77, tactics: 0.9, identity: 0.65 };
  expect(computeReliability(testSnapshot({ byLocale: { en: 200 }, alphas })).value).toEqual({
    kind: "coefficient",
    value: 0.77,
  });
});

test("reliability has no value before 200 results, from simulated ones, or without a snapshot", () => {
  expect(computeReliability(null)).toMatchObject({ value: null });
  expect(computeReliability(testSnapshot({ byLocale: { en: 199 } }))).toMatchObject({
    value: null,
    reason: expect.stringContaining("199"),
  });
  expect(
    computeReliability(testSnapshot({ byLocale: { en: 5000 }, synthetic: true })),
  ).toMatchObject({ value: null, reason: expect.stringContaining("simulated") });
});

test("reliability has no value when a dimension was answered in full by fewer than 50", () => {
  const snapshot = testSnapshot({ byLocale: { en: 300 } });
  snapshot.overall.dimensions.tactics.n = 49;
  expect(computeReliability(snapshot)).toMatchObject({
    value: null,
    reason: expect.stringContaining("tactics"),
  });
});

test("the shipped configuration shows the configured figures and the computed languages", () => {
  const shown = shownFigures(configured, {
    languages: 27,
    testsTaken: 5_000,
    snapshot: testSnapshot({ byLocale: { en: 1_000 } }),
  });
  expect(shown.map((figure) => figure.value)).toEqual([
    { kind: "configured", text: "10M+" },
    { kind: "count", count: 27 },
    { kind: "configured", text: "4.8/5" },
    { kind: "configured", text: "96%" },
  ]);
  expect(shown.map((figure) => figure.label)).toEqual([
    "home:claims.people",
    "home:claims.languages",
    "home:claims.rating",
    "home:claims.accuracy",
  ]);
});

test("computed figures show the computed values with the labels that say what they are", () => {
  const shown = shownFigures(computed, {
    languages: 27,
    testsTaken: 1_234,
    snapshot: testSnapshot({ byLocale: { en: 1_000 }, alphas: { mind: 0.8, energy: 0.8 } }),
  });
  expect(shown[0]).toEqual({
    id: "people",
    label: "home:claims.testsTaken",
    value: { kind: "atLeast", count: 1_200 },
  });
  expect(shown[3]).toMatchObject({ id: "accuracy", label: "home:claims.reliability" });
  expect(shown[3]!.value.kind).toBe("coefficient");
  // The rating has no computed source: configured whatever the rest.
  expect(shown[2]!.value).toEqual({ kind: "configured", text: "4.8/5" });
});

test("a computed figure that cannot be shown falls back to the configured value, and says why", () => {
  const reports = figureReports(computed, {
    languages: 27,
    testsTaken: 12,
    snapshot: testSnapshot({ byLocale: { en: 120 } }),
  });
  const people = reports.find((report) => report.id === "people")!;
  expect(people.shownFrom).toBe("configured");
  expect(people.shown).toMatchObject({ label: "home:claims.people", value: { text: "10M+" } });
  expect(people.computed).toMatchObject({ value: null, reason: expect.stringContaining("12") });
  const accuracy = reports.find((report) => report.id === "accuracy")!;
  expect(accuracy.shownFrom).toBe("configured");
  expect(accuracy.computed).toMatchObject({ value: null, reason: expect.stringContaining("120") });
});

test("a configured page reads neither the count nor the statistics", () => {
  expect(neededInputs(configured)).toEqual({ testsTaken: false, snapshot: false });
  expect(neededInputs(computed)).toEqual({ testsTaken: true, snapshot: true });
});

test("figures are formatted in the page's language", () => {
  expect(formatFigure({ kind: "atLeast", count: 1_200 }, "en")).toBe("1,200+");
  expect(formatFigure({ kind: "atLeast", count: 1_200 }, "de")).toBe("1.200+");
  expect(formatFigure({ kind: "coefficient", value: 0.8 }, "en")).toBe("0.80");
  expect(formatFigure({ kind: "coefficient", value: 0.834 }, "fr")).toBe("0,83");
  expect(formatFigure({ kind: "configured", text: "4.8/5" }, "ja")).toBe("4.8/5");
});
