import type { Translate } from "~/i18n/translate";
import { z } from "~/lib/zod";
import { emailField, nameField, passwordMessage, passwordRule } from "~/auth/validation";

/**
 * The account area's forms, one zod schema each (decision 018), checked in the browser and again
 * by the action of the page that holds the form (decision 019), each made with the page's `t`
 * (decision 034). Blank reads as missing, so each field's "please enter" message is also its
 * message for a missing value.
 */

const yourPassword = (t: Translate, message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(passwordRule.max, t("account:errors.wrongPassword"));

const newPassword = (t: Translate) =>
  z
    .string({ error: t("account:errors.newPasswordMissing") })
    .min(passwordRule.min, passwordMessage(t))
    .max(passwordRule.max, passwordMessage(t));

export const makeNameSchema = (t: Translate) => z.object({ name: nameField(t) });

/**
 * A new address for the account (decision 024), with the current password: a session left open
 * on a shared computer is not enough to move the account to someone else's inbox.
 */
export const makeChangeEmailSchema = (t: Translate) =>
  z.object({
    newEmail: emailField(t, t("account:errors.newEmailMissing")),
    password: yourPassword(t, t("account:errors.currentPasswordMissing")),
  });

export const makeChangePasswordSchema = (t: Translate) =>
  z
    .object({
      currentPassword: yourPassword(t, t("account:errors.currentPasswordMissing")),
      newPassword: newPassword(t),
      confirmPassword: z.string({ error: t("auth:errors.passwordsDiffer") }).optional(),
    })
    .refine((value) => value.newPassword === value.confirmPassword, {
      path: ["confirmPassword"],
      message: t("auth:errors.passwordsDiffer"),
    });

/** Setting up two-factor, turning it off and making new backup codes each ask for the password. */
export const makePasswordCheckSchema = (t: Translate) =>
  z.object({
    password: yourPassword(t, t("auth:errors.passwordMissing")),
  });

export const makeConfirmCodeSchema = (t: Translate) => {
  const codeMessage = t("account:errors.codeFormat");
  return z.object({
    // Conform reads a blank value as missing at every step of the pipe ("  " too, once the spaces
    // are dropped), so each step says the same sentence for it.
    code: z
      .string({ error: codeMessage })
      .transform((code) => code.replace(/\s+/g, ""))
      .pipe(z.string({ error: codeMessage }).regex(/^\d{6}$/, codeMessage)),
  });
};

export const makeDeleteAccountSchema = (t: Translate) =>
  z.object({
    password: yourPassword(t, t("auth:errors.passwordMissing")),
    confirm: z
      .string({ error: t("account:errors.typeDelete") })
      .refine((value) => value === "DELETE", t("account:errors.typeDelete")),
  });

/**
 * The account's choice to give its results to the statistics (issue 22): the button pressed says
 * which way ("on" adds every saved result, "off" removes them all).
 */
export const makeStatisticsChoiceSchema = (t: Translate) =>
  z.object({
    choice: z.enum(["on", "off"], { error: t("consent:settings.choiceMissing") }),
  });
