import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CheckoutItem } from "~/billing/provider.server";
import { processedEvents, reportPurchases, subscriptions, testSessions, users } from "~/db/schema";
import { action, loader } from "~/routes/api.billing.webhook";
import { securityHeaders } from "../../server/security";
import { databaseTargets, freshDatabase } from "../support/databases";
import { loadContext, testSiteUrl } from "../support/route-args";
import { startStripeStub, stubStripeCatalog, type StripeStub } from "../support/stripe-stub";
import { insertSavedResult } from "../support/saved-result";

const secretKey = "sk_test_integration";
const webhookSecret = "whsec_integration";
const checkoutUrl = "https://checkout.stripe.com/c/pay/cs_test_1";
const daySeconds = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

type ActionArgs = Parameters<typeof action>[0];

/** A subscription as Stripe's API returns it (API version 2026-10-28: the period is per item). */
function stripeSubscription(options: {
  userId: string | null;
  planId?: string;
  status?: string;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
}) {
  const planId = options.planId ?? "premium-monthly";
  return {
    id: `sub_${crypto.randomUUID()}`,
    object: "subscription",
    customer: `cus_${crypto.randomUUID()}`,
    status: options.status ?? "active",
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    metadata: options.userId ? { userId: options.userId, planId } : {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${crypto.randomUUID()}`,
          object: "subscription_item",
          current_period_start: options.periodEnd - 30 * daySeconds,
          current_period_end: options.periodEnd,
          price: {
            id: "price_inline",
            object: "price",
            currency: "usd",
            unit_amount: planId === "premium-2-month" ? 3995 : 1995,
            recurring: { interval: "month", interval_count: planId === "premium-2-month" ? 2 : 1 },
          },
        },
      ],
    },
  };
}
type StripeSubscriptionJson = ReturnType<typeof stripeSubscription>;

/** Events are created ten seconds apart, in the order a test makes them. */
let clock = nowSeconds() - 3600;
function stripeEvent(type: string, object: unknown, created = (clock += 10)) {
  return {
    id: `evt_${crypto.randomUUID()}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}
type StripeEventJson = ReturnType<typeof stripeEvent>;

const invoice = (subscription: StripeSubscriptionJson) => ({
  id: `in_${crypto.randomUUID()}`,
  object: "invoice",
  customer: subscription.customer,
  parent: {
    type: "subscription_details",
    subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
  },
});

describe.each(databaseTargets)("Stripe billing on $name", (target) => {
  const database = freshDatabase(target);
  const db = () => database().db;
  /** What the stub's GET /v1/subscriptions/:id knows; a missing one is Stripe's 404. */
  const stripeSubscriptions = new Map<string, StripeSubscriptionJson>();
  let stub: StripeStub;
  let catalog: ReturnType<typeof stubStripeCatalog>;
  /** The id of the price Stripe holds under a lookup key. */
  const priceId = (lookupKey: string) =>
    [...catalog.prices.values()].find((price) => price.lookup_key === lookupKey)?.id;

  beforeAll(async () => {
    stub = await startStripeStub();
    catalog = stubStripeCatalog(stub);
    stub.on("POST /v1/checkout/sessions", () => ({
      body: { id: "cs_test_1", object: "checkout.session", url: checkoutUrl },
    }));
    stub.on("POST /v1/billing_portal/sessions", (request) => ({
      body: {
        id: "bps_1",
        object: "billing_portal.session",
        url: `https://billing.stripe.com/p/session/${request.form.customer}`,
      },
    }));
    stub.on("GET /v1/subscriptions/:id", (_request, { id }) => {
      const subscription = stripeSubscriptions.get(id!);
      if (subscription) return { body: subscription };
      return {
        status: 404,
        body: { error: { type: "invalid_request_error", message: `No such subscription: ${id}` } },
      };
    });
  });
  afterAll(async () => {
    await stub?.close();
  });

  const context = () =>
    loadContext(database(), { stripe: { secretKey, webhookSecret, apiHost: stub.apiHost } });

  async function newUser() {
    const id = crypto.randomUUID();
    const email = `${id}@example.com`;
    await db().insert(users).values({ id, name: "Subscriber", email });
    return { id, email };
  }

  const newResult = (userId: string) => insertSavedResult(db(), userId);

  const premium = async (userId: string) => {
    const result = await db().execute(
      sql`select user_has_active_subscription(${userId}) as premium`,
    );
    return (result as unknown as { rows: { premium: boolean }[] }).rows[0]!.premium;
  };
  const rowsOf = (userId: string) =>
    db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const rowOf = async (subscriptionId: string) =>
    (
      await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, subscriptionId))
    )[0];
  const processed = async (eventId: string) =>
    (await db().select().from(processedEvents).where(eq(processedEvents.id, eventId))).length;

  /** Stripe keeps the subscription; the webhook's follow-up GET finds it. */
  function onStripe(subscription: StripeSubscriptionJson) {
    stripeSubscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /** Delivers an event to the webhook route as Stripe would, signed unless told otherwise. */
  async function deliver(
    event: StripeEventJson,
    options: { secret?: string; timestamp?: number; signature?: string | null } = {},
    routeContext = context(),
  ) {
    const payload = JSON.stringify(event);
    const signature =
      options.signature !== undefined
        ? options.signature
        : Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: options.secret ?? webhookSecret,
            timestamp: options.timestamp,
          });
    const headers = new Headers({ "content-type": "application/json; charset=utf-8" });
    if (signature !== null) headers.set("stripe-signature", signature);
    const response = await action({
      request: new Request(`${testSiteUrl}/api/billing/webhook`, {
        method: "POST",
        headers,
        body: payload,
      }),
      context: routeContext,
      params: {},
    } as ActionArgs);
    return {
      status: response.status,
      body: (await response.json()) as unknown,
      cacheControl: response.headers.get("cache-control"),
    };
  }

  const checkoutSession = (userId: string, subscription: StripeSubscriptionJson) => ({
    id: `cs_${crypto.randomUUID()}`,
    object: "checkout.session",
    mode: "subscription",
    payment_status: "paid",
    status: "complete",
    client_reference_id: userId,
    customer: subscription.customer,
    subscription: subscription.id,
    amount_total: 295,
    metadata: {},
  });
  const reportSession = (userId: string, testSessionId: string, paymentStatus = "paid") => ({
    id: `cs_${crypto.randomUUID()}`,
    object: "checkout.session",
    mode: "payment",
    payment_status: paymentStatus,
    status: "complete",
    client_reference_id: userId,
    customer: null,
    subscription: null,
    amount_total: 999,
    metadata: { userId, item: "premium-report", testSessionId },
  });

  // -------------------------------------------------------------------------------------------
  // Checkout and portal requests

  async function checkout(
    user: { id: string; email: string },
    item: CheckoutItem,
    testSessionId?: string,
  ) {
    const url = await context().billing.createCheckout({
      userId: user.id,
      email: user.email,
      item,
      testSessionId,
      // Each user's first checkout: startCheckout grants the trial (one per account).
      trial: true,
      successPath: "/dashboard?upgrade=success",
      cancelPath: "/pricing",
    });
    const request = stub
      .requestsTo("POST /v1/checkout/sessions")
      .findLast((made) => made.form.client_reference_id === user.id);
    expect(request).toBeDefined();
    return { url, form: request!.form, headers: request!.headers };
  }

  test("Premium Monthly checks out as a monthly $19.95 subscription for this user", async () => {
    const user = await newUser();
    const { url, form, headers } = await checkout(user, "premium-monthly");
    expect(url).toBe(checkoutUrl);
    expect(headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(form).toEqual({
      mode: "subscription",
      client_reference_id: user.id,
      customer_email: user.email,
      success_url: "http://localhost/dashboard?upgrade=success",
      cancel_url: "http://localhost/pricing",
      "line_items[0][price]": priceId("typeatlas-premium-monthly-usd-1995"),
      "line_items[0][quantity]": "1",
      "subscription_data[metadata][userId]": user.id,
      "subscription_data[metadata][planId]": "premium-monthly",
    });
    expect(catalog.prices.get(form["line_items[0][price]"]!)).toMatchObject({
      product: "typeatlas-premium-monthly",
      currency: "usd",
      unit_amount: 1995,
      recurring: { interval: "month", interval_count: 1 },
    });
  });

  test("a plan's price is found by its lookup key, not made afresh for each checkout", async () => {
    await checkout(await newUser(), "premium-monthly");
    const created = stub.requestsTo("POST /v1/prices").length;
    const { form } = await checkout(await newUser(), "premium-monthly");
    expect(stub.requestsTo("POST /v1/prices").length).toBe(created);
    expect(stub.requestsTo("GET /v1/prices").at(-1)?.query).toMatchObject({
      "lookup_keys[0]": "typeatlas-premium-monthly-usd-1995",
      active: "true",
    });
    expect(form["line_items[0][price]"]).toBe(priceId("typeatlas-premium-monthly-usd-1995"));
    expect(form["line_items[0][price_data][unit_amount]"]).toBeUndefined();
  });

  test("Premium 2-Month checks out as $39.95 every 2 months after a 7-day trial charged $2.95", async () => {
    const user = await newUser();
    const { url, form } = await checkout(user, "premium-2-month");
    expect(url).toBe(checkoutUrl);
    expect(form).toEqual({
      mode: "subscription",
      client_reference_id: user.id,
      customer_email: user.email,
      success_url: "http://localhost/dashboard?upgrade=success",
      cancel_url: "http://localhost/pricing",
      "line_items[0][price]": priceId("typeatlas-premium-2-month-usd-3995"),
      "line_items[0][quantity]": "1",
      "line_items[1][price_data][currency]": "usd",
      "line_items[1][price_data][product_data][name]": "7-day trial",
      "line_items[1][price_data][unit_amount]": "295",
      "line_items[1][quantity]": "1",
      "subscription_data[metadata][userId]": user.id,
      "subscription_data[metadata][planId]": "premium-2-month",
      "subscription_data[trial_period_days]": "7",
    });
  });

  test("the premium report checks out as a one-time $9.99 payment naming the result", async () => {
    const user = await newUser();
    const result = await newResult(user.id);
    const { url, form } = await checkout(user, "premium-report", result.id);
    expect(url).toBe(checkoutUrl);
    expect(form).toEqual({
      mode: "payment",
      client_reference_id: user.id,
      customer_email: user.email,
      success_url: "http://localhost/dashboard?upgrade=success",
      cancel_url: "http://localhost/pricing",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][product_data][name]": "Premium Report",
      "line_items[0][price_data][unit_amount]": "999",
      "line_items[0][quantity]": "1",
      "metadata[userId]": user.id,
      "metadata[item]": "premium-report",
      "metadata[testSessionId]": result.id,
      "payment_intent_data[metadata][userId]": user.id,
      "payment_intent_data[metadata][item]": "premium-report",
      "payment_intent_data[metadata][testSessionId]": result.id,
    });
  });

  test("a returning customer checks out as their latest Stripe customer, not by e-mail", async () => {
    const user = await newUser();
    const row = { userId: user.id, status: "canceled", planType: "premium-monthly" };
    await db()
      .insert(subscriptions)
      .values([
        {
          ...row,
          provider: "stripe",
          providerSubscriptionId: `sub_${crypto.randomUUID()}`,
          providerCustomerId: "cus_older",
          createdAt: new Date("2024-01-01T00:00:00Z"),
        },
        {
          ...row,
          provider: "stripe",
          providerSubscriptionId: `sub_${crypto.randomUUID()}`,
          providerCustomerId: "cus_latest",
          createdAt: new Date("2025-01-01T00:00:00Z"),
        },
        // A sandbox row is not a Stripe customer, however new.
        {
          ...row,
          provider: "sandbox",
          providerSubscriptionId: `sub_sandbox_${crypto.randomUUID()}`,
          providerCustomerId: "cus_sandbox_someone",
        },
      ]);
    const { form } = await checkout(user, "premium-monthly");
    expect(form.customer).toBe("cus_latest");
    expect(form.customer_email).toBeUndefined();
  });

  test("a checkout Stripe answers without a URL fails instead of sending the buyer nowhere", async () => {
    const user = await newUser();
    stub.on("POST /v1/checkout/sessions", () => ({
      body: { id: "cs_test_2", object: "checkout.session", url: null },
    }));
    try {
      await expect(
        context().billing.createCheckout({
          userId: user.id,
          email: user.email,
          item: "premium-monthly",
          successPath: "/dashboard",
          cancelPath: "/pricing",
        }),
      ).rejects.toThrow(/no URL/);
    } finally {
      stub.on("POST /v1/checkout/sessions", () => ({
        body: { id: "cs_test_1", object: "checkout.session", url: checkoutUrl },
      }));
    }
  });

  test("Manage Subscription is nothing without a Stripe customer, else Stripe's billing portal", async () => {
    const user = await newUser();
    const portalRequests = () => stub.requestsTo("POST /v1/billing_portal/sessions").length;
    const before = portalRequests();
    expect(await context().billing.manageUrl(user.id, "/dashboard")).toBeNull();
    expect(portalRequests()).toBe(before);

    await db()
      .insert(subscriptions)
      .values({
        userId: user.id,
        status: "active",
        planType: "premium-monthly",
        provider: "stripe",
        providerSubscriptionId: `sub_${crypto.randomUUID()}`,
        providerCustomerId: "cus_portal",
      });
    expect(await context().billing.manageUrl(user.id, "/dashboard")).toBe(
      "https://billing.stripe.com/p/session/cus_portal",
    );
    expect(stub.requestsTo("POST /v1/billing_portal/sessions").at(-1)?.form).toEqual({
      customer: "cus_portal",
      configuration: catalog.configurations[0]?.id,
      return_url: "http://localhost/dashboard",
    });
  });

  test("the billing portal is opened with our configuration, which offers no plan switching", async () => {
    const user = await newUser();
    await db()
      .insert(subscriptions)
      .values({
        userId: user.id,
        status: "active",
        planType: "premium-monthly",
        provider: "stripe",
        providerSubscriptionId: `sub_${crypto.randomUUID()}`,
        providerCustomerId: "cus_portal_config",
      });
    await context().billing.manageUrl(user.id, "/dashboard");
    // A fresh process finds it by its mark instead of making another.
    await context().billing.manageUrl(user.id, "/dashboard");
    const created = stub.requestsTo("POST /v1/billing_portal/configurations");
    expect(created).toHaveLength(1);
    expect(created[0]!.form).toMatchObject({
      "features[subscription_update][enabled]": "false",
      "features[subscription_cancel][enabled]": "true",
      "features[subscription_cancel][mode]": "at_period_end",
      "features[payment_method_update][enabled]": "true",
      "features[invoice_history][enabled]": "true",
      "metadata[typeatlas]": "portal-without-plan-switching",
    });
    const sessions = stub.requestsTo("POST /v1/billing_portal/sessions").slice(-2);
    expect(sessions.map((request) => request.form.configuration)).toEqual(["bpc_1", "bpc_1"]);
  });

  // -------------------------------------------------------------------------------------------
  // Webhooks

  test("checkout.session.completed for a subscription starts the trial from Stripe's own record", async () => {
    const user = await newUser();
    const periodEnd = nowSeconds() + 7 * daySeconds;
    const subscription = onStripe(
      stripeSubscription({
        userId: user.id,
        planId: "premium-2-month",
        status: "trialing",
        periodEnd,
      }),
    );
    const event = stripeEvent("checkout.session.completed", checkoutSession(user.id, subscription));
    const response = await deliver(event);
    expect(response).toEqual({ status: 200, body: { received: true }, cacheControl: "no-store" });
    expect(stub.requestsTo(`GET /v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect(await rowOf(subscription.id)).toMatchObject({
      userId: user.id,
      provider: "stripe",
      providerCustomerId: subscription.customer,
      status: "trialing",
      planType: "premium-2-month",
      currentPeriodEnd: new Date(periodEnd * 1000),
      cancelAtPeriodEnd: false,
      lastEventAt: new Date(event.created * 1000),
    });
    expect(await processed(event.id)).toBe(1);
    expect(await premium(user.id)).toBe(true);
  });

  test("checkout.session.completed for the report makes that result premium and records the payment", async () => {
    const user = await newUser();
    const result = await newResult(user.id);
    const session = reportSession(user.id, result.id);
    expect((await deliver(stripeEvent("checkout.session.completed", session))).status).toBe(200);
    const [saved] = await db().select().from(testSessions).where(eq(testSessions.id, result.id));
    expect(saved?.isPremium).toBe(true);
    const purchases = await db()
      .select()
      .from(reportPurchases)
      .where(eq(reportPurchases.userId, user.id));
    expect(purchases).toMatchObject([
      {
        testSessionId: result.id,
        provider: "stripe",
        providerPaymentId: session.id,
        amountCents: 999,
      },
    ]);
    // A report is not a subscription.
    expect(await premium(user.id)).toBe(false);
  });

  test("a report checkout completed unpaid (a bank debit) waits for async_payment_succeeded", async () => {
    const user = await newUser();
    const result = await newResult(user.id);
    const unpaid = stripeEvent(
      "checkout.session.completed",
      reportSession(user.id, result.id, "unpaid"),
    );
    expect((await deliver(unpaid)).status).toBe(200);
    expect(await processed(unpaid.id)).toBe(0);
    const isPremium = async () =>
      (await db().select().from(testSessions).where(eq(testSessions.id, result.id)))[0]?.isPremium;
    expect(await isPremium()).toBe(false);

    const paid = stripeEvent(
      "checkout.session.async_payment_succeeded",
      reportSession(user.id, result.id),
    );
    expect((await deliver(paid)).status).toBe(200);
    expect(await isPremium()).toBe(true);
  });

  test("customer.subscription.created, updated and deleted move the row; premium lasts the paid period", async () => {
    const user = await newUser();
    const periodEnd = nowSeconds() + 30 * daySeconds;
    const subscription = stripeSubscription({ userId: user.id, periodEnd });

    await deliver(stripeEvent("customer.subscription.created", subscription));
    expect(await rowOf(subscription.id)).toMatchObject({
      userId: user.id,
      status: "active",
      planType: "premium-monthly",
      currentPeriodEnd: new Date(periodEnd * 1000),
      cancelAtPeriodEnd: false,
    });
    expect(await premium(user.id)).toBe(true);

    const cancelling = {
      ...subscription,
      cancel_at_period_end: true,
      metadata: { userId: user.id, planId: "premium-2-month" },
    };
    await deliver(stripeEvent("customer.subscription.updated", cancelling));
    expect(await rowOf(subscription.id)).toMatchObject({
      status: "active",
      planType: "premium-2-month",
      cancelAtPeriodEnd: true,
    });

    const deleted = stripeEvent("customer.subscription.deleted", {
      ...cancelling,
      status: "canceled",
    });
    await deliver(deleted);
    const row = await rowOf(subscription.id);
    expect(row).toMatchObject({
      status: "canceled",
      endedAt: new Date(deleted.created * 1000),
      currentPeriodEnd: new Date(periodEnd * 1000),
    });
    // Canceled, but paid through the period's end.
    expect(await premium(user.id)).toBe(true);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  test("invoice.payment_failed makes it past_due and premium ends with the paid period; invoice.paid restores it", async () => {
    const user = await newUser();
    // The renewal is due: paid through a minute ago, and Stripe has opened the next period.
    const paidThrough = nowSeconds() - 60;
    const nextPeriodEnd = nowSeconds() + 30 * daySeconds;
    const subscription = stripeSubscription({ userId: user.id, periodEnd: paidThrough });
    await deliver(stripeEvent("customer.subscription.created", subscription));

    onStripe({
      ...stripeSubscription({ userId: user.id, status: "past_due", periodEnd: nextPeriodEnd }),
      id: subscription.id,
      customer: subscription.customer,
    });
    const failed = stripeEvent("invoice.payment_failed", invoice(subscription));
    expect((await deliver(failed)).status).toBe(200);
    expect(await rowOf(subscription.id)).toMatchObject({
      status: "past_due",
      currentPeriodEnd: new Date(paidThrough * 1000),
    });
    expect(await premium(user.id)).toBe(false);

    onStripe({
      ...stripeSubscription({ userId: user.id, status: "active", periodEnd: nextPeriodEnd }),
      id: subscription.id,
      customer: subscription.customer,
    });
    // An endpoint pinned to an older API version names the subscription at the top level.
    const legacyInvoice = { ...invoice(subscription), parent: null, subscription: subscription.id };
    expect((await deliver(stripeEvent("invoice.paid", legacyInvoice))).status).toBe(200);
    expect(await rowOf(subscription.id)).toMatchObject({
      status: "active",
      currentPeriodEnd: new Date(nextPeriodEnd * 1000),
    });
    expect(await premium(user.id)).toBe(true);
  });

  test("an event delivered twice is applied once", async () => {
    const user = await newUser();
    const periodEnd = nowSeconds() + 30 * daySeconds;
    const subscription = onStripe(stripeSubscription({ userId: user.id, periodEnd }));
    await deliver(stripeEvent("customer.subscription.created", subscription));
    // Stripe's timestamps are whole seconds: a failure and the retry's success can share one.
    const at = (clock += 10);
    const failed = stripeEvent("invoice.payment_failed", invoice(subscription), at);
    const paid = stripeEvent("invoice.paid", invoice(subscription), at);
    await deliver(failed);
    await deliver(paid);
    expect((await rowOf(subscription.id))?.status).toBe("active");

    expect(await deliver(failed)).toEqual({
      status: 200,
      body: { received: true },
      cacheControl: "no-store",
    });
    expect((await rowOf(subscription.id))?.status).toBe("active");
    expect(await processed(failed.id)).toBe(1);
  });

  test("an updated event older than the deletion, arriving after it, changes nothing", async () => {
    const user = await newUser();
    const paidThrough = nowSeconds() - daySeconds;
    const subscription = stripeSubscription({ userId: user.id, periodEnd: paidThrough });
    const created = stripeEvent("customer.subscription.created", subscription);
    // Stripe renewed it, then it was deleted; the renewal's event arrives last.
    const staleUpdate = stripeEvent("customer.subscription.updated", {
      ...subscription,
      items: stripeSubscription({ userId: user.id, periodEnd: nowSeconds() + 30 * daySeconds })
        .items,
    });
    const deleted = stripeEvent("customer.subscription.deleted", {
      ...subscription,
      status: "canceled",
    });
    await deliver(created);
    await deliver(deleted);

    expect((await deliver(staleUpdate)).status).toBe(200);
    expect(await rowOf(subscription.id)).toMatchObject({
      status: "canceled",
      endedAt: new Date(deleted.created * 1000),
      currentPeriodEnd: new Date(paidThrough * 1000),
    });
    expect(await premium(user.id)).toBe(false);
  });

  test.each([
    ["a wrong secret", { secret: "whsec_someone_else" }],
    ["no signature", { signature: null }],
    ["a malformed signature", { signature: "t=1,v1=not-a-signature" }],
    ["a timestamp older than five minutes", { timestamp: nowSeconds() - 10 * 60 }],
  ])("a delivery with %s is refused with 400 and writes nothing", async (_name, options) => {
    const user = await newUser();
    const subscription = onStripe(
      stripeSubscription({ userId: user.id, periodEnd: nowSeconds() + 30 * daySeconds }),
    );
    const event = stripeEvent("checkout.session.completed", checkoutSession(user.id, subscription));
    expect(await deliver(event, options)).toEqual({
      status: 400,
      body: { error: "Invalid signature" },
      cacheControl: "no-store",
    });
    expect(await processed(event.id)).toBe(0);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(stub.requestsTo(`GET /v1/subscriptions/${subscription.id}`)).toEqual([]);
  });

  test("when Stripe's API fails, the delivery answers 500 and its redelivery applies", async () => {
    const user = await newUser();
    const subscription = stripeSubscription({
      userId: user.id,
      periodEnd: nowSeconds() + 30 * daySeconds,
    });
    const event = stripeEvent("checkout.session.completed", checkoutSession(user.id, subscription));
    // Not on the stub yet: the follow-up GET answers 404.
    expect(await deliver(event)).toMatchObject({ status: 500, cacheControl: "no-store" });
    expect(await processed(event.id)).toBe(0);
    expect(await rowsOf(user.id)).toEqual([]);

    onStripe(subscription);
    expect((await deliver(event)).status).toBe(200);
    expect((await rowOf(subscription.id))?.userId).toBe(user.id);
  });

  test("an event type we do not act on is acknowledged and not recorded", async () => {
    const event = stripeEvent("customer.created", { id: "cus_new", object: "customer" });
    expect(await deliver(event)).toEqual({
      status: 200,
      body: { received: true },
      cacheControl: "no-store",
    });
    expect(await processed(event.id)).toBe(0);
  });

  test("an oversized body is refused with 413 before its signature is checked", async () => {
    const response = await action({
      request: new Request(`${testSiteUrl}/api/billing/webhook`, {
        method: "POST",
        headers: { "stripe-signature": "t=1,v1=x" },
        body: "x".repeat(1024 * 1024 + 1),
      }),
      context: context(),
      params: {},
    } as ActionArgs);
    expect(response.status).toBe(413);
  });

  test("without Stripe (the sandbox checkout) the webhook is not found", async () => {
    const user = await newUser();
    const subscription = onStripe(
      stripeSubscription({ userId: user.id, periodEnd: nowSeconds() + 30 * daySeconds }),
    );
    const event = stripeEvent("checkout.session.completed", checkoutSession(user.id, subscription));
    const response = await deliver(event, {}, loadContext(database()));
    expect(response).toEqual({
      status: 404,
      body: { error: "Stripe is not configured on this server." },
      cacheControl: "no-store",
    });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test("GET on the webhook answers 405 and names POST", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

test("with Stripe configured, a form may lead on to Stripe's checkout and billing portal", () => {
  const csp = (formActionHosts?: string[]) => {
    const headers: Record<string, string> = {};
    const res = {
      locals: {},
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    };
    securityHeaders({ dev: false, formActionHosts })(
      {} as ExpressRequest,
      res as unknown as ExpressResponse,
      () => {},
    );
    return headers["content-security-policy"]!.split("; ");
  };
  expect(csp()).toContain("form-action 'self'");
  expect(csp(["https://checkout.stripe.com", "https://billing.stripe.com"])).toContain(
    "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
  );
});
