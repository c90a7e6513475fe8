import { expect, test } from "vitest";
import { englishTranslate } from "../../tests/support/english";
import { changePlanPath, otherPlans, planStatus as planStatusIn } from "./plan-status";

const t = englishTranslate();
const planStatus = (source: Parameters<typeof planStatusIn>[0]) => planStatusIn(source, t);

const base = {
  planType: "premium-2-month",
  status: "trialing",
  currentPeriodEnd: "2027-01-08T12:00:00.000Z",
  trialEnd: "2027-01-08T12:00:00.000Z",
  cancelAtPeriodEnd: false,
};

test("a trial says it is one, when it ends and what is charged then", () => {
  expect(planStatus(base)).toEqual({
    label: "Trial",
    price: "$39.95 every 2 months",
    line: "Trial until January 8, 2027, then $39.95 every 2 months.",
  });
});

test("a trial switched to monthly is charged the monthly price when it ends; cancelled, nothing", () => {
  const switched = { ...base, planType: "premium-monthly" };
  expect(planStatus(switched).line).toBe("Trial until January 8, 2027, then $19.95 per month.");
  expect(planStatus({ ...switched, cancelAtPeriodEnd: true }).line).toBe(
    "Trial until January 8, 2027. Cancelled: nothing more will be charged.",
  );
});

test("a paid subscription is active until its period's end; an overdue one says so", () => {
  const active = {
    ...base,
    status: "active",
    trialEnd: null,
    currentPeriodEnd: "2027-03-01T00:00:00Z",
  };
  expect(planStatus(active)).toMatchObject({ label: "Active", line: "Active until March 1, 2027" });
  expect(planStatus({ ...active, status: "past_due" })).toMatchObject({
    label: "Payment overdue",
    line: "Your last payment did not go through. Premium lasts until March 1, 2027.",
  });
  expect(planStatus({ ...active, status: "canceled" })).toMatchObject({
    label: "Cancelled",
    line: "Cancelled: premium until March 1, 2027.",
  });
  // A trial long over is not a trial any more.
  expect(planStatus({ ...active, trialEnd: "2026-01-08T12:00:00Z" }).label).toBe("Active");
});

test("the other plan is offered, at its confirmation page", () => {
  expect(otherPlans("premium-monthly").map((plan) => changePlanPath(plan))).toEqual([
    "/billing/change-plan?to=premium-2-month",
  ]);
  expect(otherPlans("premium-2-month").map((plan) => plan.id)).toEqual(["premium-monthly"]);
});
