import type Stripe from "stripe";
import { findPlan, isTeamPlanId, teamPlan } from "~/config/plans";
import type { SubscriptionSnapshot } from "./events";

/** Fields older API versions had at the top level, which an endpoint pinned to one may still send. */
interface LegacySubscriptionFields {
  current_period_end?: number | null;
  current_period_start?: number | null;
}

/** What the state machine needs to know about a Stripe subscription. */
export function subscriptionSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items?.data?.[0];
  const legacy = subscription as LegacySubscriptionFields;
  const periodEnd = item?.current_period_end ?? legacy.current_period_end;
  const periodStart = item?.current_period_start ?? legacy.current_period_start;
  const metadataPlan = subscription.metadata?.planId;
  const intervalCount = item?.price?.recurring?.interval_count ?? item?.plan?.interval_count;
  // A Teams plan (decision 042): our checkout names the team in the metadata, and the seats are
  // the item's quantity.
  const teamId = subscription.metadata?.teamId || null;
  const team = Boolean(teamId) || (metadataPlan !== undefined && isTeamPlanId(metadataPlan));
  return {
    provider: "stripe",
    providerSubscriptionId: subscription.id,
    providerCustomerId: idOf(subscription.customer),
    userId: subscription.metadata?.userId ?? null,
    status: subscription.status,
    // Our checkout always sets the plan; a subscription made elsewhere is named by its period.
    planId: team
      ? teamPlan.id
      : metadataPlan && findPlan(metadataPlan)
        ? metadataPlan
        : intervalCount === 2
          ? "premium-2-month"
          : "premium-monthly",
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    currentPeriodStart: periodStart ? new Date(periodStart * 1000) : null,
    trialEnd: subscription.trial_end ? new Date(subscription.trial_end * 1000) : null,
    // A scheduled cancellation (`cancel_at`) ends the subscription as surely as period-end does.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at),
    teamId: team ? teamId : null,
    seats: team ? (item?.quantity ?? 1) : null,
  };
}

/** Stripe sends a related object as its id, or expanded as the object itself. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}
