import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { notFound } from "~/admin/guard.server";
import { countMembers, currentTeamSubscription } from "~/billing/team-checkout.server";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { listTeamSubscriptions, type Subscription } from "~/db/subscriptions.server";
import { canManage, requireTeamMember } from "./guard.server";
import { teamCapacity } from "./teams.server";

/**
 * A team's plan as its plan page reads it (issue 23, decision 042): its members, the capacity its
 * plan gives (`teamCapacity`, the rule joining follows), its current subscription and who pays
 * for it. Nothing here writes: every change goes through the provider and the state machine.
 */
export interface TeamPlanState {
  members: number;
  capacity: number;
  subscription: Subscription | null;
  payer: { id: string; name: string } | null;
}

export async function loadTeamPlan(
  db: Database,
  teamId: string,
  now = new Date(),
): Promise<TeamPlanState> {
  const [rows, members, capacity] = await Promise.all([
    listTeamSubscriptions(db, teamId),
    countMembers(db, teamId),
    teamCapacity(db, teamId, now),
  ]);
  const subscription = currentTeamSubscription(rows, now);
  let payer: TeamPlanState["payer"] = null;
  if (subscription) {
    const [row] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, subscription.userId));
    payer = row ?? null;
  }
  return { members, capacity, subscription, payer };
}

/**
 * Whether the plan's seats can be changed or its renewal cancelled from the page now: a plan
 * bought through the provider the site runs on, paid and not ended by the provider.
 */
export function planIsChangeable(subscription: Subscription, mode: "stripe" | "sandbox") {
  return (
    subscription.provider === mode &&
    subscription.endedAt === null &&
    subscription.currentPeriodEnd !== null &&
    (subscription.status === "active" || subscription.status === "trialing")
  );
}

/**
 * The plan page's request: the team's owner or an admin, and the team's plan. Everyone else gets
 * the site's 404 page, members too: the plan is the managers' (the section nav does not list it
 * for members).
 */
export async function guardedPlan(
  request: Request,
  context: AppLoadContext,
  teamId: string | undefined,
) {
  const { user, team, role } = await requireTeamMember(request, context, teamId);
  if (!canManage(role)) throw notFound();
  return { user, team, role, state: await loadTeamPlan(context.db, team.id) };
}
