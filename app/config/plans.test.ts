import { expect, test } from "vitest";
import { english } from "../../tests/support/english";
import {
  findPlan,
  formatPrice,
  isTeamPlanId,
  plans,
  premiumReport,
  teamPlan,
  teamPriceCents,
} from "./plans";

test("the plans and prices are exactly the spec's", () => {
  const price = (plan: (typeof plans)[number]) =>
    english("billing:plans.price", { price: formatPrice(plan.priceCents), months: plan.months });
  expect(plans.map((plan) => [english(plan.name), price(plan)])).toEqual([
    ["Premium Monthly", "$19.95 per month"],
    ["Premium 2-Month", "$39.95 every 2 months"],
  ]);
  expect(findPlan("premium-2-month")?.trial).toEqual({ priceCents: 295, days: 7 });
  expect(findPlan("premium-monthly")?.trial).toBeUndefined();
  expect(formatPrice(premiumReport.priceCents)).toBe("$9.99");
});

test("only the 2-month plan is marked as the best value", () => {
  expect(plans.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(["premium-2-month"]);
});

test("an unknown plan id finds nothing", () => {
  expect(findPlan("premium-free")).toBeUndefined();
  expect(findPlan("")).toBeUndefined();
});

test("prices format with two decimals, as the page's language writes dollars", () => {
  expect(formatPrice(0)).toBe("$0.00");
  expect(formatPrice(5)).toBe("$0.05");
  expect(formatPrice(100000)).toBe("$1,000.00");
  expect(formatPrice(1995, "de")).toBe("19,95\u00a0$");
});

test("no plan claims to cost less per month than another unless it does", () => {
  const perMonth = (plan: (typeof plans)[number]) => plan.priceCents / plan.months;
  const claim = /\b(lower|less|cheaper|save|saving)\b.*\b(month|monthly)\b/i;
  for (const plan of plans) {
    const claims = [plan.description, ...plan.features]
      .map((key) => english(key))
      .filter((text) => claim.test(text));
    const cheapest = plans.every((other) => perMonth(plan) < perMonth(other) || other === plan);
    if (!cheapest) expect(claims, plan.id).toEqual([]);
  }
  // $39.95 for two months is more a month than $19.95 for one.
  expect(perMonth(findPlan("premium-2-month")!)).toBeGreaterThan(
    perMonth(findPlan("premium-monthly")!),
  );
});

test("the premium list says what premium adds to the PDF, not that PDFs are premium", () => {
  const features = plans.flatMap((plan) => plan.features.map((key) => english(key)));
  expect(features).toContain("The premium report in your PDF download");
  expect(features.filter((feature) => /downloadable pdf/i.test(feature))).toEqual([]);
});

test("the Teams plan is priced per seat per month, sold from more than the free team to 500, and kept out of a person's plans", () => {
  expect(english("teams:plan.price", { price: formatPrice(teamPlan.seatPriceCents) })).toBe(
    "$6.00 per seat per month",
  );
  expect(teamPriceCents(12)).toBe(7200);
  expect(teamPlan.minSeats).toBe(teamPlan.freeSeats + 1);
  expect(teamPlan.maxSeats).toBe(500);
  expect(plans.map((plan) => plan.id)).not.toContain(teamPlan.id);
  expect(findPlan(teamPlan.id)).toBeUndefined();
  expect(isTeamPlanId("teams-monthly")).toBe(true);
  expect(isTeamPlanId("premium-monthly")).toBe(false);
});
