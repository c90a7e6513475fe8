import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { loadEntitlements } from "~/billing/entitlements.server";
import { quoteSandboxPlanChange, type PlanChangeQuote } from "~/billing/plan-change";
import {
  createSandboxCheckout,
  findSandboxCheckout,
  paySandboxCheckout,
} from "~/billing/sandbox-checkout.server";
import { hasHadTrial } from "~/billing/state-machine.server";
import { findPlan, type PlanId } from "~/config/plans";
import { processedEvents, subscriptions } from "~/db/schema";
import { action, loader } from "~/routes/billing.change-plan";
import { action as subscriptionAction } from "~/routes/billing.subscription";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { answer, callRoute, loadContext } from "../support/route-args";

const day = 24 * 60 * 60 * 1000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Switching plans in the sandbox (decision 025): /billing/change-plan prices the change, its form
 * makes it at the price shown, through the one state machine; who may switch, what a trial does,
 * and the limits.
 */
describe.each(databaseTargets)("plan changes in the sandbox on $name", (target) => {
  const database = freshDatabase(target);
  const context = () => loadContext(database());
  const db = () => database().db;

  const newUser = (label: string) =>
    createSignedInUser(context(), `${label}-${crypto.randomUUID()}@example.com`);

  /** A paid sandbox subscription, as paying its checkout makes it, `ago` milliseconds ago. */
  async function subscribe(userId: string, plan: PlanId, ago = 0) {
    const url = await createSandboxCheckout(db(), {
      userId,
      email: "buyer@example.com",
      item: plan,
      successPath: "/dashboard?upgrade=success",
      cancelPath: "/pricing",
    });
    const checkout = await findSandboxCheckout(db(), url.split("/").at(-1)!, userId);
    await paySandboxCheckout(db(), checkout!, new Date(Date.now() - ago));
    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, `sub_sandbox_${checkout!.id}`));
    return row!;
  }

  /** The user's running subscription (the tests give each user one at a time). */
  const rowOf = async (userId: string) =>
    (
      await db()
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)))
    )[0]!;

  const page = (to: string | null, cookie: string) =>
    new Request(`http://localhost/billing/change-plan${to === null ? "" : `?to=${to}`}`, {
      headers: { cookie },
    });

  async function open(to: string | null, cookie: string) {
    try {
      return await callRoute(loader, page(to, cookie), context());
    } catch (error) {
      // A thrown `data()`: the not-found page.
      const init = (error as { init?: ResponseInit }).init;
      if (init?.status)
        return { status: init.status, data: {}, headers: new Headers(), location: null };
      throw error;
    }
  }

  function confirm(cookie: string, fields: Record<string, string | number>, to = fields.to) {
    return callRoute(
      action,
      new Request(`http://localhost/billing/change-plan?to=${to}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams(
          Object.entries(fields).map(([name, value]) => [name, String(value)]),
        ),
      }),
      context(),
    );
  }

  /** Opens the page and confirms what it shows, as the form posts it. */
  async function switchPlan(cookie: string, to: PlanId) {
    const shown = await open(to, cookie);
    expect(shown.status, JSON.stringify(shown.data)).toBe(200);
    const quote = shown.data.quote as PlanChangeQuote;
    const done = await confirm(cookie, {
      to,
      from: quote.from,
      prorationDate: quote.prorationDate,
    });
    return { quote, done };
  }

  test("monthly to 2-month: the page prices it from the unused days, the form makes it at that price, and the plan changes now", async () => {
    const user = await newUser("upgrader");
    const before = await subscribe(user.id, "premium-monthly", 10 * day);
    const shown = await open("premium-2-month", user.cookie);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({
      kind: "ready",
      from: { id: "premium-monthly", name: "Premium Monthly", price: "$19.95 per month" },
      to: { id: "premium-2-month", name: "Premium 2-Month", price: "$39.95 every 2 months" },
      current: { label: "Active" },
    });
    const quote = shown.data.quote as PlanChangeQuote;
    // What the sandbox charges is Stripe's rule applied to this subscription at that moment.
    expect(quote).toEqual(
      quoteSandboxPlanChange({
        from: findPlan("premium-monthly")!,
        to: findPlan("premium-2-month")!,
        periodStart: before.currentPeriodStart,
        periodEnd: before.currentPeriodEnd!,
        trialEnd: null,
        at: new Date(quote.prorationDate * 1000),
      }),
    );
    expect(quote.creditCents).toBeGreaterThan(1200);
    expect(quote.creditCents).toBeLessThan(1400);
    expect(quote.dueNowCents).toBe(3995 - quote.creditCents);

    const done = await confirm(user.cookie, {
      to: "premium-2-month",
      from: "premium-monthly",
      prorationDate: quote.prorationDate,
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/dashboard");
    expect(done.headers.get("set-cookie")).toMatch(/^toast=/);

    const after = await rowOf(user.id);
    expect(after).toMatchObject({
      id: before.id,
      planType: "premium-2-month",
      status: "active",
      currentPeriodStart: new Date(quote.prorationDate * 1000),
      currentPeriodEnd: new Date(quote.nextPaymentAt),
      trialEnd: null,
    });
    expect((await loadEntitlements(db(), user.id)).subscription?.id).toBe(before.id);

    // The same form again (a second tab) is refused: the plan is already the one asked for.
    const again = await confirm(user.cookie, {
      to: "premium-2-month",
      from: "premium-monthly",
      prorationDate: quote.prorationDate,
    });
    expect(again.status).toBe(409);
    expect(answer(again.data).formError).toBe(
      "There is nothing to switch: Premium 2-Month is the plan you have now. Your dashboard shows when it renews.",
    );
  });

  test("2-month back to monthly: the credit beyond the monthly price stays on the account and nothing is charged", async () => {
    const user = await newUser("downgrader");
    // Not a first subscription, so no trial: the 2-month plan is paid in full.
    await subscribe(user.id, "premium-monthly", 3 * day);
    await switchPlan(user.cookie, "premium-2-month");
    const { quote, done } = await switchPlan(user.cookie, "premium-monthly");
    expect(done.status).toBe(302);
    expect(quote).toMatchObject({ chargeCents: 1995, dueNowCents: 0 });
    expect(quote.balanceCreditCents).toBe(quote.creditCents - 1995);
    expect(quote.creditCents).toBeGreaterThan(3900);
    expect(await rowOf(user.id)).toMatchObject({ planType: "premium-monthly", status: "active" });
  });

  test("a trial switched to monthly goes on to its end, nothing charged now; cancelled, premium ends with the trial and no second trial is given", async () => {
    const user = await newUser("trialist");
    const trial = await subscribe(user.id, "premium-2-month", day);
    expect(trial.status).toBe("trialing");
    expect(trial.trialEnd).toEqual(trial.currentPeriodEnd);

    const { quote, done } = await switchPlan(user.cookie, "premium-monthly");
    expect(quote).toMatchObject({
      trialEndsAt: trial.trialEnd!.toISOString(),
      creditCents: 0,
      chargeCents: 0,
      dueNowCents: 0,
      nextPaymentAt: trial.trialEnd!.toISOString(),
    });
    expect(done.status).toBe(302);
    const switched = await rowOf(user.id);
    expect(switched).toMatchObject({
      planType: "premium-monthly",
      status: "trialing",
      currentPeriodEnd: trial.currentPeriodEnd,
      trialEnd: trial.trialEnd,
    });
    // The page now says what follows the trial on the new plan.
    const back = await open("premium-2-month", user.cookie);
    expect(back.data).toMatchObject({
      current: { label: "Trial", line: expect.stringMatching(/, then \$19\.95 per month\.$/) },
    });

    const cancelled = await callRoute(
      subscriptionAction,
      new Request("http://localhost/billing/subscription", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: user.cookie },
        body: new URLSearchParams({ intent: "cancel" }),
      }),
      context(),
    );
    expect(cancelled.status).toBe(200);
    const ending = await rowOf(user.id);
    expect(ending).toMatchObject({ cancelAtPeriodEnd: true, planType: "premium-monthly" });
    // Premium until the trial's end and no longer; nothing more is charged (no renewal).
    const trialEnd = trial.trialEnd!;
    expect(
      (await loadEntitlements(db(), user.id, new Date(trialEnd.getTime() - 1000))).subscription?.id,
    ).toBe(ending.id);
    expect(
      (await loadEntitlements(db(), user.id, new Date(trialEnd.getTime() + 1000))).subscription,
    ).toBeNull();
    // The trial is the account's one trial, whichever plan it ended on.
    expect(await hasHadTrial(db(), user.id)).toBe(true);
    // A cancelled subscription is resumed before it is switched.
    const refused = await open("premium-2-month", user.cookie);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      kind: "refused",
      title: "Your subscription is cancelled",
      manage: true,
    });
  });

  test("after the trial ended on the monthly plan, the account's next 2-month subscription has no trial", async () => {
    const user = await newUser("second-trial");
    await subscribe(user.id, "premium-2-month");
    await switchPlan(user.cookie, "premium-monthly");
    // The subscription ends; a row on the monthly plan is all that is left of the trial.
    await db()
      .update(subscriptions)
      .set({
        status: "canceled",
        endedAt: new Date(),
        currentPeriodEnd: new Date(Date.now() - day),
      })
      .where(eq(subscriptions.userId, user.id));
    expect(await hasHadTrial(db(), user.id)).toBe(true);
    const next = await subscribe(user.id, "premium-2-month");
    expect(next).toMatchObject({ status: "active", planType: "premium-2-month", trialEnd: null });
  });

  test("signed out: sign in first and come back; an unknown or missing plan: not found", async () => {
    const out = await callRoute(loader, page("premium-monthly", ""), context());
    expect(out.status).toBe(302);
    expect(out.location).toBe("/auth?redirectTo=%2Fbilling%2Fchange-plan%3Fto%3Dpremium-monthly");
    const posted = await confirm("", {
      to: "premium-monthly",
      from: "premium-2-month",
      prorationDate: 1,
    });
    expect(posted.status).toBe(302);

    const user = await newUser("lost");
    for (const to of ["premium-free", "", null, "../dashboard", "PREMIUM-MONTHLY"])
      expect((await open(to, user.cookie)).status, String(to)).toBe(404);
  });

  test("no subscription, the plan already held, or a subscription with the other provider: a clear message and nothing priced", async () => {
    const none = await newUser("free");
    const free = await open("premium-monthly", none.cookie);
    expect(free.status).toBe(404);
    expect(free.data).toMatchObject({
      kind: "refused",
      title: "No subscription to change",
      manage: false,
    });

    const holder = await newUser("holder");
    await subscribe(holder.id, "premium-monthly");
    const same = await open("premium-monthly", holder.cookie);
    expect(same.status).toBe(409);
    expect(same.data).toMatchObject({
      kind: "refused",
      title: "You're already on Premium Monthly",
    });

    const elsewhere = await newUser("elsewhere");
    await db()
      .insert(subscriptions)
      .values({
        userId: elsewhere.id,
        provider: "stripe",
        providerSubscriptionId: `sub_${crypto.randomUUID()}`,
        status: "active",
        planType: "premium-monthly",
        currentPeriodEnd: new Date(Date.now() + 20 * day),
      });
    const other = await open("premium-2-month", elsewhere.cookie);
    expect(other.status).toBe(409);
    expect(other.data).toMatchObject({ title: "This subscription can't be changed here" });

    // Ended by the provider with paid time left (a refund, say): premium stays, no switch.
    const ended = await newUser("ended");
    const row = await subscribe(ended.id, "premium-monthly");
    await db()
      .update(subscriptions)
      .set({ status: "canceled", endedAt: new Date() })
      .where(eq(subscriptions.id, row.id));
    const gone = await open("premium-2-month", ended.cookie);
    expect(gone.status).toBe(409);
    expect(gone.data).toMatchObject({ title: "Your subscription has ended", manage: false });
  });

  test("a confirmation from an old page, for another plan than held, or with fields the page never sends, changes nothing", async () => {
    const user = await newUser("careful");
    const before = await subscribe(user.id, "premium-monthly", 2 * day);
    const now = seconds(new Date());
    const attempts: [Record<string, string | number>, number, RegExp][] = [
      [
        { to: "premium-2-month", from: "premium-monthly", prorationDate: now - 2 * 3600 },
        409,
        /out of date/,
      ],
      [
        { to: "premium-2-month", from: "premium-monthly", prorationDate: now + 3600 },
        409,
        /out of date/,
      ],
      // Before the period began: a credit for time already used.
      [
        {
          to: "premium-2-month",
          from: "premium-monthly",
          prorationDate: seconds(before.currentPeriodStart!) - 60,
        },
        409,
        /out of date/,
      ],
      [
        { to: "premium-2-month", from: "premium-2-month", prorationDate: now },
        409,
        /Your plan has changed since this page was opened/,
      ],
      [
        { to: "premium-gold", from: "premium-monthly", prorationDate: now },
        400,
        /Please choose one of the plans shown/,
      ],
      [
        { to: "premium-2-month", from: "premium-monthly", prorationDate: "soon" },
        400,
        /open the plan change page again/,
      ],
      [{ to: "premium-2-month", from: "premium-monthly" }, 400, /open the plan change page again/],
    ];
    for (const [fields, status, message] of attempts) {
      const refused = await confirm(user.cookie, fields, "premium-2-month");
      expect(refused.status, JSON.stringify(fields)).toBe(status);
      expect(answer(refused.data).formError, JSON.stringify(fields)).toMatch(message);
    }
    expect(await rowOf(user.id)).toMatchObject({
      planType: "premium-monthly",
      updatedAt: before.updatedAt,
    });
  });

  test("two presses of the same confirmation change the plan once", async () => {
    const user = await newUser("double");
    await subscribe(user.id, "premium-monthly", day);
    const quote = (await open("premium-2-month", user.cookie)).data.quote as PlanChangeQuote;
    const fields = {
      to: "premium-2-month",
      from: "premium-monthly",
      prorationDate: quote.prorationDate,
    };
    const results = await Promise.all([confirm(user.cookie, fields), confirm(user.cookie, fields)]);
    expect(results.map((result) => result.status).sort()).toEqual(
      results.some((result) => result.status === 409) ? [302, 409] : [302, 302],
    );
    const row = await rowOf(user.id);
    const events = await db()
      .select()
      .from(processedEvents)
      .where(sql`${processedEvents.id} like ${`evt_sandbox_plan_${row.providerSubscriptionId}_%`}`);
    expect(events).toHaveLength(1);
    expect(row.planType).toBe("premium-2-month");
  });

  test("five switches a day: the sixth is refused with when to try again, and changes nothing", async () => {
    const user = await newUser("toggler");
    await subscribe(user.id, "premium-monthly", day);
    let plan: PlanId = "premium-monthly";
    for (let switches = 0; switches < 5; switches++) {
      plan = plan === "premium-monthly" ? "premium-2-month" : "premium-monthly";
      expect((await switchPlan(user.cookie, plan)).done.status).toBe(302);
    }
    const next: PlanId = plan === "premium-monthly" ? "premium-2-month" : "premium-monthly";
    const { done } = await switchPlan(user.cookie, next);
    expect(done.status).toBe(429);
    expect(Number(done.headers.get("retry-after"))).toBeGreaterThan(20 * 3600);
    expect(answer(done.data).formError).toMatch(
      /^You've changed plans several times today\. Please wait [\d,]+ minutes and try again\.$/,
    );
    expect((await rowOf(user.id)).planType).toBe(plan);
  });

  test("the page prices a change at most 60 times an hour per account", async () => {
    const user = await newUser("looker");
    await subscribe(user.id, "premium-monthly");
    for (let opened = 0; opened < 60; opened++)
      expect((await open("premium-2-month", user.cookie)).status).toBe(200);
    const limited = await open("premium-2-month", user.cookie);
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({
      kind: "unavailable",
      message: expect.stringMatching(/Please wait \d+ minutes/),
    });
    // The limit is the account's: someone else's page still prices.
    const other = await newUser("other-looker");
    await subscribe(other.id, "premium-monthly");
    expect((await open("premium-2-month", other.cookie)).status).toBe(200);
  });
});
