import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { selectRows } from "~/db/client.server";
import { accountExport } from "~/db/account-export.server";
import { rateLimits, subscriptions, teamMembers, teams, teamShares, users } from "~/db/schema";
import { createJobRunner } from "~/jobs/runner.server";
import { teamInvitationMailJob } from "~/jobs/team-invitation-mail.server";
import { listOutbox } from "~/mail/mailer.server";
import { action as accountDataAction } from "~/routes/account.data";
import { sendInvitations } from "~/teams/invitations.server";
import { teamRateLimits } from "~/teams/limits.server";
import {
  acceptInvitation,
  acceptInvitationById,
  createTeam,
  findInvitation,
  findMember,
  findRole,
  inviteByEmails,
  joinByLink,
  joinLinkStatus,
  leaveTeam,
  listInvitationsFor,
  listOpenInvitations,
  renewJoinLink,
  setRole,
  shareResult,
  teamSeats,
  TeamRefusal,
  turnOffJoinLink,
  withdrawInvitation,
} from "~/teams/teams.server";
import { createSignedInUser, testPassword } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { callRoute, loadContext, testSiteUrl } from "../support/route-args";
import { insertSavedResult } from "../support/saved-result";

const day = 24 * 60 * 60 * 1000;

describe.each(databaseTargets)("team membership on $name (issue 23)", (target) => {
  const database = freshDatabase(target);
  const db = () => database().db;
  const context = () => loadContext(database());

  async function person(label: string, { verified = true } = {}) {
    const id = crypto.randomUUID();
    const email = `${label}-${id.slice(0, 8)}@example.com`;
    await db().insert(users).values({ id, name: label, email, emailVerified: verified });
    return { id, email };
  }

  async function teamOf(label = "Owner") {
    const owner = await person(label);
    const team = await createTeam(db(), owner.id, { name: `${label}'s team` });
    return { team, owner };
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => "no refusal",
      (error: unknown) => (error instanceof TeamRefusal ? error.key : String(error)),
    );

  /** Runs the queued invitation mails, as a server's runner would. */
  async function runMailJobs() {
    const ctx = context();
    const runner = createJobRunner({
      context: { db: ctx.db, mailer: ctx.mailer, supportEmail: "help@typeatlas.test" },
      jobs: [teamInvitationMailJob],
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    });
    return runner.runDue();
  }

  const mailTo = async (email: string) =>
    (await listOutbox(db(), 500)).filter((mail) => mail.to === email);

  test("inviting an address again replaces its open invitation: one per address, the newest link works", async () => {
    const { team, owner } = await teamOf();
    const invited = await person("twice");
    const [first] = await inviteByEmails(db(), {
      teamId: team.id,
      invitedBy: owner.id,
      emails: [invited.email],
    });
    const [second] = await inviteByEmails(db(), {
      teamId: team.id,
      invitedBy: owner.id,
      emails: [` ${invited.email.toUpperCase()} `, invited.email],
    });
    expect((await findInvitation(db(), first!.token)).state).toBe("withdrawn");
    expect((await listOpenInvitations(db(), team.id)).map((row) => row.id)).toEqual([
      second!.invitationId,
    ]);
    expect(await acceptInvitation(db(), second!.token, invited.id)).toBe(team.id);
  });

  test("joining by the link answers an invitation waiting for the same address", async () => {
    const { team, owner } = await teamOf();
    const invited = await person("both");
    const [waiting] = await inviteByEmails(db(), {
      teamId: team.id,
      invitedBy: owner.id,
      emails: [invited.email.toUpperCase()],
    });
    const { token } = await renewJoinLink(db(), { teamId: team.id, actorId: owner.id });
    await joinByLink(db(), token, invited.id);
    expect(await listOpenInvitations(db(), team.id)).toEqual([]);
    expect((await findInvitation(db(), waiting!.token)).state).toBe("used");
  });

  test("what runs with each invitation runs in its transaction: if queueing fails, nothing is stored", async () => {
    const { team, owner } = await teamOf();
    const failing = inviteByEmails(
      db(),
      { teamId: team.id, invitedBy: owner.id, emails: ["a@example.com", "b@example.com"] },
      {
        afterEach: async (_tx, invitation) => {
          if (invitation.email === "b@example.com") throw new Error("queue down");
        },
      },
    );
    await expect(failing).rejects.toThrow("queue down");
    expect(await listOpenInvitations(db(), team.id)).toEqual([]);
  });

  test("invitations for a person are listed by their address and accepted by id, only by that address", async () => {
    const { team, owner } = await teamOf("Lister");
    const invited = await person("listed");
    const stranger = await person("stranger");
    const [invitation] = await inviteByEmails(db(), {
      teamId: team.id,
      invitedBy: owner.id,
      emails: [invited.email],
    });
    expect(await listInvitationsFor(db(), invited.email.toUpperCase())).toEqual([
      expect.objectContaining({
        id: invitation!.invitationId,
        teamId: team.id,
        teamName: "Lister's team",
        inviterName: "Lister",
      }),
    ]);
    expect(await listInvitationsFor(db(), stranger.email)).toEqual([]);
    expect(await refusal(acceptInvitationById(db(), invitation!.invitationId, stranger.id))).toBe(
      "teams:refusal.invitationOtherAddress",
    );
    expect(await refusal(acceptInvitationById(db(), "not-an-id", invited.id))).toBe(
      "teams:refusal.invitationUnknown",
    );
    expect(await acceptInvitationById(db(), invitation!.invitationId, invited.id)).toBe(team.id);
    expect(await listInvitationsFor(db(), invited.email)).toEqual([]);
  });

  test("a team over its seats keeps everyone and says by how many; capacity gates joining only", async () => {
    const { team, owner } = await teamOf();
    for (let i = 0; i < 6; i++) {
      const member = await person(`seat${i}`);
      await db().insert(teamMembers).values({ teamId: team.id, userId: member.id });
    }
    expect(await teamSeats(db(), team.id)).toEqual({ used: 7, capacity: 5, over: 2 });
    await db()
      .insert(subscriptions)
      .values({
        userId: owner.id,
        teamId: team.id,
        seats: 10,
        status: "active",
        planType: "teams-monthly",
        provider: "sandbox",
        providerSubscriptionId: `sub_${crypto.randomUUID()}`,
        currentPeriodEnd: new Date(Date.now() + 30 * day),
      });
    expect(await teamSeats(db(), team.id)).toEqual({ used: 7, capacity: 10, over: 0 });
  });

  test("the join link's state for its admins: none, working until, turned off, expired", async () => {
    const { team, owner } = await teamOf();
    expect(await joinLinkStatus(db(), team.id)).toEqual({ state: "none" });
    const { expiresAt } = await renewJoinLink(db(), { teamId: team.id, actorId: owner.id });
    expect(await joinLinkStatus(db(), team.id)).toEqual({ state: "on", expiresAt });
    expect(await joinLinkStatus(db(), team.id, new Date(expiresAt.getTime() + 1))).toEqual({
      state: "expired",
      expiresAt,
    });
    await turnOffJoinLink(db(), { teamId: team.id, actorId: owner.id });
    expect(await joinLinkStatus(db(), team.id)).toEqual({ state: "off" });
  });

  test("an owner alone deletes the team by leaving, but not while its plan runs", async () => {
    const { team, owner } = await teamOf();
    await db()
      .insert(subscriptions)
      .values({
        userId: owner.id,
        teamId: team.id,
        seats: 6,
        status: "active",
        planType: "teams-monthly",
        provider: "sandbox",
        providerSubscriptionId: `sub_${crypto.randomUUID()}`,
        currentPeriodEnd: new Date(Date.now() + 30 * day),
      });
    expect(await refusal(leaveTeam(db(), team.id, owner.id))).toBe("teams:refusal.planRunning");
    await db()
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(subscriptions.teamId, team.id));
    await leaveTeam(db(), team.id, owner.id);
    expect(await db().select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
  });

  test("a member's name and role, and nothing for someone outside the team", async () => {
    const { team, owner } = await teamOf("Named");
    const outsider = await person("outsider");
    expect(await findMember(db(), team.id, owner.id)).toEqual({ name: "Named", role: "owner" });
    expect(await findMember(db(), team.id, outsider.id)).toBeNull();
  });

  test("invitations are mailed by the job with a working link; a withdrawn one is not mailed", async () => {
    const { team, owner } = await teamOf("Grace");
    const invited = await person("mailed");
    const withdrawn = await person("withdrawn");
    const outcome = await sendInvitations(
      { db: db(), siteUrl: testSiteUrl },
      { teamId: team.id, inviterId: owner.id, emails: [invited.email, withdrawn.email] },
    );
    expect(outcome).toEqual({ ok: true, sent: 2 });
    const [toWithdraw] = (await listOpenInvitations(db(), team.id)).filter(
      (row) => row.email === withdrawn.email,
    );
    await withdrawInvitation(db(), {
      teamId: team.id,
      actorId: owner.id,
      invitationId: toWithdraw!.id,
    });
    await runMailJobs();

    expect(await mailTo(withdrawn.email)).toEqual([]);
    const [mail] = await mailTo(invited.email);
    expect(mail!.subject).toBe("Grace invited you to join a team on TypeAtlas");
    expect(mail!.text).toContain("the team “Grace's team”");
    expect(mail!.html).toContain("Grace&#39;s team");
    const link = mail!.text.match(/http:\/\/localhost\/teams\/invitations\/\S+/)?.[0];
    expect(link).toBeDefined();
    const token = decodeURIComponent(link!.split("/").pop()!);
    expect(await acceptInvitation(db(), token, invited.id)).toBe(team.id);
    // The token waited in the job's payload only until the mail went.
    expect(
      await selectRows(db(), sql`select id from jobs where name = 'team-invitation-mail'`),
    ).toEqual([]);
  });

  test("a name that looks like a link is left out of the mail", async () => {
    const owner = await person("owner");
    await db().update(users).set({ name: "win at evil.example" }).where(eq(users.id, owner.id));
    const team = await createTeam(db(), owner.id, { name: "claim at www.evil.example" });
    const invited = await person("careful");
    await sendInvitations(
      { db: db(), siteUrl: testSiteUrl },
      { teamId: team.id, inviterId: owner.id, emails: [invited.email] },
    );
    await runMailJobs();
    const [mail] = await mailTo(invited.email);
    expect(mail!.subject).toBe("You are invited to join a team on TypeAtlas");
    expect(mail!.text).not.toMatch(/evil/);
  });

  test("invitations are counted per team before any is stored; a batch past the limit sends nothing and counts nothing", async () => {
    const { team, owner } = await teamOf();
    const perTeam = teamRateLimits.invitationsPerTeam(team.id);
    await db()
      .insert(rateLimits)
      .values({ key: perTeam.key, count: perTeam.max - 2, resetAt: new Date(Date.now() + day) });
    const three = ["x1@example.com", "x2@example.com", "x3@example.com"];
    const refused = await sendInvitations(
      { db: db(), siteUrl: testSiteUrl },
      { teamId: team.id, inviterId: owner.id, emails: three },
    );
    expect(refused).toMatchObject({ ok: false, by: "team" });
    expect(await listOpenInvitations(db(), team.id)).toEqual([]);
    const [counter] = await db().select().from(rateLimits).where(eq(rateLimits.key, perTeam.key));
    expect(counter!.count).toBe(perTeam.max - 2);

    const two = await sendInvitations(
      { db: db(), siteUrl: testSiteUrl },
      { teamId: team.id, inviterId: owner.id, emails: three.slice(0, 2) },
    );
    expect(two).toEqual({ ok: true, sent: 2 });
  });

  test("invitations are counted per person across their teams", async () => {
    const { team, owner } = await teamOf();
    const perPerson = teamRateLimits.invitationsPerUser(owner.id);
    await db()
      .insert(rateLimits)
      .values({ key: perPerson.key, count: perPerson.max, resetAt: new Date(Date.now() + day) });
    const other = await createTeam(db(), owner.id, { name: "Another" });
    for (const teamId of [team.id, other.id]) {
      expect(
        await sendInvitations(
          { db: db(), siteUrl: testSiteUrl },
          { teamId, inviterId: owner.id, emails: ["y@example.com"] },
        ),
      ).toMatchObject({ ok: false, by: "person" });
    }
  });

  test("the data export holds the person's teams, roles, shares and invitations, never a token", async () => {
    const ctx = context();
    const { id, email } = await createSignedInUser(ctx, "team.export@example.com", "Exporter");
    const { team, owner } = await teamOf("Exported");
    const [invitation] = await inviteByEmails(db(), {
      teamId: team.id,
      invitedBy: owner.id,
      emails: [email],
    });
    await acceptInvitation(db(), invitation!.token, id);
    const result = await insertSavedResult(db(), id);
    await shareResult(db(), { teamId: team.id, userId: id, testSessionId: result.id });
    const own = await createTeam(db(), id, { name: "Mine", description: "For the export" });
    const [sent] = await inviteByEmails(db(), {
      teamId: own.id,
      invitedBy: id,
      emails: ["friend@example.com"],
    });

    const file = await accountExport(db(), id);

    expect(file.teams).toEqual([
      expect.objectContaining({
        id: team.id,
        name: "Exported's team",
        role: "member",
        sharedResult: { testResultId: result.id, sharedAt: expect.any(String) },
      }),
      expect.objectContaining({
        id: own.id,
        name: "Mine",
        description: "For the export",
        role: "owner",
        sharedResult: null,
      }),
    ]);
    expect(file.teamInvitationsSent).toEqual([
      expect.objectContaining({ team: "Mine", email: "friend@example.com", acceptedAt: null }),
    ]);
    expect(file.teamInvitationsReceived).toEqual([
      expect.objectContaining({ team: "Exported's team", acceptedAt: expect.any(String) }),
    ]);
    const text = JSON.stringify(file);
    expect(text).not.toContain(sent!.token);
    expect(text).not.toContain(invitation!.token);
    expect(text).not.toMatch(/token|hash/i);
  });

  test("deleting an account on /account/data removes its memberships and shares and hands its team to the oldest admin", async () => {
    const ctx = context();
    const leaving = await createSignedInUser(ctx, "team.leaver@example.com", "Leaver");
    const team = await createTeam(db(), leaving.id, { name: "Handed on" });
    const member = await person("member");
    const admin = await person("admin");
    await db().insert(teamMembers).values({ teamId: team.id, userId: member.id });
    await db().insert(teamMembers).values({ teamId: team.id, userId: admin.id });
    await setRole(db(), {
      teamId: team.id,
      actorId: leaving.id,
      memberId: admin.id,
      role: "admin",
    });
    const shared = await insertSavedResult(db(), leaving.id);
    await shareResult(db(), { teamId: team.id, userId: leaving.id, testSessionId: shared.id });
    const joined = await createTeam(db(), member.id, { name: "Joined" });
    await db().insert(teamMembers).values({ teamId: joined.id, userId: leaving.id });

    const deleted = await callRoute(
      accountDataAction,
      new Request("http://localhost/account/data", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: leaving.cookie,
        },
        body: new URLSearchParams({ password: testPassword, confirm: "DELETE" }),
      }),
      ctx,
    );
    expect(deleted.status).toBe(302);

    expect(await findRole(db(), team.id, admin.id)).toBe("owner");
    expect(await findRole(db(), team.id, member.id)).toBe("member");
    expect(await db().select().from(teamMembers).where(eq(teamMembers.userId, leaving.id))).toEqual(
      [],
    );
    expect(await db().select().from(teamShares).where(eq(teamShares.userId, leaving.id))).toEqual(
      [],
    );
    expect(await findRole(db(), joined.id, member.id)).toBe("owner");
  });
});
