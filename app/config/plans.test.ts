import { expect, test } from "vitest";
import { findPlan, formatPrice, plans, premiumReport } from "./plans";

test("the plans and prices are exactly the spec's", () => {
  expect(plans.map((plan) => [plan.name, formatPrice(plan.priceCents), plan.period])).toEqual([
    ["Premium Monthly", "$19.95", "per month"],
    ["Premium 2-Month", "$39.95", "every 2 months"],
  ]);
  expect(findPlan("premium-2-month")?.trial).toEqual({ priceCents: 295, period: "7 days" });
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

test("prices format with two decimals", () => {
  expect(formatPrice(0)).toBe("$0.00");
  expect(formatPrice(5)).toBe("$0.05");
  expect(formatPrice(100000)).toBe("$1000.00");
});
