import { serverTranslate } from "~/i18n/messages.server";
import fc from "fast-check";
import { expect, test } from "vitest";
import { parseSubmission } from "~/lib/forms";
import {
  makeChangeEmailSchema,
  makeChangePasswordSchema,
  makeConfirmCodeSchema,
  makeDeleteAccountSchema,
  makeNameSchema,
} from "./account-schemas";

/** The forms as the English pages make them. */
const englishT = serverTranslate("en");

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** The field messages of a refused form (none when it was accepted). */
function errorsOf(parsed: object) {
  return "error" in parsed ? (parsed.error as Record<string, string[] | null>) : undefined;
}

test("a code is read as its six digits, whatever spaces were typed around and between them", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
      fc.array(fc.constantFrom("", " ", "  ", "\t"), { minLength: 7, maxLength: 7 }),
      (digits, gaps) => {
        const typed = gaps.map((gap, i) => gap + (digits[i] ?? "")).join("");
        const parsed = parseSubmission(form({ code: typed }), makeConfirmCodeSchema(englishT));
        expect(parsed.status).toBe("success");
        expect(parsed.status === "success" && parsed.value.code).toBe(digits.join(""));
      },
    ),
  );
});

test("a code that is not six digits is refused with the sentence that says what to enter", () => {
  fc.assert(
    fc.property(
      fc.string().filter((text) => !/^\d{6}$/.test(text.replace(/\s+/g, ""))),
      (typed) => {
        const parsed = parseSubmission(form({ code: typed }), makeConfirmCodeSchema(englishT));
        expect(parsed.status).toBe("error");
        expect(errorsOf(parsed)?.code).toEqual([
          "Enter the 6-digit code from your authenticator app.",
        ]);
      },
    ),
  );
});

test("deleting needs DELETE in capital letters and the password", () => {
  const refused = parseSubmission(
    form({ password: "x", confirm: "delete" }),
    makeDeleteAccountSchema(englishT),
  );
  expect(errorsOf(refused)?.confirm).toEqual(["Type DELETE in capital letters to confirm."]);
  const blank = parseSubmission(form({ confirm: "DELETE" }), makeDeleteAccountSchema(englishT));
  expect(errorsOf(blank)?.password).toEqual(["Please enter your password."]);
  expect(
    parseSubmission(form({ password: "x", confirm: "DELETE" }), makeDeleteAccountSchema(englishT))
      .status,
  ).toBe("success");
});

test("a new password names the rule, and two that differ are said on the repeat", () => {
  const short = parseSubmission(
    form({ currentPassword: "old one", newPassword: "short", confirmPassword: "short" }),
    makeChangePasswordSchema(englishT),
  );
  expect(errorsOf(short)?.newPassword).toEqual(["Password must be 8 to 128 characters long."]);
  const differ = parseSubmission(
    form({ currentPassword: "old one", newPassword: "long enough 1", confirmPassword: "other" }),
    makeChangePasswordSchema(englishT),
  );
  expect(errorsOf(differ)?.confirmPassword).toEqual(["The two passwords don't match."]);
});

test("a name of spaces is no name, and one over 100 characters is refused", () => {
  expect(errorsOf(parseSubmission(form({ name: "   " }), makeNameSchema(englishT)))?.name).toEqual([
    "Please enter your full name.",
  ]);
  expect(
    errorsOf(parseSubmission(form({ name: "n".repeat(101) }), makeNameSchema(englishT)))?.name,
  ).toEqual(["Please keep your name under 100 characters."]);
});

test("a new address is read trimmed, and blank, malformed or over-long ones say what to enter", () => {
  const typed = parseSubmission(
    form({ newEmail: "  New@Example.com ", password: "x" }),
    makeChangeEmailSchema(englishT),
  );
  expect(typed.status === "success" && typed.value.newEmail).toBe("New@Example.com");
  const newEmail = (value: string) =>
    errorsOf(
      parseSubmission(form({ newEmail: value, password: "x" }), makeChangeEmailSchema(englishT)),
    )?.newEmail;
  expect(newEmail("")).toEqual(["Please enter your new email address."]);
  expect(newEmail("   ")).toEqual(["Please enter your new email address."]);
  expect(newEmail("not an address")).toEqual([
    "Please enter a valid email address, like name@example.com.",
  ]);
  expect(newEmail(`${"a".repeat(250)}@example.com`)).toEqual(["That email address is too long."]);
});

test("a new address needs the current password", () => {
  const blank = parseSubmission(
    form({ newEmail: "new@example.com" }),
    makeChangeEmailSchema(englishT),
  );
  expect(errorsOf(blank)?.password).toEqual(["Please enter your current password."]);
});

test("any text that is no address is refused with a message, never accepted or thrown", () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 300 }), (typed) => {
      fc.pre(!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed.trim()));
      const parsed = parseSubmission(
        form({ newEmail: typed, password: "x" }),
        makeChangeEmailSchema(englishT),
      );
      expect(parsed.status).toBe("error");
      expect(errorsOf(parsed)?.newEmail).toHaveLength(1);
    }),
  );
});
