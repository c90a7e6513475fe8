import fc from "fast-check";
import { expect, test } from "vitest";
import { pseudoCatalog } from "~/i18n/catalog";
import { createTranslate } from "~/i18n/translate";
import { englishI18n, englishTranslate } from "../../tests/support/english";
import { answersFor } from "./answer-sets";
import { parseSubmission as parseIn } from "./submission";

const complete = answersFor("INFP-T", 2);
const t = englishTranslate();
const parseSubmission = (input: unknown) => parseIn(input, t);

test("a complete submission passes, with string keys turned into statement ids", () => {
  const json = JSON.parse(
    JSON.stringify({ submissionId: crypto.randomUUID(), responses: complete }),
  );
  const result = parseSubmission(json);
  expect(result.ok).toBe(true);
  if (result.ok) expect(result.submission.responses).toEqual(complete);
});

test("59 answers are refused, naming the missing statement", () => {
  const responses: Record<number, number> = { ...complete };
  delete responses[17];
  expect(parseSubmission({ responses })).toEqual({
    ok: false,
    error: "Missing an answer for statement 17.",
  });
});

test("an answer of 8, 0, 3.5 or '4' is refused, naming the statements", () => {
  expect(parseSubmission({ responses: { ...complete, 5: 8 } })).toEqual({
    ok: false,
    error: "Each answer must be a whole number from 1 to 7; statement 5 is not.",
  });
  const result = parseSubmission({ responses: { ...complete, 1: 0, 2: 3.5, 3: "4" } });
  expect(result).toEqual({
    ok: false,
    error: "Each answer must be a whole number from 1 to 7; statements 1, 2, 3 are not.",
  });
});

test("many missing answers are counted, naming the first ten", () => {
  const responses: Record<number, number> = { ...complete };
  for (let id = 1; id <= 12; id++) delete responses[id];
  expect(parseSubmission({ responses })).toEqual({
    ok: false,
    error: "Missing 12 answers for statements 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 2 more.",
  });
  const { 14: _kept, ...fewer } = { ...complete };
  expect(parseSubmission({ responses: { ...fewer, 15: 0 } })).toEqual({
    ok: false,
    error:
      "Missing an answer for statement 14. Each answer must be a whole number from 1 to 7; statement 15 is not.",
  });
});

test("the refusal reads in the language of the t it is given", () => {
  const english = englishI18n(["test"]).messages.test!;
  const pseudo = createTranslate("en-XA", pseudoCatalog({ test: english }));
  const result = parseIn({ responses: { ...complete, 61: 4 } }, pseudo);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error).toMatch(/^\[Ûñķñöŵñ šţåţéɱéñţ îđ: 61\..*\]$/);
});

test("unknown statement ids are refused", () => {
  expect(parseSubmission({ responses: { ...complete, 61: 4 } })).toEqual({
    ok: false,
    error: "Unknown statement id: 61. Ids run from 1 to 60.",
  });
});

test("anything that is not a submission object is refused with a message", () => {
  for (const input of [null, 42, "x", [], { responses: [] }, { responses: null }, {}]) {
    const result = parseSubmission(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.length).toBeGreaterThan(10);
  }
  expect(parseSubmission({ submissionId: "not-a-uuid", responses: complete })).toEqual({
    ok: false,
    error: "The submission id must be a UUID.",
  });
});

test("any generated input either parses to exactly 60 answers from 1 to 7 or is refused with a message", () => {
  const value = fc.oneof(
    fc.integer({ min: -2, max: 9 }),
    fc.double(),
    fc.string(),
    fc.constant(null),
  );
  const responses = fc.dictionary(
    fc.oneof(fc.integer({ min: -5, max: 70 }).map(String), fc.string()),
    value,
    { maxKeys: 70 },
  );
  fc.assert(
    fc.property(fc.oneof(responses, fc.constant(complete)), (input) => {
      const result = parseSubmission({ responses: input });
      if (result.ok) {
        const values = Object.values(result.submission.responses);
        expect(values).toHaveLength(60);
        for (const v of values) expect(Number.isInteger(v) && v >= 1 && v <= 7).toBe(true);
      } else {
        expect(result.error).toMatch(/\w/);
      }
    }),
  );
});
