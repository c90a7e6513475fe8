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
