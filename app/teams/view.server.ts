import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { DimensionScores, Responses } from "~/assessment/scoring";
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
 * roles, the results they share and the count of open invitations, in one indexed query
 * (decision 042), and the composition computed from it in memory. A member's e-mail address is not
 * read here: the team sees names.
 */
export async function loadTeamView(
  db: Database,
  teamId: string,
  now = new Date(),
): Promise<TeamView> {
  // The open invitations are counted in the same statement (an uncorrelated subquery, which
  // PostgreSQL runs once), so a team page costs one round trip whatever the team's size.
  const invited = sql<number>`(
    select count(*)::int from ${teamInvitations}
    where ${and(
      eq(teamInvitations.teamId, teamId),
      isNull(teamInvitations.acceptedAt),
      isNull(teamInvitations.withdrawnAt),
      gt(teamInvitations.expiresAt, now),
    )}
  )`;
  // Each member's share as a subquery run per member (LIMIT 1 keeps PostgreSQL from flattening
  // it into a join): an index lookup on the share's key and one on the result's, so the plan stays
  // the same without table statistics. PGlite never gathers them (no autovacuum), and on its
  // default estimates a plain join compared every member with every share: 250,000 comparisons
  // and about 45 ms for a team of 500, against about 20 ms this way (docs/performance.md).
  const share = db
    .select({
      testSessionId: teamShares.testSessionId,
      sharedAt: teamShares.sharedAt,
      type: testSessions.personalityType,
      dimensions: testSessions.dimensions,
      completedAt: testSessions.completedAt,
    })
    .from(teamShares)
    .innerJoin(testSessions, eq(testSessions.id, teamShares.testSessionId))
    .where(
      and(eq(teamShares.teamId, teamMembers.teamId), eq(teamShares.userId, teamMembers.userId)),
    )
    .limit(1)
    .as("share");
  const rows = await db
    .select({
      userId: teamMembers.userId,
      name: users.name,
      role: teamMembers.role,
      joinedAt: teamMembers.joinedAt,
      testSessionId: share.testSessionId,
      sharedAt: share.sharedAt,
      type: share.type,
      dimensions: share.dimensions,
      completedAt: share.completedAt,
      invited,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoinLateral(share, sql`true`)
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId));
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
  return {
    members,
    composition: teamComposition(results),
    invitedCount: Number(rows[0]?.invited ?? 0),
  };
}

/**
 * The answers behind shared results of this team, by result id, for the measurement bands of a
 * comparison (decision 028): read only through the team's shares, so an id that is not shared
 * with this team gives nothing. At most the two a comparison shows.
 */
export async function loadSharedAnswers(
  db: Database,
  teamId: string,
  testSessionIds: readonly string[],
): Promise<Map<string, Responses>> {
  const ids = [...new Set(testSessionIds)].slice(0, 2);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: testSessions.id, responses: testSessions.responses })
    .from(teamShares)
    .innerJoin(testSessions, eq(testSessions.id, teamShares.testSessionId))
    .where(and(eq(teamShares.teamId, teamId), inArray(teamShares.testSessionId, ids)));
  return new Map(rows.map((row) => [row.id, row.responses as Responses]));
}
