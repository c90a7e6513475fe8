import type { AppLoadContext } from "react-router";
import { consume, limits, refund, waitMessage } from "./rate-limit.server";
import { authError, logAuthFailure } from "./session.server";
import type { Translate } from "~/i18n/translate";

/**
 * The sign-in and sign-up steps behind /auth, apart from the form handling so the rules (limits,
 * messages) are in one place. Each returns what happened; the route turns it into a response.
 */
export type SignInOutcome =
  | { kind: "signed-in"; headers: Headers }
  | { kind: "two-factor"; headers: Headers }
  | { kind: "refused"; status: number; message: string }
  /** The right password for an address not yet confirmed: a new confirmation link is on its way. */
  | { kind: "unverified"; status: 403; message: string };

export async function signIn(
  context: AppLoadContext,
  request: Request,
  input: { email: string; password: string },
  t: Translate,
): Promise<SignInOutcome> {
  const { db, auth, clientIp } = context;
  // Counted before the password is checked, given back when it is right.
  const attemptLimits = [
    limits.signInFailuresPerAccountAndIp(input.email, clientIp),
    limits.signInFailuresPerAccount(input.email),
    limits.signInFailuresPerIp(clientIp),
  ];
  const blocked = await consume(db, attemptLimits);
  if (blocked) {
    return {
      kind: "refused",
      status: 429,
      message: t("auth:limits.signIn", { wait: waitMessage(blocked, t) }),
    };
  }
  try {
    const { response, headers } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await refund(db, attemptLimits);
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      return { kind: "two-factor", headers };
    }
    return { kind: "signed-in", headers };
  } catch (error) {
    const { status, code } = authError(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD") {
      return { kind: "refused", status: 401, message: t("auth:errors.invalidCredentials") };
    }
    // Only a wrong password stays counted.
    await refund(db, attemptLimits);
    if (code === "EMAIL_NOT_VERIFIED") {
      // Only reachable with the right password; better-auth has just sent a fresh link.
      return {
        kind: "unverified",
        status: 403,
        message: t("auth:errors.unverified"),
      };
    }
    if (status < 500) {
      return { kind: "refused", status, message: authError(error).message };
    }
    throw error;
  }
}

export type SignUpOutcome =
  { kind: "created" } | { kind: "refused"; status: number; message: string };

export async function signUp(
  context: AppLoadContext,
  request: Request,
  input: { name: string; email: string; password: string },
  t: Translate,
): Promise<SignUpOutcome> {
  const { db, auth, clientIp } = context;
  const blocked = await consume(db, [limits.signUpsPerIp(clientIp)]);
  if (blocked) {
    return {
      kind: "refused",
      status: 429,
      message: t("auth:limits.signUp", { wait: waitMessage(blocked, t) }),
    };
  }
  try {
    // An address that already has an account gets the same answer here; its owner gets a mail.
    await auth.api.signUpEmail({
      body: { name: input.name, email: input.email, password: input.password },
      headers: request.headers,
    });
    return { kind: "created" };
  } catch (error) {
    const { status, message } = authError(error);
    if (status < 500) return { kind: "refused", status, message };
    throw error;
  }
}

/** Sends a reset link when the address has an account; the answer never says whether it does. */
export async function requestPasswordReset(
  context: AppLoadContext,
  request: Request,
  email: string,
  t: Translate,
): Promise<{ kind: "sent" } | { kind: "refused"; status: number; message: string }> {
  const { db, auth, clientIp } = context;
  const blocked = await consume(db, [
    limits.resetRequestsPerIp(clientIp),
    limits.resetRequestsPerAccount(email),
  ]);
  if (blocked) {
    return {
      kind: "refused",
      status: 429,
      message: t("auth:limits.reset", { wait: waitMessage(blocked, t) }),
    };
  }
  try {
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: "/auth/reset-password" },
      headers: request.headers,
    });
  } catch (error) {
    if (authError(error).status >= 500) throw error;
    logAuthFailure(error, "password reset request");
  }
  return { kind: "sent" };
}
