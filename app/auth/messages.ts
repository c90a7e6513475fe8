import { site } from "~/config/site";

/** Toast titles and messages of the spec's error catalogue (§8), plus our own for new screens. */
export const authToasts = {
  signInFailed: "Error signing in",
  signInSucceeded: { title: "Welcome back!", description: "You have successfully signed in." },
  /** The first sign-in of an account confirmed in another browser: new, not back. */
  firstSignIn: {
    title: `Welcome to ${site.name}!`,
    description: "You're signed in to your new account.",
  },
  signUpFailed: "Error signing up",
  signUpSucceeded: {
    title: "Account created!",
    description: "Please check your email to verify your account.",
  },
  unexpected: { title: "Something went wrong", description: "Please try again later." },
} as const;

/** One answer for a wrong e-mail and a wrong password, so neither reveals which accounts exist. */
export const invalidCredentials = "Invalid email or password.";

/** The two-factor step of signing in (app/routes/auth.two-factor.tsx). */
export const twoFactorMessages = {
  /** Beside the code field, when the code was checked and is wrong. */
  wrongCode: {
    totp: "That code is not right. Check your authenticator app and try again.",
    backup:
      "That backup code is not right, or it was already used. Check your saved codes and try again.",
  },
  /** Another code for the same sign-in was being checked at that moment; this one was not. */
  notChecked: "We were still checking another code for this sign-in. Please enter your code again.",
} as const;

/**
 * Why the password step is shown again, after a two-factor sign-in that cannot go on
 * (`/auth?notice=...`; an unknown key shows nothing).
 */
export const signInNotices = {
  "two-factor-expired": {
    title: "Please sign in again",
    description:
      "Your sign-in took too long, so we stopped it to keep your account safe. Enter your password again, then the newest code from your authenticator app.",
  },
  "two-factor-tries": {
    title: "Please sign in again",
    description:
      "That was too many wrong codes for one sign-in, so we stopped it to keep your account safe. Enter your password again, then the newest code from your authenticator app.",
  },
} as const;

export type SignInNoticeKey = keyof typeof signInNotices;

export function signInNotice(key: string | null) {
  return key !== null && Object.hasOwn(signInNotices, key)
    ? signInNotices[key as SignInNoticeKey]
    : null;
}
