import { expect, test } from "vitest";
import { englishTranslate } from "../../tests/support/english";
import { answersFor } from "./answer-sets";
import {
  codeOf,
  compareResults,
  distinctLabels,
  groupByRelation,
  readingOf,
  type ComparedResult,
} from "./compare";
import { standardErrors } from "./measurement";
import { dimensions } from "./questions";
import { computeResult, type DimensionScores } from "./scoring";

/** The English pages' words (app/i18n/messages/en/compare.json and results.json). */
const t = englishTranslate();

/** The floor's standard error (decision 028): a smallest measurable gap of about 13.3 points. */
const floor = (1 / Math.sqrt(12)) * (100 / 6);
const everywhere = (value: number) =>
  Object.fromEntries(dimensions.map((d) => [d, value])) as DimensionScores;

function side(
  label: string,
  scores: Partial<DimensionScores>,
  extra: Partial<ComparedResult> = {},
): ComparedResult {
  return {
    label,
    type: "INTJ-A",
    scores: { ...everywhere(30), ...scores },
    standardErrors: everywhere(floor),
    ...extra,
  };
}

const reading = (a: ComparedResult, b: ComparedResult, dimension = "mind") => {
  const c = compareResults(a, b).find((c) => c.dimension === dimension)!;
  return { ...c, reading: readingOf(t, c, a, b) };
};

test("alike: both on one side within the margin, said with both numbers and the margin", () => {
  const c = reading(side("You", { mind: 28 }, { isYou: true }), side("Sam", { mind: 36 }));
  expect(c.relation).toBe("alike");
  expect(c.gap).toBe(8);
  expect(c.reading).toBe(
    "You and Sam both lean Introverted: you at 72%, Sam at 64%. A gap of 8 points is within the test's margin of about 13 points, so on Mind you are alike.",
  );
});

test("alike with the very same score says so without a zero gap", () => {
  const c = reading(side("Ana", { nature: 70 }), side("Ben", { nature: 70 }), "nature");
  expect(c.reading).toBe("Ana and Ben both lean Feeling, both at 70%. On Nature they are alike.");
});

test("differ across the midpoint: both poles named, a real difference, the reader first", () => {
  const c = reading(
    side("Sam", { energy: 20 }),
    side("You", { energy: 80 }, { isYou: true }),
    "energy",
  );
  expect(c.relation).toBe("differ");
  expect(c.reading).toBe(
    "You lean Intuitive (80%) and Sam leans Sensing (80%). That is 60 points apart, more than the test's margin of about 13 points, so on Energy you really differ.",
  );
  const them = reading(side("Ana", { energy: 20 }), side("Ben", { energy: 80 }), "energy");
  expect(them.reading).toBe(
    "Ana leans Sensing (80%) and Ben leans Intuitive (80%). That is 60 points apart, more than the test's margin of about 13 points, so on Energy they really differ.",
  );
});

test("differ on one side: the shared letter, and who leans more strongly", () => {
  const c = reading(side("Ana", { tactics: 95 }), side("Ben", { tactics: 60 }), "tactics");
  expect(c.relation).toBe("differ");
  expect(c.reading).toBe(
    "Ana and Ben both lean Perceiving, but Ana leans more strongly: 95% against 60% for Ben. That is 35 points apart, more than the test's margin of about 13 points: the letter is shared, but the strength of the preference really differs.",
  );
  const you = reading(
    side("Ana", { tactics: 60 }),
    side("You", { tactics: 95 }, { isYou: true }),
    "tactics",
  );
  expect(you.reading).toContain("but you lean more strongly: 95% against 60% for Ana.");
});

test("too close: different letters, yet a gap smaller than the test can measure", () => {
  const c = reading(
    side("You", { identity: 46 }, { isYou: true }),
    side("Sam", { identity: 55 }),
    "identity",
  );
  expect(c.relation).toBe("too-close");
  expect(c.reading).toBe(
    "You lean Turbulent (54%) and Sam leans Assertive (55%), but only 9 points apart, within the test's margin of about 13 points. The letters differ, yet the gap is smaller than the test can measure: a retest could put you on the same side.",
  );
  const them = reading(side("Ana", { mind: 46 }), side("Ben", { mind: 55 }));
  expect(them.reading).toContain("a retest could put them on the same side.");
});

test("a margin that rounds to the gap gets a decimal, so the sentence never contradicts itself", () => {
  // Margin 1.96 * root(2) * 4.6 = 12.75: a gap of 13 differs, yet rounds to "about 13".
  const a = { ...side("Ana", { mind: 20 }), standardErrors: everywhere(4.6) };
  const b = { ...side("Ben", { mind: 33 }), standardErrors: everywhere(4.6) };
  const c = reading(a, b);
  expect(c.relation).toBe("differ");
  expect(c.reading).toContain("13 points apart, more than the test's margin of about 12.8 points");
});

test("a wider band (inconsistent answers) turns a difference into too close to call", () => {
  const narrow = reading(side("Ana", { mind: 40 }), side("Ben", { mind: 60 }));
  expect(narrow.relation).toBe("differ");
  const wide = reading(
    { ...side("Ana", { mind: 40 }), standardErrors: everywhere(10) },
    side("Ben", { mind: 60 }),
  );
  expect(wide.relation).toBe("too-close");
});

test("readings from real answers: opposite types differ on every dimension, a type is alike itself", () => {
  const from = (label: string, type: string): ComparedResult => {
    const answers = answersFor(type, 3);
    return {
      label,
      type,
      scores: computeResult(answers).dimensions,
      standardErrors: standardErrors(answers),
    };
  };
  const opposite = compareResults(from("Ana", "INTJ-A"), from("Ben", "ESFP-T"));
  expect(opposite.map((c) => c.relation)).toEqual(Array(5).fill("differ"));
  const same = compareResults(from("Ana", "INTJ-A"), from("Ben", "INTJ-A"));
  expect(groupByRelation(same)).toEqual({ alike: [...dimensions], differ: [], "too-close": [] });
});

test("every reading is whole sentences, with no compatibility score or verdict", () => {
  const values = [0, 30, 46, 50, 51, 55, 70, 100];
  for (const x of values)
    for (const y of values) {
      const you = { isYou: true };
      for (const [a, b] of [
        [side("You", everywhere(x), you), side("Sam", everywhere(y))],
        [side("Ana", everywhere(x)), side("Ben", everywhere(y))],
      ] as const)
        for (const c of compareResults(a, b)) {
          const said = readingOf(t, c, a, b);
          expect(said).toMatch(/^[A-Z].*\.$/);
          expect(said).not.toMatch(/compatib|match|score of|!|\bundefined\b|NaN/i);
          expect(said).not.toMatch(/\b(You leans|you leans|Ana lean |Sam lean )/);
        }
    }
});

test("labels a reader can tell apart", () => {
  const [a, b] = distinctLabels(t, side("Sam", {}), side("Sam", {}));
  expect([a.label, b.label]).toEqual(["Sam (first)", "Sam (second)"]);
  const kept = distinctLabels(t, side("Ana", {}), side("Ben", {}));
  expect(kept.map((s) => s.label)).toEqual(["Ana", "Ben"]);
  expect(codeOf({ type: "ENFP-T" })).toBe("ENFP");
});
