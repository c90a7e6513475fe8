import { expect, test } from "vitest";
import { typeCodes } from "~/assessment/type-codes";
import { scienceFigures } from "./science";
import { testSnapshot } from "./test-snapshot";

test("before any statistics, the page says there are none so far", () => {
  expect(scienceFigures(null)).toEqual({ state: "collecting", n: 0, threshold: 200 });
});

test("below 200 results, only the count is given", () => {
  const figures = scienceFigures(testSnapshot({ byLocale: { en: 150, de: 49 } }));
  expect(figures).toEqual({ state: "collecting", n: 199, threshold: 200 });
  expect(JSON.stringify(figures)).not.toContain("alpha");
});

test("from 200 results, the five dimensions, the types, the identities and the date", () => {
  const figures = scienceFigures(testSnapshot({ byLocale: { en: 200 } }));
  if (figures.state !== "published") throw new Error("not published");
  expect(figures.n).toBe(200);
  expect(figures.computedAt).toBe("2026-11-20T03:00:00.000Z");
  expect(figures.dimensions.map((row) => row.dimension)).toEqual([
    "mind",
    "energy",
    "nature",
    "tactics",
    "identity",
  ]);
  expect(figures.dimensions.every((row) => row.shown)).toBe(true);
  expect(figures.types.map((row) => row.code).sort()).toEqual([...typeCodes].sort());
  expect(figures.types.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(1, 10);
  expect(figures.identities.A + figures.identities.T).toBeCloseTo(1, 10);
  // Most common first.
  const shares = figures.types.map((row) => row.share);
  expect(shares).toEqual([...shares].sort((a, b) => b - a));
});

test("no language with fewer than 50 results is shown, and no figure of it", () => {
  const figures = scienceFigures(testSnapshot({ byLocale: { en: 300, de: 50, ja: 49, ar: 1 } }));
  if (figures.state !== "published") throw new Error("not published");
  expect(figures.languages.map((row) => [row.locale, row.n])).toEqual([
    ["en", 300],
    ["de", 50],
  ]);
  expect(JSON.stringify(figures)).not.toContain('"ja"');
});

test("a dimension answered in full by fewer than 50 people shows no figure", () => {
  const snapshot = testSnapshot({ byLocale: { en: 240, de: 60 } });
  snapshot.overall.dimensions.identity.n = 49;
  snapshot.byLocale.de!.dimensions.mind.n = 49;
  const figures = scienceFigures(snapshot);
  if (figures.state !== "published") throw new Error("not published");
  expect(figures.dimensions.find((row) => row.dimension === "identity")).toEqual({
    dimension: "identity",
    shown: false,
  });
  const german = figures.languages.find((row) => row.locale === "de")!;
  expect(german.alphas.mind).toBeNull();
  expect(german.alphas.energy).not.toBeNull();
});

test("a synthetic snapshot is published with its flag, so the page can say so", () => {
  const figures = scienceFigures(testSnapshot({ byLocale: { en: 5000 }, synthetic: true }));
  expect(figures).toMatchObject({ state: "published", synthetic: true });
});

test("the page never receives the statement table or the histograms", () => {
  const text = JSON.stringify(scienceFigures(testSnapshot({ byLocale: { en: 1000 } })));
  expect(text).not.toContain("histogram");
  expect(text).not.toContain("itemTotal");
});
