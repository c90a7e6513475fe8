import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { computeResult } from "~/assessment/scoring";
import { subscriptions, testSessions } from "~/db/schema";
import { action as saveAction } from "~/routes/api.test-sessions";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as resultLoader } from "~/routes/test-results";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { loadContext } from "../support/route-args";

type Args = { request: Request; context: AppLoadContext; params: Record<string, string> };

function save(context: AppLoadContext, cookie: string, body: unknown) {
  return (saveAction as unknown as (args: Args) => Promise<Response>)({
    request: new Request("http://localhost/api/test-sessions", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    }),
    context,
    params: {},
  });
}

async function loadResult(context: AppLoadContext, cookie: string, sessionId: string) {
  try {
    return await (resultLoader as unknown as (args: Args) => Promise<unknown>)({
      request: new Request(`http://localhost/test-results/${sessionId}`, { headers: { cookie } }),
      context,
      params: { sessionId },
    });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** What the dashboard's loader hands the page. */
async function loadDashboard(context: AppLoadContext, cookie: string) {
  const loaded = (await (dashboardLoader as unknown as (args: Args) => Promise<unknown>)({
    request: new Request("http://localhost/dashboard", { headers: { cookie } }),
    context,
    params: {},
  })) as {
    dashboard: {
      results: { sessions: { personalityType: string }[] };
      subscription: { planType: string; cancelAtPeriodEnd: boolean } | null;
    };
  };
  // The page of results the list shows (ten at a time: tests/integration/dashboard-history).
  return { ...loaded.dashboard, sessions: loaded.dashboard.results.sessions };
}

const intj = answersFor("INTJ-A");

describe.each(databaseTargets)("saving results on $name", (target) => {
  const database = freshDatabase(target);
  const context = () => loadContext(database());
  const rowsOf = (userId: string) =>
    context().db.select().from(testSessions).where(eq(testSessions.userId, userId));

  test("a visitor cannot save", async () => {
    const response = await save(context(), "", {
      submissionId: crypto.randomUUID(),
      responses: intj,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Sign in to save your results." });
  });

  test("a save computes the result on the server and stores one row; a repeat returns it", async () => {
    const ctx = context();
    const user = await createSignedInUser(ctx, "saver@example.com");
    const submissionId = crypto.randomUUID();
    const first = await save(ctx, user.cookie, { submissionId, responses: intj });
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body.result).toEqual(computeResult(intj));
    expect(body.session).toMatchObject({ personalityType: "INTJ-A", isPremium: false });
    const again = await save(ctx, user.cookie, { submissionId, responses: intj });
    expect(again.status).toBe(200);
    expect((await again.json()).session.id).toBe(body.session.id);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      submissionId,
      personalityType: "INTJ-A",
      dimensions: computeResult(intj).dimensions,
      isPremium: false,
    });
    expect(rows[0]!.responses["1"]).toBe(intj[1]);
    expect(Object.keys(rows[0]!.responses)).toHaveLength(60);
  });

  test("ten concurrent identical submissions leave one row", async () => {
    const ctx = context();
    const user = await createSignedInUser(ctx, "clicker@example.com");
    const submissionId = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => save(ctx, user.cookie, { submissionId, responses: intj })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).session.id)));
    expect(ids.size).toBe(1);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  test("a tampered submission is recomputed or refused, never stored as sent", async () => {
    const ctx = context();
    const user = await createSignedInUser(ctx, "tamperer@example.com");
    // A type and dimensions in the body are ignored: the server computes its own.
    const forged = await save(ctx, user.cookie, {
      submissionId: crypto.randomUUID(),
      responses: intj,
      personalityType: "ENFP-A",
      type: "ENFP-A",
      dimensions: { mind: 99, energy: 99, nature: 99, tactics: 99, identity: 99 },
      isPremium: true,
    });
    expect(forged.status).toBe(201);
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ personalityType: "INTJ-A", isPremium: false });
    expect(row!.dimensions).toEqual(computeResult(intj).dimensions);

    const missing = { ...intj } as Record<number, number>;
    delete missing[60];
    const short = await save(ctx, user.cookie, {
      submissionId: crypto.randomUUID(),
      responses: missing,
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error).toContain("Missing an answer for statement 60.");

    const eight = await save(ctx, user.cookie, {
      submissionId: crypto.randomUUID(),
      responses: { ...intj, 5: 8 },
    });
    expect(eight.status).toBe(400);
    expect((await eight.json()).error).toContain("statement 5 is not");

    const noId = await save(ctx, user.cookie, { responses: intj });
    expect(noId.status).toBe(400);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  test("a subscriber's result is flagged premium by the SQL premium check", async () => {
    const ctx = context();
    const user = await createSignedInUser(ctx, "subscriber@example.com");
    await ctx.db.insert(subscriptions).values({
      userId: user.id,
      status: "active",
      planType: "monthly",
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
    const response = await save(ctx, user.cookie, {
      submissionId: crypto.randomUUID(),
      responses: intj,
    });
    expect((await response.json()).session.isPremium).toBe(true);
  });

  test("a saved result opens for its owner only; anything else is 'Test not found'", async () => {
    const ctx = context();
    const owner = await createSignedInUser(ctx, "owner@example.com");
    const other = await createSignedInUser(ctx, "other@example.com");
    const saved = await (
      await save(ctx, owner.cookie, {
        submissionId: crypto.randomUUID(),
        responses: answersFor("ESFP-T"),
      })
    ).json();

    const own = (await loadResult(ctx, owner.cookie, saved.session.id)) as Record<string, unknown>;
    expect(own).toMatchObject({ result: computeResult(answersFor("ESFP-T")), isPremium: false });
    expect(own.profile).toMatchObject({ name: "The Celebrant" });

    for (const [cookie, id] of [
      [other.cookie, saved.session.id],
      [owner.cookie, "not-a-uuid"],
      [owner.cookie, crypto.randomUUID()],
    ] as const) {
      const refused = await loadResult(ctx, cookie, id);
      expect(refused).toBeInstanceOf(Response);
      const response = refused as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/dashboard");
      expect(response.headers.get("Set-Cookie")).toContain("toast=");
      expect(await response.text()).not.toContain("ESFP");
    }

    const signedOut = (await loadResult(ctx, "", saved.session.id)) as Response;
    expect(signedOut.headers.get("Location")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/test-results/${saved.session.id}`)}`,
    );
  });

  test("the dashboard lists the user's results newest first, with the active plan", async () => {
    const ctx = context();
    const user = await createSignedInUser(ctx, "historian@example.com");
    const older = new Date("2026-01-05T12:00:00Z");
    const newer = new Date("2026-03-09T12:00:00Z");
    for (const [type, completedAt] of [
      ["ISTJ-A", older],
      ["ENFP-T", newer],
    ] as const) {
      await ctx.db.insert(testSessions).values({
        userId: user.id,
        submissionId: crypto.randomUUID(),
        personalityType: type,
        dimensions: computeResult(answersFor(type)).dimensions,
        responses: {},
        completedAt,
      });
    }
    const dashboard = await loadDashboard(ctx, user.cookie);
    expect(dashboard.sessions.map((session) => session.personalityType)).toEqual([
      "ENFP-T",
      "ISTJ-A",
    ]);
    expect(dashboard.subscription).toBeNull();
  });

  test("the dashboard shows the active plan with or without results, and only the user's own", async () => {
    const ctx = context();
    const dashboardOf = (cookie: string) => loadDashboard(ctx, cookie);
    const day = 86_400_000;
    const planOnly = await createSignedInUser(ctx, "plan-only@example.com");
    const both = await createSignedInUser(ctx, "both@example.com");
    const lapsed = await createSignedInUser(ctx, "lapsed@example.com");
    await ctx.db.insert(subscriptions).values([
      // An ended plan, then the current one: the current one shows.
      {
        userId: planOnly.id,
        status: "canceled",
        planType: "monthly",
        currentPeriodEnd: new Date(Date.now() - day),
      },
      {
        userId: planOnly.id,
        status: "active",
        planType: "yearly",
        currentPeriodEnd: new Date(Date.now() + 300 * day),
      },
      {
        userId: both.id,
        status: "canceled",
        planType: "monthly",
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(Date.now() + 3 * day),
      },
      {
        userId: lapsed.id,
        status: "past_due",
        planType: "monthly",
        currentPeriodEnd: new Date(Date.now() - day),
      },
    ]);
    for (const type of ["INFJ-T", "ESTP-A"]) {
      await save(ctx, both.cookie, {
        submissionId: crypto.randomUUID(),
        responses: answersFor(type),
      });
    }

    const first = await dashboardOf(planOnly.cookie);
    expect(first.sessions).toEqual([]);
    expect(first.subscription).toMatchObject({ planType: "yearly", cancelAtPeriodEnd: false });

    const second = await dashboardOf(both.cookie);
    expect(second.sessions.map((session) => session.personalityType).sort()).toEqual([
      "ESTP-A",
      "INFJ-T",
    ]);
    expect(second.subscription).toMatchObject({ planType: "monthly", cancelAtPeriodEnd: true });

    const third = await dashboardOf(lapsed.cookie);
    expect(third).toMatchObject({ sessions: [], subscription: null });
  });
});
