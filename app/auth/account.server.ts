import type { AppLoadContext } from "react-router";
import type { Translate } from "~/i18n/translate";
import { invalid, refused, type FormSubmission } from "~/lib/forms.server";
import { signedCookie } from "~/lib/signed-cookie.server";
import { consume, limits, refund, waitMessage } from "./rate-limit.server";
import { twoFactorLockedFor, twoFactorLockedMessage } from "./two-factor-challenge.server";
import { authError, type SessionUser } from "./session.server";

/**
 * The account area's calls to better-auth, each behind a password (or code) check whose failures
 * are counted per user, so a stolen session cannot guess the password through these forms. Each
 * check is counted before it runs and given back when it passes, so a burst gets no more checks
 * than the limit.
 */
export type AccountOutcome<T> = { ok: true; value: T; headers: Headers } | AccountRefusal;

export interface AccountRefusal {
  ok: false;
  status: number;
  field: "password" | "code" | "form";
  message: string;
  /** better-auth's error code, when it refused (a weak new password: `PASSWORD_TOO_WEAK`). */
  code?: string;
}

export async function guarded<T>(
  context: AppLoadContext,
  userId: string,
  field: "password" | "code",
  /** A better-auth call made with `returnHeaders: true`. */
  call: () => Promise<{ response: T; headers: Headers }>,
  /** The page's `serverTranslate(locale)`, for the refusals' words. */
  t: Translate,
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
          ? twoFactorLockedMessage(blocked, t)
          : t("account:limits.passwords", { wait: waitMessage(blocked, t) }),
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
          field === "password" ? t("account:errors.wrongPassword") : t("account:errors.wrongCode"),
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
        message: twoFactorLockedMessage(await twoFactorLockedFor(context.db, userId), t),
      };
    }
    return { ok: false, status, field: "form", message, code };
  }
}

/**
 * The answer to a refused account call: a wrong password or code on its field (`field` names it
 * in this form), anything else (a limit, a lock) above the form with a toast.
 */
export function answerRefusal<Extra extends object>(
  submission: FormSubmission<unknown>,
  outcome: AccountRefusal,
  field: string,
  extra: Extra,
  t: Translate,
) {
  if (outcome.field === "form") {
    const { status, message } = outcome;
    // The title of a refusal's message and toast on the account pages.
    const notChanged = t("account:notChanged");
    return refused(submission, { status, message, title: notChanged, toast: notChanged }, extra);
  }
  return invalid(submission, { fieldErrors: { [field]: outcome.message }, extra });
}

/** What an account page's action hands each of its forms' handlers. */
export interface AccountFormArgs {
  user: SessionUser;
  context: AppLoadContext;
  request: Request;
}

/**
 * The answer to a post whose `intent` names no form of this page (an old tab after a release, a
 * hand-made request): nothing changes, and the page says to reload.
 */
export function answerUnknownForm(submission: FormSubmission<unknown>, t: Translate) {
  const notChanged = t("account:notChanged");
  return refused(
    submission,
    {
      status: 400,
      title: notChanged,
      toast: notChanged,
      message: t("account:errors.unknownForm"),
    },
    { form: "unknown" as const },
  );
}

/** The answer when the account call failed unexpectedly (the database, usually). */
export function answerUnexpected<Extra extends object>(
  submission: FormSubmission<unknown>,
  extra: Extra,
  t: Translate,
) {
  const title = t("auth:toast.unexpected.title");
  return refused(
    submission,
    { status: 503, title, toast: title, message: t("auth:toast.unexpected.description") },
    extra,
  );
}

/**
 * Backup codes are shown once, on the page a successful change redirects to (post/redirect/get:
 * better-auth replaces the session when two-factor goes on, so the answer must be a redirect that
 * carries the new cookie). The codes stay in the database; this short-lived signed cookie only says
 * "show this user's codes on the next load", and is cleared by that load.
 */
// Path /: the page it serves is also at /<language>/... (decision 035).
const backupCodesCookie = signedCookie("show-backup-codes", { path: "/", maxAge: 5 * 60 });

export async function showBackupCodesOnce(userId: string): Promise<Headers> {
  return new Headers({ "Set-Cookie": await backupCodesCookie().serialize(userId) });
}

/** The backup codes to show on this load, if a change just made them, and the cookie's clearing. */
export async function takeBackupCodes(
  request: Request,
  context: AppLoadContext,
  userId: string,
): Promise<{ codes: string[] | null; headers?: Headers }> {
  const cookie = request.headers.get("Cookie");
  const value: unknown = await backupCodesCookie().parse(cookie);
  if (value == null && !/(?:^|;)\s*show-backup-codes=/.test(cookie ?? "")) return { codes: null };
  const headers = new Headers({
    "Set-Cookie": await backupCodesCookie().serialize("", { maxAge: 0, expires: new Date(0) }),
  });
  if (value !== userId) return { codes: null, headers };
  const { backupCodes } = await context.auth.api
    .viewBackupCodes({ body: { userId } })
    .catch(() => ({ backupCodes: null }));
  return { codes: backupCodes, headers };
}
