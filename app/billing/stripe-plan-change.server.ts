import type Stripe from "stripe";
import { findPlan, type PlanId } from "~/config/plans";
import type { Database } from "~/db/client.server";
import type { Subscription } from "~/db/subscriptions.server";
import { addMonths, type PlanChangeQuote } from "./plan-change";
import type { PlanChangeOutcome } from "./provider.server";
import { applyBillingEvent } from "./state-machine.server";
import type { StripeCatalog } from "./stripe-catalog.server";
import { subscriptionSnapshot } from "./stripe-snapshot.server";

/**
 * A plan change on Stripe (decision 025): the subscription's one item moves to the other plan's
 * price, prorated and invoiced at once (`always_invoice`). The preview (an invoice preview) and the
 * update are priced at the same `proration_date`, the one the confirmation page showed and posted
 * back, so Stripe charges what the customer saw. A trial goes on to its end: `trial_end` is passed
 * unchanged, so nothing is charged now and the new price is due when the trial ends.
 */

/** The update and the preview, asked with the same fields. */
async function changeFields(
  stripe: Stripe,
  catalog: StripeCatalog,
  subscription: Subscription,
  to: PlanId,
  prorationDate: number,
) {
  const id = subscription.providerSubscriptionId;
  if (!id) throw new Error(`Subscription ${subscription.id} has no Stripe id`);
  const [current, price] = await Promise.all([
    stripe.subscriptions.retrieve(id),
    catalog.priceFor(to),
  ]);
  const item = current.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${id} has no item`);
  const trialEnd = current.status === "trialing" && current.trial_end ? current.trial_end : null;
  return {
    id,
    customer: typeof current.customer === "string" ? current.customer : current.customer.id,
    price,
    trialEnd,
    fields: {
      items: [{ id: item.id, price }],
      proration_behavior: "always_invoice" as const,
      proration_date: prorationDate,
      ...(trialEnd ? { trial_end: trialEnd } : {}),
    },
  };
}

export async function previewStripePlanChange(
  stripe: Stripe,
  catalog: StripeCatalog,
  subscription: Subscription,
  to: PlanId,
  prorationDate: number,
): Promise<PlanChangeQuote> {
  const change = await changeFields(stripe, catalog, subscription, to, prorationDate);
  const preview = await stripe.invoices.createPreview({
    customer: change.customer,
    subscription: change.id,
    subscription_details: change.fields,
  });
  const lines = preview.lines.data;
  const creditCents = -lines
    .filter((line) => line.amount < 0)
    .reduce((sum, l) => sum + l.amount, 0);
  const chargeCents = lines.filter((line) => line.amount > 0).reduce((sum, l) => sum + l.amount, 0);
  // The first period of the new price ends at its first renewal.
  const newPeriod = lines.find((line) => line.amount > 0 && priceOf(line) === change.price)?.period;
  const plan = findPlan(to)!;
  const nextPayment = change.trialEnd
    ? new Date(change.trialEnd * 1000)
    : newPeriod
      ? new Date(newPeriod.end * 1000)
      : addMonths(new Date(prorationDate * 1000), plan.months);
  return {
    from: subscription.planType as PlanId,
    to,
    prorationDate,
    trialEndsAt: change.trialEnd ? new Date(change.trialEnd * 1000).toISOString() : null,
    creditCents,
    chargeCents,
    // What is left after the customer's balance (an earlier credit) is taken off.
    dueNowCents: Math.max(preview.amount_due, 0),
    balanceCreditCents: Math.max(-preview.total, 0),
    nextPaymentAt: nextPayment.toISOString(),
  };
}

const priceOf = (line: Stripe.InvoiceLineItem) => {
  const price = line.pricing?.price_details?.price;
  return typeof price === "string" ? price : price?.id;
};

/**
 * Makes the change. A card that cannot pay the prorated invoice leaves the subscription as it was
 * (`error_if_incomplete`) and answers "declined". The updated subscription is applied to the state
 * machine at once, as an event dated at the proration date: the webhook that follows is newer and
 * carries the same state.
 */
export async function changeStripePlan(
  stripe: Stripe,
  catalog: StripeCatalog,
  db: Database,
  subscription: Subscription,
  to: PlanId,
  prorationDate: number,
): Promise<PlanChangeOutcome> {
  const change = await changeFields(stripe, catalog, subscription, to, prorationDate);
  let updated: Stripe.Subscription;
  try {
    updated = await stripe.subscriptions.update(
      change.id,
      {
        ...change.fields,
        payment_behavior: "error_if_incomplete",
        metadata: { planId: to },
      },
      // A second press of one confirmation, or a retry after a dropped answer, changes the plan
      // once: the key names the subscription as it was read (its last event), not only the moment.
      {
        idempotencyKey: `plan-change-${change.id}-${subscription.lastEventAt?.getTime() ?? 0}-${to}-${prorationDate}`,
      },
    );
  } catch (error) {
    if ((error as { type?: string }).type === "StripeCardError") return "declined";
    throw error;
  }
  await applyBillingEvent(db, {
    id: `evt_plan_change_${change.id}_${to}_${prorationDate}`,
    created: new Date(prorationDate * 1000),
    type: "customer.subscription.updated",
    subscription: subscriptionSnapshot(updated),
  });
  return "changed";
}
