import { expect, test } from "vitest";
import { englishTranslate } from "../../../tests/support/english";
import { choiceLabel, comparisonChoices } from "./compare-results";
import type { Comparison } from "./compare-data";

const row = (id: string, completedAt: string, personalityType = "INTJ-A") => ({
  id,
  personalityType,
  typeName: null,
  category: null,
  isPremium: false,
  completedAt,
});

const t = englishTranslate();

test("a result is named by type and date, with the time only when another shares its day", () => {
  const a = { personalityType: "INTJ-A", completedAt: "2026-11-21T14:05:09.000Z" };
  const b = { personalityType: "ENFP-T", completedAt: "2026-11-21T08:30:00.000Z" };
  const c = { personalityType: "ISTJ-A", completedAt: "2026-10-02T08:30:00.000Z" };
  expect(choiceLabel(t, a, [a, c])).toBe("INTJ-A, Nov 21, 2026");
  expect(choiceLabel(t, a, [a, b, c])).toBe("INTJ-A, Nov 21, 2026, 14:05 UTC");
  expect(choiceLabel(t, c, [a, b, c])).toBe("ISTJ-A, Oct 2, 2026");
});

test("the form offers this page's results and the two compared, newest first, each once", () => {
  const sessions = [row("p1", "2026-11-20T10:00:00.000Z"), row("p2", "2026-11-10T10:00:00.000Z")];
  const side = (id: string, completedAt: string) => ({
    id,
    personalityType: "ESFP-T",
    completedAt,
    assumedError: false,
  });
  const comparison = {
    earlier: side("old", "2025-01-01T10:00:00.000Z"),
    later: side("p1", "2026-11-20T10:00:00.000Z"),
    dimensions: [],
  } satisfies Comparison;
  const none = { from: null, to: null, comparison: null, problem: null };
  expect(comparisonChoices({ sessions, compare: none }).map((c) => c.id)).toEqual(["p1", "p2"]);
  expect(
    comparisonChoices({ sessions, compare: { ...none, comparison } }).map((c) => c.id),
  ).toEqual(["p1", "p2", "old"]);
});
