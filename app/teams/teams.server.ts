import { and, asc, eq, gt, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { isUuid } from "~/db/test-sessions.server";
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
import type { MessageKey } from "~/i18n/english";
import { hashToken, newToken } from "~/lib/tokens.server";
import { teamLimits } from "./team-limits";

/**
 * Teams, their members, invitations and shares (issue 23, decision 042). Every change that an
 * action asks for checks the acting member's role here, in the transaction that makes it, and
 * refuses with a message the page can show (`TeamRefusal`); who may see a team at all is the
 * route guard's question.
 */

export type Team = typeof teams.$inferSelect;

/** The messages a refusal can say: the `teams:refusal.*` keys of the catalogue. */
export type TeamRefusalKey = Extract<MessageKey, `teams:refusal.${string}`>;

/**
 * A refusal the person can read: nothing has changed, and the page shows the message of `key`
 * in its own language (`t(refusal.key)`). The error's `message` is the key, for logs and tests.
 */
export class TeamRefusal extends Error {
  constructor(readonly key: TeamRefusalKey) {
    super(key);
    this.name = "TeamRefusal";
  }
}

export { teamLimits };

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

/** A team's name, or null when there is no such team. */
export async function findTeamName(db: Database, teamId: string): Promise<string | null> {
  const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row?.name ?? null;
}

/** A member's name and role in the team, or null when they are not in it. */
export async function findMember(db: Database, teamId: string, userId: string) {
  const [row] = await db
    .select({ name: users.name, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row ?? null;
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
 * team row is locked first, so two people joining at once cannot both take the last seat. The
 * invitations to their address that were still open count as answered.
 */
async function addMember(tx: Executor, teamId: string, userId: string, now: Date) {
  const [team] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for("update");
  if (!team) throw new TeamRefusal("teams:refusal.gone");
  if ((await findRole(tx, teamId, userId)) !== null) return "already a member" as const;
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  if (count >= (await teamCapacity(tx, teamId, now))) {
    throw new TeamRefusal("teams:refusal.full");
  }
  await tx.insert(teamMembers).values({ teamId, userId, role: "member" });
  // Someone who joins by the link while an invitation to their address waits has answered it:
  // it leaves the "invited" list, and its link says it was used.
  await tx
    .update(teamInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.withdrawnAt),
        sql`${teamInvitations.email} = (select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
      ),
    );
  return "joined" as const;
}

// ---------------------------------------------------------------------------------------------
// Invitations by e-mail and the join link.

export type InvitationState =
  | {
      state: "open";
      teamId: string;
      teamName: string;
      email: string;
      /** Who sent it, by name; null once their account is gone. */
      inviterName: string | null;
      expiresAt: Date;
    }
  | { state: "expired" | "withdrawn" | "used"; teamId: string; teamName: string }
  | { state: "unknown" };

/** An invitation just stored, with the token for its mail's link (stored only hashed). */
export interface NewInvitation {
  invitationId: string;
  email: string;
  token: string;
}

/** A new invitation to `email`; returns the token for the mail's link (stored only hashed). */
export async function inviteByEmail(
  db: Database,
  input: { teamId: string; invitedBy: string; email: string },
  now = new Date(),
): Promise<{ token: string; invitationId: string }> {
  const [invitation] = await inviteByEmails(
    db,
    { teamId: input.teamId, invitedBy: input.invitedBy, emails: [input.email] },
    { now },
  );
  if (!invitation) throw new Error("The invitation was not stored.");
  return { token: invitation.token, invitationId: invitation.invitationId };
}

/**
 * Invitations to each address (admins and the owner), in one transaction: an address that already
 * has an open invitation to this team gets a new one in its place, so the list holds one per
 * address and only the newest link works. `afterEach` runs in the same transaction for each
 * invitation (queueing its mail), so an invitation is stored if and only if its mail is queued.
 */
export async function inviteByEmails(
  db: Database,
  input: { teamId: string; invitedBy: string; emails: readonly string[] },
  {
    now = new Date(),
    afterEach,
  }: { now?: Date; afterEach?: (tx: Executor, invitation: NewInvitation) => Promise<void> } = {},
): Promise<NewInvitation[]> {
  const emails = [...new Set(input.emails.map((email) => email.trim().toLowerCase()))];
  return db.transaction(async (tx) => {
    await requireRole(tx, input.teamId, input.invitedBy, ["owner", "admin"]);
    const created: NewInvitation[] = [];
    for (const email of emails) {
      await tx
        .update(teamInvitations)
        .set({ withdrawnAt: now })
        .where(and(eq(teamInvitations.teamId, input.teamId), openInvitationTo(email, now)));
      const token = newToken();
      const [row] = await tx
        .insert(teamInvitations)
        .values({
          teamId: input.teamId,
          email,
          tokenHash: hashToken(token),
          invitedBy: input.invitedBy,
          createdAt: now,
          expiresAt: new Date(now.getTime() + teamLimits.invitationDays * dayMs),
        })
        .returning({ id: teamInvitations.id });
      if (!row) throw new Error("The invitation was not stored.");
      const invitation = { invitationId: row.id, email, token };
      await afterEach?.(tx, invitation);
      created.push(invitation);
    }
    return created;
  });
}

/** An invitation to `email` that is neither accepted, withdrawn nor expired at `now`. */
function openInvitationTo(email: string, now: Date) {
  return and(
    eq(teamInvitations.email, email),
    isNull(teamInvitations.acceptedAt),
    isNull(teamInvitations.withdrawnAt),
    gt(teamInvitations.expiresAt, now),
  );
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
      inviterName: users.name,
      expiresAt: teamInvitations.expiresAt,
      acceptedAt: teamInvitations.acceptedAt,
      withdrawnAt: teamInvitations.withdrawnAt,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(eq(teamInvitations.tokenHash, hashToken(token)));
  if (!row) return { state: "unknown" };
  const { teamId, teamName } = row;
  if (row.acceptedAt) return { state: "used", teamId, teamName };
  if (row.withdrawnAt) return { state: "withdrawn", teamId, teamName };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired", teamId, teamName };
  return {
    state: "open",
    teamId,
    teamName,
    email: row.email,
    inviterName: row.inviterName,
    expiresAt: row.expiresAt,
  };
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
  return acceptWhere(db, eq(teamInvitations.tokenHash, hashToken(token)), userId, now);
}

/**
 * Accepts an invitation by its id, from the list of invitations addressed to the person (/teams):
 * the same checks as by its link, the address first among them, so an id alone opens nothing.
 */
export async function acceptInvitationById(
  db: Database,
  invitationId: string,
  userId: string,
  now = new Date(),
): Promise<string> {
  if (!isUuid(invitationId)) throw new TeamRefusal("teams:refusal.invitationUnknown");
  return acceptWhere(db, eq(teamInvitations.id, invitationId.toLowerCase()), userId, now);
}

async function acceptWhere(db: Database, which: SQL, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [invitation] = await tx.select().from(teamInvitations).where(which).for("update");
    if (!invitation) throw new TeamRefusal("teams:refusal.invitationUnknown");
    const [person] = await tx
      .select({ email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId));
    // The invited person who already used it (twice-clicked, say) is simply in the team.
    if (invitation.acceptedAt && (await findRole(tx, invitation.teamId, userId)) !== null) {
      return invitation.teamId;
    }
    if (invitation.acceptedAt) throw new TeamRefusal("teams:refusal.invitationUsed");
    if (invitation.withdrawnAt) throw new TeamRefusal("teams:refusal.invitationWithdrawn");
    if (invitation.expiresAt.getTime() <= now.getTime()) {
      throw new TeamRefusal("teams:refusal.invitationExpired");
    }
    if (!person || person.email.toLowerCase() !== invitation.email) {
      throw new TeamRefusal("teams:refusal.invitationOtherAddress");
    }
    if (!person.emailVerified) throw new TeamRefusal("teams:refusal.invitationUnconfirmed");
    await addMember(tx, invitation.teamId, userId, now);
    await tx
      .update(teamInvitations)
      .set({ acceptedAt: now })
      .where(eq(teamInvitations.id, invitation.id));
    return invitation.teamId;
  });
}

/** Open invitations addressed to `email`, newest first, for that person's list of teams. */
export async function listInvitationsFor(db: Database, email: string, now = new Date()) {
  return db
    .select({
      id: teamInvitations.id,
      teamId: teamInvitations.teamId,
      teamName: teams.name,
      inviterName: users.name,
      createdAt: teamInvitations.createdAt,
      expiresAt: teamInvitations.expiresAt,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(openInvitationTo(email.trim().toLowerCase(), now))
    .orderBy(sql`${teamInvitations.createdAt} desc`, asc(teamInvitations.id));
}

/** Withdraws an invitation not yet accepted (admins and the owner). */
export async function withdrawInvitation(
  db: Database,
  input: { teamId: string; actorId: string; invitationId: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireRole(tx, input.teamId, input.actorId, ["owner", "admin"]);
    if (!isUuid(input.invitationId)) return;
    await tx
      .update(teamInvitations)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(teamInvitations.id, input.invitationId.toLowerCase()),
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
 * Returns the token for the link; only its hash is kept, so the link can be shown only now.
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

/**
 * Turns the join link off (admins and the owner). Its hash stays, without an expiry, so the link
 * says it was turned off rather than that it is unknown; renewing replaces it.
 */
export async function turnOffJoinLink(
  db: Database,
  input: { teamId: string; actorId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireRole(tx, input.teamId, input.actorId, ["owner", "admin"]);
    await tx.update(teams).set({ linkExpiresAt: null }).where(eq(teams.id, input.teamId));
  });
}

/** The join link as its team's admins see it: none made, turned off, working until, expired. */
export type JoinLinkStatus =
  { state: "none" | "off" } | { state: "on" | "expired"; expiresAt: Date };

export async function joinLinkStatus(
  db: Database,
  teamId: string,
  now = new Date(),
): Promise<JoinLinkStatus> {
  const [team] = await db
    .select({ hash: teams.linkTokenHash, expiresAt: teams.linkExpiresAt })
    .from(teams)
    .where(eq(teams.id, teamId));
  if (!team?.hash) return { state: "none" };
  if (!team.expiresAt) return { state: "off" };
  const state = team.expiresAt.getTime() > now.getTime() ? "on" : "expired";
  return { state, expiresAt: team.expiresAt };
}

export type JoinLinkState =
  | { state: "open"; teamId: string; teamName: string; expiresAt: Date }
  | { state: "expired" | "off"; teamId: string; teamName: string }
  | { state: "unknown" };

/**
 * What a join link leads to. A link turned off says so; a renewed one is unknown, as its hash is
 * gone (as is a token that was never ours).
 */
export async function findJoinLink(
  db: Executor,
  token: string,
  now = new Date(),
  { lock = false } = {},
): Promise<JoinLinkState> {
  const query = db
    .select({ id: teams.id, name: teams.name, expiresAt: teams.linkExpiresAt })
    .from(teams)
    .where(eq(teams.linkTokenHash, hashToken(token)));
  const [team] = await (lock ? query.for("update") : query);
  if (!team) return { state: "unknown" };
  if (!team.expiresAt) return { state: "off", teamId: team.id, teamName: team.name };
  if (team.expiresAt.getTime() <= now.getTime()) {
    return { state: "expired", teamId: team.id, teamName: team.name };
  }
  return { state: "open", teamId: team.id, teamName: team.name, expiresAt: team.expiresAt };
}

/**
 * Joins the team of an open join link. Returns the team's id. The link is read with the team's
 * row locked, in the transaction that adds the member, so a link turned off or renewed a moment
 * earlier lets nobody in.
 */
export async function joinByLink(
  db: Database,
  token: string,
  userId: string,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const link = await findJoinLink(tx, token, now, { lock: true });
    if (link.state === "unknown") throw new TeamRefusal("teams:refusal.linkUnknown");
    if (link.state === "off") throw new TeamRefusal("teams:refusal.linkOff");
    if (link.state === "expired") throw new TeamRefusal("teams:refusal.linkExpired");
    await addMember(tx, link.teamId, userId, now);
    return link.teamId;
  });
}

/** Members and seats: how many the team has and how many it may have (`teamCapacity`). */
export async function teamSeats(db: Database, teamId: string, now = new Date()) {
  const [[row], capacity] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId)),
    teamCapacity(db, teamId, now),
  ]);
  const used = row?.count ?? 0;
  return { used, capacity, over: Math.max(0, used - capacity) };
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
): Promise<{ type: string }> {
  return db.transaction(async (tx) => {
    await requireRole(tx, input.teamId, input.userId, ["owner", "admin", "member"]);
    const [owned] = await tx
      .select({ id: testSessions.id, type: testSessions.personalityType })
      .from(testSessions)
      .where(and(eq(testSessions.id, input.testSessionId), eq(testSessions.userId, input.userId)));
    if (!owned) throw new TeamRefusal("teams:refusal.notYourResult");
    await tx
      .insert(teamShares)
      .values({ teamId: input.teamId, userId: input.userId, testSessionId: owned.id })
      .onConflictDoUpdate({
        target: [teamShares.teamId, teamShares.userId],
        set: { testSessionId: owned.id, sharedAt: sql`now()` },
      });
    return { type: owned.type };
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
 * remain: they hand the team on first (or delete it). An owner alone in it deletes the team by
 * leaving, which, as for `deleteTeam`, waits until its plan no longer runs.
 */
export async function leaveTeam(
  db: Database,
  teamId: string,
  userId: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await findRole(tx, teamId, userId);
    if (role === null) return;
    if (role === "owner") {
      const [other] = await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.userId, userId)))
        .limit(1);
      if (other) throw new TeamRefusal("teams:refusal.ownerLeaves");
      if (await planRuns(tx, teamId, now)) throw new TeamRefusal("teams:refusal.planRunning");
      await tx.delete(teams).where(eq(teams.id, teamId));
      return;
    }
    // Someone who left could no longer open the Plan page to stop paying for it.
    if (await planRuns(tx, teamId, now, userId)) throw new TeamRefusal("teams:refusal.payerLeaves");
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  });
}

/** Removes a member (admins and the owner; an admin only by the owner; never the owner). */
export async function removeMember(
  db: Database,
  input: { teamId: string; actorId: string; memberId: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const actorRole = await requireRole(tx, input.teamId, input.actorId, ["owner", "admin"]);
    const memberRole = await findRole(tx, input.teamId, input.memberId);
    if (memberRole === null) return;
    if (memberRole === "owner") throw new TeamRefusal("teams:refusal.ownerRemoved");
    if (memberRole === "admin" && actorRole !== "owner") {
      throw new TeamRefusal("teams:refusal.adminRemovedByOwner");
    }
    // Removed, the payer could no longer open the Plan page to stop paying for it.
    if (await planRuns(tx, input.teamId, now, input.memberId)) {
      throw new TeamRefusal("teams:refusal.payerRemoved");
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
    if (current === null) throw new TeamRefusal("teams:refusal.notAMember");
    if (input.memberId === input.actorId) {
      throw new TeamRefusal("teams:refusal.keepOneOwner");
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
    if (await planRuns(tx, input.teamId, now)) throw new TeamRefusal("teams:refusal.planRunning");
    await tx.delete(teams).where(eq(teams.id, input.teamId));
  });
}

/** Whether the team's plan still runs and will renew: it is cancelled before the team goes. */
/**
 * Whether the team's paid plan will renew (in force and not cancelled at the period's end); with
 * `payerId`, only a plan that person pays for.
 */
async function planRuns(
  tx: Executor,
  teamId: string,
  now: Date,
  payerId?: string,
): Promise<boolean> {
  const [running] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.teamId, teamId),
        payerId === undefined ? undefined : eq(subscriptions.userId, payerId),
        isNull(subscriptions.endedAt),
        sql`${subscriptions.status} in ('trialing', 'active', 'past_due')`,
        sql`(${subscriptions.currentPeriodEnd} is null or ${subscriptions.currentPeriodEnd} > ${now})`,
        eq(subscriptions.cancelAtPeriodEnd, false),
      ),
    )
    .limit(1);
  return running !== undefined;
}

/** The acting member's role, when it is one of `allowed`; else a refusal the page can show. */
async function requireRole(
  tx: Executor,
  teamId: string,
  userId: string,
  allowed: readonly TeamRole[],
): Promise<TeamRole> {
  const role = await findRole(tx, teamId, userId);
  if (role === null) throw new TeamRefusal("teams:refusal.notMember");
  if (!allowed.includes(role)) {
    throw new TeamRefusal(
      allowed.includes("admin") ? "teams:refusal.adminsOnly" : "teams:refusal.ownerOnly",
    );
  }
  return role;
}
