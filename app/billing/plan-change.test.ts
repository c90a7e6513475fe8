import { expect, test } from "vitest";
import { findPlan } from "~/config/plans";
import { quoteSandboxPlanChange } from "./plan-change";

const monthly = findPlan("premium-monthly")!;
const twoMonth = findPlan("premium-2-month")!;
const at = (iso: string) => new Date(iso);

test("monthly to 2-month: the unused days are credited, the 2-month price charged now, and its period starts today", () => {
  // 10 of January's 31 days used.
  const quote = quoteSandboxPlanChange({
    from: monthly,
    to: twoMonth,
    periodStart: at("2027-01-01T00:00:00Z"),
    periodEnd: at("2027-02-01T00:00:00Z"),
    trialEnd: null,
    at: at("2027-01-11T00:00:00Z"),
  });
  expect(quote).toEqual({
    from: "premium-monthly",
    to: "premium-2-month",
    prorationDate: Date.parse("2027-01-11T00:00:00Z") / 1000,
    trialEndsAt: null,
    // 1995 x 21/31 = 1351.45
    creditCents: 1351,
    chargeCents: 3995,
    dueNowCents: 2644,
    balanceCreditCents: 0,
    nextPaymentAt: "2027-03-11T00:00:00.000Z",
  });
});

test("2-month to monthly: a credit larger than the monthly price is kept on the account, nothing charged", () => {
  // 20 of 59 days used.
  const quote = quoteSandboxPlanChange({
    from: twoMonth,
    to: monthly,
    periodStart: at("2027-01-01T00:00:00Z"),
    periodEnd: at("2027-03-01T00:00:00Z"),
    trialEnd: null,
    at: at("2027-01-21T00:00:00Z"),
  });
  // 3995 x 39/59 = 2640.76
  expect(quote).toMatchObject({
    creditCents: 2641,
    chargeCents: 1995,
    dueNowCents: 0,
    balanceCreditCents: 646,
    nextPaymentAt: "2027-02-21T00:00:00.000Z",
  });
});

test("during the trial nothing is charged now and the new plan's price is due when the trial ends", () => {
  const trialEnd = at("2027-01-08T12:00:00Z");
  const quote = quoteSandboxPlanChange({
    from: twoMonth,
    to: monthly,
    periodStart: at("2027-01-01T12:00:00Z"),
    periodEnd: trialEnd,
    trialEnd,
    at: at("2027-01-03T09:30:00Z"),
  });
  expect(quote).toMatchObject({
    trialEndsAt: trialEnd.toISOString(),
    creditCents: 0,
    chargeCents: 0,
    dueNowCents: 0,
    balanceCreditCents: 0,
    nextPaymentAt: trialEnd.toISOString(),
  });
});

test("priced to the second of the proration date, the same figures every time for that date", () => {
  const args = {
    from: monthly,
    to: twoMonth,
    periodStart: at("2027-01-01T00:00:00Z"),
    periodEnd: at("2027-02-01T00:00:00Z"),
    trialEnd: null,
  };
  const first = quoteSandboxPlanChange({ ...args, at: at("2027-01-11T00:00:00.900Z") });
  const again = quoteSandboxPlanChange({
    ...args,
    at: new Date(first.prorationDate * 1000),
  });
  expect(again).toEqual(first);
  expect(first.prorationDate).toBe(Date.parse("2027-01-11T00:00:00Z") / 1000);
});

test("an unknown period start is the end less one period; a period already over leaves no credit", () => {
  const derived = quoteSandboxPlanChange({
    from: monthly,
    to: twoMonth,
    periodStart: null,
    periodEnd: at("2027-02-01T00:00:00Z"),
    trialEnd: null,
    at: at("2027-01-11T00:00:00Z"),
  });
  expect(derived.creditCents).toBe(1351);
  const over = quoteSandboxPlanChange({
    from: monthly,
    to: twoMonth,
    periodStart: at("2027-01-01T00:00:00Z"),
    periodEnd: at("2027-02-01T00:00:00Z"),
    trialEnd: null,
    at: at("2027-02-03T00:00:00Z"),
  });
  expect(over).toMatchObject({ creditCents: 0, dueNowCents: 3995 });
});
