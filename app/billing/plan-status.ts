import { findPlan, formatPrice, plans, type Plan } from "~/config/plans";
import type { Translate } from "~/i18n/translate";

/**
 * Where a subscription stands, in the words every page that shows the plan uses (the dashboard,
 * /pricing, the sandbox's subscription page): a trial says it is one, when it ends and what is
 * charged then (decision 025), in the page's language (`t` holds the billing messages). Pure, for
 * the server's render and the browser's alike.
 */
export interface PlanStatusSource {
  planType: string;
  status: string;
  /** ISO dates. */
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** `manual`: granted by hand by the team (issue 22): no payment, no portal, no switch. */
  provider?: string;
}

/** Premium granted by hand in /admin/people rather than bought. */
export const isGranted = (subscription: Pick<PlanStatusSource, "provider">) =>
  subscription.provider === "manual";

export interface PlanStatus {
  /** A word for a badge: "Trial", "Active", "Payment overdue". */
  label: string;
  /** One sentence: until when, and what follows. */
  line: string;
  /** The plan's price and period: "$19.95 per month". */
  price: string;
}

/** A plan's price with its period, "$19.95 per month", in the page's language. */
export const priceOf = (plan: Plan, t: Translate) =>
  t("billing:plans.price", { price: formatPrice(plan.priceCents, t.locale), months: plan.months });

export function planStatus(subscription: PlanStatusSource, t: Translate): PlanStatus {
  const plan = findPlan(subscription.planType);
  const price = plan ? priceOf(plan, t) : "";
  const until = subscription.currentPeriodEnd;
  if (isGranted(subscription)) {
    return {
      label: t("billing:status.active"),
      price,
      line: until ? t("billing:status.grantedUntil", { until }) : t("billing:status.granted"),
    };
  }
  if (subscription.status === "trialing") {
    const ends = subscription.trialEnd ?? subscription.currentPeriodEnd ?? "";
    return {
      label: t("billing:status.trial"),
      price,
      line: subscription.cancelAtPeriodEnd
        ? t("billing:status.trialCancelled", { ends })
        : t("billing:status.trialThen", {
            ends,
            price: plan ? formatPrice(plan.priceCents, t.locale) : "",
            months: plan?.months ?? 1,
          }),
    };
  }
  if (subscription.status === "past_due") {
    return {
      label: t("billing:status.pastDue"),
      price,
      line: until ? t("billing:status.pastDueUntil", { until }) : t("billing:status.pastDueLine"),
    };
  }
  if (subscription.status === "canceled") {
    // Ended by the provider (a refund, say) with paid time left: it cannot be resumed.
    return {
      label: t("billing:status.cancelled"),
      price,
      line: until
        ? t("billing:status.cancelledUntil", { until })
        : t("billing:status.cancelledLine"),
    };
  }
  return {
    label: t("billing:status.active"),
    price,
    line: until ? t("billing:status.activeUntil", { until }) : t("billing:status.activeLine"),
  };
}

/** The plans a subscriber on `planType` can switch to. */
export function otherPlans(planType: string): readonly Plan[] {
  return plans.filter((plan) => plan.id !== planType);
}

/** The confirmation page of a switch to `plan`. */
export const changePlanPath = (plan: Plan) => `/billing/change-plan?to=${plan.id}`;
