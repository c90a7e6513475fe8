import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { DimensionScores } from "~/assessment/scoring";
import type { Database } from "~/db/client.server";
import {
  teamInvitations,
  teamMembers,
  teamShares,
  testSessions,
  users,
  type TeamRole,
} from "~/db/schema";
import { teamComposition, type SharedResult, type TeamComposition } from "./composition";

/** A member as the team's pages show them (issue 23). */
export interface TeamMemberView {
  userId: string;
  name: string;
  role: TeamRole;
  joinedAt: Date;
  /** The result this member shares with the team, or null while they share none. */
  shared: {
    testSessionId: string;
    type: string;
    dimensions: DimensionScores;
    completedAt: Date;
    sharedAt: Date;
  } | null;
}

export interface TeamView {
  /** Oldest member first: the owner, then in the order they joined. */
  members: TeamMemberView[];
  /** What the shared results add up to; `n` is how many members share one. */
  composition: TeamComposition;
  /** Open e-mail invitations: addresses are shown only to the team's admins and owner. */
  invitedCount: number;
}

/**
 * Everything a team's overview, its comparisons, its PDF and its summary read: the members, their
 * roles and the results they share, in one indexed query (decision 042), and the composition
 * computed from it in memory. A member's e-mail address is not read here: the team sees names.
 */
export async function loadTeamView(
  db: Database,
  teamId: string,
  now = new Date(),
): Promise<TeamView> {
  const [rows, invited] = await Promise.all([
    db
      .select({
        userId: teamMembers.userId,
        name: users.name,
        role: teamMembers.role,
        joinedAt: teamMembers.joinedAt,
        testSessionId: teamShares.testSessionId,
        sharedAt: teamShares.sharedAt,
        type: testSessions.personalityType,
        dimensions: testSessions.dimensions,
        completedAt: testSessions.completedAt,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .leftJoin(
        teamShares,
        and(eq(teamShares.teamId, teamMembers.teamId), eq(teamShares.userId, teamMembers.userId)),
      )
      .leftJoin(testSessions, eq(testSessions.id, teamShares.testSessionId))
      .where(eq(teamMembers.teamId, teamId))
      .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.teamId, teamId),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.withdrawnAt),
          gt(teamInvitations.expiresAt, now),
        ),
      ),
  ]);
  const members: TeamMemberView[] = rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    role: row.role,
    joinedAt: row.joinedAt,
    shared:
      row.testSessionId && row.type && row.dimensions && row.completedAt && row.sharedAt
        ? {
            testSessionId: row.testSessionId,
            type: row.type,
            dimensions: row.dimensions,
            completedAt: row.completedAt,
            sharedAt: row.sharedAt,
          }
        : null,
  }));
  const results: SharedResult[] = members.flatMap((member) =>
    member.shared
      ? [
          {
            memberId: member.userId,
            name: member.name,
            type: member.shared.type,
            dimensions: member.shared.dimensions,
          },
        ]
      : [],
  );
  return { members, composition: teamComposition(results), invitedCount: invited[0]?.count ?? 0 };
}
