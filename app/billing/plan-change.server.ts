import type { Plan } from "~/config/plans";
import { findPlan } from "~/config/plans";
import type { Database } from "~/db/client.server";
import type { Subscription } from "~/db/subscriptions.server";
import type { Translate } from "~/i18n/translate";
import { loadEntitlements } from "./entitlements.server";
import type { BillingProvider } from "./provider.server";

/**
 * Whether the signed-in user's subscription can switch to a plan now (decision 025), and if not,
 * why, in the words the page and the action both use (`t`, in the page's language). The one path for plan changes: the Stripe
 * portal offers none.
 */
export type PlanChangeState =
  | { kind: "ready"; subscription: Subscription; from: Plan; to: Plan }
  | { kind: "refused"; status: 404 | 409; title: string; message: string; manage: boolean };

export async function planChangeState(
  services: { db: Database; billing: BillingProvider },
  userId: string,
  to: Plan,
  t: Translate,
  now = new Date(),
): Promise<PlanChangeState> {
  const { subscription } = await loadEntitlements(services.db, userId, now);
  const from = subscription && findPlan(subscription.planType);
  const refuse = (status: 404 | 409, title: string, message: string, manage = false) =>
    ({ kind: "refused", status, title, message, manage }) as const;
  if (!subscription || !from) {
    return refuse(
      404,
      t("billing:changePlan.refused.none.title"),
      t("billing:changePlan.refused.none.message"),
    );
  }
  if (subscription.provider !== services.billing.mode || !subscription.currentPeriodEnd) {
    return refuse(
      409,
      t("billing:changePlan.refused.otherProvider.title"),
      t("billing:changePlan.refused.otherProvider.message"),
    );
  }
  if (from.id === to.id) {
    return refuse(
      409,
      t("billing:changePlan.refused.samePlan.title", { plan: t(to.name) }),
      t("billing:changePlan.refused.samePlan.message", { plan: t(to.name) }),
    );
  }
  if (subscription.status === "canceled") {
    return refuse(
      409,
      t("billing:changePlan.refused.ended.title"),
      t("billing:changePlan.refused.ended.message", { until: subscription.currentPeriodEnd }),
    );
  }
  if (subscription.cancelAtPeriodEnd) {
    return refuse(
      409,
      t("billing:changePlan.refused.cancelled.title"),
      t("billing:changePlan.refused.cancelled.message", { until: subscription.currentPeriodEnd }),
      true,
    );
  }
  if (subscription.status !== "active" && subscription.status !== "trialing") {
    return refuse(
      409,
      t("billing:changePlan.refused.unpaid.title"),
      t("billing:changePlan.refused.unpaid.message"),
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
