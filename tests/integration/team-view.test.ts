import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { teamMembers, testSessions, users } from "~/db/schema";
import { action as overviewAction, loader as overviewLoader } from "~/routes/team.overview";
import { loader as compareLoader } from "~/routes/team.compare";
import {
  createTeam,
  inviteByEmail,
  leaveTeam,
  shareResult,
  stopSharing,
  withdrawInvitation,
} from "~/teams/teams.server";
import { loadSharedAnswers, loadTeamView } from "~/teams/view.server";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { answer, callAnswered as callRoute, formRequest, loadContext } from "../support/route-args";
import { insertSavedResult, insertSavedResults } from "../support/saved-result";

/** Counts the statements the database client runs (PGlite and node-postgres alike). */
function countQueries(context: AppLoadContext) {
  const client = (context.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const spy = vi.spyOn(client, "query");
  return {
    get count() {
      return spy.mock.calls.length;
    },
    restore: () => spy.mockRestore(),
  };
}

describe.each(databaseTargets)("what a team sees on $name (issue 23)", (target) => {
  const database = freshDatabase(target);
  const context = () => loadContext(database());

  async function person(ctx: AppLoadContext, name: string) {
    const id = crypto.randomUUID();
    await ctx.db
      .insert(users)
      .values({ id, name, email: `${name.toLowerCase()}-${id.slice(0, 8)}@example.com` });
    return id;
  }

  /** A team whose owner is a signed-in account, with `names` as members. */
  async function team(ctx: AppLoadContext, names: string[]) {
    const owner = await createSignedInUser(ctx, `owner-${crypto.randomUUID()}@example.com`, "Olu");
    const created = await createTeam(ctx.db, owner.id, { name: "Research" });
    const members: Record<string, string> = {};
    for (const name of names) {
      members[name] = await person(ctx, name);
      await ctx.db.insert(teamMembers).values({ teamId: created.id, userId: members[name] });
    }
    return { team: created, owner, members };
  }

  async function share(ctx: AppLoadContext, teamId: string, userId: string) {
    const saved = await insertSavedResult(ctx.db, userId);
    await shareResult(ctx.db, { teamId, userId, testSessionId: saved.id });
    return saved.id;
  }

  test("shares appear at once; stopping, leaving and deleting the result take them away at once", async () => {
    const ctx = context();
    const { team: created, owner, members } = await team(ctx, ["Ada", "Bo", "Cy"]);
    const view = () => loadTeamView(ctx.db, created.id);

    let seen = await view();
    expect(seen.members.map((member) => member.name)).toEqual(["Olu", "Ada", "Bo", "Cy"]);
    expect(seen.members.every((member) => member.shared === null)).toBe(true);
    expect(seen.composition.n).toBe(0);

    await share(ctx, created.id, members.Ada!);
    await share(ctx, created.id, members.Bo!);
    const cyResult = await share(ctx, created.id, members.Cy!);
    seen = await view();
    expect(seen.composition.n).toBe(3);
    expect(seen.composition.types.INTJ).toBe(3);
    expect(seen.members.find((member) => member.name === "Ada")!.shared).toMatchObject({
      type: "INTJ-A",
      dimensions: { mind: 30, energy: 70, nature: 30, tactics: 30, identity: 70 },
    });
    expect(seen.members.find((member) => member.userId === owner.id)!.shared).toBeNull();

    await stopSharing(ctx.db, created.id, members.Ada!);
    seen = await view();
    expect(seen.members.find((member) => member.name === "Ada")!.shared).toBeNull();
    expect(seen.composition.n).toBe(2);

    await leaveTeam(ctx.db, created.id, members.Bo!);
    seen = await view();
    expect(seen.members.map((member) => member.name)).toEqual(["Olu", "Ada", "Cy"]);
    expect(seen.composition.n).toBe(1);

    await ctx.db.delete(testSessions).where(eq(testSessions.id, cyResult));
    seen = await view();
    expect(seen.members.find((member) => member.name === "Cy")!.shared).toBeNull();
    expect(seen.composition.n).toBe(0);
  });

  test("open invitations are counted, used or withdrawn ones are not; all in one query at any size", async () => {
    const ctx = context();
    const { team: created, owner } = await team(ctx, []);
    const first = await inviteByEmail(ctx.db, {
      teamId: created.id,
      invitedBy: owner.id,
      email: "one@example.com",
    });
    await inviteByEmail(ctx.db, {
      teamId: created.id,
      invitedBy: owner.id,
      email: "two@example.com",
    });
    expect((await loadTeamView(ctx.db, created.id)).invitedCount).toBe(2);
    await withdrawInvitation(ctx.db, {
      teamId: created.id,
      actorId: owner.id,
      invitationId: first.invitationId,
    });
    expect((await loadTeamView(ctx.db, created.id)).invitedCount).toBe(1);
    const later = new Date(Date.now() + 15 * 24 * 60 * 60 * 1000);
    expect((await loadTeamView(ctx.db, created.id, later)).invitedCount).toBe(0);

    // 60 more members, each sharing one of several saved results: still one statement.
    for (let i = 0; i < 60; i++) {
      const id = await person(ctx, `Member ${i}`);
      await ctx.db.insert(teamMembers).values({ teamId: created.id, userId: id });
      const [, latest] = await insertSavedResults(ctx.db, id, 2);
      await shareResult(ctx.db, { teamId: created.id, userId: id, testSessionId: latest!.id });
    }
    const queries = countQueries(ctx);
    try {
      const seen = await loadTeamView(ctx.db, created.id);
      expect(seen.members).toHaveLength(61);
      expect(seen.composition.n).toBe(60);
      expect(seen.invitedCount).toBe(1);
      expect(queries.count).toBe(1);
    } finally {
      queries.restore();
    }
  });

  test("answers are read only through the team's shares", async () => {
    const ctx = context();
    const { team: created, members } = await team(ctx, ["Ada", "Bo"]);
    const shared = await share(ctx, created.id, members.Ada!);
    const notShared = (await insertSavedResult(ctx.db, members.Bo!)).id;
    const answers = await loadSharedAnswers(ctx.db, created.id, [shared, notShared]);
    expect([...answers.keys()]).toEqual([shared]);
    const other = await createTeam(ctx.db, members.Ada!, { name: "Elsewhere" });
    expect((await loadSharedAnswers(ctx.db, other.id, [shared])).size).toBe(0);
  });

  test("the overview: a member sees the team, shares, changes and stops; anyone else gets the 404", async () => {
    const ctx = context();
    const { team: created, owner, members } = await team(ctx, ["Ada", "Bo"]);
    await share(ctx, created.id, members.Ada!);
    const params = { teamId: created.id };
    const get = (cookie: string) =>
      callRoute(
        overviewLoader,
        new Request(`http://localhost/teams/${created.id}`, { headers: { cookie } }),
        ctx,
        params,
      );
    const post = (cookie: string, fields: Record<string, string>) => {
      const request = formRequest(`/teams/${created.id}`, fields);
      request.headers.set("cookie", cookie);
      return callRoute(overviewAction, request, ctx, params);
    };

    let page = await get(owner.cookie);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      team: { id: created.id, name: "Research" },
      manager: true,
      invitedCount: 0,
      you: { shared: null, choices: [], more: false },
    });
    expect(page.data.members).toEqual({
      names: ["Olu", "Ada", "Bo"],
      types: ["", "INTJ-A", ""],
      scores: [30, 70, 30, 30, 70],
    });
    expect(page.data.viewerIndex).toBe(0);

    const [older, newer] = await insertSavedResults(ctx.db, owner.id, 2);
    page = await get(owner.cookie);
    expect((page.data.you as { choices: { id: string }[] }).choices.map((c) => c.id)).toEqual([
      newer!.id,
      older!.id,
    ]);

    // Someone else's result, a malformed id, an unknown form: refused, nothing shared.
    const theirs = await insertSavedResult(ctx.db, members.Bo!);
    let answered = await post(owner.cookie, { intent: "share", testSessionId: theirs.id });
    expect(answered.status).toBe(400);
    expect(answer(answered.data).fieldErrors.testSessionId).toBe(
      "That result is no longer among your saved results. Choose another one.",
    );
    answered = await post(owner.cookie, { intent: "share", testSessionId: "not-an-id" });
    expect(answer(answered.data).fieldErrors.testSessionId).toBe(
      "Choose one of your saved results.",
    );
    answered = await post(owner.cookie, { intent: "delete-everything" });
    expect(answered.status).toBe(400);
    expect(answer(answered.data).formError).toBe(
      "This page has no such form. Please use the forms on this page.",
    );
    expect((await get(owner.cookie)).data.you).toMatchObject({ shared: null });

    answered = await post(owner.cookie, { intent: "share", testSessionId: older!.id });
    expect(answered.status).toBe(302);
    expect(answered.location).toBe(`/teams/${created.id}`);
    expect((await get(owner.cookie)).data.you).toMatchObject({ shared: { id: older!.id } });

    await post(owner.cookie, { intent: "stop-sharing" });
    expect((await get(owner.cookie)).data.you).toMatchObject({ shared: null });

    // Signed out, or signed in outside the team: the 404 page, for reading and for writing.
    const stranger = await createSignedInUser(ctx, `stranger-${crypto.randomUUID()}@example.com`);
    for (const cookie of ["", stranger.cookie]) {
      expect((await get(cookie)).status).toBe(404);
      expect((await post(cookie, { intent: "stop-sharing" })).status).toBe(404);
    }
  });

  test("sharing is limited per person: a burst past 30 changes is refused with a wait", async () => {
    const ctx = context();
    const { team: created, owner } = await team(ctx, []);
    const [saved] = await insertSavedResults(ctx.db, owner.id, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const request = formRequest(`/teams/${created.id}`, {
        intent: "share",
        testSessionId: saved!.id,
      });
      request.headers.set("cookie", owner.cookie);
      const answered = await callRoute(overviewAction, request, ctx, { teamId: created.id });
      statuses.push(answered.status);
      if (answered.status === 429) {
        expect(answered.headers.get("Retry-After")).toMatch(/^\d+$/);
        expect(answer(answered.data).formError).toMatch(/many times in a short while/);
      }
    }
    expect(statuses.filter((status) => status === 302)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  test("compare: two sharing members side by side; a missing side is named and the other kept", async () => {
    const ctx = context();
    const { team: created, owner, members } = await team(ctx, ["Ada", "Bo", "Cy"]);
    await share(ctx, created.id, members.Ada!);
    await share(ctx, created.id, members.Bo!);
    await share(ctx, created.id, owner.id);
    const get = (query: string, cookie = owner.cookie) =>
      callRoute(
        compareLoader,
        new Request(`http://localhost/teams/${created.id}/compare${query}`, {
          headers: { cookie },
        }),
        ctx,
        { teamId: created.id },
      );

    let page = await get("");
    expect((page.data.options as { name: string }[]).map((option) => option.name)).toEqual([
      "Ada",
      "Bo",
      "Olu",
    ]);
    expect(page.data.comparison).toBeNull();

    page = await get(`?a=${members.Ada}&b=${members.Bo}`);
    expect(page.data.comparison).toMatchObject({
      a: { label: "Ada", type: "INTJ-A" },
      b: { label: "Bo", type: "INTJ-A" },
    });
    page = await get(`?a=${owner.id}&b=${members.Bo}`);
    expect(page.data.comparison).toMatchObject({ a: { isYou: true }, b: { label: "Bo" } });

    // Cy shares nothing; "nobody" is no member: each side named, the other choice kept.
    page = await get(`?a=${members.Ada}&b=${members.Cy}`);
    expect(page.data).toMatchObject({
      chosen: { a: members.Ada, b: null },
      missing: { first: false, second: true },
      comparison: null,
    });
    page = await get(`?a=nobody&b=${members.Bo}`);
    expect(page.data).toMatchObject({
      chosen: { a: null, b: members.Bo },
      missing: { first: true, second: false },
    });
    page = await get(`?a=${members.Bo}&b=${members.Bo}`);
    expect(page.data).toMatchObject({ same: true, comparison: null });

    const stranger = await createSignedInUser(ctx, `stranger-${crypto.randomUUID()}@example.com`);
    expect((await get(`?a=${members.Ada}&b=${members.Bo}`, stranger.cookie)).status).toBe(404);
  });
});
