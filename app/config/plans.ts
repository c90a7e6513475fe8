/**
 * Plans and prices: the one source for every page that shows them and, later, for the server's
 * plan-id allowlist. Amounts are in cents so no price is ever a floating-point sum.
 */
export type PlanId = "premium-monthly" | "premium-2-month";

export interface Plan {
  id: PlanId;
  name: string;
  /** Price per billing period, in US cents. */
  priceCents: number;
  /** How the period reads after the price: "per month", "every 2 months". */
  period: string;
  /** The billing period in months. */
  months: 1 | 2;
  description: string;
  /** What the plan gives; its trial, when one is on offer, is listed by the plan card. */
  features: readonly string[];
  popular: boolean;
  trial?: { priceCents: number; period: string };
}

export const plans: readonly Plan[] = [
  {
    id: "premium-monthly",
    name: "Premium Monthly",
    priceCents: 1995,
    period: "per month",
    months: 1,
    description: "Full access to every premium insight, billed monthly.",
    features: [
      "Premium report for every test you take",
      "Per-dimension deep dives using your own scores",
      "A personal growth plan",
      "Career and relationship guidance beyond the free profile",
      "The premium report in your PDF download",
      "Cancel any time",
    ],
    popular: false,
  },
  {
    id: "premium-2-month",
    name: "Premium 2-Month",
    priceCents: 3995,
    period: "every 2 months",
    months: 2,
    description: "Full access to every premium insight, billed every two months.",
    features: ["Everything in Premium Monthly", "Billed once every 2 months", "Cancel any time"],
    popular: true,
    trial: { priceCents: 295, period: "7 days" },
  },
];

/** The one-off premium report for a single result. */
export const premiumReport = { priceCents: 999, name: "Premium Report" } as const;

export const moneyBackGuarantee = "7-day money-back guarantee";

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export function findPlan(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}
