import { z } from "~/lib/zod";
import { passwordMessage, passwordRule } from "~/auth/validation";

/**
 * The account area's forms, one zod schema each (decision 018), checked in the browser and again
 * by the action of the page that holds the form (decision 019). Blank reads as missing, so each
 * field's "please enter" message is also its message for a missing value.
 */

const yourPassword = (message: string) =>
  z.string({ error: message }).min(1, message).max(passwordRule.max, "That password is not right.");

const newPassword = z
  .string({ error: "Please enter a new password." })
  .min(passwordRule.min, passwordMessage)
  .max(passwordRule.max, passwordMessage);

export const nameSchema = z.object({
  name: z
    .string({ error: "Please enter your full name." })
    .trim()
    .min(1, "Please enter your full name.")
    .max(100, "Please keep your name under 100 characters."),
});

/**
 * A new address for the account (decision 024), with the current password: a session left open
 * on a shared computer is not enough to move the account to someone else's inbox.
 */
export const changeEmailSchema = z.object({
  newEmail: z
    .string({ error: "Please enter your new email address." })
    .trim()
    .min(1, "Please enter your new email address.")
    .max(254, "That email address is too long.")
    .pipe(z.email("Please enter a valid email address, like name@example.com.")),
  password: yourPassword("Please enter your current password."),
});

export const changePasswordSchema = z
  .object({
    currentPassword: yourPassword("Please enter your current password."),
    newPassword,
    confirmPassword: z.string({ error: "The two passwords don't match." }).optional(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords don't match.",
  });

/** Setting up two-factor, turning it off and making new backup codes each ask for the password. */
export const passwordCheckSchema = z.object({
  password: yourPassword("Please enter your password."),
});

const codeMessage = "Enter the 6-digit code from your authenticator app.";

export const confirmCodeSchema = z.object({
  // Conform reads a blank value as missing at every step of the pipe ("  " too, once the spaces
  // are dropped), so each step says the same sentence for it.
  code: z
    .string({ error: codeMessage })
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string({ error: codeMessage }).regex(/^\d{6}$/, codeMessage)),
});

export const deleteAccountSchema = z.object({
  password: yourPassword("Please enter your password."),
  confirm: z
    .string({ error: "Type DELETE in capital letters to confirm." })
    .refine((value) => value === "DELETE", "Type DELETE in capital letters to confirm."),
});
