import type { Translate } from "~/i18n/translate";
import { z } from "~/lib/zod";

/**
 * Field rules shared by the forms (in the browser) and the actions (on the server), one schema per
 * form (decision 018), each made with the page's `t` (the page's `useT()` in the browser,
 * `serverTranslate(locale)` in the action) so its messages are in the page's language (decision
 * 034). Passwords: 8 to 128 characters, no composition rules (departures #4, NIST SP 800-63B). A
 * blank field reaches a schema as missing (Conform drops empty values), so each field's "please
 * enter" message is also its message for a missing or non-text value.
 */
export const passwordRule = { min: 8, max: 128 } as const;

/** The length rule, said as the forms say it (a field's hint, and its error). */
export const passwordMessage = (t: Translate) => t("auth:errors.passwordLength", passwordRule);

export const emailField = (t: Translate, missing = t("auth:errors.emailMissing")) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(254, t("auth:errors.emailTooLong"))
    .pipe(z.email(t("auth:errors.emailInvalid")));

const password = (t: Translate) =>
  z
    .string({ error: t("auth:errors.passwordMissing") })
    .min(1, t("auth:errors.passwordMissing"))
    .min(passwordRule.min, passwordMessage(t))
    .max(passwordRule.max, passwordMessage(t));

export const nameField = (t: Translate) =>
  z
    .string({ error: t("auth:errors.nameMissing") })
    .trim()
    .min(1, t("auth:errors.nameMissing"))
    .max(100, t("auth:errors.nameTooLong", { max: 100 }));

export const makeSignInSchema = (t: Translate) =>
  z.object({
    email: emailField(t),
    password: password(t),
  });

export const makeSignUpSchema = (t: Translate) =>
  z.object({
    name: nameField(t),
    email: emailField(t),
    password: password(t),
  });

export const makeEmailSchema = (t: Translate) => z.object({ email: emailField(t) });

export const makeNewPasswordSchema = (t: Translate) =>
  z
    .object({
      password: password(t),
      // Blank reads as missing: it does not match either.
      confirmPassword: z.string({ error: t("auth:errors.passwordsDiffer") }).optional(),
    })
    .refine((value) => value.password === value.confirmPassword, {
      path: ["confirmPassword"],
      message: t("auth:errors.passwordsDiffer"),
    });

/**
 * The second step of signing in with two-factor on: a code from the authenticator app, or one of
 * the backup codes (`method`). Spaces are dropped ("123 456"); a blank code is asked for by name.
 */
export const makeTwoFactorSchema = (t: Translate) =>
  z
    .object({
      method: z.enum(["totp", "backup"]).catch("totp"),
      code: z
        .string()
        .optional()
        .catch("")
        .transform((code = "") => code.replace(/\s+/g, "")),
      trustDevice: z.boolean().optional().catch(false),
    })
    .superRefine((value, context) => {
      if (value.code) return;
      context.addIssue({
        code: "custom",
        path: ["code"],
        message:
          value.method === "backup"
            ? t("auth:errors.backupCodeMissing")
            : t("auth:errors.totpCodeMissing"),
      });
    });
