import type { AppLoadContext } from "react-router";
import { checkLimits, countAgainst, limits, waitMessage } from "./rate-limit.server";
import { authError } from "./session.server";

/**
 * The account area's calls to better-auth, each behind a password (or code) check whose failures
 * are counted per user, so a stolen session cannot guess the password through these forms.
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
  const blocked = await checkLimits(context.db, limit);
  if (blocked) {
    return {
      ok: false,
      status: 429,
      field: "form",
      message: `Too many wrong attempts. ${waitMessage(blocked)}`,
    };
  }
  try {
    const { response, headers } = await call();
    return { ok: true, value: response, headers };
  } catch (error) {
    const { status, code, message } = authError(error);
    if (status >= 500) throw error;
    if (
      code === "INVALID_PASSWORD" ||
      code === "INVALID_CODE" ||
      code === "INVALID_TWO_FACTOR_CODE" ||
      status === 401
    ) {
      await countAgainst(context.db, limit);
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
    return { ok: false, status, field: "form", message };
  }
}
