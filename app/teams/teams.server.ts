import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { teamPlan } from "~/config/plans";
import type { Database } from "~/db/client.server";
import {
  subscriptions,
  teamInvitations,
  teamMembers,
  teams,
  teamShares,
  testSessions,
  users,
  type TeamRole,
} from "~/db/schema";
import { hashToken, newToken } from "~/lib/tokens.server";

/**
 * Teams, their members, invitations and shares (issue 23, decision 042). Every change that an
 * action asks for checks the acting member's role here, in the transaction that makes it, and
 * refuses with a sentence the page can show (`TeamRefusal`); who may see a team at all is the
 * route guard's question.
 */

export type Team = typeof teams.$inferSelect;

/** A refusal the person can read: the page shows the message and nothing has changed. */
export class TeamRefusal extends Error {}

export const teamLimits = {
  nameLength: 80,
  descriptionLength: 500,
  /** Members of a team on the free plan (app/config/plans.ts). */
  freeSeats: teamPlan.freeSeats,
  /** Members of any team, whatever it pays for: the most seats sold. */
  maxMembers: teamPlan.maxSeats,
  /** How long an invitation or a join link works. */
  invitationDays: 14,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/** A new team with `ownerId` as its owner. */
export async function createTeam(
  db: Database,
  ownerId: string,
  input: { name: string; description?: string },
): Promise<Team> {
  return db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({ name: input.name.trim(), description: input.description?.trim() ?? "" })
      .returning();
    if (!team) throw new Error("The team was not stored.");
    await tx.insert(teamMembers).values({ teamId: team.id, userId: ownerId, role: "owner" });
    return team;
  });
}

/** The person's role in the team, or null when they are not a member (or the team is gone). */
export async function findRole(db: Executor, teamId: string, userId: string) {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row?.role ?? null;
}

/** The teams a person belongs to, with their role and the member count, by name. */
export async function listTeamsOf(db: Database, userId: string) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      role: teamMembers.role,
      members: sql<number>`(select count(*)::int from ${teamMembers} m where m.team_id = ${teams.id})`,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teams.name), asc(teams.id));
}

/**
 * How many members the team may have at `now`: the seats of its Teams subscription while it is in
 * force (migration 0012's `subscription_in_force`, the premium check's rule), else the free team's
 * 5, and never more than 500.
 */
export async function teamCapacity(db: Executor, teamId: string, now = new Date()) {
  const [row] = await db
    .select({ seats: sql<number | null>`max(${subscriptions.seats})` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.teamId, teamId),
        sql`subscription_in_force(${subscriptions.status}, ${subscriptions.currentPeriodEnd}, ${now})`,
      ),
    );
  const paid = row?.seats ?? 0;
  return Math.min(teamLimits.maxMembers, Math.max(teamLimits.freeSeats, paid));
}

/**
 * Adds `userId` to the team unless it is full (or they are in it already: nothing changes). The
 * team row is locked first, so two people joining at once cannot both take the last seat.
 */
async function addMember(tx: Executor, teamId: string, userId: string, now: Date) {
  const [team] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for("update");
  if (!team) throw new TeamRefusal("This team no longer exists.");
  if ((await findRole(tx, teamId, userId)) !== null) return "already a member" as const;
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  if (count >= (await teamCapacity(tx, teamId, now))) {
    throw new TeamRefusal(
      "This team is full. Ask one of its admins to add seats or make room, then try again.",
    );
  }
  await tx.insert(teamMembers).values({ teamId, userId, role: "member" });
  return "joined" as const;
}

// ---------------------------------------------------------------------------------------------
// Invitations by e-mail and the join link.

export type InvitationState =
  | { state: "open"; teamId: string; teamName: string; email: string }
  | { state: "expired" | "withdrawn" | "used"; teamId: string; teamName: string }
  | { state: "unknown" };

/** A new invitation to `email`; returns the token for the mail's link (stored only hashed). */
export async function inviteByEmail(
  db: Database,
  input: { teamId: string; invitedBy: string; email: string },
  now = new Date(),
): Promise<{ token: string; invitationId: string }> {
  return db.transaction(async (tx) => {
    await requireRole(tx, input.teamId, input.invitedBy, ["owner", "admin"]);
    const token = newToken();
    const [row] = await tx
      .insert(teamInvitations)
      .values({
        teamId: input.teamId,
        email: input.email.trim().toLowerCase(),
        tokenHash: hashToken(token),
        invitedBy: input.invitedBy,
        expiresAt: new Date(now.getTime() + teamLimits.invitationDays * dayMs),
      })
      .returning({ id: teamInvitations.id });
    if (!row) throw new Error("The invitation was not stored.");
    return { token, invitationId: row.id };
  });
}

/** What an invitation's link leads to, without changing anything. */
export async function findInvitation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<InvitationState> {
  const [row] = await db
    .select({
      teamId: teamInvitations.teamId,
      teamName: teams.name,
      email: teamInvitations.email,
      expiresAt: teamInvitations.expiresAt,
      acceptedAt: teamInvitations.acceptedAt,
      withdrawnAt: teamInvitations.withdrawnAt,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(eq(teamInvitations.tokenHash, hashToken(token)));
  if (!row) return { state: "unknown" };
  const { teamId, teamName } = row;
  if (row.acceptedAt) return { state: "used", teamId, teamName };
  if (row.withdrawnAt) return { state: "withdrawn", teamId, teamName };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired", teamId, teamName };
  return { state: "open", teamId, teamName, email: row.email };
}

/**
 * Accepts an open invitation for the signed-in `userId`, whose verified address must be the
 * invited one. Returns the team's id.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  userId: string,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.tokenHash, hashToken(token)))
      .for("update");
    if (!invitation) throw new TeamRefusal("This invitation link is not one we sent.");
    if (invitation.acceptedAt) throw new TeamRefusal("This invitation has already been used.");
    if (invitation.withdrawnAt) throw new TeamRefusal("This invitation was withdrawn.");
    if (invitation.expiresAt.getTime() <= now.getTime()) {
      throw new TeamRefusal("This invitation has expired.");
    }
    const [person] = await tx
      .select({ email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId));
    if (!person?.emailVerified || person.email.toLowerCase() !== invitation.email) {
      throw new TeamRefusal(
        `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
      );
    }
    await addMember(tx, invitation.teamId, userId, now);
    await tx
      .update(teamInvitations)
      .set({ acceptedAt: now })
      .where(eq(teamInvitations.id, invitation.id));
    return invitation.teamId;
  });
}

/** Withdraws an invitation not yet accepted (admins and the owner). */
export async function withdrawInvitation(
  db: Database,
  input: { teamId: string; actorId: string; invitationId: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireRole(tx, input.teamId, input.actorId, ["owner", "admin"]);
    await tx
      .update(teamInvitations)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(teamInvitations.id, input.invitationId),
          eq(teamInvitations.teamId, input.teamId),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.withdrawnAt),
        ),
      );
  });
}

/** Invitations still open, newest first: the members page's "invited" list. */
export async function listOpenInvitations(db: Database, teamId: string, now = new Date()) {
  return db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      createdAt: teamInvitations.createdAt,
      expiresAt: teamInvitations.expiresAt,
    })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.withdrawnAt),
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .orderBy(sql`${teamInvitations.createdAt} desc`);
}

/**
 * A new join link for the team (admins and the owner): the old one, if any, stops working at once.
 * Returns the token for the link; only its hash is kept.
 */
export async function renewJoinLink(
  db: Database,
  input: { teamId: string; actorId: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    await requireRole(tx, input.teamId, input.actorId, ["owner", "admin"]);
    const token = newToken();
    const expiresAt = new Date(now.getTime() + teamLimits.invitationDays * dayMs);
    await tx
      .update(teams)
      .set({ linkTokenHash: hashToken(token), linkExpiresAt: expiresAt })
      .where(eq(teams.id, input.teamId));
    return { token, expiresAt };
  });
}

/** Turns the join link off (admins and the owner). */
export async function turnOffJoinLink(
  db: Database,
  input: { teamId: string; actorId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireRole(tx, input.teamId, input.actorId, ["owner", "admin"]);
    await tx
      .update(teams)
      .set({ linkTokenHash: null, linkExpiresAt: null })
      .where(eq(teams.id, input.teamId));
  });
}

export type JoinLinkState =
  | { state: "open"; teamId: string; teamName: string }
  | { state: "expired"; teamId: string; teamName: string }
  | { state: "unknown" };

/** What a join link leads to. A link turned off or renewed is unknown: its hash is gone. */
export async function findJoinLink(
  db: Database,
  token: string,
  now = new Date(),
): Promise<JoinLinkState> {
  const [team] = await db
    .select({ id: teams.id, name: teams.name, expiresAt: teams.linkExpiresAt })
    .from(teams)
    .where(eq(teams.linkTokenHash, hashToken(token)));
  if (!team) return { state: "unknown" };
  if (!team.expiresAt || team.expiresAt.getTime() <= now.getTime()) {
    return { state: "expired", teamId: team.id, teamName: team.name };
  }
  return { state: "open", teamId: team.id, teamName: team.name };
}

/** Joins the team of an open join link. Returns the team's id. */
export async function joinByLink(
  db: Database,
  token: string,
  userId: string,
  now = new Date(),
): Promise<string> {
  const link = await findJoinLink(db, token, now);
  if (link.state === "unknown") {
    throw new TeamRefusal("This join link was turned off or replaced by a newer one.");
  }
  if (link.state === "expired") throw new TeamRefusal("This join link has expired.");
  await db.transaction((tx) => addMember(tx, link.teamId, userId, now));
  return link.teamId;
}

// ---------------------------------------------------------------------------------------------
// Shares, leaving, roles.

/**
 * Shares one of the member's own saved results with the team, in place of any shared before. A
 * result that is not theirs (or no longer exists) is refused.
 */
export async function shareResult(
  db: Database,
  input: { teamId: string; userId: string; testSessionId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireRole(tx, input.teamId, input.userId, ["owner", "admin", "member"]);
    const [owned] = await tx
      .select({ id: testSessions.id })
      .from(testSessions)
      .where(and(eq(testSessions.id, input.testSessionId), eq(testSessions.userId, input.userId)));
    if (!owned) throw new TeamRefusal("Choose one of your own saved results.");
    await tx
      .insert(teamShares)
      .values({ teamId: input.teamId, userId: input.userId, testSessionId: owned.id })
      .onConflictDoUpdate({
        target: [teamShares.teamId, teamShares.userId],
        set: { testSessionId: owned.id, sharedAt: sql`now()` },
      });
  });
}

/** Stops sharing: the team's pages no longer show the member's result from the next request. */
export async function stopSharing(db: Database, teamId: string, userId: string): Promise<void> {
  await db
    .delete(teamShares)
    .where(and(eq(teamShares.teamId, teamId), eq(teamShares.userId, userId)));
}

/**
 * Leaves the team, and with it what the member shared. The owner cannot leave while others
 * remain: they hand the team on first (or delete it).
 */
export async function leaveTeam(db: Database, teamId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await findRole(tx, teamId, userId);
    if (role === null) return;
    if (role === "owner") {
      const [other] = await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.userId, userId)))
        .limit(1);
      if (other) {
        throw new TeamRefusal(
          "You own this team. Make another member the owner before you leave, or delete the team.",
        );
      }
      await tx.delete(teams).where(eq(teams.id, teamId));
      return;
    }
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  });
}

/** Removes a member (admins and the owner; an admin only by the owner; never the owner). */
export async function removeMember(
  db: Database,
  input: { teamId: string; actorId: string; memberId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const actorRole = await requireRole(tx, input.teamId, input.actorId, ["owner", "admin"]);
    const memberRole = await findRole(tx, input.teamId, input.memberId);
    if (memberRole === null) return;
    if (memberRole === "owner") throw new TeamRefusal("The owner cannot be removed.");
    if (memberRole === "admin" && actorRole !== "owner") {
      throw new TeamRefusal("Only the owner can remove an admin.");
    }
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, input.teamId), eq(teamMembers.userId, input.memberId)));
  });
}

/**
 * Changes a member's role (the owner only). Making someone the owner hands the team on: the
 * previous owner becomes an admin.
 */
export async function setRole(
  db: Database,
  input: { teamId: string; actorId: string; memberId: string; role: TeamRole },
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireRole(tx, input.teamId, input.actorId, ["owner"]);
    const current = await findRole(tx, input.teamId, input.memberId);
    if (current === null) throw new TeamRefusal("That person is not a member of this team.");
    if (input.memberId === input.actorId) {
      throw new TeamRefusal("Make another member the owner instead; the team keeps one owner.");
    }
    if (input.role === "owner") {
      await tx
        .update(teamMembers)
        .set({ role: "admin" })
        .where(and(eq(teamMembers.teamId, input.teamId), eq(teamMembers.userId, input.actorId)));
    }
    await tx
      .update(teamMembers)
      .set({ role: input.role })
      .where(and(eq(teamMembers.teamId, input.teamId), eq(teamMembers.userId, input.memberId)));
  });
}

/** Renames the team or changes its description (admins and the owner). */
export async function renameTeam(
  db: Database,
  input: { teamId: string; actorId: string; name: string; description: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireRole(tx, input.teamId, input.actorId, ["owner", "admin"]);
    await tx
      .update(teams)
      .set({ name: input.name.trim(), description: input.description.trim() })
      .where(eq(teams.id, input.teamId));
  });
}

/**
 * Deletes the team with its memberships, shares and invitations (the owner only). A team whose
 * paid plan still runs is not deleted: its seats are cancelled first, so nobody is charged for a
 * team that no longer exists.
 */
export async function deleteTeam(
  db: Database,
  input: { teamId: string; actorId: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireRole(tx, input.teamId, input.actorId, ["owner"]);
    const [running] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.teamId, input.teamId),
          isNull(subscriptions.endedAt),
          sql`${subscriptions.status} in ('trialing', 'active', 'past_due')`,
          sql`(${subscriptions.currentPeriodEnd} is null or ${subscriptions.currentPeriodEnd} > ${now})`,
          eq(subscriptions.cancelAtPeriodEnd, false),
        ),
      )
      .limit(1);
    if (running) {
      throw new TeamRefusal(
        "This team's plan is still running. Cancel it on the team's billing page, then delete the team.",
      );
    }
    await tx.delete(teams).where(eq(teams.id, input.teamId));
  });
}

/** The acting member's role, when it is one of `allowed`; else a refusal the page can show. */
async function requireRole(
  tx: Executor,
  teamId: string,
  userId: string,
  allowed: readonly TeamRole[],
): Promise<TeamRole> {
  const role = await findRole(tx, teamId, userId);
  if (role === null) throw new TeamRefusal("You are not a member of this team.");
  if (!allowed.includes(role)) {
    throw new TeamRefusal(
      allowed.includes("admin")
        ? "Only the team's admins can do that."
        : "Only the team's owner can do that.",
    );
  }
  return role;
}
