import { serverTranslate } from "~/i18n/messages.server";
import { expect, test } from "vitest";
import { makeNewPasswordSchema, makeSignInSchema, makeTwoFactorSchema } from "~/auth/validation";
import { parseSubmission } from "./forms";

/** The forms as the English pages make them. */
const englishT = serverTranslate("en");

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

test("a blank field gets its own please-enter message, one message per field", () => {
  const submission = parseSubmission(form({ email: "", password: "" }), makeSignInSchema(englishT));
  expect(submission.status).toBe("error");
  expect(submission.reply().error).toEqual({
    email: ["Please enter your email address."],
    password: ["Please enter your password."],
  });
});

test("a repeated field is refused with the field's message, not a type error", () => {
  const body = new URLSearchParams([
    ["email", "a@example.com"],
    ["email", "b@example.com"],
    ["password", "abcdefgh"],
  ]);
  expect(parseSubmission(body, makeSignInSchema(englishT)).reply().error).toEqual({
    email: ["Please enter your email address."],
  });
});

test("a blank repeat of a new password does not match it", () => {
  const submission = parseSubmission(
    form({ password: "abcdefgh" }),
    makeNewPasswordSchema(englishT),
  );
  expect(submission.reply().error).toEqual({ confirmPassword: ["The two passwords don't match."] });
});

test("valid input comes back trimmed", () => {
  const submission = parseSubmission(
    form({ email: " ada@example.com ", password: "12345678" }),
    makeSignInSchema(englishT),
  );
  expect(submission.status).toBe("success");
  if (submission.status === "success") {
    expect(submission.value).toEqual({ email: "ada@example.com", password: "12345678" });
  }
});

test("a two-factor code loses its spaces; a blank one is asked for by its kind", () => {
  const typed = parseSubmission(
    form({ code: " 12 34 56 ", trustDevice: "on" }),
    makeTwoFactorSchema(englishT),
  );
  expect(typed.status === "success" && typed.value).toEqual({
    method: "totp",
    code: "123456",
    trustDevice: true,
  });
  const odd = parseSubmission(
    form({ code: "1", method: "x", trustDevice: "x" }),
    makeTwoFactorSchema(englishT),
  );
  expect(odd.status === "success" && odd.value).toEqual({
    method: "totp",
    code: "1",
    trustDevice: false,
  });
  expect(
    parseSubmission(form({ code: "  " }), makeTwoFactorSchema(englishT)).reply().error,
  ).toEqual({
    code: ["Please enter the 6-digit code."],
  });
  expect(
    parseSubmission(form({ method: "backup" }), makeTwoFactorSchema(englishT)).reply().error,
  ).toEqual({
    code: ["Please enter a backup code."],
  });
});
