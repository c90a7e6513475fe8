import { expect, test } from "vitest";
import { twoFactorOutcome } from "./two-factor-outcome.server";

// better-auth's answers, as its two-factor plugin throws them (status, error code).
test("a checked, wrong code (from the app or a backup code) is a wrong code, not an expired sign-in", () => {
  expect(twoFactorOutcome({ status: 401, code: "INVALID_CODE" })).toEqual({ kind: "wrong-code" });
  expect(twoFactorOutcome({ status: 401, code: "INVALID_BACKUP_CODE" })).toEqual({
    kind: "wrong-code",
  });
});

test("the sign-in's own limit of wrong codes sends the visitor back to the password step", () => {
  expect(twoFactorOutcome({ status: 400, code: "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" })).toEqual({
    kind: "start-again",
    notice: "two-factor-tries",
  });
});

test("a sign-in that is no longer pending, or whose two-factor was turned off, starts again as expired", () => {
  for (const code of [
    "INVALID_TWO_FACTOR_COOKIE",
    "TOTP_NOT_ENABLED",
    "TWO_FACTOR_NOT_ENABLED",
    "BACKUP_CODES_NOT_ENABLED",
  ]) {
    expect(twoFactorOutcome({ status: 401, code })).toEqual({
      kind: "start-again",
      notice: "two-factor-expired",
    });
  }
});

test("better-auth's account lock is a lock; a backup code used twice at once is tried again", () => {
  expect(twoFactorOutcome({ status: 429, code: "ACCOUNT_TEMPORARILY_LOCKED" })).toEqual({
    kind: "locked",
  });
  expect(twoFactorOutcome({ status: 409, code: "UNKNOWN" })).toEqual({ kind: "try-again" });
});

test("a server fault, or an answer better-auth is not known to give, is unexpected", () => {
  expect(twoFactorOutcome({ status: 500, code: "INVALID_CODE" })).toEqual({ kind: "unexpected" });
  expect(twoFactorOutcome({ status: 400, code: "VALIDATION_ERROR" })).toEqual({
    kind: "unexpected",
  });
});
