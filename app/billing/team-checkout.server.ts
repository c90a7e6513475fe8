import { eq, sql } from "drizzle-orm";
import { teamPlan } from "~/config/plans";
import type { Database } from "~/db/client.server";
import type { MessageKey } from "~/i18n/english";
import { teamMembers } from "~/db/schema";
import { listTeamSubscriptions, type Subscription } from "~/db/subscriptions.server";
import { inAskerLanguage } from "~/lib/redirect.server";
import { findRole } from "~/teams/teams.server";
import { subscriptionInForce } from "./entitlements.server";
import type { BillingProvider } from "./provider.server";

/**
 * Buying the Teams plan for a team (issue 23, decision 042): by one of its owner or admins, who
 * pays (`subscriptions.user_id`), for at least as many seats as the team has members and more
 * than the free team's 5, at most 500, while the team has no plan in force. Asked when the
 * checkout starts and again when the sandbox's card form pays; Stripe's checkout is paid on
 * Stripe's page, so there the rule is the start's.
 */

export type TeamPurchaseRefusal = "not-manager" | "has-plan" | "too-few-seats" | "too-many-seats";

/** Each refusal in the words of the teams catalogue, with `members` and `max` to fill in. */
export const teamPurchaseRefusals = {
  "not-manager": "teams:plan.refused.notManager",
  "has-plan": "teams:plan.refused.hasPlan",
  "too-few-seats": "teams:plan.refused.tooFewSeats",
  "too-many-seats": "teams:plan.refused.tooManySeats",
} as const satisfies Record<TeamPurchaseRefusal, MessageKey>;

type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/** The seats a team of `members` may buy: more than the free team, and a seat for each member. */
export const minimumSeats = (members: number) => Math.max(teamPlan.minSeats, members);

/** How many members the team has. */
export async function countMembers(db: Executor, teamId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return row?.count ?? 0;
}

/**
 * The team's plan as its page shows it: the latest subscription in force at `now` (paid through
 * a period not yet over), the one whose seats the team holds; else null, the free team.
 */
export function currentTeamSubscription(
  rows: readonly Subscription[],
  now: Date,
): Subscription | null {
  return rows.find((row) => subscriptionInForce(row, now)) ?? null;
}

/** Why `userId` may not buy `seats` for the team now, or null when they may. */
export async function teamPurchaseRefusal(
  db: Executor,
  { teamId, userId, seats }: { teamId: string; userId: string; seats: number },
  now = new Date(),
): Promise<TeamPurchaseRefusal | null> {
  const role = await findRole(db, teamId, userId);
  if (role !== "owner" && role !== "admin") return "not-manager";
  const rows = await listTeamSubscriptions(db, teamId);
  if (rows.some((row) => subscriptionInForce(row, now))) return "has-plan";
  if (seats > teamPlan.maxSeats) return "too-many-seats";
  if (seats < minimumSeats(await countMembers(db, teamId))) return "too-few-seats";
  return null;
}

export type TeamCheckoutOutcome =
  { ok: true; url: string } | { ok: false; refusal: TeamPurchaseRefusal };

/**
 * Starts the checkout of the Teams plan for the team: Stripe Checkout for `seats` of the seat's
 * price, or the sandbox's card form with the seats to confirm. Back to the team's plan page
 * either way, in the language it was started from.
 */
export async function startTeamCheckout(
  services: { db: Database; billing: BillingProvider },
  user: { id: string; email: string },
  { teamId, seats }: { teamId: string; seats: number },
): Promise<TeamCheckoutOutcome> {
  const refusal = await teamPurchaseRefusal(services.db, { teamId, userId: user.id, seats });
  if (refusal) return { ok: false, refusal };
  const planPath = `/teams/${teamId}/plan`;
  const url = await services.billing.createCheckout({
    userId: user.id,
    email: user.email,
    item: teamPlan.id,
    team: { id: teamId, seats },
    successPath: inAskerLanguage(`${planPath}?checkout=success`),
    cancelPath: inAskerLanguage(planPath),
  });
  return { ok: true, url: inAskerLanguage(url) };
}
