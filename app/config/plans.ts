import type { MessageKey } from "~/i18n/english";

/**
 * Plans and prices: the one source for every page that shows them and, later, for the server's
 * plan-id allowlist. Amounts are in cents so no price is ever a floating-point sum. Names,
 * descriptions and features are messages of the billing catalogue (decision 034); how a price
 * reads with its period is the message "billing:plans.price", from `months`.
 */
export type PlanId = "premium-monthly" | "premium-2-month";

export interface Plan {
  id: PlanId;
  name: MessageKey;
  /** Price per billing period, in US cents. */
  priceCents: number;
  /** The billing period in months. */
  months: 1 | 2;
  description: MessageKey;
  /** What the plan gives; its trial, when one is on offer, is listed by the plan card. */
  features: readonly MessageKey[];
  popular: boolean;
  trial?: { priceCents: number; days: number };
}

export const plans: readonly Plan[] = [
  {
    id: "premium-monthly",
    name: "billing:plans.monthly.name",
    priceCents: 1995,
    months: 1,
    description: "billing:plans.monthly.description",
    features: [
      "billing:plans.feature.reportEveryTest",
      "billing:plans.feature.deepDives",
      "billing:plans.feature.growthPlan",
      "billing:plans.feature.guidance",
      "billing:plans.feature.pdf",
      "billing:plans.feature.cancel",
    ],
    popular: false,
  },
  {
    id: "premium-2-month",
    name: "billing:plans.twoMonth.name",
    priceCents: 3995,
    months: 2,
    description: "billing:plans.twoMonth.description",
    features: [
      "billing:plans.feature.everythingMonthly",
      "billing:plans.feature.billedEvery2Months",
      "billing:plans.feature.cancel",
    ],
    popular: true,
    trial: { priceCents: 295, days: 7 },
  },
];

/**
 * The Teams plan (issue 23, decision 042): seats for a team, each a member it may hold, bought by
 * one of its owner or admins and paid per seat per month. Kept apart from `plans`, the plans a
 * person buys for themselves: the pricing cards, plan changes, the checkout's allowlist and the
 * admins' grants read `plans` and never offer it. `findPlan` does not find it either; a team's
 * subscription row is told by its seats (`isTeamPlanId`).
 */
export type TeamPlanId = "teams-monthly";

export interface TeamPlan {
  id: TeamPlanId;
  name: MessageKey;
  description: MessageKey;
  /** What a team gets, on /pricing. */
  features: readonly MessageKey[];
  /** Price of one seat for one month, in US cents. */
  seatPriceCents: number;
  months: 1;
  /** Members a team holds without paying. */
  freeSeats: number;
  /**
   * The fewest seats sold: more than the free team holds, or buying would pay for nothing. Never
   * fewer than the team's members when it is bought.
   */
  minSeats: number;
  /** The most seats sold, which is also the most members any team may have. */
  maxSeats: number;
}

export const teamPlan: TeamPlan = {
  id: "teams-monthly",
  name: "teams:plan.plan.name",
  description: "teams:plan.plan.description",
  features: [
    "teams:plan.feature.grid",
    "teams:plan.feature.strips",
    "teams:plan.feature.compare",
    "teams:plan.feature.summary",
    "teams:plan.feature.pdf",
  ],
  seatPriceCents: 600,
  months: 1,
  freeSeats: 5,
  minSeats: 6,
  maxSeats: 500,
};

export const isTeamPlanId = (id: string): id is TeamPlanId => id === teamPlan.id;

/** What `seats` of the Teams plan cost a month, in cents. */
export const teamPriceCents = (seats: number) => seats * teamPlan.seatPriceCents;

/** The one-off premium report for a single result. */
export const premiumReport: { priceCents: number; name: MessageKey } = {
  priceCents: 999,
  name: "billing:plans.report.name",
};

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** A price in US dollars as the page's language writes it: "$19.95" in English. */
export function formatPrice(cents: number, locale = "en"): string {
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
    currencyFormats.set(locale, format);
  }
  return format.format(cents / 100);
}

export function findPlan(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}
