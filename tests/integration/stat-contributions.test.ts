import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { computeResult } from "~/assessment/scoring";
import { accountExport } from "~/db/account-export.server";
import { statContributions, testSessions, users } from "~/db/schema";
import { answersString } from "~/db/stat-contributions.server";
import { saveTestSession } from "~/db/test-sessions.server";
import { action as accountDataAction, loader as accountDataLoader } from "~/routes/account.data";
import {
  action as contributionsAction,
  loader as contributionsLoader,
} from "~/routes/api.statistics.contributions";
import { createSignedInUser, testPassword } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { answer, callRoute, loadContext } from "../support/route-args";

const intj = answersFor("INTJ-A");
const enfp = answersFor("ENFP-T", 2);
const path = "/api/statistics/contributions";

/** Calls the API route as the Express adapter would; the JSON answer and its headers. */
async function api(
  context: AppLoadContext,
  body: unknown,
  { cookie = "", method = "POST" }: { cookie?: string; method?: string } = {},
) {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: method === "GET" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const handler = method === "GET" ? contributionsLoader : contributionsAction;
  const response = (await (handler as (args: object) => Promise<Response>)({
    request,
    context,
    params: {},
  })) as Response;
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

function accountForm(fields: Record<string, string>, cookie: string) {
  return new Request("http://localhost/account/data", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });
}

const rowsOf = (context: AppLoadContext, contributorId: string) =>
  context.db
    .select()
    .from(statContributions)
    .where(eq(statContributions.contributorId, contributorId));

async function contributorIdOf(context: AppLoadContext, userId: string) {
  const [row] = await context.db
    .select({ id: users.statsContributorId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.id ?? null;
}

describe.each(databaseTargets)("giving answers to the statistics on $name", (target) => {
  const database = freshDatabase(target);
  // Each test its own address, so the rate limit of one never reaches another.
  let address = 0;
  const context = () => loadContext(database(), { clientIp: `198.51.100.${++address}` });

  test("a visitor's second identical submission adds no second row", async () => {
    const ctx = context();
    const submissionId = crypto.randomUUID();
    const first = await api(ctx, { intent: "add", submissionId, responses: intj, locale: "de" });
    expect(first.status).toBe(201);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    const contributorId = first.body.contributorId as string;
    const again = await api(ctx, {
      intent: "add",
      submissionId,
      responses: intj,
      locale: "de",
      contributorId,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ contributorId, added: false });
    const rows = await rowsOf(ctx, contributorId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      submissionId,
      answers: answersString(intj),
      locale: "de",
      synthetic: false,
      contributedOn: new Date().toISOString().slice(0, 10),
    });
  });

  test("the server computes the result from the answers and ignores one sent with them", async () => {
    const ctx = context();
    const added = await api(ctx, {
      intent: "add",
      submissionId: crypto.randomUUID(),
      responses: enfp,
      locale: "en",
      result: { type: "ISTJ-A" },
      personalityType: "ISTJ-A",
      dimensions: { mind: 0, energy: 0, nature: 0, tactics: 0, identity: 100 },
    });
    expect(added.status).toBe(201);
    const [row] = await rowsOf(ctx, added.body.contributorId as string);
    const expected = computeResult(enfp);
    expect(row?.personalityType).toBe(expected.type);
    expect(row?.personalityType).toBe("ENFP-T");
    expect(row?.dimensions).toEqual(expected.dimensions);
  });

  test("withdrawing deletes every row of that id and nothing else", async () => {
    const ctx = context();
    const mine = await api(ctx, {
      intent: "add",
      submissionId: crypto.randomUUID(),
      responses: intj,
      locale: "fr",
    });
    const contributorId = mine.body.contributorId as string;
    await api(ctx, {
      intent: "add",
      submissionId: crypto.randomUUID(),
      responses: enfp,
      locale: "fr",
      contributorId,
    });
    const other = await api(ctx, {
      intent: "add",
      submissionId: crypto.randomUUID(),
      responses: enfp,
      locale: "fr",
    });
    expect(await rowsOf(ctx, contributorId)).toHaveLength(2);

    const withdrawn = await api(ctx, { intent: "withdraw", contributorId });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ removed: 2 });
    expect(await rowsOf(ctx, contributorId)).toHaveLength(0);
    expect(await rowsOf(ctx, other.body.contributorId as string)).toHaveLength(1);
  });

  test("saved results are not used until the account's choice is on", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "not.yet@example.com");
    const before = (await ctx.db.select().from(statContributions)).length;
    await saveTestSession(ctx.db, {
      userId: id,
      submissionId: crypto.randomUUID(),
      responses: intj,
      locale: "es",
    });
    expect(await contributorIdOf(ctx, id)).toBeNull();
    expect((await ctx.db.select().from(statContributions)).length).toBe(before);
    const choice = await api(ctx, undefined, { cookie, method: "GET" });
    expect(choice.body).toEqual({ account: { on: false, count: 0 } });
  });

  test("turning the account's choice on adds the saved results that have all 60 answers, once", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "giver@example.com");
    const other = await createSignedInUser(ctx, "bystander.giver@example.com");
    await saveTestSession(ctx.db, {
      userId: id,
      submissionId: crypto.randomUUID(),
      responses: intj,
      locale: "ja",
    });
    await saveTestSession(ctx.db, {
      userId: id,
      submissionId: crypto.randomUUID(),
      responses: enfp,
    });
    // A row from before every answer was required: it is not given.
    await ctx.db.insert(testSessions).values({
      userId: id,
      submissionId: crypto.randomUUID(),
      personalityType: "ISTJ-A",
      dimensions: { mind: 20, energy: 30, nature: 20, tactics: 20, identity: 70 },
      responses: { "1": 4 },
    });
    await saveTestSession(ctx.db, {
      userId: other.id,
      submissionId: crypto.randomUUID(),
      responses: intj,
    });

    const on = await api(ctx, { intent: "account", on: true }, { cookie });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ on: true, added: 2 });
    const contributorId = await contributorIdOf(ctx, id);
    expect(contributorId).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await rowsOf(ctx, contributorId!);
    expect(rows.map((row) => [row.personalityType, row.locale]).sort()).toEqual([
      ["ENFP-T", "und"],
      ["INTJ-A", "ja"],
    ]);
    // Nothing of the row names the account or its saved result.
    const saved = await ctx.db.select().from(testSessions).where(eq(testSessions.userId, id));
    const text = JSON.stringify(rows);
    expect(text).not.toContain(id);
    for (const session of saved) expect(text).not.toContain(session.id);
    // The bystander's result is not given.
    expect(await contributorIdOf(ctx, other.id)).toBeNull();

    const twice = await api(ctx, { intent: "account", on: true }, { cookie });
    expect(twice.body).toEqual({ on: true, added: 0 });
    expect(await contributorIdOf(ctx, id)).toBe(contributorId);
    const choice = await api(ctx, undefined, { cookie, method: "GET" });
    expect(choice.body).toEqual({ account: { on: true, count: 2 } });
  });

  test("a result saved while the choice is on is added with it, in its language", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "saver.on@example.com");
    await api(ctx, { intent: "account", on: true }, { cookie });
    const contributorId = (await contributorIdOf(ctx, id))!;
    expect(await rowsOf(ctx, contributorId)).toHaveLength(0);

    const submissionId = crypto.randomUUID();
    const { created } = await saveTestSession(ctx.db, {
      userId: id,
      submissionId,
      responses: enfp,
      locale: "pt-BR",
    });
    expect(created).toBe(true);
    // Saving the same attempt again adds nothing.
    await saveTestSession(ctx.db, { userId: id, submissionId, responses: enfp, locale: "pt-BR" });
    const rows = await rowsOf(ctx, contributorId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ submissionId, personalityType: "ENFP-T", locale: "pt-BR" });
  });

  test("turning the choice off removes every given row and clears the id", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "taker.back@example.com");
    for (const responses of [intj, enfp])
      await saveTestSession(ctx.db, { userId: id, submissionId: crypto.randomUUID(), responses });
    await api(ctx, { intent: "account", on: true }, { cookie });
    const contributorId = (await contributorIdOf(ctx, id))!;
    expect(await rowsOf(ctx, contributorId)).toHaveLength(2);

    const off = await api(ctx, { intent: "account", on: false }, { cookie });
    expect(off.body).toEqual({ on: false, removed: 2 });
    expect(await rowsOf(ctx, contributorId)).toHaveLength(0);
    expect(await contributorIdOf(ctx, id)).toBeNull();
    // And a result saved afterwards is not given.
    await saveTestSession(ctx.db, {
      userId: id,
      submissionId: crypto.randomUUID(),
      responses: intj,
    });
    expect(await rowsOf(ctx, contributorId)).toHaveLength(0);
  });

  test("the account setting's form turns the choice on and off without JavaScript", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "form.giver@example.com");
    await saveTestSession(ctx.db, {
      userId: id,
      submissionId: crypto.randomUUID(),
      responses: intj,
    });
    const refused = await callRoute(
      accountDataAction,
      accountForm({ intent: "statistics", choice: "maybe" }, cookie),
      ctx,
    );
    expect(refused.status).toBe(400);
    expect(answer(refused.data).fieldErrors.choice).toBe(
      "Choose whether to add your results or to remove them.",
    );
    expect(await contributorIdOf(ctx, id)).toBeNull();

    const on = await callRoute(
      accountDataAction,
      accountForm({ intent: "statistics", choice: "on" }, cookie),
      ctx,
    );
    expect(on.status).toBe(302);
    expect(on.location).toBe("/account/data#statistics");
    const page = await callRoute(
      accountDataLoader,
      new Request("http://localhost/account/data", { headers: { cookie } }),
      ctx,
    );
    expect(page.data.statistics).toEqual({ on: true, count: 1 });

    const off = await callRoute(
      accountDataAction,
      accountForm({ intent: "statistics", choice: "off" }, cookie),
      ctx,
    );
    expect(off.status).toBe(302);
    expect(await contributorIdOf(ctx, id)).toBeNull();
    expect(
      await ctx.db.select().from(testSessions).where(eq(testSessions.userId, id)),
    ).toHaveLength(1);
  });

  test("deleting the account removes the answers it gave, and no one else's", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "leaver@example.com");
    await saveTestSession(ctx.db, {
      userId: id,
      submissionId: crypto.randomUUID(),
      responses: intj,
    });
    await api(ctx, { intent: "account", on: true }, { cookie });
    const contributorId = (await contributorIdOf(ctx, id))!;
    const visitor = await api(ctx, {
      intent: "add",
      submissionId: crypto.randomUUID(),
      responses: intj,
      locale: "en",
    });
    expect(await rowsOf(ctx, contributorId)).toHaveLength(1);

    const deleted = await callRoute(
      accountDataAction,
      accountForm({ password: testPassword, confirm: "DELETE" }, cookie),
      ctx,
    );
    expect(deleted.status).toBe(302);
    expect(await ctx.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await rowsOf(ctx, contributorId)).toHaveLength(0);
    expect(await rowsOf(ctx, visitor.body.contributorId as string)).toHaveLength(1);
  });

  test("the data export says whether the choice is on and how many results were given, not the id", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "exporting.giver@example.com");
    expect((await accountExport(ctx.db, id)).statistics).toEqual({
      givingResults: false,
      resultsGiven: 0,
    });
    for (const responses of [intj, enfp])
      await saveTestSession(ctx.db, {
        userId: id,
        submissionId: crypto.randomUUID(),
        responses,
        locale: "ko",
      });
    await api(ctx, { intent: "account", on: true }, { cookie });
    const file = await accountExport(ctx.db, id);
    expect(file.statistics).toEqual({ givingResults: true, resultsGiven: 2 });
    expect(file.testResults.map((result) => result.language)).toEqual(["ko", "ko"]);
    expect(JSON.stringify(file)).not.toContain((await contributorIdOf(ctx, id))!);
  });

  test("bad bodies are refused with 400 and a message, and store nothing", async () => {
    const ctx = context();
    const before = (await ctx.db.select().from(statContributions)).length;
    const cases: [unknown, RegExp][] = [
      ["[1, 2]", /intent is "add", "withdraw" or "account"/],
      [{ intent: "publish" }, /intent is "add", "withdraw" or "account"/],
      [
        { intent: "add", submissionId: "nope", responses: intj, locale: "en" },
        /submissionId must be the attempt's UUID/,
      ],
      [
        { intent: "add", submissionId: crypto.randomUUID(), responses: { 1: 4 }, locale: "en" },
        /missing/i,
      ],
      [
        {
          intent: "add",
          submissionId: crypto.randomUUID(),
          responses: { ...intj, 5: 9 },
          locale: "en",
        },
        /./,
      ],
      [
        { intent: "add", submissionId: crypto.randomUUID(), responses: intj, locale: "xx" },
        /locale must be one of the site's languages/,
      ],
      [{ intent: "withdraw", contributorId: "1' OR 1=1" }, /contributorId must be the UUID/],
      [{ intent: "account", on: "yes" }, /on must be true or false/],
    ];
    for (const [body, message] of cases) {
      const refused = await api(ctx, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toMatch(message);
      expect(refused.headers.get("Cache-Control")).toBe("no-store");
    }
    expect((await ctx.db.select().from(statContributions)).length).toBe(before);
  });

  test("the account's choice needs a signed-in person", async () => {
    const ctx = context();
    const refused = await api(ctx, { intent: "account", on: true });
    expect(refused.status).toBe(401);
    const visitor = await api(ctx, undefined, { method: "GET" });
    expect(visitor.body).toEqual({ account: null });
  });

  test("a burst from one address meets 429 with Retry-After before anything more is stored", async () => {
    const ctx = context();
    let last = { status: 0, body: {} as Record<string, unknown>, headers: new Headers() };
    let allowed = 0;
    for (let index = 0; index < 61; index++) {
      last = await api(ctx, { intent: "withdraw", contributorId: crypto.randomUUID() });
      if (last.status === 200) allowed++;
    }
    expect(allowed).toBe(60);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(last.body.error).toMatch(/Too many requests/);
    const blocked = await api(ctx, {
      intent: "add",
      submissionId: crypto.randomUUID(),
      responses: intj,
      locale: "en",
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.contributorId).toBeUndefined();
  });
});
