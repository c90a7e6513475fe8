import type { MessageKey } from "~/i18n/english";
import type { Translate } from "~/i18n/translate";

/**
 * Toast titles and messages of the spec's error catalogue (§8), plus our own for new screens, in
 * the language of `t` (the auth catalogue, decision 034).
 */
export const authToasts = (t: Translate) => ({
  signInFailed: t("auth:toast.signInFailed"),
  signInSucceeded: {
    title: t("auth:toast.signInSucceeded.title"),
    description: t("auth:toast.signInSucceeded.description"),
  },
  /** The first sign-in of an account confirmed in another browser: new, not back. */
  firstSignIn: {
    title: t("auth:toast.firstSignIn.title"),
    description: t("auth:toast.firstSignIn.description"),
  },
  signUpFailed: t("auth:toast.signUpFailed"),
  signUpSucceeded: {
    title: t("auth:toast.signUpSucceeded.title"),
    description: t("auth:toast.signUpSucceeded.description"),
  },
  unexpected: {
    title: t("auth:toast.unexpected.title"),
    description: t("auth:toast.unexpected.description"),
  },
});

/** The two-factor step of signing in (app/routes/auth.two-factor.tsx). */
export const twoFactorMessages = {
  /** Beside the code field, when the code was checked and is wrong. */
  wrongCode: {
    totp: "auth:twoFactor.wrongCode.totp",
    backup: "auth:twoFactor.wrongCode.backup",
  },
  /** Another code for the same sign-in was being checked at that moment; this one was not. */
  notChecked: "auth:twoFactor.notChecked",
} as const satisfies Record<string, MessageKey | Record<string, MessageKey>>;

/**
 * Why the password step is shown again, after a two-factor sign-in that cannot go on
 * (`/auth?notice=...`; an unknown key shows nothing).
 */
export const signInNotices = {
  "two-factor-expired": { title: "auth:notice.title", description: "auth:notice.twoFactorExpired" },
  "two-factor-tries": { title: "auth:notice.title", description: "auth:notice.twoFactorTries" },
} as const satisfies Record<string, { title: MessageKey; description: MessageKey }>;

export type SignInNoticeKey = keyof typeof signInNotices;

export function signInNotice(key: string | null) {
  return key !== null && Object.hasOwn(signInNotices, key)
    ? signInNotices[key as SignInNoticeKey]
    : null;
}
