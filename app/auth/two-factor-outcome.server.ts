import type { SignInNoticeKey } from "./messages";

/**
 * What a refused two-factor code at sign-in means for the person typing it, from better-auth's
 * answer (its error codes are in better-auth's `plugins/two-factor/error-code`). Kept apart from
 * the route so every code better-auth can answer is named once, and tested.
 */
export type TwoFactorOutcome =
  /** The code was checked and is wrong: said beside the field, and counted. */
  | { kind: "wrong-code" }
  /** better-auth's own lock on the account (ten wrong codes in a row): wait, on this page. */
  | { kind: "locked" }
  /**
   * This sign-in cannot go on (its time ran out, or it has had its five wrong codes): back to the
   * password step, which says why.
   */
  | { kind: "start-again"; notice: SignInNoticeKey }
  /** Nothing was checked (another code for this sign-in was being checked at that moment). */
  | { kind: "try-again" }
  /** A fault on our side (the database, usually): logged, and nothing is counted. */
  | { kind: "unexpected" };

export function twoFactorOutcome({
  status,
  code,
}: {
  status: number;
  code: string;
}): TwoFactorOutcome {
  if (status >= 500) return { kind: "unexpected" };
  switch (code) {
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return { kind: "wrong-code" };
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return { kind: "locked" };
    // The fifth wrong code for this sign-in ended it; better-auth has thrown its challenge away.
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return { kind: "start-again", notice: "two-factor-tries" };
    // No such sign-in any more, or two codes for it arrived at once (the route tells them apart).
    case "INVALID_TWO_FACTOR_COOKIE":
      return { kind: "start-again", notice: "two-factor-expired" };
    // Two-factor was turned off meanwhile, elsewhere: the password step decides what comes next.
    case "TOTP_NOT_ENABLED":
    case "TWO_FACTOR_NOT_ENABLED":
    case "BACKUP_CODES_NOT_ENABLED":
      return { kind: "start-again", notice: "two-factor-expired" };
  }
  // A backup code used by two sign-ins at the same moment (better-auth answers 409, no code).
  if (status === 409) return { kind: "try-again" };
  return { kind: "unexpected" };
}
