import { z } from "~/lib/zod";

/**
 * Field rules shared by the forms (in the browser) and the actions (on the server), one schema per
 * form (decision 018). Passwords: 8 to 128 characters, no composition rules (departures #4, NIST
 * SP 800-63B). A blank field reaches a schema as missing (Conform drops empty values), so each
 * field's "please enter" message is also its message for a missing or non-text value.
 */
export const passwordRule = { min: 8, max: 128 } as const;

export const passwordMessage = `Password must be ${passwordRule.min} to ${passwordRule.max} characters long.`;

const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address, like name@example.com."));

const password = z
  .string({ error: "Please enter your password." })
  .min(1, "Please enter your password.")
  .min(passwordRule.min, passwordMessage)
  .max(passwordRule.max, passwordMessage);

export const signInSchema = z.object({
  email,
  password,
});

export const signUpSchema = z.object({
  name: z
    .string({ error: "Please enter your full name." })
    .trim()
    .min(1, "Please enter your full name.")
    .max(100, "Please keep your name under 100 characters."),
  email,
  password,
});

export const emailSchema = z.object({ email });

export const newPasswordSchema = z
  .object({
    password,
    // Blank reads as missing: it does not match either.
    confirmPassword: z.string({ error: "The two passwords don't match." }).optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords don't match.",
  });

/**
 * The second step of signing in with two-factor on: a code from the authenticator app, or one of
 * the backup codes (`method`). Spaces are dropped ("123 456"); a blank code is asked for by name.
 */
export const twoFactorSchema = z
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
          ? "Please enter a backup code."
          : "Please enter the 6-digit code.",
    });
  });
