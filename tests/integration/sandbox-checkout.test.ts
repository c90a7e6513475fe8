import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { questions } from "~/assessment/questions";
import { saveTestSession } from "~/db/test-sessions.server";
import { action as checkoutApi } from "~/routes/api.billing.checkout";
import { action as manageAction } from "~/routes/billing.manage";
import {
  action as subscriptionAction,
  loader as subscriptionLoader,
} from "~/routes/billing.subscription";
import { applyBillingEvent } from "~/billing/state-machine.server";
import { action as payAction, loader as payLoader } from "~/routes/billing.sandbox-checkout";
import { loader as movedLoader } from "~/routes/billing.test-checkout-moved";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { loadContext, unwrap } from "../support/route-args";

type Args = { request: Request; context: AppLoadContext; params: Record<string, string> };
const call = async (handler: unknown, args: Args) => {
  try {
    return (await (handler as (args: Args) => Promise<unknown>)(args)) as
      Response | { data: unknown; init: ResponseInit };
  } catch (error) {
    // Thrown redirects are Responses; thrown `data()` carries its status in `init`.
    if (error instanceof Response || (error instanceof Object && "init" in error))
      return error as Response;
    throw error;
  }
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const card = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
const everyAnswer = (value: number) => Object.fromEntries(questions.map((q) => [q.id, value]));

describe.each(databaseTargets)("the sandbox checkout on $name", (target) => {
  const database = freshDatabase(target);
  const context = () => loadContext(database());
  const newUser = (label: string) =>
    createSignedInUser(context(), `${label}-${crypto.randomUUID()}@example.com`);

  /** POST /api/billing/checkout as the buttons send it. */
  async function checkout(cookie: string | null, body: Record<string, unknown>) {
    const response = (await checkoutApi({
      request: new Request("http://localhost/api/billing/checkout", {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      }),
      context: context(),
      params: {},
    } as never)) as Response;
    return {
      status: response.status,
      body: (await response.json()) as { url?: string; error?: string },
    };
  }

  function post(
    handler: unknown,
    path: string,
    cookie: string,
    fields: Record<string, string>,
    params = {},
  ) {
    return call(handler, {
      request: new Request(`http://localhost${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: form(fields),
      }),
      context: context(),
      params,
    });
  }

  const pay = (cookie: string, url: string, fields: Record<string, string> = card) =>
    post(payAction, url, cookie, fields, { checkoutId: url.split("/").at(-1)! });

  async function count(query: ReturnType<typeof sql>) {
    const result = await context().db.execute(query);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  const premium = async (userId: string) => {
    const result = await context().db.execute(
      sql`select user_has_active_subscription(${userId}) as premium`,
    );
    return (result as unknown as { rows: { premium: boolean }[] }).rows[0]!.premium;
  };

  test("signed out: 401 and no checkout; an unknown plan: 400; a price in the body is ignored", async () => {
    const out = await checkout(null, { item: "premium-monthly", from: "pricing" });
    expect(out.status).toBe(401);
    expect(await count(sql`select count(*)::int as n from sandbox_checkouts`)).toBe(0);

    const user = await newUser("chooser");
    const unknown = await checkout(user.cookie, { item: "premium-free", from: "pricing" });
    expect(unknown).toEqual({
      status: 400,
      body: { error: "Please choose one of the plans shown." },
    });

    const started = await checkout(user.cookie, {
      item: "premium-monthly",
      from: "pricing",
      priceCents: 1,
      successUrl: "https://evil.example/",
    });
    expect(started.status).toBe(200);
    const id = started.body.url!.split("/").at(-1)!;
    const rows = await context().db.execute(
      sql`select item, success_url, cancel_url from sandbox_checkouts where id = ${id}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({
      item: "premium-monthly",
      success_url: "/dashboard?upgrade=success",
      cancel_url: "/pricing",
    });
  });

  test("the declined card takes nothing, 4242 makes the user premium once; a second plan is refused", async () => {
    const user = await newUser("buyer");
    const { url } = (
      await checkout(user.cookie, { item: "premium-2-month", from: "personality-test" })
    ).body;
    expect(url).toMatch(/^\/billing\/sandbox-checkout\/[0-9a-f-]{36}$/);

    const declined = unwrap(
      await pay(user.cookie, url!, { ...card, number: "4000 0000 0000 0002" }),
    ) as { status: number; data: { result: { error: Record<string, string[]> } } };
    expect(declined.status).toBe(400);
    expect(declined.data.result.error.number).toEqual([expect.stringMatching(/declined/)]);
    expect(await premium(user.id)).toBe(false);

    const paid = (await pay(user.cookie, url!)) as Response;
    expect(paid.headers.get("location")).toBe("/dashboard?upgrade=success");
    expect(await premium(user.id)).toBe(true);

    // Paying the same checkout again (a second tab) charges nothing more.
    const again = (await pay(user.cookie, url!)) as Response;
    expect(again.headers.get("location")).toBe("/dashboard?upgrade=success");
    expect(
      await count(sql`select count(*)::int as n from subscriptions where user_id = ${user.id}`),
    ).toBe(1);

    const second = await checkout(user.cookie, { item: "premium-monthly", from: "pricing" });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatch(/already have an active subscription/);
  });

  test("one trial per account: after a trial ends, the plan is bought again at the full price", async () => {
    const user = await newUser("trial-again");
    const subscriptionRows = async () => {
      const result = await context().db.execute(
        sql`select status, provider_subscription_id as id from subscriptions where user_id = ${user.id} order by created_at`,
      );
      return (result as unknown as { rows: { status: string; id: string }[] }).rows;
    };
    const summaryOf = async (url: string) => {
      const loaded = (await call(payLoader, {
        request: new Request(`http://localhost${url}`, { headers: { cookie: user.cookie } }),
        context: context(),
        params: { checkoutId: url.split("/").at(-1)! },
      })) as unknown as {
        summary: {
          dueTodayCents: number;
          then: { afterDays: number | null };
          trialUsedDays: number | null;
        };
      };
      return loaded.summary;
    };

    const first = (await checkout(user.cookie, { item: "premium-2-month", from: "pricing" })).body;
    expect(await summaryOf(first.url!)).toMatchObject({ dueTodayCents: 295 });
    await pay(user.cookie, first.url!);
    const [trial] = await subscriptionRows();
    expect(trial!.status).toBe("trialing");

    // The trial is cancelled and ends, as the provider reports it.
    await applyBillingEvent(context().db, {
      id: `evt_end_${trial!.id}`,
      created: new Date(Date.now() + 60_000),
      type: "customer.subscription.deleted",
      subscription: {
        provider: "sandbox",
        providerSubscriptionId: trial!.id,
        providerCustomerId: null,
        userId: user.id,
        status: "canceled",
        planId: "premium-2-month",
        currentPeriodEnd: new Date(),
        cancelAtPeriodEnd: false,
      },
    });
    // A week later the trial's paid time is over.
    await context().db.execute(
      sql`update subscriptions set current_period_end = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    expect(await premium(user.id)).toBe(false);

    const second = (await checkout(user.cookie, { item: "premium-2-month", from: "pricing" })).body;
    const summary = await summaryOf(second.url!);
    // No trial this time, and the page says why (billing:checkout.trialUsed).
    expect(summary).toMatchObject({
      dueTodayCents: 3995,
      then: { afterDays: null },
      trialUsedDays: 7,
    });
    await pay(user.cookie, second.url!);
    const rows = await subscriptionRows();
    expect(rows.map((row) => row.status)).toEqual(["canceled", "active"]);
    expect(await premium(user.id)).toBe(true);
  });

  test("without JavaScript the form post redirects to the checkout, or back with a toast", async () => {
    const user = await newUser("nojs");
    const started = (await post(checkoutApi, "/api/billing/checkout", user.cookie, {
      item: "premium-monthly",
      from: "pricing",
    })) as Response;
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toMatch(/^\/billing\/sandbox-checkout\//);

    const refused = (await post(checkoutApi, "/api/billing/checkout", "", {
      item: "premium-monthly",
      from: "personality-test",
    })) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/auth?redirectTo=%2Fpricing");
    expect(refused.headers.get("set-cookie")).toMatch(/^toast=/);

    // A refusal comes back to the page in the address, for the button to show once as an alert:
    // no toast cookie, which would show it a second time once JavaScript runs.
    await pay(user.cookie, started.headers.get("location")!);
    const second = (await post(checkoutApi, "/api/billing/checkout", user.cookie, {
      item: "premium-2-month",
      from: "personality-test",
    })) as Response;
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe(
      "/personality-test?checkout-refused=subscribed&checkout-item=premium-2-month",
    );
    expect(second.headers.get("set-cookie")).toBeNull();
  });

  test("someone else's checkout is not found", async () => {
    const owner = await newUser("owner");
    const other = await newUser("other");
    const { url } = (await checkout(owner.cookie, { item: "premium-monthly", from: "pricing" }))
      .body;
    const response = (await pay(other.cookie, url!)) as { init?: ResponseInit };
    expect(response.init?.status).toBe(404);
    expect(await premium(other.id)).toBe(false);
  });

  test("the premium report is bought for one saved result of one's own", async () => {
    const user = await newUser("reader");
    const stranger = await newUser("stranger");
    const { session } = await saveTestSession(context().db, {
      userId: user.id,
      submissionId: crypto.randomUUID(),
      responses: everyAnswer(6),
    });
    const { session: other } = await saveTestSession(context().db, {
      userId: user.id,
      submissionId: crypto.randomUUID(),
      responses: everyAnswer(2),
    });
    expect(session.isPremium).toBe(false);

    expect(
      (await checkout(user.cookie, { item: "premium-report", from: "results" })).body.error,
    ).toBe("Save this result to your account first.");
    const foreign = await checkout(stranger.cookie, {
      item: "premium-report",
      from: "results",
      testSessionId: session.id,
    });
    expect(foreign.status).toBe(404);

    const { url } = (
      await checkout(user.cookie, {
        item: "premium-report",
        from: "results",
        testSessionId: session.id,
      })
    ).body;
    const paid = (await pay(user.cookie, url!)) as Response;
    expect(paid.headers.get("location")).toBe(`/test-results/${session.id}?upgrade=success`);

    const flags = await context().db.execute(
      sql`select id, is_premium from test_sessions where user_id = ${user.id} order by is_premium desc`,
    );
    expect((flags as unknown as { rows: unknown[] }).rows).toEqual([
      { id: session.id, is_premium: true },
      { id: other.id, is_premium: false },
    ]);
    expect(
      await count(
        sql`select count(*)::int as n from report_purchases where amount_cents = 999 and test_session_id = ${session.id}`,
      ),
    ).toBe(1);
    // The report is not a subscription.
    expect(await premium(user.id)).toBe(false);

    const twice = await checkout(user.cookie, {
      item: "premium-report",
      from: "results",
      testSessionId: session.id,
    });
    expect(twice.status).toBe(409);
  });

  test("Manage Subscription leads to the sandbox subscription page, which cancels at period end and resumes", async () => {
    const user = await newUser("manager");
    const none = (await post(manageAction, "/billing/manage", user.cookie, {})) as Response;
    expect(none.headers.get("location")).toBe("/dashboard");
    expect(none.headers.get("set-cookie")).toMatch(/^toast=/);

    const { url } = (await checkout(user.cookie, { item: "premium-monthly", from: "pricing" }))
      .body;
    await pay(user.cookie, url!);
    const manage = (await post(manageAction, "/billing/manage", user.cookie, {})) as Response;
    expect(manage.headers.get("location")).toBe("/billing/subscription");

    const read = async () =>
      unwrap(
        await subscriptionLoader({
          request: new Request("http://localhost/billing/subscription", {
            headers: { cookie: user.cookie },
          }),
          context: context(),
          params: {},
        } as never),
      ).data as { subscription: { cancelAtPeriodEnd: boolean; planId: string; status: string } };

    expect((await read()).subscription).toMatchObject({
      planId: "premium-monthly",
      status: "active",
      cancelAtPeriodEnd: false,
    });
    await post(subscriptionAction, "/billing/subscription", user.cookie, { intent: "cancel" });
    expect((await read()).subscription.cancelAtPeriodEnd).toBe(true);
    // Cancelled at period end: still premium until the paid period ends.
    expect(await premium(user.id)).toBe(true);
    await post(subscriptionAction, "/billing/subscription", user.cookie, { intent: "resume" });
    expect((await read()).subscription.cancelAtPeriodEnd).toBe(false);
    expect(
      await count(
        sql`select count(*)::int as n from processed_events where id like 'evt_sandbox_%'`,
      ),
    ).toBeGreaterThanOrEqual(5);
  });

  test("the checkout's old address sends a browser on to the sandbox checkout, a POST included", async () => {
    const id = crypto.randomUUID();
    const moved = movedLoader({
      request: new Request(`http://localhost/billing/test-checkout/${id}`),
      params: { checkoutId: id },
    } as never);
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe(`/billing/sandbox-checkout/${id}`);
  });

  test("a malformed card form is answered 400 with its field messages, and nothing is paid", async () => {
    const user = await newUser("typo");
    const { url } = (await checkout(user.cookie, { item: "premium-monthly", from: "pricing" }))
      .body;
    const answer = unwrap(await pay(user.cookie, url!, { number: "4242", expiry: "1/1" })) as {
      status: number;
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    };
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.data.result.error).sort()).toEqual(["cvc", "expiry", "number"]);
    expect(answer.data.result.initialValue).toMatchObject({ number: "4242", expiry: "1/1" });
    expect(await premium(user.id)).toBe(false);
  });
});
