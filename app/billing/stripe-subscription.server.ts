import type Stripe from "stripe";
import { teamPriceCents } from "~/config/plans";
import type { Database } from "~/db/client.server";
import type { Subscription } from "~/db/subscriptions.server";
import type { PlanChangeOutcome } from "./provider.server";
import type { SeatChangeQuote } from "./seat-change";
import { applyBillingEvent } from "./state-machine.server";
import { subscriptionSnapshot } from "./stripe-snapshot.server";

/**
 * Changes to a running Stripe subscription made from the site rather than Stripe's portal: a
 * Teams plan's seats (the item's quantity, prorated and invoiced at once, like a change of plan in
 * decision 025), cancelling at the period's end and resuming from the team's plan page, and
 * cancelling now before an account is deleted (decision 042). Each applies what Stripe answers to
 * the state machine at once; the webhook that follows is newer and carries the same state.
 */

function stripeId(subscription: Subscription): string {
  const id = subscription.providerSubscriptionId;
  if (!id) throw new Error(`Subscription ${subscription.id} has no Stripe id`);
  return id;
}

/** Never older than the last event applied, or the state machine would rightly ignore it. */
const createdAfter = (subscription: Subscription, at: number) =>
  new Date(Math.max(at, (subscription.lastEventAt?.getTime() ?? 0) + 1));

/** The update and its preview, asked with the same fields. */
async function seatFields(
  stripe: Stripe,
  subscription: Subscription,
  seats: number,
  prorationDate: number,
) {
  const id = stripeId(subscription);
  const current = await stripe.subscriptions.retrieve(id);
  const item = current.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${id} has no item`);
  return {
    id,
    customer: typeof current.customer === "string" ? current.customer : current.customer.id,
    periodEnd: item.current_period_end,
    fields: {
      items: [{ id: item.id, quantity: seats }],
      proration_behavior: "always_invoice" as const,
      proration_date: prorationDate,
    },
  };
}

export async function previewStripeSeatChange(
  stripe: Stripe,
  subscription: Subscription,
  seats: number,
  prorationDate: number,
): Promise<SeatChangeQuote> {
  const change = await seatFields(stripe, subscription, seats, prorationDate);
  const preview = await stripe.invoices.createPreview({
    customer: change.customer,
    subscription: change.id,
    subscription_details: change.fields,
  });
  return {
    fromSeats: subscription.seats ?? 0,
    toSeats: seats,
    prorationDate,
    // What is left after the customer's balance (an earlier credit) is taken off.
    dueNowCents: Math.max(preview.amount_due, 0),
    balanceCreditCents: Math.max(-preview.total, 0),
    nextPaymentCents: teamPriceCents(seats),
    nextPaymentAt: new Date(change.periodEnd * 1000).toISOString(),
  };
}

/**
 * Changes the seats. A card that cannot pay the prorated invoice leaves the subscription as it
 * was (`error_if_incomplete`) and answers "declined".
 */
export async function changeStripeSeats(
  stripe: Stripe,
  db: Database,
  subscription: Subscription,
  seats: number,
  prorationDate: number,
): Promise<PlanChangeOutcome> {
  const change = await seatFields(stripe, subscription, seats, prorationDate);
  let updated: Stripe.Subscription;
  try {
    updated = await stripe.subscriptions.update(
      change.id,
      { ...change.fields, payment_behavior: "error_if_incomplete" },
      // A second press of one confirmation, or a retry after a dropped answer, changes once.
      {
        idempotencyKey: `seat-change-${change.id}-${subscription.lastEventAt?.getTime() ?? 0}-${seats}-${prorationDate}`,
      },
    );
  } catch (error) {
    if ((error as { type?: string }).type === "StripeCardError") return "declined";
    throw error;
  }
  await applyBillingEvent(db, {
    id: `evt_seat_change_${change.id}_${seats}_${prorationDate}`,
    created: createdAfter(subscription, prorationDate * 1000),
    type: "customer.subscription.updated",
    subscription: subscriptionSnapshot(updated),
  });
  return "changed";
}

/** Cancels at the end of the paid period, or resumes a cancelled renewal. */
export async function setStripeCancelAtPeriodEnd(
  stripe: Stripe,
  db: Database,
  subscription: Subscription,
  cancelAtPeriodEnd: boolean,
  now = new Date(),
): Promise<void> {
  const id = stripeId(subscription);
  const updated = await stripe.subscriptions.update(id, {
    cancel_at_period_end: cancelAtPeriodEnd,
  });
  await applyBillingEvent(db, {
    id: `evt_cancel_at_period_end_${id}_${subscription.lastEventAt?.getTime() ?? 0}_${cancelAtPeriodEnd}`,
    created: createdAfter(subscription, now.getTime()),
    type: "customer.subscription.updated",
    subscription: subscriptionSnapshot(updated),
  });
}

/**
 * Ends the subscription now at Stripe: nothing more is charged. One that Stripe no longer has, or
 * has ended already, is ended here too.
 */
export async function cancelStripeSubscriptionNow(
  stripe: Stripe,
  db: Database,
  subscription: Subscription,
  now = new Date(),
): Promise<void> {
  const id = stripeId(subscription);
  let ended: Stripe.Subscription | null;
  try {
    ended = await stripe.subscriptions.cancel(id);
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code !== "resource_missing" && statusCode !== 404) throw error;
    ended = null;
  }
  await applyBillingEvent(db, {
    id: `evt_cancel_now_${id}`,
    created: createdAfter(subscription, now.getTime()),
    type: "customer.subscription.deleted",
    subscription: ended
      ? subscriptionSnapshot(ended)
      : {
          provider: "stripe",
          providerSubscriptionId: id,
          providerCustomerId: subscription.providerCustomerId,
          userId: subscription.userId,
          status: "canceled",
          planId: subscription.planType,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: false,
        },
  });
}
