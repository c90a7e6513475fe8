import type { Subscription } from "~/db/subscriptions.server";
import type { SubscriptionSnapshot } from "./events";

/**
 * A sandbox subscription row as the provider's snapshot of it, with `changes`: what the sandbox's
 * own events (cancel, resume, a change of plan or seats) carry to the state machine.
 */
export function snapshotOf(
  subscription: Subscription,
  changes: Partial<SubscriptionSnapshot>,
): SubscriptionSnapshot {
  return {
    provider: "sandbox",
    providerSubscriptionId: subscription.providerSubscriptionId!,
    providerCustomerId: subscription.providerCustomerId,
    userId: subscription.userId,
    status: subscription.status,
    planId: subscription.planType,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    trialEnd: subscription.trialEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    teamId: subscription.teamId,
    seats: subscription.seats,
    ...changes,
  };
}
