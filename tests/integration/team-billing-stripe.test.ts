import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { subscriptions, teamMembers, users } from "~/db/schema";
import { action as accountDataAction } from "~/routes/account.data";
import { action as personAction } from "~/routes/admin.person";
import { action as webhookAction } from "~/routes/api.billing.webhook";
import { action as planAction, loader as planLoader } from "~/routes/team.plan";
import { createTeam, teamCapacity } from "~/teams/teams.server";
import { createSignedInUser, testPassword } from "../support/accounts";
import { createAdminSession } from "../support/admin";
import { databaseTargets, freshDatabase } from "../support/databases";
import {
  answer,
  loadContext,
  testSiteUrl,
  callAnswered as call,
  getRequest as get,
  postRequest as post,
} from "../support/route-args";
import { startStripeStub, stubStripeCatalog, type StripeStub } from "../support/stripe-stub";

const secretKey = "sk_test_teams";
const webhookSecret = "whsec_teams";
const checkoutUrl = "https://checkout.stripe.com/c/pay/cs_test_team";
const day = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const seatKey = "typeatlas-teams-monthly-usd-600";

type StripeItemJson = { id: string; quantity: number; current_period_end: number } & Record<
  string,
  unknown
>;
type StripeSubscriptionJson = {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: string; data: StripeItemJson[] };
} & Record<string, unknown>;

/**
 * Paying for teams through Stripe (issue 23, decision 042), against a local stand-in of its API:
 * Stripe Checkout for the seat's price in the chosen quantity with the team in the metadata, the
 * webhooks' quantity as the seats, a change of seats as a prorated change of quantity, the
 * renewal cancelled from the team's page, and an account's subscriptions cancelled at Stripe
 * before the account is deleted (and the account kept when Stripe cannot be reached).
 */
describe.each(databaseTargets)("paying for teams through Stripe, on $name", (target) => {
  const database = freshDatabase(target);
  const db = () => database().db;
  let stub: StripeStub;
  let catalog: ReturnType<typeof stubStripeCatalog>;
  const stripeSubscriptions = new Map<string, StripeSubscriptionJson>();
  /** How Stripe answers a cancellation: as it does, or as an outage. */
  let cancellations: "work" | "fail" = "work";
  let declineUpdates = false;
  let counter = 0;
  const unique = (label: string) =>
    `${label}.${++counter}.${crypto.randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    stub = await startStripeStub();
    catalog = stubStripeCatalog(stub);
    stub.on("POST /v1/checkout/sessions", () => ({
      body: { id: "cs_test_team", object: "checkout.session", url: checkoutUrl },
    }));
    stub.on("GET /v1/subscriptions/:id", (_request, { id }) => ({
      body: stripeSubscriptions.get(id!),
    }));
    stub.on("POST /v1/invoices/create_preview", (request) => {
      const form = request.form;
      const current = stripeSubscriptions.get(form.subscription!)!;
      const from = current.items.data[0]!.quantity;
      const to = Number(form["subscription_details[items][0][quantity]"]);
      const at = Number(form["subscription_details[proration_date]"]);
      const end = current.items.data[0]!.current_period_end;
      // Stripe's proration of a change of quantity: the difference for the time left.
      const net = Math.round(((to - from) * 600 * (end - at)) / (30 * day));
      return {
        body: {
          object: "invoice",
          total: net,
          amount_due: Math.max(net, 0),
          lines: { object: "list", has_more: false, data: [] },
        },
      };
    });
    stub.on("POST /v1/subscriptions/:id", (request, { id }) => {
      if (declineUpdates) {
        return {
          status: 402,
          body: { error: { type: "card_error", code: "card_declined", message: "Declined." } },
        };
      }
      const current = stripeSubscriptions.get(id!)!;
      const quantity = request.form["items[0][quantity]"];
      const updated: StripeSubscriptionJson = {
        ...current,
        cancel_at_period_end:
          request.form.cancel_at_period_end === undefined
            ? current.cancel_at_period_end
            : request.form.cancel_at_period_end === "true",
        items: {
          ...current.items,
          data: current.items.data.map((item) => ({
            ...item,
            quantity: quantity ? Number(quantity) : item.quantity,
          })),
        },
      };
      stripeSubscriptions.set(id!, updated);
      return { body: updated };
    });
    stub.on("DELETE /v1/subscriptions/:id", (_request, { id }) => {
      if (cancellations === "fail") {
        return {
          status: 500,
          body: { error: { type: "api_error", message: "Something went wrong on Stripe's end." } },
        };
      }
      const current = stripeSubscriptions.get(id!)!;
      const ended = { ...current, status: "canceled", cancel_at_period_end: false };
      stripeSubscriptions.set(id!, ended);
      return { body: ended };
    });
  });
  afterAll(async () => {
    await stub?.close();
  });

  const context = () =>
    loadContext(database(), { stripe: { secretKey, webhookSecret, apiHost: stub.apiHost } });

  /** A Stripe subscription as Stripe keeps it: a team's (seats) or a person's plan. */
  function onStripe(userId: string, options: { teamId?: string; seats?: number } = {}) {
    const id = `sub_${crypto.randomUUID()}`;
    const subscription: StripeSubscriptionJson = {
      id,
      object: "subscription",
      customer: `cus_${userId}`,
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      trial_end: null,
      metadata: options.teamId
        ? { userId, planId: "teams-monthly", teamId: options.teamId }
        : { userId, planId: "premium-monthly" },
      items: {
        object: "list",
        data: [
          {
            id: `si_${id}`,
            object: "subscription_item",
            quantity: options.seats ?? 1,
            current_period_start: nowSeconds() - 2 * day,
            current_period_end: nowSeconds() + 28 * day,
            price: { id: "price_seat", unit_amount: 600, recurring: { interval_count: 1 } },
          },
        ],
      },
    };
    stripeSubscriptions.set(id, subscription);
    return subscription;
  }

  let clock = nowSeconds() - 600;
  /** Delivers an event to the webhook route, signed as Stripe signs it. */
  async function deliver(type: string, object: unknown) {
    const payload = JSON.stringify({
      id: `evt_${crypto.randomUUID()}`,
      object: "event",
      api_version: "2026-10-28.endive",
      created: (clock += 10),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const response = await webhookAction({
      request: new Request(`${testSiteUrl}/api/billing/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      }),
      context: context(),
      params: {},
    } as Parameters<typeof webhookAction>[0]);
    expect(response.status).toBe(200);
  }

  async function paidTeam(members: number, seats: number) {
    const owner = await createSignedInUser(context(), unique("owner"), "Olive Owner");
    const team = await createTeam(db(), owner.id, { name: "Research" });
    for (let i = 1; i < members; i++) {
      const id = crypto.randomUUID();
      await db()
        .insert(users)
        .values({ id, name: "m", email: unique("m"), emailVerified: true });
      await db().insert(teamMembers).values({ teamId: team.id, userId: id });
    }
    const subscription = onStripe(owner.id, { teamId: team.id, seats });
    await deliver("checkout.session.completed", {
      id: `cs_${crypto.randomUUID()}`,
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      status: "complete",
      client_reference_id: owner.id,
      customer: subscription.customer,
      subscription: subscription.id,
      metadata: { userId: owner.id, teamId: team.id },
    });
    return { owner, team, subscription };
  }

  const planPath = (teamId: string) => `/teams/${teamId}/plan`;
  const planPost = (teamId: string, cookie: string, fields: Record<string, string>) =>
    call(planAction, post(planPath(teamId), fields, cookie), context(), { teamId });
  const rowOf = async (stripeId: string) =>
    (
      await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, stripeId))
    )[0];

  test("buying sends the buyer to Stripe Checkout for the seat's price in the chosen quantity, with the team in the metadata", async () => {
    const owner = await createSignedInUser(context(), unique("buyer"), "Bea Buyer");
    const team = await createTeam(db(), owner.id, { name: "Design" });
    const started = await planPost(team.id, owner.cookie, { intent: "buy", seats: "12" });
    expect(started.status).toBe(302);
    expect(started.location).toBe(checkoutUrl);

    const price = [...catalog.prices.values()].find((row) => row.lookup_key === seatKey)!;
    expect(price).toMatchObject({
      unit_amount: 600,
      currency: "usd",
      recurring: { interval: "month", interval_count: 1 },
    });
    const [session] = stub.requestsTo("POST /v1/checkout/sessions").slice(-1);
    expect(session!.form).toMatchObject({
      mode: "subscription",
      client_reference_id: owner.id,
      "line_items[0][price]": price.id,
      "line_items[0][quantity]": "12",
      "subscription_data[metadata][teamId]": team.id,
      "subscription_data[metadata][planId]": "teams-monthly",
      "subscription_data[metadata][userId]": owner.id,
      success_url: `${testSiteUrl}/teams/${team.id}/plan?checkout=success`,
      cancel_url: `${testSiteUrl}/teams/${team.id}/plan`,
    });
    expect(session!.form["subscription_data[trial_period_days]"]).toBeUndefined();
    expect(session!.form["line_items[0][adjustable_quantity][enabled]"]).toBeUndefined();

    // Back before the webhook: the page says the payment is being confirmed.
    const back = await call(
      planLoader,
      get(`${planPath(team.id)}?checkout=success`, owner.cookie),
      context(),
      { teamId: team.id },
    );
    expect(back.data).toMatchObject({ checkoutReturned: true, plan: null, capacity: 5 });
  });

  test("the webhooks' quantity is the team's seats: 12 bought, 15 changed at Stripe", async () => {
    const { owner, team, subscription } = await paidTeam(3, 12);
    expect(await rowOf(subscription.id)).toMatchObject({
      userId: owner.id,
      teamId: team.id,
      seats: 12,
      planType: "teams-monthly",
      provider: "stripe",
    });
    expect(await teamCapacity(db(), team.id)).toBe(12);
    const changed = {
      ...subscription,
      items: {
        ...subscription.items,
        data: [{ ...subscription.items.data[0]!, quantity: 15 }],
      },
    };
    stripeSubscriptions.set(subscription.id, changed);
    await deliver("customer.subscription.updated", changed);
    expect(await rowOf(subscription.id)).toMatchObject({ seats: 15, teamId: team.id });
    expect(await teamCapacity(db(), team.id)).toBe(15);
  });

  test("a change of seats is priced by Stripe's preview and made as a prorated change of quantity; a declined card changes nothing", async () => {
    const { owner, team, subscription } = await paidTeam(4, 12);
    const priced = await planPost(team.id, owner.cookie, { intent: "preview", seats: "20" });
    expect(priced.status).toBe(200);
    const quote = (priced.data as { quote: { prorationDate: number; dueNowCents: number } }).quote;
    expect(quote.dueNowCents).toBeGreaterThan(0);
    const [preview] = stub.requestsTo("POST /v1/invoices/create_preview").slice(-1);
    expect(preview!.form).toMatchObject({
      subscription: subscription.id,
      "subscription_details[items][0][id]": `si_${subscription.id}`,
      "subscription_details[items][0][quantity]": "20",
      "subscription_details[proration_behavior]": "always_invoice",
    });

    declineUpdates = true;
    const declined = await planPost(team.id, owner.cookie, {
      intent: "change",
      seats: "20",
      from: "12",
      prorationDate: String(quote.prorationDate),
    });
    declineUpdates = false;
    expect(declined.status).toBe(402);
    expect(answer(declined.data).formError).toMatch(/declined/);
    expect(await rowOf(subscription.id)).toMatchObject({ seats: 12 });

    const changed = await planPost(team.id, owner.cookie, {
      intent: "change",
      seats: "20",
      from: "12",
      prorationDate: String(quote.prorationDate),
    });
    expect(changed.status).toBe(302);
    const [update] = stub
      .requestsTo(`POST /v1/subscriptions/${subscription.id}`)
      .filter((request) => request.form["items[0][quantity]"])
      .slice(-1);
    expect(update!.form).toMatchObject({
      "items[0][quantity]": "20",
      proration_behavior: "always_invoice",
      proration_date: String(quote.prorationDate),
      payment_behavior: "error_if_incomplete",
    });
    expect(await rowOf(subscription.id)).toMatchObject({ seats: 20 });
    expect(await teamCapacity(db(), team.id)).toBe(20);
  });

  test("the renewal is cancelled and resumed at Stripe from the team's page", async () => {
    const { owner, team, subscription } = await paidTeam(2, 8);
    const cancelled = await planPost(team.id, owner.cookie, {
      intent: "renewal",
      choice: "cancel",
    });
    expect(cancelled.status).toBe(302);
    expect(stub.requestsTo(`POST /v1/subscriptions/${subscription.id}`).at(-1)!.form).toMatchObject(
      { cancel_at_period_end: "true" },
    );
    expect(await rowOf(subscription.id)).toMatchObject({ cancelAtPeriodEnd: true, seats: 8 });
    await planPost(team.id, owner.cookie, { intent: "renewal", choice: "resume" });
    expect(await rowOf(subscription.id)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  test("deleting an account cancels its subscriptions at Stripe first, a person's own and a team's; when Stripe fails, nothing is deleted", async () => {
    const { owner, subscription: teamPlan } = await paidTeam(1, 6);
    const own = onStripe(owner.id);
    await deliver("customer.subscription.created", own);
    expect(await rowOf(own.id)).toMatchObject({ seats: null, status: "active" });

    cancellations = "fail";
    const refused = await call(
      accountDataAction,
      post("/account/data", { password: testPassword, confirm: "DELETE" }, owner.cookie),
      context(),
    );
    cancellations = "work";
    expect(refused.status).toBe(503);
    expect(answer(refused.data)).toMatchObject({
      title: "Your account was not deleted",
      formError: expect.stringMatching(/could not be cancelled with the payment provider/),
    });
    expect(await db().select().from(users).where(eq(users.id, owner.id))).toHaveLength(1);
    expect(await rowOf(teamPlan.id)).toMatchObject({ status: "active", endedAt: null });

    // The same refusal stops an admin's deletion.
    const admin = await createAdminSession(context(), unique("operator"));
    cancellations = "fail";
    const byAdmin = await call(
      personAction,
      post(
        `/admin/people/${owner.id}`,
        { intent: "delete-account", reason: "Asked by mail", confirm: owner.email },
        admin.cookie,
      ),
      context(),
      { userId: owner.id },
    );
    cancellations = "work";
    expect(byAdmin.status).toBe(409);
    expect(JSON.stringify(byAdmin.data)).toMatch(
      /could not be cancelled with its payment provider/,
    );
    expect(await db().select().from(users).where(eq(users.id, owner.id))).toHaveLength(1);

    const before = stub.requestsTo(`DELETE /v1/subscriptions/${own.id}`).length;
    const deleted = await call(
      accountDataAction,
      post("/account/data", { password: testPassword, confirm: "DELETE" }, owner.cookie),
      context(),
    );
    expect(deleted.status).toBe(302);
    expect(stub.requestsTo(`DELETE /v1/subscriptions/${own.id}`).length).toBe(before + 1);
    expect(stub.requestsTo(`DELETE /v1/subscriptions/${teamPlan.id}`).length).toBeGreaterThan(0);
    expect(stripeSubscriptions.get(own.id)!.status).toBe("canceled");
    expect(stripeSubscriptions.get(teamPlan.id)!.status).toBe("canceled");
    expect(await db().select().from(users).where(eq(users.id, owner.id))).toHaveLength(0);
  });
});
