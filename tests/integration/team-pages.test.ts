import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { jobs, rateLimits, teamMembers } from "~/db/schema";
import { action as invitationAction, loader as invitationLoader } from "~/routes/team.invitation";
import { action as joinAction, loader as joinLoader } from "~/routes/team.join";
import { action as membersAction, loader as membersLoader } from "~/routes/team.members";
import { action as settingsAction, loader as settingsLoader } from "~/routes/team.settings";
import { action as teamsAction, loader as teamsLoader } from "~/routes/teams";
import { teamRateLimits } from "~/teams/limits.server";
import {
  createTeam,
  findRole,
  inviteByEmail,
  listOpenInvitations,
  renewJoinLink,
  turnOffJoinLink,
  withdrawInvitation,
} from "~/teams/teams.server";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { answer, callRoute, loadContext } from "../support/route-args";

const request = (path: string, cookie = "", fields?: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: fields ? "POST" : "GET",
    headers: fields ? { "content-type": "application/x-www-form-urlencoded", cookie } : { cookie },
    body: fields ? new URLSearchParams(fields) : undefined,
  });

describe.each(databaseTargets)("the teams' pages on $name (issue 23)", (target) => {
  const database = freshDatabase(target);
  const context = (clientIp?: string) => loadContext(database(), { clientIp });

  let counter = 0;
  const account = (label: string, name = label) =>
    createSignedInUser(context(), `${label}-${counter++}@pages.example`, name);

  /** A team with its owner, an admin and a member, each signed in. */
  async function team() {
    const owner = await account("owner", "Olive Owner");
    const admin = await account("admin", "Ada Admin");
    const member = await account("member", "Max Member");
    const created = await createTeam(database().db, owner.id, { name: "Pages" });
    await database()
      .db.insert(teamMembers)
      .values([
        { teamId: created.id, userId: admin.id, role: "admin" },
        { teamId: created.id, userId: member.id, role: "member" },
      ]);
    return { id: created.id, owner, admin, member };
  }

  test("/teams sends a signed-out visitor to sign in and back", async () => {
    const answered = await callRoute(teamsLoader, request("/teams"), context());
    expect(answered.status).toBe(302);
    expect(answered.location).toBe("/auth?redirectTo=%2Fteams");
  });

  test("creating a team: a blank name is refused on its field; a good one goes to the team's page", async () => {
    const person = await account("creator");
    const blank = await callRoute(
      teamsAction,
      request("/teams", person.cookie, { intent: "create", name: "  ", description: "x" }),
      context(),
    );
    expect(blank.status).toBe(400);
    expect(answer(blank.data).fieldErrors.name).toBe("Please enter a name for the team.");
    expect(answer(blank.data).values).toMatchObject({ description: "x" });

    const long = await callRoute(
      teamsAction,
      request("/teams", person.cookie, { intent: "create", name: "n".repeat(81) }),
      context(),
    );
    expect(answer(long.data).fieldErrors.name).toBe(
      "A team's name can have at most 80 characters.",
    );

    const made = await callRoute(
      teamsAction,
      request("/teams", person.cookie, { intent: "create", name: "Research" }),
      context(),
    );
    expect(made.status).toBe(302);
    const teamId = made.location!.split("/").pop()!;
    expect(made.location).toBe(`/teams/${teamId}`);
    expect(await findRole(database().db, teamId, person.id)).toBe("owner");
    const listed = await callRoute(teamsLoader, request("/teams", person.cookie), context());
    expect(listed.data.teams).toEqual([
      { id: teamId, name: "Research", role: "owner", members: 1 },
    ]);
  });

  test("creating teams is limited per person", async () => {
    const person = await account("prolific");
    const limit = teamRateLimits.creationsPerUser(person.id);
    await database()
      .db.insert(rateLimits)
      .values({ key: limit.key, count: limit.max, resetAt: new Date(Date.now() + 60_000) });
    const refused = await callRoute(
      teamsAction,
      request("/teams", person.cookie, { intent: "create", name: "One too many" }),
      context(),
    );
    expect(refused.status).toBe(429);
    expect(answer(refused.data).formError).toMatch(/^You have created several teams/);
    expect(answer(refused.data).values).toMatchObject({ name: "One too many" });
  });

  test("a team whose invitations are used up is refused with the wait, and what was typed stays", async () => {
    const { id, admin } = await team();
    const limit = teamRateLimits.invitationsPerTeam(id);
    await database()
      .db.insert(rateLimits)
      .values({ key: limit.key, count: limit.max, resetAt: new Date(Date.now() + 60_000) });
    const refused = await callRoute(
      membersAction,
      request(`/teams/${id}/members`, admin.cookie, {
        intent: "invite",
        emails: "late@example.com",
      }),
      context(),
      { teamId: id },
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(answer(refused.data).formError).toMatch(/^This team has sent as many invitations/);
    expect(answer(refused.data).values).toMatchObject({ emails: "late@example.com" });
  });

  test("someone outside the team gets the 404 page for every team page and every post", async () => {
    const { id } = await team();
    const outsider = await account("outsider");
    const params = { teamId: id };
    for (const cookie of [outsider.cookie, ""]) {
      for (const [handler, path] of [
        [membersLoader, `/teams/${id}/members`],
        [settingsLoader, `/teams/${id}/settings`],
      ] as const) {
        await expect(
          callRoute(handler, request(path, cookie), context(), params),
        ).rejects.toSatisfy(
          (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status === 404,
        );
      }
      for (const [handler, path, fields] of [
        [membersAction, `/teams/${id}/members`, { intent: "invite", emails: "x@example.com" }],
        [membersAction, `/teams/${id}/members`, { intent: "leave" }],
        [settingsAction, `/teams/${id}/settings`, { intent: "delete", confirmName: "Pages" }],
      ] as const) {
        await expect(
          callRoute(handler, request(path, cookie, fields), context(), params),
        ).rejects.toSatisfy(
          (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status === 404,
        );
      }
    }
  });

  test("members see names, roles and the count of invitations; only admins see addresses and the link", async () => {
    const { id, owner, member } = await team();
    await inviteByEmail(database().db, {
      teamId: id,
      invitedBy: owner.id,
      email: "waiting@example.com",
    });
    const params = { teamId: id };
    const asMember = await callRoute(
      membersLoader,
      request(`/teams/${id}/members`, member.cookie),
      context(),
      params,
    );
    // The owner first; the other two joined in the same statement, so in either order.
    const members = asMember.data.members as { name: string; role: string; shares: boolean }[];
    expect(members[0]).toMatchObject({ name: "Olive Owner", role: "owner", shares: false });
    expect(members.slice(1).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      expect.objectContaining({ name: "Ada Admin", role: "admin" }),
      expect.objectContaining({ name: "Max Member", role: "member" }),
    ]);
    expect(asMember.data.invitations).toBeNull();
    expect(asMember.data.link).toBeNull();
    expect(asMember.data.invitedCount).toBe(1);
    expect(JSON.stringify(asMember.data)).not.toMatch(/@/);
    expect(asMember.data.seats).toEqual({ used: 3, capacity: 5, over: 0 });

    const asOwner = await callRoute(
      membersLoader,
      request(`/teams/${id}/members`, owner.cookie),
      context(),
      params,
    );
    expect(asOwner.data.invitations).toEqual([
      expect.objectContaining({ email: "waiting@example.com" }),
    ]);
    expect(asOwner.data.link).toEqual({ state: "none" });
  });

  test("a member cannot invite; an admin's invitations are queued, one mail each", async () => {
    const { id, admin, member } = await team();
    const params = { teamId: id };
    const path = `/teams/${id}/members`;
    const refused = await callRoute(
      membersAction,
      request(path, member.cookie, { intent: "invite", emails: "new@example.com" }),
      context(),
      params,
    );
    expect(refused.status).toBe(403);
    expect(answer(refused.data).formError).toBe(
      "Only the team's admins and its owner can do that.",
    );

    const wrong = await callRoute(
      membersAction,
      request(path, admin.cookie, { intent: "invite", emails: "good@example.com, not-an-address" }),
      context(),
      params,
    );
    expect(wrong.status).toBe(400);
    expect(answer(wrong.data).fieldErrors.emails).toBe(
      "This does not look like an e-mail address: not-an-address",
    );
    expect(answer(wrong.data).values).toMatchObject({
      emails: "good@example.com, not-an-address",
    });

    const sent = await callRoute(
      membersAction,
      request(path, admin.cookie, {
        intent: "invite",
        emails: "one@example.com\ntwo@example.com; One@example.com",
      }),
      context(),
      params,
    );
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(path);
    expect((await listOpenInvitations(database().db, id)).map((row) => row.email).sort()).toEqual([
      "one@example.com",
      "two@example.com",
    ]);
    const queued = await database()
      .db.select()
      .from(jobs)
      .where(eq(jobs.name, "team-invitation-mail"));
    expect(queued.length).toBeGreaterThanOrEqual(2);
  });

  test("the join link is shown once, in the answer that made it; turning it off stops it", async () => {
    const { id, admin } = await team();
    const params = { teamId: id };
    const path = `/teams/${id}/members`;
    const made = await callRoute(
      membersAction,
      request(path, admin.cookie, { intent: "renew-link" }),
      context(),
      params,
    );
    expect(made.status).toBe(200);
    const fresh = made.data.fresh as { url: string };
    expect(fresh.url).toMatch(/^http:\/\/localhost\/teams\/join\/[\w-]{43}$/);
    const token = fresh.url.split("/").pop()!;
    const reloaded = await callRoute(membersLoader, request(path, admin.cookie), context(), params);
    expect(JSON.stringify(reloaded.data)).not.toContain(token);
    expect(reloaded.data.link).toMatchObject({ state: "on" });

    const off = await callRoute(
      membersAction,
      request(path, admin.cookie, { intent: "turn-off-link" }),
      context(),
      params,
    );
    expect(off.status).toBe(302);
    const page = await callRoute(joinLoader, request(`/teams/join/${token}`), context(), { token });
    expect(page.status).toBe(410);
    expect(page.data.view).toEqual({ kind: "problem", problem: "teams:refusal.linkOff" });
  });

  test("removing a member and handing the team on: confirmed first, by the right role only", async () => {
    const { id, owner, admin, member } = await team();
    const params = { teamId: id };
    const path = `/teams/${id}/members`;
    const confirm = await callRoute(
      membersLoader,
      request(`${path}?remove=${member.id}`, admin.cookie),
      context(),
      params,
    );
    expect(confirm.data.confirm).toEqual({
      kind: "remove",
      member: { id: member.id, name: "Max Member" },
    });
    // An admin is not offered removing an admin, and is refused if they post it anyway.
    const notOffered = await callRoute(
      membersLoader,
      request(`${path}?remove=${owner.id}`, admin.cookie),
      context(),
      params,
    );
    expect(notOffered.data.confirm).toBeNull();
    const refused = await callRoute(
      membersAction,
      request(path, admin.cookie, { intent: "transfer", memberId: member.id }),
      context(),
      params,
    );
    expect(refused.status).toBe(403);
    expect(answer(refused.data).formError).toBe("Only the team's owner can do that.");

    const removed = await callRoute(
      membersAction,
      request(path, admin.cookie, { intent: "remove", memberId: member.id }),
      context(),
      params,
    );
    expect(removed.status).toBe(302);
    expect(await findRole(database().db, id, member.id)).toBeNull();

    const handed = await callRoute(
      membersAction,
      request(path, owner.cookie, { intent: "transfer", memberId: admin.id }),
      context(),
      params,
    );
    expect(handed.status).toBe(302);
    expect(await findRole(database().db, id, admin.id)).toBe("owner");
    expect(await findRole(database().db, id, owner.id)).toBe("admin");
  });

  test("leaving: the owner is told to hand the team on first; a member leaves and goes to /teams", async () => {
    const { id, owner, member } = await team();
    const params = { teamId: id };
    const path = `/teams/${id}/members`;
    const refused = await callRoute(
      membersAction,
      request(`${path}?leave`, owner.cookie, { intent: "leave" }),
      context(),
      params,
    );
    expect(refused.status).toBe(409);
    expect(answer(refused.data).formError).toMatch(/^You own this team\. Make another member/);
    const left = await callRoute(
      membersAction,
      request(`${path}?leave`, member.cookie, { intent: "leave" }),
      context(),
      params,
    );
    expect(left.status).toBe(302);
    expect(left.location).toBe("/teams");
    expect(await findRole(database().db, id, member.id)).toBeNull();
  });

  test("settings: the 404 page for members; admins rename; only the owner deletes, by typing the name", async () => {
    const { id, owner, admin, member } = await team();
    const params = { teamId: id };
    const path = `/teams/${id}/settings`;
    await expect(
      callRoute(settingsLoader, request(path, member.cookie), context(), params),
    ).rejects.toSatisfy(
      (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status === 404,
    );
    const renamed = await callRoute(
      settingsAction,
      request(path, admin.cookie, { intent: "details", name: "Renamed", description: "Ours" }),
      context(),
      params,
    );
    expect(renamed.status).toBe(302);
    const byAdmin = await callRoute(
      settingsAction,
      request(path, admin.cookie, { intent: "delete", confirmName: "Renamed" }),
      context(),
      params,
    );
    expect(byAdmin.status).toBe(403);
    const mistyped = await callRoute(
      settingsAction,
      request(path, owner.cookie, { intent: "delete", confirmName: "Renamd" }),
      context(),
      params,
    );
    expect(mistyped.status).toBe(400);
    expect(answer(mistyped.data).fieldErrors.confirmName).toBe(
      "Type the team's name exactly as shown to confirm.",
    );
    const deleted = await callRoute(
      settingsAction,
      request(path, owner.cookie, { intent: "delete", confirmName: " renamed " }),
      context(),
      params,
    );
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/teams");
    expect(await findRole(database().db, id, owner.id)).toBeNull();
  });

  test("an invitation's page: signed out, for another address, gone, unknown, and joining", async () => {
    const { id, owner } = await team();
    const invited = await account("invitee", "Ivy Invitee");
    const other = await account("other");
    const { token } = await inviteByEmail(database().db, {
      teamId: id,
      invitedBy: owner.id,
      email: invited.email,
    });
    const path = `/teams/invitations/${token}`;
    const open = (cookie = "") =>
      callRoute(invitationLoader, request(path, cookie), context(), { token });

    const signedOut = await open();
    expect(signedOut.status).toBe(200);
    expect(signedOut.data).toMatchObject({
      team: "Pages",
      inviter: "Olive Owner",
      view: { kind: "signed-out", returnPath: path },
    });
    const elsewhere = await open(other.cookie);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.data.view).toEqual({
      kind: "problem",
      problem: "teams:refusal.invitationOtherAddress",
    });
    expect(JSON.stringify(elsewhere.data)).not.toContain(invited.email);
    expect((await open(invited.cookie)).data.view).toEqual({
      kind: "confirm",
      name: "Ivy Invitee",
      email: invited.email,
    });
    const unknown = await callRoute(
      invitationLoader,
      request("/teams/invitations/nothing-we-sent"),
      context(),
      { token: "nothing-we-sent" },
    );
    expect(unknown.status).toBe(404);

    const joined = await callRoute(
      invitationAction,
      request(path, invited.cookie, { intent: "join" }),
      context(),
      { token },
    );
    expect(joined.status).toBe(302);
    expect(joined.location).toBe(`/teams/${id}`);
    // Already a member: the link goes to the team; for anyone else it says it was used.
    expect((await open(invited.cookie)).location).toBe(`/teams/${id}`);
    const used = await open(other.cookie);
    expect(used.status).toBe(410);
    expect(used.data.view).toEqual({ kind: "problem", problem: "teams:refusal.invitationUsed" });

    const second = await inviteByEmail(database().db, {
      teamId: id,
      invitedBy: owner.id,
      email: other.email,
    });
    await withdrawInvitation(database().db, {
      teamId: id,
      actorId: owner.id,
      invitationId: second.invitationId,
    });
    const withdrawn = await callRoute(
      invitationLoader,
      request(`/teams/invitations/${second.token}`, other.cookie),
      context(),
      { token: second.token },
    );
    expect(withdrawn.status).toBe(410);
    expect(withdrawn.data.view).toEqual({
      kind: "problem",
      problem: "teams:refusal.invitationWithdrawn",
    });
  });

  test("a full team says so before the button, and refuses the join", async () => {
    const { id, owner } = await team();
    for (const label of ["fourth", "fifth"]) {
      const extra = await account(label);
      await database().db.insert(teamMembers).values({ teamId: id, userId: extra.id });
    }
    const joiner = await account("sixth");
    const { token } = await renewJoinLink(database().db, { teamId: id, actorId: owner.id });
    const page = await callRoute(
      joinLoader,
      request(`/teams/join/${token}`, joiner.cookie),
      context(),
      { token },
    );
    expect(page.status).toBe(409);
    expect(page.data.view).toEqual({ kind: "problem", problem: "teams:refusal.full" });
    const posted = await callRoute(
      joinAction,
      request(`/teams/join/${token}`, joiner.cookie, { intent: "join" }),
      context(),
      { token },
    );
    expect(posted.status).toBe(409);
    expect(posted.data.refusal).toBe("teams:refusal.full");
    expect(await findRole(database().db, id, joiner.id)).toBeNull();
  });

  test("joining is limited per person and per address, before the token is looked at", async () => {
    const { id, owner } = await team();
    const { token } = await renewJoinLink(database().db, { teamId: id, actorId: owner.id });
    await turnOffJoinLink(database().db, { teamId: id, actorId: owner.id });
    const guesser = await account("guesser");
    const perPerson = teamRateLimits.joinsPerUser(guesser.id);
    for (let attempt = 0; attempt < perPerson.max; attempt++) {
      const tried = await callRoute(
        joinAction,
        request(`/teams/join/${token}`, guesser.cookie, { intent: "join" }),
        context(`198.51.100.${attempt}`),
        { token },
      );
      expect(tried.status).toBe(409);
    }
    const blocked = await callRoute(
      joinAction,
      request(`/teams/join/${token}`, guesser.cookie, { intent: "join" }),
      context("198.51.100.200"),
      { token },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);

    const perIp = teamRateLimits.joinsPerIp("192.0.2.9");
    await database()
      .db.insert(rateLimits)
      .values({ key: perIp.key, count: perIp.max, resetAt: new Date(Date.now() + 60_000) });
    const fresh = await account("fresh");
    const fromBusyAddress = await callRoute(
      joinAction,
      request(`/teams/join/${token}`, fresh.cookie, { intent: "join" }),
      context("192.0.2.9"),
      { token },
    );
    expect(fromBusyAddress.status).toBe(429);
  });

  test("a signed-out post to join goes to sign in, and the invitation list on /teams accepts by id", async () => {
    const { id, owner } = await team();
    const invited = await account("listed");
    await inviteByEmail(database().db, { teamId: id, invitedBy: owner.id, email: invited.email });
    const { token } = await renewJoinLink(database().db, { teamId: id, actorId: owner.id });
    const signedOut = await callRoute(
      joinAction,
      request(`/teams/join/${token}`, "", { intent: "join" }),
      context(),
      { token },
    );
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/teams/join/${token}`)}`,
    );
    const listed = await callRoute(teamsLoader, request("/teams", invited.cookie), context());
    const [invitation] = listed.data.invitations as { id: string; teamName: string }[];
    expect(invitation).toMatchObject({ teamName: "Pages" });
    const accepted = await callRoute(
      teamsAction,
      request("/teams", invited.cookie, { intent: "accept", invitationId: invitation!.id }),
      context(),
    );
    expect(accepted.status).toBe(302);
    expect(accepted.location).toBe(`/teams/${id}`);
    expect(await findRole(database().db, id, invited.id)).toBe("member");
  });
});
