import content from "virtual:typeatlas/content";
import { expect, test } from "vitest";
import { blockTexts } from "./rich-text";
import { questions } from "~/assessment/questions";
import { readDimension } from "~/assessment/scoring";
import { standardErrors, band, z95 } from "~/assessment/measurement";
import { statisticsThresholds } from "~/statistics/thresholds";

/**
 * The /science page explains the scoring code in words and numbers (content/science.md); these
 * tests fail when the code changes under the text, so the page never describes another test.
 */
const text = content.science!.content.flatMap((block) => blockTexts(block)).join("\n");

test("the page exists and is in English", () => {
  expect(content.science?.slug).toBe("science");
  expect(text.length).toBeGreaterThan(3000);
});

test("the clarity ranges it gives are the code's", () => {
  const label = (value: number) => readDimension("mind", value).clarity;
  expect(text).toContain("scores 40 to 60");
  expect([40, 50, 60].map(label)).toEqual(["slight", "slight", "slight"]);
  expect([39, 61].map(label)).toEqual(["moderate", "moderate"]);
  expect(text).toContain("30 to 39, or 61 to 70");
  expect([30, 70].map(label)).toEqual(["moderate", "moderate"]);
  expect(text).toContain("15 to 29, or 71 to 85");
  expect([29, 71, 15, 85].map(label)).toEqual(["clear", "clear", "clear", "clear"]);
  expect(text).toContain("0 to 14, or 86 to 100");
  expect([14, 86, 0, 100].map(label)).toEqual([
    "very clear",
    "very clear",
    "very clear",
    "very clear",
  ]);
});

test("the borderline range it gives is the code's", () => {
  expect(text).toContain("within 5 points of 50 (45 to 55)");
  expect([45, 55].map((value) => readDimension("energy", value).borderline)).toEqual([true, true]);
  expect([44, 56].map((value) => readDimension("energy", value).borderline)).toEqual([
    false,
    false,
  ]);
});

test("the counts, the reversal and the band's figures it gives are the code's", () => {
  expect(text).toContain("60 statements, twelve for each of five dimensions");
  expect(questions).toHaveLength(60);
  expect(text).toContain("Six of the twelve statements in each dimension");
  expect(questions.filter((question) => question.reversed)).toHaveLength(30);
  expect(text).toContain("plus or minus 1.96 standard errors");
  expect(z95).toBe(1.96);
  // Twelve identical answers: the floor of one step gives "about 9 points" on each side.
  const same = Object.fromEntries(questions.map((question) => [question.id, 4]));
  const floor = band(50, standardErrors(same).mind);
  expect(text).toContain("about 9 points wide on each side");
  expect(50 - floor.low).toBeGreaterThanOrEqual(9);
  expect(50 - floor.low).toBeLessThanOrEqual(10);
});

test("the publication thresholds it gives are the statistics'", () => {
  expect(text).toContain("once 200 results have been given");
  expect(statisticsThresholds.sciencePageFrom).toBe(200);
  expect(text).toContain("a group of fewer than 50 people");
  expect(statisticsThresholds.minimumGroup).toBe(50);
});
