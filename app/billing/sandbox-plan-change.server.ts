import { findPlan, type PlanId } from "~/config/plans";
import type { Database } from "~/db/client.server";
import type { Subscription } from "~/db/subscriptions.server";
import { quoteSandboxPlanChange, type PlanChangeQuote } from "./plan-change";
import { snapshotOf } from "./sandbox-snapshot";
import { quoteSandboxSeatChange, type SeatChangeQuote } from "./seat-change";
import { applyBillingEvent } from "./state-machine.server";

/**
 * A plan change in the sandbox (decision 025): priced as Stripe prices it (`quoteSandboxPlanChange`)
 * and made by the `customer.subscription.updated` event Stripe would send, through the one state
 * machine.
 */

export function previewSandboxPlanChange(
  subscription: Subscription,
  to: PlanId,
  prorationDate: number,
): PlanChangeQuote {
  const from = findPlan(subscription.planType);
  const plan = findPlan(to);
  if (!from || !plan || !subscription.currentPeriodEnd)
    throw new Error(`Subscription ${subscription.id} cannot be priced for a change to ${to}`);
  return quoteSandboxPlanChange({
    from,
    to: plan,
    periodStart: subscription.currentPeriodStart,
    periodEnd: subscription.currentPeriodEnd,
    trialEnd:
      subscription.status === "trialing"
        ? (subscription.trialEnd ?? subscription.currentPeriodEnd)
        : null,
    at: new Date(prorationDate * 1000),
  });
}

/**
 * Switches the plan: during a trial only the plan changes (the trial and its end stay); otherwise
 * the new plan's period starts at the proration date. The event's id names the subscription as it
 * was read (its last event), the plan and the moment, so a second press of one confirmation (two
 * tabs) changes nothing more, while a switch back and forth within one second still applies.
 */
export async function changeSandboxPlan(
  db: Database,
  subscription: Subscription,
  to: PlanId,
  prorationDate: number,
  now = new Date(),
) {
  const quote = previewSandboxPlanChange(subscription, to, prorationDate);
  const trialing = quote.trialEndsAt !== null;
  // Never older than the last event applied, or the state machine would rightly ignore it.
  const last = subscription.lastEventAt?.getTime() ?? 0;
  await applyBillingEvent(db, {
    id: `evt_sandbox_plan_${subscription.providerSubscriptionId}_${last}_${to}_${prorationDate}`,
    created: new Date(Math.max(now.getTime(), last + 1)),
    type: "customer.subscription.updated",
    subscription: {
      provider: "sandbox",
      providerSubscriptionId: subscription.providerSubscriptionId!,
      providerCustomerId: subscription.providerCustomerId,
      userId: subscription.userId,
      status: trialing ? "trialing" : "active",
      planId: to,
      currentPeriodStart: trialing
        ? subscription.currentPeriodStart
        : new Date(prorationDate * 1000),
      currentPeriodEnd: trialing ? subscription.currentPeriodEnd : new Date(quote.nextPaymentAt),
      trialEnd: subscription.trialEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    },
  });
  return quote;
}

/** What changing a sandbox Teams plan's seats costs, priced as Stripe prices it (decision 042). */
export function previewSandboxSeatChange(
  subscription: Subscription,
  seats: number,
  prorationDate: number,
): SeatChangeQuote {
  if (subscription.seats === null || !subscription.currentPeriodEnd)
    throw new Error(`Subscription ${subscription.id} has no seats to change`);
  return quoteSandboxSeatChange({
    fromSeats: subscription.seats,
    toSeats: seats,
    periodStart: subscription.currentPeriodStart,
    periodEnd: subscription.currentPeriodEnd,
    at: new Date(prorationDate * 1000),
  });
}

/**
 * Changes the seats at once, the period unchanged, by the `customer.subscription.updated` event
 * Stripe would send. The event's id names the subscription as it was read, the seats and the
 * moment, so a second press of one confirmation changes nothing more.
 */
export async function changeSandboxSeats(
  db: Database,
  subscription: Subscription,
  seats: number,
  prorationDate: number,
  now = new Date(),
): Promise<SeatChangeQuote> {
  const quote = previewSandboxSeatChange(subscription, seats, prorationDate);
  const last = subscription.lastEventAt?.getTime() ?? 0;
  await applyBillingEvent(db, {
    id: `evt_sandbox_seats_${subscription.providerSubscriptionId}_${last}_${seats}_${prorationDate}`,
    created: new Date(Math.max(now.getTime(), last + 1)),
    type: "customer.subscription.updated",
    subscription: snapshotOf(subscription, { seats }),
  });
  return quote;
}
