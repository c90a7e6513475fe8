import { and, desc, eq, isNull } from "drizzle-orm";
import { findPlan, premiumReport } from "~/config/plans";
import type { Database } from "~/db/client.server";
import { subscriptions, testCheckouts } from "~/db/schema";
import type { BillingEvent, SubscriptionSnapshot } from "./events";
import type { BillingProvider, CheckoutRequest } from "./provider.server";
import { applyBillingEvent, hasHadTrial } from "./state-machine.server";

/**
 * The built-in test-mode provider, used when no Stripe key is configured: checkouts are rows in
 * `test_checkouts`, paid on the site's own TEST MODE page, and paying produces the events Stripe's
 * webhook would send, through the same state machine.
 */

export function createTestProvider(db: Database): BillingProvider {
  return {
    mode: "test",
    liveCharges: false,
    createCheckout: (request) => createTestCheckout(db, request),
    async manageUrl(userId) {
      return (await findTestSubscription(db, userId)) ? "/billing/subscription" : null;
    },
  };
}

export async function createTestCheckout(db: Database, request: CheckoutRequest): Promise<string> {
  const [row] = await db
    .insert(testCheckouts)
    .values({
      userId: request.userId,
      item: request.item,
      testSessionId: request.testSessionId ?? null,
      successUrl: request.successPath,
      cancelUrl: request.cancelPath,
    })
    .returning({ id: testCheckouts.id });
  return `/billing/test-checkout/${row!.id}`;
}

export type TestCheckout = typeof testCheckouts.$inferSelect;

export async function findTestCheckout(db: Database, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(testCheckouts)
    .where(and(eq(testCheckouts.id, id), eq(testCheckouts.userId, userId)));
  return row ?? null;
}

/** What a checkout charges now, and what follows, for the checkout page. */
export function checkoutSummary(item: string, { trial = true } = {}) {
  if (item === "premium-report")
    return { name: premiumReport.name, dueTodayCents: premiumReport.priceCents, then: null };
  const plan = findPlan(item);
  if (!plan) return null;
  return plan.trial && trial
    ? {
        name: plan.name,
        dueTodayCents: plan.trial.priceCents,
        then: { priceCents: plan.priceCents, period: plan.period, after: plan.trial.period },
      }
    : {
        name: plan.name,
        dueTodayCents: plan.priceCents,
        then: { priceCents: plan.priceCents, period: plan.period, after: null },
        ...(plan.trial
          ? {
              note: `You've had your ${plan.trial.period} trial already (one per account), so this plan starts today at the full price.`,
            }
          : {}),
      };
}

export const testCards = { approved: "4242424242424242", declined: "4000000000000002" } as const;

export type CardProblem = { field: "number" | "expiry" | "cvc"; message: string };

/** Checks a test card as Stripe's test mode would: 4242... pays, 4000 0000 0000 0002 is declined. */
export function checkTestCard(
  card: { number: string; expiry: string; cvc: string },
  now = new Date(),
): CardProblem | null {
  const number = card.number.replace(/[\s-]/g, "");
  if (!/^\d{16}$/.test(number))
    return {
      field: "number",
      message: "Enter the 16-digit test card number, 4242 4242 4242 4242.",
    };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12)
    return { field: "expiry", message: "Enter the expiry date as MM/YY." };
  if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  )
    return { field: "expiry", message: "This card has expired. Use any date in the future." };
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return { field: "cvc", message: "Enter the 3- or 4-digit security code (any digits work)." };
  if (number === testCards.declined)
    return {
      field: "number",
      message: "Your card was declined. No payment was taken. Try the card 4242 4242 4242 4242.",
    };
  if (number !== testCards.approved)
    return {
      field: "number",
      message: "In test mode only the test cards work: use 4242 4242 4242 4242.",
    };
  return null;
}

const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/**
 * Pays an open checkout: marks it paid (once, even if two tabs submit) and applies the events Stripe
 * would send for it. Returns false when it had already been paid.
 */
export async function payTestCheckout(db: Database, checkout: TestCheckout, now = new Date()) {
  const claimed = await db
    .update(testCheckouts)
    .set({ status: "paid" })
    .where(and(eq(testCheckouts.id, checkout.id), eq(testCheckouts.status, "open")))
    .returning({ id: testCheckouts.id });
  if (claimed.length === 0) return false;
  const events: BillingEvent[] = [];
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  if (checkout.item === "premium-report") {
    events.push({
      id: `evt_test_${checkout.id}_checkout`,
      created: at(0),
      type: "checkout.session.completed",
      mode: "payment",
      userId: checkout.userId,
      provider: "test",
      paymentId: `cs_test_${checkout.id}`,
      testSessionId: checkout.testSessionId!,
      amountCents: premiumReport.priceCents,
    });
  } else {
    const plan = findPlan(checkout.item)!;
    // One trial per account (checkout.server.ts): decided again here, where the row is made.
    const trialing = Boolean(plan.trial) && !(await hasHadTrial(db, checkout.userId));
    const subscription: SubscriptionSnapshot = {
      provider: "test",
      providerSubscriptionId: `sub_test_${checkout.id}`,
      providerCustomerId: `cus_test_${checkout.userId}`,
      userId: checkout.userId,
      status: trialing ? "trialing" : "active",
      planId: plan.id,
      currentPeriodEnd: trialing
        ? at(7 * 24 * 60 * 60 * 1000)
        : addMonths(now, plan.id === "premium-2-month" ? 2 : 1),
      cancelAtPeriodEnd: false,
    };
    events.push(
      {
        id: `evt_test_${checkout.id}_checkout`,
        created: at(0),
        type: "checkout.session.completed",
        mode: "subscription",
        userId: checkout.userId,
        subscription,
      },
      {
        id: `evt_test_${checkout.id}_created`,
        created: at(1),
        type: "customer.subscription.created",
        subscription,
      },
      { id: `evt_test_${checkout.id}_invoice`, created: at(2), type: "invoice.paid", subscription },
    );
  }
  for (const event of events) await applyBillingEvent(db, event);
  return true;
}

export type TestSubscription = typeof subscriptions.$inferSelect;

/** The user's current test-mode subscription (the one still running, latest first), if any. */
export async function findTestSubscription(
  db: Database,
  userId: string,
): Promise<TestSubscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, "test"),
        isNull(subscriptions.endedAt),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Cancels at the end of the paid period, or resumes a cancelled renewal, as Stripe's portal does:
 * by a customer.subscription.updated event through the same state machine.
 */
export async function setTestCancelAtPeriodEnd(
  db: Database,
  subscription: TestSubscription,
  cancelAtPeriodEnd: boolean,
  now = new Date(),
) {
  // Never older than the last event applied, or the state machine would rightly ignore it.
  const last = subscription.lastEventAt?.getTime() ?? 0;
  const created = new Date(Math.max(now.getTime(), last + 1));
  return applyBillingEvent(db, {
    id: `evt_test_${crypto.randomUUID()}`,
    created,
    type: "customer.subscription.updated",
    subscription: {
      provider: "test",
      providerSubscriptionId: subscription.providerSubscriptionId!,
      providerCustomerId: subscription.providerCustomerId,
      userId: subscription.userId,
      status: subscription.status,
      planId: subscription.planType,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd,
    },
  });
}
