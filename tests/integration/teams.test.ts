import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { entitlementsFrom } from "~/billing/entitlements.server";
import { selectRows } from "~/db/client.server";
import { subscriptions, teamMembers, teams, teamShares, testSessions, users } from "~/db/schema";
import {
  acceptInvitation,
  createTeam,
  deleteTeam,
  findInvitation,
  findJoinLink,
  findRole,
  inviteByEmail,
  joinByLink,
  leaveTeam,
  listOpenInvitations,
  listTeamsOf,
  removeMember,
  renewJoinLink,
  setRole,
  shareResult,
  stopSharing,
  teamCapacity,
  TeamRefusal,
  turnOffJoinLink,
  withdrawInvitation,
} from "~/teams/teams.server";
import { databaseTargets, freshDatabase } from "../support/databases";
import { insertSavedResult } from "../support/saved-result";

const day = 24 * 60 * 60 * 1000;

describe.each(databaseTargets)("teams on $name (decision 042)", (target) => {
  const database = freshDatabase(target);
  const db = () => database().db;

  async function person(label = "member", { verified = true } = {}) {
    const id = crypto.randomUUID();
    const email = `${label}-${id.slice(0, 8)}@example.com`;
    await db().insert(users).values({ id, name: label, email, emailVerified: verified });
    return { id, email };
  }

  async function teamWith(memberCount: number) {
    const owner = await person("owner");
    const team = await createTeam(db(), owner.id, { name: "  Platform  " });
    const members = [];
    for (let i = 0; i < memberCount; i++) {
      const member = await person(`member${i}`);
      await db().insert(teamMembers).values({ teamId: team.id, userId: member.id });
      members.push(member);
    }
    return { team, owner, members };
  }

  async function teamSubscription(teamId: string, buyerId: string, seats: number, endsIn = 30) {
    await db()
      .insert(subscriptions)
      .values({
        userId: buyerId,
        teamId,
        seats,
        status: "active",
        planType: "teams-monthly",
        provider: "sandbox",
        providerSubscriptionId: `sub_${crypto.randomUUID()}`,
        currentPeriodEnd: new Date(Date.now() + endsIn * day),
      });
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => "no refusal",
      (error: unknown) => (error instanceof TeamRefusal ? error.key : String(error)),
    );

  test("a new team has its creator as owner, a trimmed name, and is listed with its size", async () => {
    const { team, owner, members } = await teamWith(2);
    expect(team.name).toBe("Platform");
    expect(await findRole(db(), team.id, owner.id)).toBe("owner");
    expect(await findRole(db(), team.id, members[0]!.id)).toBe("member");
    expect(await listTeamsOf(db(), owner.id)).toEqual([
      { id: team.id, name: "Platform", role: "owner", members: 3 },
    ]);
  });

  test("a free team holds 5; a Teams plan's seats while it runs; never more than 500", async () => {
    const { team, owner } = await teamWith(4);
    expect(await teamCapacity(db(), team.id)).toBe(5);
    const { token } = await renewJoinLink(db(), { teamId: team.id, actorId: owner.id });
    const sixth = await person("sixth");
    expect(await refusal(joinByLink(db(), token, sixth.id))).toBe("teams:refusal.full");
    expect(await findRole(db(), team.id, sixth.id)).toBeNull();

    await teamSubscription(team.id, owner.id, 8, -1);
    expect(await teamCapacity(db(), team.id), "an ended plan").toBe(5);
    await teamSubscription(team.id, owner.id, 8);
    expect(await teamCapacity(db(), team.id)).toBe(8);
    expect(await joinByLink(db(), token, sixth.id)).toBe(team.id);
    await teamSubscription(team.id, owner.id, 2_000);
    expect(await teamCapacity(db(), team.id)).toBe(500);
  });

  test("a Teams plan makes nobody premium, the buyer included, in SQL and in the entitlements", async () => {
    const { team, owner } = await teamWith(0);
    await teamSubscription(team.id, owner.id, 10);
    const [row] = await selectRows<{ premium: boolean }>(
      db(),
      sql`select user_has_active_subscription(${owner.id}) as premium`,
    );
    expect(row!.premium).toBe(false);
    const rows = await db().select().from(subscriptions).where(eq(subscriptions.userId, owner.id));
    expect(entitlementsFrom(rows, new Date()).subscription).toBeNull();
  });

  test("an invitation is accepted once, by the invited verified address only; then it says it was used", async () => {
    const { team, owner, members } = await teamWith(1);
    const invited = await person("invited");
    expect(
      await refusal(
        inviteByEmail(db(), { teamId: team.id, invitedBy: members[0]!.id, email: invited.email }),
      ),
    ).toBe("teams:refusal.adminsOnly");
    const { token } = await inviteByEmail(db(), {
      teamId: team.id,
      invitedBy: owner.id,
      email: invited.email.toUpperCase(),
    });
    expect(await findInvitation(db(), token)).toEqual({
      state: "open",
      teamId: team.id,
      teamName: "Platform",
      email: invited.email,
      inviterName: "owner",
      expiresAt: expect.any(Date),
    });
    expect((await listOpenInvitations(db(), team.id)).map((row) => row.email)).toEqual([
      invited.email,
    ]);

    const stranger = await person("stranger");
    // Which address it was for is not said: the refusal is the same for every other address.
    expect(await refusal(acceptInvitation(db(), token, stranger.id))).toBe(
      "teams:refusal.invitationOtherAddress",
    );
    expect(await acceptInvitation(db(), token, invited.id)).toBe(team.id);
    expect(await findRole(db(), team.id, invited.id)).toBe("member");
    expect((await findInvitation(db(), token)).state).toBe("used");
    // The person who used it is simply in the team; anyone else hears it was used.
    expect(await acceptInvitation(db(), token, invited.id)).toBe(team.id);
    expect(await refusal(acceptInvitation(db(), token, stranger.id))).toBe(
      "teams:refusal.invitationUsed",
    );
    expect(await listOpenInvitations(db(), team.id)).toEqual([]);
  });

  test("an unverified address, an expired and a withdrawn invitation are refused and say why", async () => {
    const { team, owner } = await teamWith(0);
    const unverified = await person("unverified", { verified: false });
    const first = await inviteByEmail(db(), {
      teamId: team.id,
      invitedBy: owner.id,
      email: unverified.email,
    });
    expect(await refusal(acceptInvitation(db(), first.token, unverified.id))).toBe(
      "teams:refusal.invitationUnconfirmed",
    );
    const later = new Date(Date.now() + 15 * day);
    expect((await findInvitation(db(), first.token, later)).state).toBe("expired");
    expect(await refusal(acceptInvitation(db(), first.token, unverified.id, later))).toBe(
      "teams:refusal.invitationExpired",
    );
    await withdrawInvitation(db(), {
      teamId: team.id,
      actorId: owner.id,
      invitationId: first.invitationId,
    });
    expect((await findInvitation(db(), first.token)).state).toBe("withdrawn");
    expect(await refusal(acceptInvitation(db(), first.token, unverified.id))).toBe(
      "teams:refusal.invitationWithdrawn",
    );
    expect(await findInvitation(db(), "not-a-token")).toEqual({ state: "unknown" });
  });

  test("a renewed join link stops the old one at once; a link turned off or expired says so", async () => {
    const { team, owner } = await teamWith(0);
    const old = await renewJoinLink(db(), { teamId: team.id, actorId: owner.id });
    const fresh = await renewJoinLink(db(), { teamId: team.id, actorId: owner.id });
    expect(await findJoinLink(db(), old.token)).toEqual({ state: "unknown" });
    const joiner = await person("joiner");
    expect(await refusal(joinByLink(db(), old.token, joiner.id))).toBe("teams:refusal.linkUnknown");
    const later = new Date(fresh.expiresAt.getTime() + 1);
    expect(await refusal(joinByLink(db(), fresh.token, joiner.id, later))).toBe(
      "teams:refusal.linkExpired",
    );
    expect(await joinByLink(db(), fresh.token, joiner.id)).toBe(team.id);
    // Joining twice changes nothing.
    expect(await joinByLink(db(), fresh.token, joiner.id)).toBe(team.id);
    await turnOffJoinLink(db(), { teamId: team.id, actorId: owner.id });
    expect((await findJoinLink(db(), fresh.token)).state).toBe("off");
    const late = await person("late");
    expect(await refusal(joinByLink(db(), fresh.token, late.id))).toBe("teams:refusal.linkOff");
    // Renewing after turning it off: the new link works, the turned-off one is unknown.
    const again = await renewJoinLink(db(), { teamId: team.id, actorId: owner.id });
    expect((await findJoinLink(db(), fresh.token)).state).toBe("unknown");
    expect(await joinByLink(db(), again.token, late.id)).toBe(team.id);
  });

  test("a member shares one of their own results, may change it, and stopping, leaving, removal or deleting the result takes it away", async () => {
    const { team, owner, members } = await teamWith(3);
    const [a, b, c] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
    const shared = async () =>
      (await db().select().from(teamShares).where(eq(teamShares.teamId, team.id)))
        .map((row) => row.userId)
        .sort();
    const resultOf = async (userId: string) => (await insertSavedResult(db(), userId)).id;

    const ownerResult = await resultOf(owner.id);
    expect(
      await refusal(
        shareResult(db(), { teamId: team.id, userId: a.id, testSessionId: ownerResult }),
      ),
    ).toBe("teams:refusal.notYourResult");
    for (const member of [a, b, c]) {
      await shareResult(db(), {
        teamId: team.id,
        userId: member.id,
        testSessionId: await resultOf(member.id),
      });
    }
    const newer = await resultOf(a.id);
    await shareResult(db(), { teamId: team.id, userId: a.id, testSessionId: newer });
    const [aShare] = await db()
      .select()
      .from(teamShares)
      .where(and(eq(teamShares.teamId, team.id), eq(teamShares.userId, a.id)));
    expect(aShare!.testSessionId).toBe(newer);
    expect(await shared()).toEqual([a.id, b.id, c.id].sort());

    await stopSharing(db(), team.id, a.id);
    await leaveTeam(db(), team.id, b.id);
    await db().delete(testSessions).where(eq(testSessions.userId, c.id));
    expect(await shared()).toEqual([]);
    expect(await findRole(db(), team.id, b.id)).toBeNull();

    await shareResult(db(), { teamId: team.id, userId: a.id, testSessionId: newer });
    await removeMember(db(), { teamId: team.id, actorId: owner.id, memberId: a.id });
    expect(await shared()).toEqual([]);
  });

  test("roles: the owner makes admins and hands the team on; admins cannot remove admins; nobody removes the owner", async () => {
    const { team, owner, members } = await teamWith(3);
    const [a, b, c] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
    await setRole(db(), { teamId: team.id, actorId: owner.id, memberId: a.id, role: "admin" });
    await setRole(db(), { teamId: team.id, actorId: owner.id, memberId: b.id, role: "admin" });
    expect(
      await refusal(
        setRole(db(), { teamId: team.id, actorId: a.id, memberId: c.id, role: "admin" }),
      ),
    ).toBe("teams:refusal.ownerOnly");
    expect(
      await refusal(removeMember(db(), { teamId: team.id, actorId: a.id, memberId: b.id })),
    ).toBe("teams:refusal.adminRemovedByOwner");
    expect(
      await refusal(removeMember(db(), { teamId: team.id, actorId: a.id, memberId: owner.id })),
    ).toBe("teams:refusal.ownerRemoved");
    await removeMember(db(), { teamId: team.id, actorId: a.id, memberId: c.id });
    expect(await findRole(db(), team.id, c.id)).toBeNull();
    expect(await refusal(leaveTeam(db(), team.id, owner.id))).toBe("teams:refusal.ownerLeaves");

    await setRole(db(), { teamId: team.id, actorId: owner.id, memberId: a.id, role: "owner" });
    expect(await findRole(db(), team.id, a.id)).toBe("owner");
    expect(await findRole(db(), team.id, owner.id)).toBe("admin");
  });

  test("an owner who deletes their account hands the team to the oldest admin, else the oldest member; a team left empty goes", async () => {
    const withAdmin = await teamWith(2);
    await setRole(db(), {
      teamId: withAdmin.team.id,
      actorId: withAdmin.owner.id,
      memberId: withAdmin.members[1]!.id,
      role: "admin",
    });
    await db().delete(users).where(eq(users.id, withAdmin.owner.id));
    expect(await findRole(db(), withAdmin.team.id, withAdmin.members[1]!.id)).toBe("owner");
    expect(await findRole(db(), withAdmin.team.id, withAdmin.members[0]!.id)).toBe("member");

    const membersOnly = await teamWith(2);
    await db().delete(users).where(eq(users.id, membersOnly.owner.id));
    expect(await findRole(db(), membersOnly.team.id, membersOnly.members[0]!.id)).toBe("owner");

    const alone = await teamWith(0);
    await db().delete(users).where(eq(users.id, alone.owner.id));
    expect(await db().select().from(teams).where(eq(teams.id, alone.team.id))).toEqual([]);
  });

  test("a team whose plan still runs is not deleted; once cancelled it is, with its members", async () => {
    const { team, owner, members } = await teamWith(1);
    await teamSubscription(team.id, owner.id, 6);
    expect(await refusal(deleteTeam(db(), { teamId: team.id, actorId: members[0]!.id }))).toBe(
      "teams:refusal.ownerOnly",
    );
    expect(await refusal(deleteTeam(db(), { teamId: team.id, actorId: owner.id }))).toBe(
      "teams:refusal.planRunning",
    );
    await db()
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(subscriptions.teamId, team.id));
    await deleteTeam(db(), { teamId: team.id, actorId: owner.id });
    expect(await db().select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
    expect(await findRole(db(), team.id, members[0]!.id)).toBeNull();
  });

  test("whoever pays for a renewing plan can neither leave nor be removed until it is cancelled", async () => {
    const { team, owner, members } = await teamWith(2);
    const payer = members[0]!;
    await teamSubscription(team.id, payer.id, 8);
    expect(await refusal(leaveTeam(db(), team.id, payer.id))).toBe("teams:refusal.payerLeaves");
    expect(
      await refusal(removeMember(db(), { teamId: team.id, actorId: owner.id, memberId: payer.id })),
    ).toBe("teams:refusal.payerRemoved");
    // Someone who pays for nothing leaves as before.
    await leaveTeam(db(), team.id, members[1]!.id);
    expect(await findRole(db(), team.id, members[1]!.id)).toBeNull();
    // Cancelled at the period's end, the plan no longer renews: the payer may go.
    await db()
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(subscriptions.teamId, team.id));
    await removeMember(db(), { teamId: team.id, actorId: owner.id, memberId: payer.id });
    expect(await findRole(db(), team.id, payer.id)).toBeNull();
  });
});
