import { and, eq } from "drizzle-orm";
import { findPlan, isTeamPlanId, premiumReport, teamPlan, teamPriceCents } from "~/config/plans";
import type { Database } from "~/db/client.server";
import type { MessageKey } from "~/i18n/english";
import { sandboxCheckouts, teams } from "~/db/schema";
import { findRunningSubscription, type Subscription } from "~/db/subscriptions.server";
import type { BillingEvent, SubscriptionSnapshot } from "./events";
import { addMonths } from "./plan-change";
import { snapshotOf } from "./sandbox-snapshot";
import { cardDigits, sandboxCards } from "./sandbox-card";
import {
  changeSandboxPlan,
  changeSandboxSeats,
  previewSandboxPlanChange,
  previewSandboxSeatChange,
} from "./sandbox-plan-change.server";
import type { BillingProvider, CheckoutRequest } from "./provider.server";
import { applyBillingEvent, applyBillingEventIn, hasHadTrial } from "./state-machine.server";
import {
  countMembers,
  teamPurchaseRefusal,
  type TeamPurchaseRefusal,
} from "./team-checkout.server";

/**
 * The built-in sandbox provider, used when no Stripe key is configured: checkouts are rows in
 * `sandbox_checkouts`, paid on the site's own sandbox checkout page (headed "TEST MODE", the
 * payment industry's word), and paying produces the events Stripe's webhook would send, through
 * the same state machine.
 */

export function createSandboxProvider(db: Database): BillingProvider {
  return {
    mode: "sandbox",
    liveCharges: false,
    offersPayPal: false,
    createCheckout: (request) => createSandboxCheckout(db, request),
    async manageUrl(userId) {
      return (await findSandboxSubscription(db, userId)) ? "/billing/subscription" : null;
    },
    previewPlanChange: async (subscription, to, prorationDate) =>
      previewSandboxPlanChange(subscription, to, prorationDate),
    async changePlan(subscription, to, prorationDate) {
      await changeSandboxPlan(db, subscription, to, prorationDate);
      return "changed";
    },
    previewSeatChange: async (subscription, seats, prorationDate) =>
      previewSandboxSeatChange(subscription, seats, prorationDate),
    async changeSeats(subscription, seats, prorationDate) {
      await changeSandboxSeats(db, subscription, seats, prorationDate);
      return "changed";
    },
    async setCancelAtPeriodEnd(subscription, cancelAtPeriodEnd) {
      await setSandboxCancelAtPeriodEnd(db, subscription, cancelAtPeriodEnd);
    },
    async cancelNow(subscription) {
      // A Stripe subscription kept from when Stripe was configured cannot be reached from here.
      if (subscription.provider !== "sandbox") {
        throw new Error(
          `Subscription ${subscription.id} is with ${subscription.provider}, which is not configured`,
        );
      }
      await cancelSandboxSubscriptionNow(db, subscription);
    },
  };
}

export async function createSandboxCheckout(
  db: Database,
  request: CheckoutRequest,
): Promise<string> {
  const [row] = await db
    .insert(sandboxCheckouts)
    .values({
      userId: request.userId,
      item: request.item,
      testSessionId: request.testSessionId ?? null,
      teamId: request.team?.id ?? null,
      seats: request.team?.seats ?? null,
      successUrl: request.successPath,
      cancelUrl: request.cancelPath,
    })
    .returning({ id: sandboxCheckouts.id });
  return `/billing/sandbox-checkout/${row!.id}`;
}

export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;

export async function findSandboxCheckout(db: Database, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(sandboxCheckouts)
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.userId, userId)));
  return row ?? null;
}

/**
 * What a checkout charges now, and what follows, for the checkout page. The Teams plan's is for
 * `seats`, the number the card form shows (decision 042).
 */
export function checkoutSummary(item: string, { trial = true, seats = 0 } = {}) {
  if (item === "premium-report")
    return {
      name: premiumReport.name,
      dueTodayCents: premiumReport.priceCents,
      then: null,
      trialUsedDays: null,
    };
  if (isTeamPlanId(item)) {
    const monthly = teamPriceCents(seats);
    return {
      name: teamPlan.name,
      dueTodayCents: monthly,
      then: { priceCents: monthly, months: teamPlan.months, afterDays: null },
      trialUsedDays: null,
    };
  }
  const plan = findPlan(item);
  if (!plan) return null;
  return plan.trial && trial
    ? {
        name: plan.name,
        dueTodayCents: plan.trial.priceCents,
        then: { priceCents: plan.priceCents, months: plan.months, afterDays: plan.trial.days },
        trialUsedDays: null,
      }
    : {
        name: plan.name,
        dueTodayCents: plan.priceCents,
        then: { priceCents: plan.priceCents, months: plan.months, afterDays: null },
        // Said on the page: the trial was had already (one per account), so no trial now.
        trialUsedDays: plan.trial ? plan.trial.days : null,
      };
}

/**
 * The sandbox's "bank": whether a card of the right shape (`sandboxCardSchema`) pays, as in
 * Stripe's test mode. The message for the card number field when it does not, else null.
 */
export function chargeSandboxCard(number: string): MessageKey | null {
  const digits = cardDigits(number);
  if (digits === sandboxCards.declined) return "billing:card.declined";
  if (digits !== sandboxCards.approved) return "billing:card.testOnly";
  return null;
}

/**
 * Pays an open checkout: marks it paid (once, even if two tabs submit) and applies the events Stripe
 * would send for it. Returns false when it had already been paid.
 */
export async function paySandboxCheckout(
  db: Database,
  checkout: SandboxCheckout,
  now = new Date(),
) {
  const claimed = await db
    .update(sandboxCheckouts)
    .set({ status: "paid" })
    .where(and(eq(sandboxCheckouts.id, checkout.id), eq(sandboxCheckouts.status, "open")))
    .returning({ id: sandboxCheckouts.id });
  if (claimed.length === 0) return false;
  if (isTeamPlanId(checkout.item))
    throw new Error("A Teams plan is paid by payTeamSandboxCheckout");
  const events: BillingEvent[] = [];
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  if (checkout.item === "premium-report") {
    events.push({
      id: `evt_sandbox_${checkout.id}_checkout`,
      created: at(0),
      type: "checkout.session.completed",
      mode: "payment",
      userId: checkout.userId,
      provider: "sandbox",
      paymentId: `cs_sandbox_${checkout.id}`,
      testSessionId: checkout.testSessionId!,
      amountCents: premiumReport.priceCents,
    });
  } else {
    const plan = findPlan(checkout.item)!;
    // One trial per account (checkout.server.ts): decided again here, where the row is made.
    const trialing = Boolean(plan.trial) && !(await hasHadTrial(db, checkout.userId));
    const trialEnd = trialing ? at(7 * 24 * 60 * 60 * 1000) : null;
    const subscription: SubscriptionSnapshot = {
      provider: "sandbox",
      providerSubscriptionId: `sub_sandbox_${checkout.id}`,
      providerCustomerId: `cus_sandbox_${checkout.userId}`,
      userId: checkout.userId,
      status: trialing ? "trialing" : "active",
      planId: plan.id,
      currentPeriodStart: now,
      currentPeriodEnd: trialEnd ?? addMonths(now, plan.months),
      trialEnd,
      cancelAtPeriodEnd: false,
    };
    events.push(...subscriptionEvents(checkout, subscription, at));
  }
  for (const event of events) await applyBillingEvent(db, event);
  return true;
}

/** A Teams plan checkout's team as its card form shows it: its name and members now. */
export async function sandboxCheckoutTeam(db: Database, checkout: SandboxCheckout) {
  if (!checkout.teamId) return null;
  const [team] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.id, checkout.teamId));
  if (!team) return null;
  return { ...team, members: await countMembers(db, team.id) };
}

/**
 * Keeps the seats a Teams plan checkout's card form was last priced for, when the number typed
 * differs from the one whose price the page showed (without JavaScript the price follows only
 * after a post): the form shows the new price, and nothing is charged until it is paid.
 */
export async function repriceSandboxCheckout(
  db: Database,
  checkout: SandboxCheckout,
  seats: number,
) {
  await db
    .update(sandboxCheckouts)
    .set({ seats })
    .where(and(eq(sandboxCheckouts.id, checkout.id), eq(sandboxCheckouts.status, "open")));
}

export type TeamPaymentOutcome = "paid" | "already-paid" | TeamPurchaseRefusal;

/**
 * Pays an open checkout of the Teams plan for `seats` (the card form's number, decision 042): in
 * one transaction that holds the team's row, the buyer's role, the team having no plan in force
 * and the seats are asked again (two admins paying at once buy one plan), the checkout is marked
 * paid and the events Stripe would send are applied. Nothing is written when it is refused.
 */
export async function payTeamSandboxCheckout(
  db: Database,
  checkout: SandboxCheckout,
  seats: number,
  now = new Date(),
): Promise<TeamPaymentOutcome> {
  const teamId = checkout.teamId;
  if (!teamId) throw new Error(`Sandbox checkout ${checkout.id} names no team`);
  return db.transaction(async (tx) => {
    const [team] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.id, teamId))
      .for("update");
    // The team went with its checkout (the foreign key cascades): nothing left to pay for.
    if (!team) return "already-paid";
    const refusal = await teamPurchaseRefusal(tx, { teamId, userId: checkout.userId, seats }, now);
    if (refusal) return refusal;
    const claimed = await tx
      .update(sandboxCheckouts)
      .set({ status: "paid", seats })
      .where(and(eq(sandboxCheckouts.id, checkout.id), eq(sandboxCheckouts.status, "open")))
      .returning({ id: sandboxCheckouts.id });
    if (claimed.length === 0) return "already-paid";
    const subscription: SubscriptionSnapshot = {
      provider: "sandbox",
      providerSubscriptionId: `sub_sandbox_${checkout.id}`,
      providerCustomerId: `cus_sandbox_${checkout.userId}`,
      userId: checkout.userId,
      status: "active",
      planId: teamPlan.id,
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, teamPlan.months),
      trialEnd: null,
      cancelAtPeriodEnd: false,
      teamId,
      seats,
    };
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
    for (const event of subscriptionEvents(checkout, subscription, at)) {
      await applyBillingEventIn(tx, event);
    }
    return "paid";
  });
}

/** The events Stripe sends for a paid subscription checkout, in its order. */
function subscriptionEvents(
  checkout: SandboxCheckout,
  subscription: SubscriptionSnapshot,
  at: (offsetMs: number) => Date,
): BillingEvent[] {
  return [
    {
      id: `evt_sandbox_${checkout.id}_checkout`,
      created: at(0),
      type: "checkout.session.completed",
      mode: "subscription",
      userId: checkout.userId,
      subscription,
    },
    {
      id: `evt_sandbox_${checkout.id}_created`,
      created: at(1),
      type: "customer.subscription.created",
      subscription,
    },
    {
      id: `evt_sandbox_${checkout.id}_invoice`,
      created: at(2),
      type: "invoice.paid",
      subscription,
    },
  ];
}

/**
 * Ends a sandbox subscription now, as Stripe's cancel does: by the deletion event, through the
 * same state machine. Before an account is deleted.
 */
export async function cancelSandboxSubscriptionNow(
  db: Database,
  subscription: Subscription,
  now = new Date(),
) {
  const last = subscription.lastEventAt?.getTime() ?? 0;
  await applyBillingEvent(db, {
    id: `evt_sandbox_cancel_${subscription.providerSubscriptionId}_${last}`,
    created: new Date(Math.max(now.getTime(), last + 1)),
    type: "customer.subscription.deleted",
    subscription: snapshotOf(subscription, {}),
  });
}

/** The user's current sandbox subscription (the one still running, latest first), if any. */
export function findSandboxSubscription(db: Database, userId: string) {
  return findRunningSubscription(db, userId, "sandbox");
}

/**
 * Cancels at the end of the paid period, or resumes a cancelled renewal, as Stripe's portal does:
 * by a customer.subscription.updated event through the same state machine.
 */
export async function setSandboxCancelAtPeriodEnd(
  db: Database,
  subscription: Subscription,
  cancelAtPeriodEnd: boolean,
  now = new Date(),
) {
  // Never older than the last event applied, or the state machine would rightly ignore it.
  const last = subscription.lastEventAt?.getTime() ?? 0;
  const created = new Date(Math.max(now.getTime(), last + 1));
  return applyBillingEvent(db, {
    id: `evt_sandbox_${crypto.randomUUID()}`,
    created,
    type: "customer.subscription.updated",
    subscription: snapshotOf(subscription, { cancelAtPeriodEnd }),
  });
}
