import fc from "fast-check";
import { expect, test } from "vitest";
import { englishTranslate } from "../../tests/support/english";
import { answersFor } from "~/assessment/answer-sets";
import { answersString } from "~/db/stat-contributions.server";
import { parseContributionBody } from "./contribution-body";

const t = englishTranslate();
const codes = ["en", "de", "pt-BR"];
const parse = (input: unknown) => parseContributionBody(input, t, codes);
const answers = answersFor("ISFJ-T", 2);

test("a visitor's finished test passes, its answers keyed by statement id", () => {
  const submissionId = crypto.randomUUID();
  const parsed = parse(
    JSON.parse(
      JSON.stringify({ intent: "add", submissionId, responses: answers, locale: "pt-BR" }),
    ),
  );
  expect(parsed).toEqual({
    ok: true,
    body: { intent: "add", submissionId, responses: answers, locale: "pt-BR" },
  });
});

test("a result sent with the answers is dropped, never read", () => {
  const parsed = parse({
    intent: "add",
    submissionId: crypto.randomUUID(),
    responses: answers,
    locale: "en",
    personalityType: "ENTP-A",
  });
  expect(parsed.ok && "personalityType" in parsed.body).toBe(false);
});

test("withdrawing needs the contributor id as a UUID", () => {
  const contributorId = crypto.randomUUID();
  expect(parse({ intent: "withdraw", contributorId })).toEqual({
    ok: true,
    body: { intent: "withdraw", contributorId },
  });
  expect(parse({ intent: "withdraw" })).toEqual({
    ok: false,
    error: "contributorId must be the UUID this browser was given.",
  });
});

test("the account's choice is a boolean", () => {
  expect(parse({ intent: "account", on: false })).toEqual({
    ok: true,
    body: { intent: "account", on: false },
  });
  expect(parse({ intent: "account", on: "false" })).toEqual({
    ok: false,
    error: "on must be true or false.",
  });
});

test("a language the site does not serve is refused, naming the ones it does", () => {
  const parsed = parse({
    intent: "add",
    submissionId: crypto.randomUUID(),
    responses: answers,
    locale: "en-XA",
  });
  expect(parsed).toEqual({
    ok: false,
    error: "locale must be one of the site's languages: en, de, pt-BR.",
  });
});

test("no JSON value whatever passes without an intent the API knows", () => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      const parsed = parse(value);
      const intent = (value as { intent?: unknown } | null)?.intent;
      if (parsed.ok) expect(["add", "withdraw", "account"]).toContain(intent);
      else expect(parsed.error.length).toBeGreaterThan(0);
    }),
  );
});

test("every accepted set of answers makes a 60-digit string of 1-7 in statement order", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 60, maxLength: 60 }),
      (digits) => {
        const responses = Object.fromEntries(
          digits.map((digit, index) => [String(index + 1), digit]),
        );
        const parsed = parse({
          intent: "add",
          submissionId: crypto.randomUUID(),
          responses,
          locale: "en",
        });
        expect(parsed.ok).toBe(true);
        if (parsed.ok && parsed.body.intent === "add")
          expect(answersString(parsed.body.responses)).toBe(digits.join(""));
      },
    ),
  );
});

test("answers with one missing or out of range make no string", () => {
  const missing: Record<number, number> = { ...answers };
  delete missing[60];
  expect(answersString(missing)).toBeNull();
  expect(answersString({ ...answers, 7: 8 })).toBeNull();
  expect(answersString({ ...answers, 7: 2.5 })).toBeNull();
});
