import fc from "fast-check";
import { expect, test } from "vitest";
import { serverTranslate } from "~/i18n/messages.server";
import { english } from "../../tests/support/english";
import {
  weakPasswordMessages,
  weakPasswordRule,
  weakPasswordText,
} from "./password-strength.server";

test("the most common passwords are refused, whatever their case", async () => {
  for (const password of ["password", "PASSWORD", "Password", "iloveyou", "sunshine", "football"]) {
    expect(await weakPasswordRule(password), password).toBe("common");
  }
});

test("spaces only, one repeated character and short repeated runs are refused", async () => {
  expect(await weakPasswordRule("        ")).toBe("spaces");
  expect(await weakPasswordRule(" \t \n    ")).toBe("spaces");
  expect(await weakPasswordRule("aaaaaaaa")).toBe("repeated");
  expect(await weakPasswordRule("!!!!!!!!!!!!")).toBe("repeated");
  expect(await weakPasswordRule("abababab")).toBe("repeated");
  expect(await weakPasswordRule("xyz1xyz1xyz1")).toBe("repeated");
});

test("simple sequences are refused, forwards and backwards", async () => {
  for (const password of [
    "12345678",
    "87654321",
    "abcdefgh",
    "ABCDEFGHIJ",
    "qwertyui",
    "asdfghjkl",
    "lkjhgfdsa",
    "1qaz2wsx3edc",
  ]) {
    expect(await weakPasswordRule(password), password).toBe("sequence");
  }
});

test("the person's own name or address is refused, with or without a number after it", async () => {
  const about = { email: "Alice.Keller@example.com", name: "Alice Keller" };
  for (const password of [
    "alice.keller@example.com",
    "alicekeller",
    "Alice Keller 2024",
    "alice.keller1",
  ]) {
    expect(await weakPasswordRule(password, about), password).toBe("personal");
  }
  expect(await weakPasswordRule("alice walks the keller dog", about)).toBeNull();
});

test("ordinary passwords and passphrases pass", async () => {
  for (const password of [
    "correct horse battery",
    "Tr0ub4dor&3 plus some",
    "mango-tractor-lilac",
    "12345678 is not my password",
  ]) {
    expect(await weakPasswordRule(password), password).toBeNull();
  }
});

test("every refusal names its rule and says what to do instead", () => {
  for (const key of Object.values(weakPasswordMessages)) {
    expect(english(key)).toMatch(/easy to guess\. Try a longer phrase only you would think of\.$/);
  }
  expect(english(weakPasswordMessages.common)).toBe(
    "That password is too common and easy to guess. Try a longer phrase only you would think of.",
  );
});

test("better-auth's English refusal is said again in the page's language, rule by rule", () => {
  const t = serverTranslate("en");
  for (const key of Object.values(weakPasswordMessages)) {
    expect(weakPasswordText(english(key), t)).toBe(english(key));
  }
  // Any other message from better-auth is passed on as it came.
  expect(weakPasswordText("Password is too short", t)).toBe("Password is too short");
});

test("the rule never throws and answers for any string", async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 130 }), fc.string(), async (password, name) => {
      const rule = await weakPasswordRule(password, { name, email: `${name}@example.com` });
      expect(rule === null || rule in weakPasswordMessages).toBe(true);
    }),
    { numRuns: 300 },
  );
});
