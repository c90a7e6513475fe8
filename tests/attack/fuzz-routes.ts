import fc from "fast-check";
import { questions } from "~/assessment/questions";
import { parseSubmission as parseTestSubmission } from "~/assessment/submission";
import {
  makeEmailSchema,
  makeNewPasswordSchema,
  makeSignInSchema,
  makeSignUpSchema,
} from "~/auth/validation";
import {
  makeChangeEmailSchema,
  makeChangePasswordSchema,
  makeConfirmCodeSchema,
  makeDeleteAccountSchema,
  makeNameSchema,
  makePasswordCheckSchema,
} from "~/components/account/account-schemas";
import { checkoutInput } from "~/billing/checkout-schema";
import { makeContactSchema } from "~/components/contact/contact-schema";
import { parseSubmission as parseForm } from "~/lib/forms";
import { plans } from "~/config/plans";
import { makePublishChoicesSchema, makePublishFormSchema } from "~/lib/publishing";
import { servedLocales } from "~/i18n/locales";
import { parseContributionBody } from "~/statistics/contribution-body";
import { englishTranslate } from "../support/english";
import { email, nasty, passwordValue, wellFormed } from "./fuzz-strings";

const english = englishTranslate();
/** Whether a body holds a valid test submission (the words of a refusal do not matter here). */
const parseSubmission = (value: unknown) => parseTestSubmission(value, english);

/** The contact form's rules as the English page checks them (the rules are the same in any language). */
const contactSchema = makeContactSchema(english);
const englishT = english;

/**
 * The routes the fuzz test posts to, each with its fields and a rule that says when a request
 * stores nothing: inputs a route would accept and save are recognised with the app's own
 * validators, so the test can leave them out and then prove that nothing was stored.
 */
export type Identity = "anonymous" | "user" | "forged";

type Values = Record<string, string | undefined>;

/** The route's fields (some missing), extra ones, and repeats of its own names. */
export function formFields(
  values: fc.Arbitrary<Values>,
): fc.Arbitrary<{ values: Values; fields: [string, string][] }> {
  return fc
    .tuple(
      values,
      fc.array(fc.tuple(nasty, nasty), { maxLength: 3 }),
      fc.array(nasty, { maxLength: 2 }),
    )
    .map(([base, extra, repeats]) => {
      const own = Object.entries(base).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      );
      const fields: [string, string][] = [...own, ...extra];
      // A repeated name: the action reads the first value, so validity is decided by `base`.
      for (const [index, value] of repeats.entries()) {
        if (own.length) fields.push([own[index % own.length]![0], value]);
      }
      return { values: base, fields };
    });
}

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 4 });
const text = (values: Values, name: string) => values[name] ?? "";

export interface FormRoute {
  name: string;
  path: fc.Arbitrary<string>;
  values: fc.Arbitrary<Values>;
  /** Whether a signed-in user may send these values: true when they cannot store anything. */
  storesNothing(values: Values, identity: Identity): boolean;
  /** An identity that must not be used (sign-out would end the test's own session). */
  noUser?: boolean;
}

const intentOf = (values: Values) => (values.intent === "sign-up" ? "sign-up" : "sign-in");

export const formRoutes: FormRoute[] = [
  {
    name: "/auth",
    path: fc.constantFrom("/auth", "/auth?mode=signup"),
    values: fc.record({
      intent: maybe(fc.oneof(fc.constantFrom("sign-in", "sign-up"), nasty)),
      name: maybe(nasty),
      email: maybe(email),
      password: maybe(passwordValue),
      redirectTo: maybe(
        fc.oneof(
          nasty,
          fc.constantFrom("//evil.example", "/\\evil.example", "https://evil.example"),
        ),
      ),
    }),
    storesNothing: (values) => {
      const input = {
        name: text(values, "name"),
        email: text(values, "email"),
        password: text(values, "password"),
      };
      return intentOf(values) === "sign-up"
        ? !makeSignUpSchema(englishT).safeParse(input).success
        : !makeSignInSchema(englishT).safeParse(input).success;
    },
  },
  {
    name: "/auth/forgot-password",
    path: fc.constant("/auth/forgot-password"),
    values: fc.record({ email: maybe(email) }),
    storesNothing: (values) =>
      !makeEmailSchema(englishT).safeParse({ email: text(values, "email") }).success,
  },
  {
    name: "/auth/reset-password",
    path: fc.oneof(
      fc.constant("/auth/reset-password"),
      nasty.map((token) => `/auth/reset-password?token=${wellFormed(token.slice(0, 300))}`),
    ),
    values: fc.record({
      token: maybe(nasty),
      password: maybe(passwordValue),
      confirmPassword: maybe(passwordValue),
    }),
    // No genuine token is ever sent, so nothing can change; invalid passwords stop earlier still.
    storesNothing: (values) =>
      !makeNewPasswordSchema(englishT).safeParse({
        password: text(values, "password"),
        confirmPassword: text(values, "confirmPassword"),
      }).success || !/^[A-Za-z0-9]{24}$/.test(text(values, "token")),
  },
  {
    name: "/auth/two-factor",
    path: fc.constantFrom("/auth/two-factor", "/auth/two-factor?method=backup"),
    values: fc.record({
      code: maybe(fc.oneof(nasty, fc.constantFrom("123456", " 12 34 56 ", "abcd-efgh"))),
      method: maybe(fc.oneof(fc.constant("backup"), nasty)),
      trustDevice: maybe(fc.oneof(fc.constant("on"), nasty)),
      redirectTo: maybe(nasty),
    }),
    // A wrong code from a signed-in user counts a failure (a rate-limit row): send none then.
    storesNothing: (values, identity) =>
      identity !== "user" || text(values, "code").replace(/\s+/g, "") === "",
  },
  {
    name: "/auth/sign-out",
    path: fc.constant("/auth/sign-out"),
    values: fc.record({ anything: maybe(nasty) }),
    storesNothing: () => true,
    noUser: true,
  },
  {
    name: "/account",
    path: fc.constant("/account"),
    values: fc.record({
      intent: maybe(fc.oneof(fc.constantFrom("change-name", "change-email"), nasty)),
      name: maybe(nasty),
      newEmail: maybe(email),
      password: maybe(passwordValue),
    }),
    // A valid name is saved, and a valid change of address checks the password (a counted
    // failure) and mails: only refused ones are sent signed in.
    storesNothing: (values, identity) => {
      if (identity !== "user") return true;
      if (values.intent === "change-name")
        return !makeNameSchema(englishT).safeParse(values).success;
      if (values.intent === "change-email")
        return !makeChangeEmailSchema(englishT).safeParse(values).success;
      return true;
    },
  },
  {
    name: "/account/security",
    path: fc.constant("/account/security"),
    values: fc.record({
      intent: maybe(
        fc.oneof(
          fc.constantFrom(
            "change-password",
            "set-up-two-factor",
            "confirm-two-factor",
            "turn-off-two-factor",
            "new-backup-codes",
          ),
          nasty,
        ),
      ),
      currentPassword: maybe(passwordValue),
      newPassword: maybe(passwordValue),
      confirmPassword: maybe(passwordValue),
      code: maybe(fc.oneof(nasty, fc.constantFrom("123456", "12345", "1234567"))),
      password: maybe(passwordValue),
    }),
    // Password and code checks count failures per user; send only what is refused before them.
    storesNothing: (values, identity) => {
      if (identity !== "user") return true;
      switch (values.intent) {
        case "change-password":
          return !makeChangePasswordSchema(englishT).safeParse(values).success;
        case "confirm-two-factor":
          return !makeConfirmCodeSchema(englishT).safeParse(values).success;
        case "set-up-two-factor":
        case "turn-off-two-factor":
        case "new-backup-codes":
          return !makePasswordCheckSchema(englishT).safeParse(values).success;
        default:
          return true;
      }
    },
  },
  {
    name: "/account/data",
    path: fc.constant("/account/data"),
    values: fc.record({
      confirm: maybe(fc.oneof(fc.constantFrom("DELETE", "delete"), nasty)),
      password: maybe(passwordValue),
    }),
    storesNothing: (values, identity) =>
      identity !== "user" || !makeDeleteAccountSchema(englishT).safeParse(values).success,
  },
  {
    name: "/contact",
    path: fc.constant("/contact"),
    values: fc.record({
      name: maybe(nasty),
      email: maybe(email),
      subject: maybe(nasty),
      message: maybe(nasty),
    }),
    storesNothing: (values) => {
      const fields = Object.entries(values).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      );
      return parseForm(new URLSearchParams(fields), contactSchema).status !== "success";
    },
  },
  {
    name: "/billing/sandbox-checkout/:id",
    path: fc
      .oneof(
        fc.uuid(),
        nasty.map((id) => wellFormed(id.slice(0, 300)) || "x"),
      )
      .map((id) => `/billing/sandbox-checkout/${id}`),
    values: fc.record({
      number: maybe(fc.oneof(nasty, fc.constantFrom("4242 4242 4242 4242", "4000 0000 0000 0002"))),
      expiry: maybe(fc.oneof(nasty, fc.constant("12/34"))),
      cvc: maybe(fc.oneof(nasty, fc.constant("123"))),
    }),
    // No checkout with any of these ids exists for the user, so nothing can be paid.
    storesNothing: () => true,
  },
  {
    name: "/billing/subscription",
    path: fc.constant("/billing/subscription"),
    values: fc.record({ intent: maybe(fc.oneof(fc.constantFrom("cancel", "resume"), nasty)) }),
    // The users have no subscription to change.
    storesNothing: () => true,
  },
  {
    name: "/billing/change-plan",
    path: fc.oneof(
      fc.constantFrom(
        "/billing/change-plan",
        ...plans.map((plan) => `/billing/change-plan?to=${plan.id}`),
      ),
      nasty.map((to) => `/billing/change-plan?to=${wellFormed(to.slice(0, 300))}`),
    ),
    values: fc.record({
      to: maybe(fc.oneof(fc.constantFrom(...plans.map((plan) => plan.id)), nasty)),
      from: maybe(fc.oneof(fc.constantFrom(...plans.map((plan) => plan.id)), nasty)),
      prorationDate: maybe(
        fc.oneof(
          fc.integer({ min: -1, max: 2 ** 40 }).map(String),
          fc.constant(String(Math.floor(Date.now() / 1000))),
          nasty,
        ),
      ),
    }),
    // The users have no subscription to change, so no limit is counted either.
    storesNothing: () => true,
  },
  {
    name: "/r/new",
    path: fc.constant("/r/new"),
    values: fc.record({
      sessionId: maybe(fc.oneof(fc.uuid(), nasty)),
      displayName: maybe(nasty),
      indexable: maybe(fc.oneof(fc.constant("on"), nasty)),
    }),
    // The fuzz users have no saved results, but a well-formed request counts toward the limit.
    storesNothing: (values, identity) => {
      if (identity !== "user") return true;
      const fields = Object.entries(values).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      );
      return (
        parseForm(new URLSearchParams(fields), makePublishFormSchema(englishTranslate())).status !==
        "success"
      );
    },
  },
  {
    name: "/r/:slug/remove",
    // Slugs that are not 10 letters and digits are refused before anything is counted.
    path: nasty
      .filter((slug) => !/^[0-9A-Za-z]{10}$/.test(slug))
      .map((slug) => `/r/${encodeURIComponent(wellFormed(slug.slice(0, 200))) || "x"}/remove`),
    values: fc.record({ token: maybe(nasty) }),
    storesNothing: () => true,
  },
  {
    // Teams (issue 23): no fuzz user is in any team, so every team page answers 404 before it
    // reads the body or counts anything; a malformed id is refused before the database is asked.
    name: "/teams/:teamId/*",
    path: fc
      .tuple(
        fc.oneof(
          fc.uuid(),
          nasty.map((id) => encodeURIComponent(wellFormed(id.slice(0, 200))) || "x"),
        ),
        fc.constantFrom("", "/members", "/plan", "/settings", "/compare"),
      )
      .map(([id, page]) => `/teams/${id}${page}`),
    values: fc.record({
      intent: maybe(
        fc.oneof(
          fc.constantFrom("share", "stop-sharing", "invite", "remove", "leave", "rename", "delete"),
          nasty,
        ),
      ),
      memberId: maybe(fc.oneof(fc.uuid(), nasty)),
      emails: maybe(fc.oneof(email, nasty)),
      name: maybe(nasty),
      seats: maybe(fc.oneof(fc.integer({ min: -5, max: 900 }).map(String), nasty)),
    }),
    storesNothing: () => true,
  },
  {
    // A join link or invitation nobody sent: a well-formed request from a signed-in person counts
    // toward the joining limits before the token is looked up (as signing in does); the rest
    // store nothing.
    name: "/teams/join/:token, /teams/invitations/:token",
    path: fc
      .tuple(
        fc.constantFrom("join", "invitations"),
        nasty.map((token) => encodeURIComponent(wellFormed(token.slice(0, 200))) || "x"),
      )
      .map(([kind, token]) => `/teams/${kind}/${token}`),
    // ("sign-out", which ends the session to come back with another address, is left out: it
    // would end the fuzz user's session for the routes after it.)
    values: fc.record({ intent: maybe(fc.oneof(fc.constant("join"), nasty)) }),
    storesNothing: (values, identity) => identity !== "user" || values.intent !== "join",
  },
  {
    name: "/billing/manage",
    path: fc.constant("/billing/manage"),
    values: fc.record({ anything: maybe(nasty) }),
    storesNothing: () => true,
  },
  {
    // The footer's theme switch: sets a cookie and stores nothing anywhere (decision 026).
    name: "/theme",
    path: fc.constant("/theme"),
    values: fc.record({
      theme: maybe(fc.oneof(fc.constantFrom("system", "light", "dark", "DARK", " dark"), nasty)),
      returnTo: maybe(
        fc.oneof(
          nasty,
          fc.constantFrom(
            "/about#theme-switch",
            "//evil.example",
            "/\\evil.example",
            "https://evil.example",
            "/%2e//evil.example",
          ),
        ),
      ),
    }),
    storesNothing: () => true,
  },
];

// --- JSON routes ----------------------------------------------------------------------------------

const answerValue = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 7 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(0, 8, 3.5, "4", null, [], {}, -0, 1e308, true) },
);

const responses = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(...questions.map(() => answerValue))
      .map((values) =>
        Object.fromEntries(values.map((value, index) => [questions[index]!.id, value])),
      ),
  },
  {
    weight: 2,
    arbitrary: fc.dictionary(
      fc.oneof(fc.integer({ min: -5, max: 70 }).map(String), nasty),
      answerValue,
      { maxKeys: 70 },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const submission = fc.record(
  {
    submissionId: fc.oneof(fc.uuid(), nasty, fc.jsonValue({ maxDepth: 1 })),
    responses,
    personalityType: fc.constantFrom("INTJ-A", "<script>", "' OR 1=1"),
  },
  { requiredKeys: [] },
);

const checkout = fc.record(
  {
    item: fc.oneof(fc.constantFrom("premium-report", ...plans.map((plan) => plan.id)), nasty),
    from: fc.oneof(fc.constantFrom("pricing", "personality-test", "results"), nasty),
    testSessionId: fc.oneof(fc.uuid(), nasty),
    price: fc.integer(),
  },
  { requiredKeys: [] },
);

export interface JsonRoute {
  name: string;
  path: string;
  value: fc.Arbitrary<unknown>;
  storesNothing(value: unknown, identity: Identity): boolean;
}

export const jsonRoutes: JsonRoute[] = [
  {
    name: "/api/score",
    path: "/api/score",
    value: fc.oneof(submission, fc.jsonValue()),
    storesNothing: () => true,
  },
  {
    name: "/api/test-sessions",
    path: "/api/test-sessions",
    value: fc.oneof(submission, fc.jsonValue()),
    storesNothing: (value, identity) => {
      if (identity !== "user") return true;
      const parsed = parseSubmission(value);
      return !parsed.ok || !parsed.submission.submissionId;
    },
  },
  {
    name: "/api/public-results",
    path: "/api/public-results",
    value: fc.oneof(
      fc.record(
        {
          responses,
          sessionId: fc.oneof(fc.uuid(), nasty),
          displayName: fc.oneof(nasty, fc.jsonValue({ maxDepth: 1 })),
          indexable: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    ),
    // A visitor's valid answers publish a page; a signed-in user's saved-result request counts
    // toward the limit (the fuzz users have no saved result, so nothing is published).
    storesNothing: (value, identity) => {
      if (!value || typeof value !== "object" || Array.isArray(value)) return true;
      if (!makePublishChoicesSchema(englishTranslate()).safeParse(value).success) return true;
      if ("sessionId" in value) return identity !== "user";
      return !parseSubmission(value).ok;
    },
  },
  {
    name: "/api/statistics/contributions",
    path: "/api/statistics/contributions",
    value: fc.oneof(
      fc.record(
        {
          intent: fc.oneof(fc.constantFrom("add", "withdraw", "account"), nasty),
          submissionId: fc.oneof(fc.uuid(), nasty),
          responses,
          locale: fc.oneof(fc.constantFrom("en", "ar", "xx"), nasty),
          contributorId: fc.oneof(fc.uuid(), nasty),
          on: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    ),
    // Every valid request is counted against the address's limit (a rate_limits row) before its
    // work, but the account choice asked without an account, which is refused first (401).
    storesNothing: (value, identity) => {
      const codes = servedLocales.map((locale) => locale.code);
      const parsed = parseContributionBody(value, english, codes);
      if (!parsed.ok) return true;
      return parsed.body.intent === "account" && identity !== "user";
    },
  },
  {
    name: "/api/billing/checkout",
    path: "/api/billing/checkout",
    value: fc.oneof(checkout, fc.jsonValue()),
    // A valid plan would open a checkout (a row); the report needs a saved result, and there is none.
    storesNothing: (value, identity) => {
      if (identity !== "user") return true;
      const parsed = checkoutInput.safeParse(value);
      return !parsed.success || parsed.data.item === "premium-report";
    },
  },
  {
    name: "/api/billing/webhook",
    path: "/api/billing/webhook",
    value: fc.jsonValue(),
    storesNothing: () => true,
  },
];

export const resourceRoutes = [
  "/healthz",
  "/sitemap.xml",
  "/robots.txt",
  "/account/data/download",
  // Preview images (decision 030): a drawn page card, and a result card whose scores come from
  // the query, which the fuzzer fills with its own (a valid one would count against the rate
  // limit, a stored row).
  "/og/type/intj.png",
  "/og/result/INTJ-A.png",
  // The result PDF (decision 036), from the query's type and scores in the same way.
  "/personality-test/results/pdf",
  "/ar/personality-test/results/pdf",
];
