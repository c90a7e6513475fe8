import type { Plan } from "~/config/plans";
import { findPlan } from "~/config/plans";
import type { Database } from "~/db/client.server";
import type { Subscription } from "~/db/subscriptions.server";
import { formatLongDate } from "~/lib/dates";
import { loadEntitlements } from "./entitlements.server";
import type { BillingProvider } from "./provider.server";

/**
 * Whether the signed-in user's subscription can switch to a plan now (decision 025), and if not,
 * why, in the words the page and the action both use. The one path for plan changes: the Stripe
 * portal offers none.
 */
export type PlanChangeState =
  | { kind: "ready"; subscription: Subscription; from: Plan; to: Plan }
  | { kind: "refused"; status: 404 | 409; title: string; message: string; manage: boolean };

export async function planChangeState(
  services: { db: Database; billing: BillingProvider },
  userId: string,
  to: Plan,
  now = new Date(),
): Promise<PlanChangeState> {
  const { subscription } = await loadEntitlements(services.db, userId, now);
  const from = subscription && findPlan(subscription.planType);
  const refuse = (status: 404 | 409, title: string, message: string, manage = false) =>
    ({ kind: "refused", status, title, message, manage }) as const;
  if (!subscription || !from) {
    return refuse(
      404,
      "No subscription to change",
      "Your account has no subscription yet, so there is no plan to switch. Choose a plan on the pricing page.",
    );
  }
  if (subscription.provider !== services.billing.mode || !subscription.currentPeriodEnd) {
    return refuse(
      409,
      "This subscription can't be changed here",
      "Your subscription was made with another payment provider. Please write to us from the contact page and we'll switch it for you.",
    );
  }
  if (from.id === to.id) {
    return refuse(
      409,
      `You're already on ${to.name}`,
      `There is nothing to switch: ${to.name} is the plan you have now. Your dashboard shows when it renews.`,
    );
  }
  if (subscription.status === "canceled") {
    return refuse(
      409,
      "Your subscription has ended",
      `It was cancelled and gives premium until ${formatLongDate(subscription.currentPeriodEnd)}. After that date you can choose a plan again.`,
    );
  }
  if (subscription.cancelAtPeriodEnd) {
    return refuse(
      409,
      "Your subscription is cancelled",
      `Your subscription ends on ${formatLongDate(subscription.currentPeriodEnd)}. To switch plans, resume it first from Manage Subscription.`,
      true,
    );
  }
  if (subscription.status !== "active" && subscription.status !== "trialing") {
    return refuse(
      409,
      "Your last payment did not go through",
      "Update your card from Manage Subscription first, then you can switch plans.",
      true,
    );
  }
  return { kind: "ready", subscription, from, to };
}

/** A proration date the page may post back: priced within the hour, in the current period. */
export function prorationDateIsCurrent(
  prorationDate: number,
  subscription: Subscription,
  now = new Date(),
): boolean {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const periodStart = subscription.currentPeriodStart
    ? Math.floor(subscription.currentPeriodStart.getTime() / 1000)
    : 0;
  return (
    prorationDate <= nowSeconds + 60 &&
    prorationDate >= nowSeconds - 60 * 60 &&
    prorationDate >= periodStart
  );
}
