import { expect, test } from "vitest";
import { englishTranslate } from "../../../tests/support/english";
import {
  chartLength,
  chartSeries,
  chartTable,
  clampPage,
  pageCount,
  requestedPage,
  resultsPerPage,
  seriesMovement,
  type HistoryPoint,
} from "./history-data";

const t = englishTranslate();

const point = (day: number, mind: number, identity = 50): HistoryPoint => ({
  id: `id-${day}`,
  personalityType: mind > 50 ? "ENTJ-A" : "INTJ-A",
  completedAt: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`,
  scores: { mind, energy: 60, nature: 30, tactics: 45, identity },
});

test("?page= is a whole number from 1; anything else asks for page 1", () => {
  expect(requestedPage(null)).toBe(1);
  expect(requestedPage("3")).toBe(3);
  for (const bad of ["", "0", "-2", "2.5", "abc", "1e3", " 2", "99999999999999999999"]) {
    expect(requestedPage(bad), bad).toBe(1);
  }
});

test("a page past the end is the last page, and an empty history has one page", () => {
  expect(resultsPerPage).toBe(10);
  expect(pageCount(0)).toBe(1);
  expect(pageCount(10)).toBe(1);
  expect(pageCount(11)).toBe(2);
  expect(pageCount(3000)).toBe(300);
  expect(clampPage(7, 25)).toBe(3);
  expect(clampPage(2, 25)).toBe(2);
  expect(clampPage(5, 0)).toBe(1);
});

test("the chart draws the latest results oldest first, spaced evenly, 100 at the top", () => {
  // As the database returns them: newest first.
  const series = chartSeries([point(3, 70), point(2, 50), point(1, 20)]);
  expect(series.map((line) => line.dimension)).toEqual([
    "mind",
    "energy",
    "nature",
    "tactics",
    "identity",
  ]);
  const mind = series[0]!;
  expect(mind).toMatchObject({ low: "introverted", high: "extraverted", first: 20, latest: 70 });
  expect(mind.dots).toEqual([
    { x: 3, y: 80, value: 20 },
    { x: 50, y: 50, value: 50 },
    { x: 97, y: 30, value: 70 },
  ]);
  expect(mind.path).toBe("M3 80 L50 50 L97 30");
  expect(seriesMovement(t, mind)).toBe("from 20 to 70");
  expect(seriesMovement(t, series[1]!)).toBe("stayed at 60");
});

test("one result is one dot in the middle", () => {
  const [mind] = chartSeries([point(1, 42)]);
  expect(mind!.dots).toEqual([{ x: 50, y: 58, value: 42 }]);
  expect(seriesMovement(t, mind!)).toBe("42");
});

test("the table holds the chart's numbers, in the chart's order", () => {
  const history = [point(2, 64, 80), point(1, 31, 20)];
  const rows = chartTable(history);
  expect(rows.map((row) => row.completedAt.slice(0, 10))).toEqual(["2026-11-01", "2026-11-02"]);
  expect(rows[1]!.scores).toEqual([
    { dimension: "mind", value: 64 },
    { dimension: "energy", value: 60 },
    { dimension: "nature", value: 30 },
    { dimension: "tactics", value: 45 },
    { dimension: "identity", value: 80 },
  ]);
  const series = chartSeries(history);
  for (const [d, line] of series.entries()) {
    expect(line.dots.map((dot) => dot.value)).toEqual(rows.map((row) => row.scores[d]!.value));
  }
  expect(chartLength).toBe(10);
});
