import { teamPlan } from "~/config/plans";
import type { Translate } from "~/i18n/translate";
import { z } from "~/lib/zod";

/**
 * The forms of a team's plan page (issue 23, decision 042), one zod schema each, checked in the
 * browser and again by the page's action, with `t` in the page's language. Each posts its name as
 * `intent`. The sandbox's card form asks for the seats with the same field (`seatsField`).
 */

/**
 * A number of seats from `min` to 500. Blank, words and fractions each get a sentence that says
 * what to type; `min` is the free team's 5 plus one, or the team's members when there are more.
 */
export function seatsField(t: Translate, { min, members }: { min: number; members?: number }) {
  const notANumber = t("teams:plan.seats.notNumber", { min, max: teamPlan.maxSeats });
  const tooFew =
    members !== undefined && members >= min
      ? t("teams:plan.seats.tooFewForMembers", { members, min })
      : t("teams:plan.seats.tooFew", { min, free: teamPlan.freeSeats });
  // A text field read as a number here, so each kind of wrong answer gets its own sentence.
  return z
    .string({ error: notANumber })
    .trim()
    .regex(/^[+-]?\d+(?:[.,]\d+)?$/, notANumber)
    .regex(/^[+-]?\d+$/, t("teams:plan.seats.whole"))
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, tooFew)
        .max(teamPlan.maxSeats, t("teams:plan.seats.tooMany", { max: teamPlan.maxSeats })),
    );
}

/** Buying the Teams plan: at least a seat for each member, and more than the free team. */
export const buySchema = (t: Translate, members: number) =>
  z.object({
    seats: seatsField(t, { min: Math.max(teamPlan.minSeats, members), members }),
  });

/**
 * Pricing a change of seats before it is made. Fewer seats than members is allowed: the members
 * stay, and nobody joins until there is room (the page says so before it is confirmed).
 */
export const seatPreviewSchema = (t: Translate) =>
  z.object({ seats: seatsField(t, { min: teamPlan.minSeats }) });

/**
 * Confirming a change priced on the page: the seats and the moment it was priced, both hidden
 * fields the page fills, checked against the plan as it is.
 */
export function seatChangeSchema(t: Translate) {
  const again = t("teams:plan.change.again");
  return z.object({
    from: z.number({ error: again }).int(again).positive(again),
    seats: z
      .number({ error: again })
      .int(again)
      .min(teamPlan.minSeats, again)
      .max(teamPlan.maxSeats, again),
    prorationDate: z.number({ error: again }).int(again).positive(again),
  });
}

/** Cancelling at the end of the paid period, or resuming: the button names which. */
export const renewalSchema = (t: Translate) =>
  z.object({
    choice: z.enum(["cancel", "resume"], { error: t("teams:plan.renewal.choose") }),
  });
