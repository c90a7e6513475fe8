import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { teamInvitations, teamMembers, teams, teamShares } from "~/db/schema";

/**
 * What the data export holds of a person's teams (issue 23, decision 042): each team with their
 * role, when they joined and the result they share with it; the invitations they sent, and those
 * sent to their address. Never a token or its hash.
 */
export async function teamsExport(db: Database, userId: string, email: string | undefined) {
  const [memberships, sent, received] = await Promise.all([
    db
      .select({
        teamId: teams.id,
        name: teams.name,
        description: teams.description,
        role: teamMembers.role,
        joinedAt: teamMembers.joinedAt,
        sharedResultId: teamShares.testSessionId,
        sharedAt: teamShares.sharedAt,
      })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .leftJoin(
        teamShares,
        and(eq(teamShares.teamId, teamMembers.teamId), eq(teamShares.userId, teamMembers.userId)),
      )
      .where(eq(teamMembers.userId, userId))
      .orderBy(asc(teamMembers.joinedAt), asc(teams.id)),
    invitations(db, eq(teamInvitations.invitedBy, userId)),
    email
      ? invitations(db, eq(teamInvitations.email, email.trim().toLowerCase()))
      : Promise.resolve([]),
  ]);
  const invitation = (row: Awaited<ReturnType<typeof invitations>>[number]) => ({
    team: row.teamName,
    email: row.email,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  });
  return {
    teams: memberships.map((row) => ({
      id: row.teamId,
      name: row.name,
      description: row.description,
      role: row.role,
      joinedAt: row.joinedAt.toISOString(),
      sharedResult: row.sharedResultId
        ? { testResultId: row.sharedResultId, sharedAt: row.sharedAt?.toISOString() ?? null }
        : null,
    })),
    invitationsSent: sent.map(invitation),
    invitationsReceived: received.map(invitation),
  };
}

function invitations(db: Database, which: SQL) {
  return db
    .select({
      teamName: teams.name,
      email: teamInvitations.email,
      createdAt: teamInvitations.createdAt,
      expiresAt: teamInvitations.expiresAt,
      acceptedAt: teamInvitations.acceptedAt,
      withdrawnAt: teamInvitations.withdrawnAt,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(which)
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
}
