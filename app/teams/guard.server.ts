import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { notFound } from "~/admin/guard.server";
import { getSession, type SessionUser } from "~/auth/session.server";
import { teamMembers, teams, type TeamRole } from "~/db/schema";
import { isUuid } from "~/db/test-sessions.server";

/** A team page's request: who asks, in which team, with which role (issue 23, decision 042). */
export interface TeamAccess {
  user: SessionUser;
  team: { id: string; name: string; description: string; createdAt: Date };
  role: TeamRole;
}

/**
 * The member making this request, or the site's 404 page for everyone else: signed out, not a
 * member, a malformed or unknown team id. Every team loader and action starts here, so an address
 * never says whether a team exists to someone outside it. Asked of the database on every request,
 * so someone removed stops seeing the team at once.
 */
export async function requireTeamMember(
  request: Request,
  context: AppLoadContext,
  teamId: string | undefined,
): Promise<TeamAccess> {
  if (!teamId || !isUuid(teamId)) throw notFound();
  const { user } = await getSession(request, context);
  if (!user) throw notFound();
  const [row] = await context.db
    .select({
      id: teams.id,
      name: teams.name,
      description: teams.description,
      createdAt: teams.createdAt,
      role: teamMembers.role,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.teamId, teamId.toLowerCase()), eq(teamMembers.userId, user.id)))
    .limit(1);
  if (!row) throw notFound();
  const { role, ...team } = row;
  return { user, team, role };
}

/** Whether the role may invite, remove members, rename the team and change its seats. */
export const canManage = (role: TeamRole) => role === "owner" || role === "admin";
