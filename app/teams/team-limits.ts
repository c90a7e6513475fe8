import { teamPlan } from "~/config/plans";

/**
 * A team's sizes and lengths (issue 23, decision 042), browser-safe: the forms' schemas check the
 * lengths before the data layer does, and the pages say the numbers.
 */
export const teamLimits = {
  nameLength: 80,
  descriptionLength: 500,
  /** Members of a team on the free plan (app/config/plans.ts). */
  freeSeats: teamPlan.freeSeats,
  /** Members of any team, whatever it pays for: the most seats sold. */
  maxMembers: teamPlan.maxSeats,
  /** How long an invitation or a join link works. */
  invitationDays: 14,
  /** The most addresses one invitation form takes. */
  addressesPerInvitationForm: 20,
} as const;
