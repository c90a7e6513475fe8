import type { AppLoadContext } from "react-router";
import { consume, limits, refund, waitMessage } from "./rate-limit.server";
import { twoFactorLockedFor, twoFactorLockedMessage } from "./two-factor-challenge.server";
import { authError } from "./session.server";

/**
 * The account area's calls to better-auth, each behind a password (or code) check whose failures
 * are counted per user, so a stolen session cannot guess the password through these forms. Each
 * check is counted before it runs and given back when it passes, so a burst gets no more checks
 * than the limit.
 */
export type AccountOutcome<T> =
  | { ok: true; value: T; headers: Headers }
  | { ok: false; status: number; field: "password" | "code" | "form"; message: string };

export async function guarded<T>(
  context: AppLoadContext,
  userId: string,
  field: "password" | "code",
  /** A better-auth call made with `returnHeaders: true`. */
  call: () => Promise<{ response: T; headers: Headers }>,
): Promise<AccountOutcome<T>> {
  const limit = [limits.accountChecksPerUser(userId)];
  const blocked = await consume(context.db, limit);
  if (blocked) {
    return {
      ok: false,
      status: 429,
      field: "form",
      message:
        field === "code"
          ? twoFactorLockedMessage(blocked)
          : `Too many wrong passwords. ${waitMessage(blocked)}`,
    };
  }
  try {
    const { response, headers } = await call();
    await refund(context.db, limit);
    return { ok: true, value: response, headers };
  } catch (error) {
    const { status, code, message } = authError(error);
    if (
      code === "INVALID_PASSWORD" ||
      code === "INVALID_CODE" ||
      code === "INVALID_TWO_FACTOR_CODE" ||
      status === 401
    ) {
      return {
        ok: false,
        status: 400,
        field,
        message:
          field === "password"
            ? "That password is not right."
            : "That code is not right. Enter the newest 6-digit code from your app.",
      };
    }
    // Only a wrong password or code stays counted.
    await refund(context.db, limit);
    if (status >= 500) throw error;
    if (code === "ACCOUNT_TEMPORARILY_LOCKED") {
      // better-auth's own lock on wrong codes; ours usually answers first.
      return {
        ok: false,
        status: 429,
        field: "form",
        message: twoFactorLockedMessage(await twoFactorLockedFor(context.db, userId)),
      };
    }
    return { ok: false, status, field: "form", message };
  }
}
