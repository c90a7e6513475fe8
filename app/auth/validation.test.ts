import { serverTranslate } from "~/i18n/messages.server";
import { expect, test } from "vitest";
import { parseSubmission } from "~/lib/forms";
import { makeNewPasswordSchema, makeSignInSchema, makeSignUpSchema } from "./validation";

/** The forms as the English pages make them. */
const englishT = serverTranslate("en");

/** What a form post of these fields parses to, as the action reads it (decision 018). */
function check(schema: Parameters<typeof parseSubmission>[1], fields: Record<string, string>) {
  const submission = parseSubmission(new URLSearchParams(fields), schema);
  if (submission.status === "success") return { ok: true, data: submission.value };
  const errors = Object.fromEntries(
    Object.entries(submission.error ?? {}).map(([field, messages]) => [field, messages?.[0]]),
  );
  return { ok: false, errors };
}

test("passwords of 8 to 128 characters pass, with no composition rules", () => {
  for (const password of ["abcdefgh", "x".repeat(128), "ñ ñ ñ ñ ", "12345678"]) {
    expect(check(makeSignInSchema(englishT), { email: "a@example.com", password }).ok).toBe(true);
  }
  for (const password of ["1234567", "x".repeat(129)]) {
    expect(check(makeSignInSchema(englishT), { email: "a@example.com", password })).toEqual({
      ok: false,
      errors: { password: "Password must be 8 to 128 characters long." },
    });
  }
});

test("sign-up needs a name; every field names its own problem", () => {
  expect(check(makeSignUpSchema(englishT), { name: "  ", email: "", password: "" })).toEqual({
    ok: false,
    errors: {
      name: "Please enter your full name.",
      email: "Please enter your email address.",
      password: "Please enter your password.",
    },
  });
  expect(
    check(makeSignUpSchema(englishT), {
      name: " Ada ",
      email: " ada@example.com ",
      password: "12345678",
    }),
  ).toEqual({ ok: true, data: { name: "Ada", email: "ada@example.com", password: "12345678" } });
});

test("a new password must be typed twice the same", () => {
  expect(
    check(makeNewPasswordSchema(englishT), { password: "abcdefgh", confirmPassword: "abcdefgx" }),
  ).toEqual({
    ok: false,
    errors: { confirmPassword: "The two passwords don't match." },
  });
});
