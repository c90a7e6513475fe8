import { plans, type PlanId } from "~/config/plans";
import { z } from "~/lib/zod";

/**
 * The person page's forms (issue 22), one zod schema each, checked in the browser and again by
 * the action (decision 018). The operators' area is English only. Each action that changes access
 * or money asks for a reason and for the person's address typed out, so it works without
 * JavaScript and cannot be done by a slip of the mouse.
 */

export const personIntents = [
  "resend-verification",
  "sign-out-everywhere",
  "grant-premium",
  "remove-premium",
  "delete-account",
] as const;
export type PersonIntent = (typeof personIntents)[number];

export const reasonRule = { min: 3, max: 500 } as const;

const reason = z
  .string({ error: "Please give a reason." })
  .trim()
  .min(reasonRule.min, "Please give a reason of at least 3 characters.")
  .max(reasonRule.max, "Please keep the reason under 500 characters.");

/** The person's address typed again, compared without regard to case or surrounding spaces. */
const typedAddress = (email: string) =>
  z
    .string({ error: "Please type the person's e-mail address to confirm." })
    .max(320, "That is not the person's e-mail address.")
    .refine((typed) => typed.trim().toLowerCase() === email.toLowerCase(), {
      message: "That is not the person's e-mail address.",
    });

export const resendVerificationSchema = z.object({
  confirm: z.literal("yes", { error: "Tick the box to confirm." }),
});

/** Signing out everywhere, removing premium and deleting the account share one shape. */
export const confirmedActionSchema = (email: string) =>
  z.object({ reason, confirm: typedAddress(email) });

const planIds = plans.map((plan) => plan.id) as [PlanId, ...PlanId[]];

/** A day as a date input sends it, `2026-12-31`. */
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `2026-02-30` names a real day (Date would roll it over to 2 March). */
const isCalendarDay = (day: string) => {
  const date = endOfDay(day);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/** The last moment of a day, UTC: premium granted "until 31 December" lasts through that day. */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`);

export const grantPremiumSchema = (email: string, today: string) =>
  z.object({
    plan: z.enum(planIds, { error: "Choose a plan." }),
    until: z
      .string()
      .regex(dayPattern, "Give a date as year-month-day, or leave it empty for no end.")
      .refine((day) => isCalendarDay(day), {
        message: "That date does not exist.",
      })
      .refine((day) => day >= today, { message: "The end date cannot be in the past." })
      .optional(),
    reason,
    confirm: typedAddress(email),
  });

/** Today as year-month-day, UTC. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
