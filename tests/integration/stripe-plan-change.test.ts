import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { PlanChangeQuote } from "~/billing/plan-change";
import { subscriptions } from "~/db/schema";
import { action, loader } from "~/routes/billing.change-plan";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { answer, callRoute, loadContext } from "../support/route-args";
import {
  startStripeStub,
  stubStripeCatalog,
  type StripeStub,
  type StripeStubRequest,
} from "../support/stripe-stub";

const day = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const monthlyKey = "typeatlas-premium-monthly-usd-1995";
const twoMonthKey = "typeatlas-premium-2-month-usd-3995";

/**
 * A plan change on Stripe, against a local stand-in of its API (decision 025): the page's figures
 * come from an invoice preview, and the update is made at the same proration date with the same
 * price, found by its lookup key.
 */
describe.each(databaseTargets)("plan changes on Stripe on $name", (target) => {
  const database = freshDatabase(target);
  let stub: StripeStub;
  let catalog: ReturnType<typeof stubStripeCatalog>;
  /** What Stripe holds: subscriptions by id. */
  const stripeSubscriptions = new Map<string, Record<string, unknown>>();
  /** How the next update answers: as Stripe does, or a declined card. */
  let declineUpdates = false;

  const priceOf = (lookupKey: string) =>
    [...catalog.prices.values()].find((price) => price.lookup_key === lookupKey)!;

  beforeAll(async () => {
    stub = await startStripeStub();
    catalog = stubStripeCatalog(stub);
    stub.on("GET /v1/subscriptions/:id", (_request, { id }) => ({
      body: stripeSubscriptions.get(id!),
    }));
    stub.on("POST /v1/invoices/create_preview", (request) => ({ body: preview(request) }));
    stub.on("POST /v1/subscriptions/:id", (request, { id }) => {
      if (declineUpdates) {
        return {
          status: 402,
          body: {
            error: {
              type: "card_error",
              code: "card_declined",
              message: "Your card was declined.",
            },
          },
        };
      }
      const current = stripeSubscriptions.get(id!)!;
      const price = catalog.prices.get(request.form["items[0][price]"]!)!;
      const trialEnd = request.form.trial_end ? Number(request.form.trial_end) : null;
      const start = Number(request.form.proration_date);
      const end =
        trialEnd ??
        start + (price.recurring as { interval_count: number }).interval_count * 30 * day;
      const updated = {
        ...current,
        metadata: { ...(current.metadata as object), planId: request.form["metadata[planId]"] },
        items: {
          object: "list",
          data: [
            {
              id: request.form["items[0][id]"],
              current_period_start: start,
              current_period_end: end,
              price,
            },
          ],
        },
      };
      stripeSubscriptions.set(id!, updated);
      return { body: updated };
    });
  });
  afterAll(async () => {
    await stub?.close();
  });

  const context = () =>
    loadContext(database(), {
      stripe: { secretKey: "sk_test_plans", webhookSecret: "whsec_plans", apiHost: stub.apiHost },
    });

  /**
   * Stripe's preview of the change, worked out here as Stripe would for these two prices: the
   * unused part of the period credited, the new price charged from the proration date; nothing
   * during a trial.
   */
  function preview(request: StripeStubRequest) {
    const form = request.form;
    const subscription = stripeSubscriptions.get(form.subscription!)!;
    const item = (
      subscription.items as {
        data: {
          current_period_start: number;
          current_period_end: number;
          price: { unit_amount: number };
        }[];
      }
    ).data[0]!;
    const price = catalog.prices.get(form["subscription_details[items][0][price]"]!)!;
    const at = Number(form["subscription_details[proration_date]"]);
    if (form["subscription_details[trial_end]"]) {
      return {
        object: "invoice",
        total: 0,
        amount_due: 0,
        lines: { object: "list", data: [], has_more: false },
      };
    }
    const unused =
      (item.current_period_end - at) / (item.current_period_end - item.current_period_start);
    const credit = -Math.round(item.price.unit_amount * unused);
    const charge = price.unit_amount as number;
    const months = (price.recurring as { interval_count: number }).interval_count;
    return {
      object: "invoice",
      total: charge + credit,
      amount_due: Math.max(charge + credit, 0),
      lines: {
        object: "list",
        has_more: false,
        data: [
          {
            object: "line_item",
            amount: credit,
            period: { start: at, end: item.current_period_end },
            pricing: { price_details: { price: item.price } },
          },
          {
            object: "line_item",
            amount: charge,
            period: { start: at, end: at + months * 30 * day },
            pricing: { price_details: { price: price.id } },
          },
        ],
      },
    };
  }

  /** A user with a running Stripe subscription, known to Stripe and to our database. */
  async function subscriber(options: {
    plan: "premium-monthly" | "premium-2-month";
    trialEndsIn?: number;
  }) {
    const user = await createSignedInUser(context(), `stripe-${crypto.randomUUID()}@example.com`);
    const id = `sub_${crypto.randomUUID()}`;
    const start = nowSeconds() - 10 * day;
    const trialEnd = options.trialEndsIn ? nowSeconds() + options.trialEndsIn : null;
    const end = trialEnd ?? start + (options.plan === "premium-monthly" ? 30 : 60) * day;
    stripeSubscriptions.set(id, {
      id,
      object: "subscription",
      customer: `cus_${user.id}`,
      status: trialEnd ? "trialing" : "active",
      trial_end: trialEnd,
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: { userId: user.id, planId: options.plan },
      items: {
        object: "list",
        data: [
          {
            id: `si_${id}`,
            current_period_start: start,
            current_period_end: end,
            price: {
              id: "price_old",
              unit_amount: options.plan === "premium-monthly" ? 1995 : 3995,
              recurring: {
                interval: "month",
                interval_count: options.plan === "premium-monthly" ? 1 : 2,
              },
            },
          },
        ],
      },
    });
    await database()
      .db.insert(subscriptions)
      .values({
        userId: user.id,
        provider: "stripe",
        providerSubscriptionId: id,
        providerCustomerId: `cus_${user.id}`,
        status: trialEnd ? "trialing" : "active",
        planType: options.plan,
        currentPeriodStart: new Date(start * 1000),
        currentPeriodEnd: new Date(end * 1000),
        trialEnd: trialEnd ? new Date(trialEnd * 1000) : null,
        lastEventAt: new Date((start + 5) * 1000),
      });
    return { ...user, subscriptionId: id };
  }

  const open = (cookie: string, to: string) =>
    callRoute(
      loader,
      new Request(`http://localhost/billing/change-plan?to=${to}`, { headers: { cookie } }),
      context(),
    );

  const confirm = (cookie: string, fields: Record<string, string | number>) =>
    callRoute(
      action,
      new Request(`http://localhost/billing/change-plan?to=${fields.to}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams(
          Object.entries(fields).map(([name, value]) => [name, String(value)]),
        ),
      }),
      context(),
    );

  const rowOf = async (subscriptionId: string) =>
    (
      await database()
        .db.select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, subscriptionId))
    )[0]!;

  test("the preview and the update are priced at the same proration date with the same price, and the page's figures are Stripe's", async () => {
    const user = await subscriber({ plan: "premium-monthly" });
    const shown = await open(user.cookie, "premium-2-month");
    expect(shown.status).toBe(200);
    const quote = shown.data.quote as PlanChangeQuote;
    const previewed = stub.requestsTo("POST /v1/invoices/create_preview").at(-1)!.form;
    const price = priceOf(twoMonthKey);
    expect(price).toMatchObject({
      product: "typeatlas-premium-2-month",
      unit_amount: 3995,
      recurring: { interval: "month", interval_count: 2 },
    });
    expect(previewed).toEqual({
      customer: `cus_${user.id}`,
      subscription: user.subscriptionId,
      "subscription_details[items][0][id]": `si_${user.subscriptionId}`,
      "subscription_details[items][0][price]": price.id,
      "subscription_details[proration_behavior]": "always_invoice",
      "subscription_details[proration_date]": String(quote.prorationDate),
    });
    // 20 of 30 days unused: 1995 x 2/3 = 1330 back, 3995 charged.
    expect(quote).toMatchObject({
      from: "premium-monthly",
      to: "premium-2-month",
      trialEndsAt: null,
      creditCents: 1330,
      chargeCents: 3995,
      dueNowCents: 2665,
      balanceCreditCents: 0,
      nextPaymentAt: new Date((quote.prorationDate + 60 * day) * 1000).toISOString(),
    });

    const done = await confirm(user.cookie, {
      to: "premium-2-month",
      from: "premium-monthly",
      prorationDate: quote.prorationDate,
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/dashboard");
    const update = stub.requestsTo(`POST /v1/subscriptions/${user.subscriptionId}`).at(-1)!;
    expect(update.form).toEqual({
      "items[0][id]": `si_${user.subscriptionId}`,
      "items[0][price]": price.id,
      proration_behavior: "always_invoice",
      proration_date: previewed["subscription_details[proration_date]"],
      payment_behavior: "error_if_incomplete",
      "metadata[planId]": "premium-2-month",
    });
    expect(update.headers["idempotency-key"]).toMatch(
      new RegExp(
        `^plan-change-${user.subscriptionId}-\\d+-premium-2-month-${quote.prorationDate}$`,
      ),
    );
    // Applied at once, without waiting for the webhook.
    expect(await rowOf(user.subscriptionId)).toMatchObject({
      planType: "premium-2-month",
      status: "active",
      currentPeriodStart: new Date(quote.prorationDate * 1000),
    });
  });

  test("the plans' prices are found by lookup key once made: changing back creates no price, and neither does a fresh process", async () => {
    const user = await subscriber({ plan: "premium-2-month" });
    await open(user.cookie, "premium-monthly");
    const created = stub.requestsTo("POST /v1/prices").length;
    const products = stub.requestsTo("POST /v1/products").length;
    await open(user.cookie, "premium-monthly");
    expect(stub.requestsTo("POST /v1/prices").length).toBe(created);
    expect(stub.requestsTo("POST /v1/products").length).toBe(products);
    expect(
      stub.requestsTo("POST /v1/invoices/create_preview").at(-1)!.form[
        "subscription_details[items][0][price]"
      ],
    ).toBe(priceOf(monthlyKey).id);
    // One price per lookup key, ever.
    const keys = [...catalog.prices.values()].map((price) => price.lookup_key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test("during a trial the trial's end is passed unchanged: nothing is charged now and the new price is due when it ends", async () => {
    const user = await subscriber({ plan: "premium-2-month", trialEndsIn: 4 * day });
    const trialEnd = stripeSubscriptions.get(user.subscriptionId)!.trial_end as number;
    const shown = await open(user.cookie, "premium-monthly");
    const quote = shown.data.quote as PlanChangeQuote;
    expect(quote).toMatchObject({
      trialEndsAt: new Date(trialEnd * 1000).toISOString(),
      dueNowCents: 0,
      nextPaymentAt: new Date(trialEnd * 1000).toISOString(),
    });
    expect(
      stub.requestsTo("POST /v1/invoices/create_preview").at(-1)!.form[
        "subscription_details[trial_end]"
      ],
    ).toBe(String(trialEnd));
    const done = await confirm(user.cookie, {
      to: "premium-monthly",
      from: "premium-2-month",
      prorationDate: quote.prorationDate,
    });
    expect(done.status).toBe(302);
    expect(
      stub.requestsTo(`POST /v1/subscriptions/${user.subscriptionId}`).at(-1)!.form,
    ).toMatchObject({
      trial_end: String(trialEnd),
      proration_date: String(quote.prorationDate),
    });
    expect(await rowOf(user.subscriptionId)).toMatchObject({
      planType: "premium-monthly",
      status: "trialing",
      trialEnd: new Date(trialEnd * 1000),
    });
  });

  test("a card that cannot pay the change leaves the plan as it was, and the page says so", async () => {
    const user = await subscriber({ plan: "premium-monthly" });
    const quote = (await open(user.cookie, "premium-2-month")).data.quote as PlanChangeQuote;
    declineUpdates = true;
    try {
      const refused = await confirm(user.cookie, {
        to: "premium-2-month",
        from: "premium-monthly",
        prorationDate: quote.prorationDate,
      });
      expect(refused.status).toBe(402);
      expect(answer(refused.data)).toMatchObject({
        title: "Your card was declined",
        formError: expect.stringMatching(/^Your plan has not changed and nothing was charged\./),
      });
    } finally {
      declineUpdates = false;
    }
    expect((await rowOf(user.subscriptionId)).planType).toBe("premium-monthly");
  });

  test("when Stripe cannot price the change, the page says so and nothing changes", async () => {
    const user = await subscriber({ plan: "premium-monthly" });
    stub.on("POST /v1/invoices/create_preview", () => ({
      status: 500,
      body: { error: { type: "api_error", message: "Something went wrong" } },
    }));
    try {
      const shown = await open(user.cookie, "premium-2-month");
      expect(shown.status).toBe(503);
      expect(shown.data).toMatchObject({
        kind: "unavailable",
        message: expect.stringMatching(
          /^We couldn't work out the price of the change just now\. Nothing has changed\./,
        ),
      });
    } finally {
      stub.on("POST /v1/invoices/create_preview", (request) => ({ body: preview(request) }));
    }
    expect((await rowOf(user.subscriptionId)).planType).toBe("premium-monthly");
  });
});
