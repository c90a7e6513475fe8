import { findPlan, formatPrice, plans, type Plan } from "~/config/plans";
import { formatLongDate } from "~/lib/dates";

/**
 * Where a subscription stands, in the words every page that shows the plan uses (the dashboard,
 * /pricing, the sandbox's subscription page): a trial says it is one, when it ends and what is
 * charged then (decision 025). Pure, for the server's render and the browser's alike.
 */
export interface PlanStatusSource {
  planType: string;
  status: string;
  /** ISO dates. */
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export interface PlanStatus {
  /** A word for a badge: "Trial", "Active", "Payment overdue". */
  label: string;
  /** One sentence: until when, and what follows. */
  line: string;
  /** The plan's price and period: "$19.95 per month". */
  price: string;
}

const priceOf = (plan: Plan) => `${formatPrice(plan.priceCents)} ${plan.period}`;

export function planStatus(subscription: PlanStatusSource): PlanStatus {
  const plan = findPlan(subscription.planType);
  const price = plan ? priceOf(plan) : "";
  const until = subscription.currentPeriodEnd
    ? formatLongDate(subscription.currentPeriodEnd)
    : null;
  if (subscription.status === "trialing") {
    const ends = formatLongDate(subscription.trialEnd ?? subscription.currentPeriodEnd ?? "");
    return {
      label: "Trial",
      price,
      line: subscription.cancelAtPeriodEnd
        ? `Trial until ${ends}. Cancelled: nothing more will be charged.`
        : `Trial until ${ends}, then ${price}.`,
    };
  }
  if (subscription.status === "past_due") {
    return {
      label: "Payment overdue",
      price,
      line: until
        ? `Your last payment did not go through. Premium lasts until ${until}.`
        : "Your last payment did not go through.",
    };
  }
  if (subscription.status === "canceled") {
    // Ended by the provider (a refund, say) with paid time left: it cannot be resumed.
    return {
      label: "Cancelled",
      price,
      line: until ? `Cancelled: premium until ${until}.` : "Cancelled.",
    };
  }
  return { label: "Active", price, line: until ? `Active until ${until}` : "Active" };
}

/** The plans a subscriber on `planType` can switch to. */
export function otherPlans(planType: string): readonly Plan[] {
  return plans.filter((plan) => plan.id !== planType);
}

/** The confirmation page of a switch to `plan`. */
export const changePlanPath = (plan: Plan) => `/billing/change-plan?to=${plan.id}`;
