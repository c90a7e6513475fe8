import type Stripe from "stripe";
import { expect, test } from "vitest";
import { checkoutSessionParams, subscriptionSnapshot } from "./stripe.server";

const periodEnd = 1_900_000_000;

/** A subscription as the API returns it, reduced to the fields the snapshot reads. */
function subscription(
  fields: Record<string, unknown> = {},
  intervalCount = 1,
): Stripe.Subscription {
  return {
    id: "sub_1",
    object: "subscription",
    customer: "cus_1",
    status: "active",
    cancel_at_period_end: false,
    cancel_at: null,
    trial_end: null,
    metadata: { userId: "user-1", planId: "premium-monthly" },
    items: {
      object: "list",
      data: [
        {
          id: "si_1",
          current_period_start: periodEnd - 30 * 24 * 60 * 60,
          current_period_end: periodEnd,
          price: { recurring: { interval: "month", interval_count: intervalCount } },
        },
      ],
    },
    ...fields,
  } as unknown as Stripe.Subscription;
}

test("a subscription's snapshot takes the period end from its item, and user and plan from metadata", () => {
  expect(subscriptionSnapshot(subscription())).toEqual({
    provider: "stripe",
    providerSubscriptionId: "sub_1",
    providerCustomerId: "cus_1",
    userId: "user-1",
    status: "active",
    planId: "premium-monthly",
    currentPeriodEnd: new Date(periodEnd * 1000),
    currentPeriodStart: new Date((periodEnd - 30 * 24 * 60 * 60) * 1000),
    trialEnd: null,
    cancelAtPeriodEnd: false,
    teamId: null,
    seats: null,
  });
});

test("a Teams plan's snapshot names its team from the metadata and its seats from the item's quantity", () => {
  const items = subscription().items;
  const teamSubscription = subscription({
    metadata: { userId: "user-1", planId: "teams-monthly", teamId: "team-1" },
    items: { ...items, data: [{ ...items.data[0], quantity: 12 }] },
  });
  expect(subscriptionSnapshot(teamSubscription)).toMatchObject({
    planId: "teams-monthly",
    teamId: "team-1",
    seats: 12,
    userId: "user-1",
  });
  // A team id alone (a plan id edited away) still marks the seats as a team's.
  const teamOnly = subscription({
    metadata: { userId: "user-1", teamId: "team-1" },
    items: { ...items, data: [{ ...items.data[0], quantity: 7 }] },
  });
  expect(subscriptionSnapshot(teamOnly)).toMatchObject({ planId: "teams-monthly", seats: 7 });
  // A person's plan has no team and no seats, whatever its quantity.
  expect(subscriptionSnapshot(subscription())).toMatchObject({ teamId: null, seats: null });
});

test("a Teams plan checkout asks Stripe for the seat's price in the chosen quantity, with the team in the metadata and no trial", () => {
  const params = checkoutSessionParams(
    {
      userId: "user-1",
      email: "a@example.com",
      item: "teams-monthly",
      team: { id: "team-1", seats: 12 },
      trial: true,
      successPath: "/teams/team-1/plan?checkout=success",
      cancelPath: "/teams/team-1/plan",
    },
    "https://t.example",
    null,
    "price_seat",
  );
  expect(params.mode).toBe("subscription");
  expect(params.line_items).toEqual([{ price: "price_seat", quantity: 12 }]);
  expect(params.subscription_data).toEqual({
    metadata: { userId: "user-1", planId: "teams-monthly", teamId: "team-1" },
  });
  expect(params.client_reference_id).toBe("user-1");
  expect(params.success_url).toBe("https://t.example/teams/team-1/plan?checkout=success");
  expect(() =>
    checkoutSessionParams(
      {
        userId: "user-1",
        email: "a@example.com",
        item: "teams-monthly",
        successPath: "/",
        cancelPath: "/",
      },
      "https://t.example",
      null,
      "price_seat",
    ),
  ).toThrow(/team and seats/);
});

test("a trial's end is kept in the snapshot, and stays after the trial", () => {
  const trialEnd = periodEnd - 60 * 24 * 60 * 60;
  expect(
    subscriptionSnapshot(subscription({ status: "trialing", trial_end: periodEnd })).trialEnd,
  ).toEqual(new Date(periodEnd * 1000));
  expect(subscriptionSnapshot(subscription({ trial_end: trialEnd })).trialEnd).toEqual(
    new Date(trialEnd * 1000),
  );
});

test("a plan checkout without the plan's Stripe price is refused before Stripe is asked", () => {
  expect(() =>
    checkoutSessionParams(
      {
        userId: "user-1",
        email: "a@example.com",
        item: "premium-monthly",
        successPath: "/",
        cancelPath: "/",
      },
      "https://typeatlas.example",
      null,
    ),
  ).toThrow(/price/);
});

test("an older API version's top-level current_period_end and an expanded customer are read too", () => {
  const snapshot = subscriptionSnapshot(
    subscription({
      items: { object: "list", data: [] },
      current_period_end: periodEnd,
      customer: { id: "cus_expanded", object: "customer" },
    }),
  );
  expect(snapshot.currentPeriodEnd).toEqual(new Date(periodEnd * 1000));
  expect(snapshot.providerCustomerId).toBe("cus_expanded");
});

test("without our metadata the plan follows the billing period, and the user is unknown", () => {
  const twoMonthly = subscriptionSnapshot(subscription({ metadata: {} }, 2));
  expect(twoMonthly).toMatchObject({ planId: "premium-2-month", userId: null });
  expect(subscriptionSnapshot(subscription({ metadata: { planId: "gold" } })).planId).toBe(
    "premium-monthly",
  );
});

test("a scheduled cancellation (cancel_at) counts as cancelling at period end", () => {
  expect(subscriptionSnapshot(subscription({ cancel_at: periodEnd })).cancelAtPeriodEnd).toBe(true);
  expect(subscriptionSnapshot(subscription({ cancel_at_period_end: true })).cancelAtPeriodEnd).toBe(
    true,
  );
});

test("checkout URLs are the site's own, with the path's query string kept", () => {
  const params = checkoutSessionParams(
    {
      userId: "user-1",
      email: "a@example.com",
      item: "premium-monthly",
      successPath: "/test-results/abc?upgrade=success",
      cancelPath: "/pricing",
    },
    "https://typeatlas.example",
    null,
    "price_monthly",
  );
  expect(params.success_url).toBe("https://typeatlas.example/test-results/abc?upgrade=success");
  expect(params.cancel_url).toBe("https://typeatlas.example/pricing");
});

test("a premium report without the result it is for is refused before Stripe is asked", () => {
  expect(() =>
    checkoutSessionParams(
      {
        userId: "user-1",
        email: "a@example.com",
        item: "premium-report",
        successPath: "/",
        cancelPath: "/",
      },
      "https://typeatlas.example",
      null,
    ),
  ).toThrow(/result/);
});

test("a plan's trial is asked of Stripe only for the account's first trial", () => {
  const request = {
    userId: "user-1",
    email: "a@example.com",
    item: "premium-2-month" as const,
    successPath: "/dashboard",
    cancelPath: "/pricing",
  };
  const first = checkoutSessionParams(
    { ...request, trial: true },
    "https://t.example",
    null,
    "price_2_month",
  );
  expect(first.subscription_data?.trial_period_days).toBe(7);
  expect(first.line_items).toHaveLength(2);
  const again = checkoutSessionParams(
    { ...request, trial: false },
    "https://t.example",
    null,
    "price_2_month",
  );
  expect(again.subscription_data?.trial_period_days).toBeUndefined();
  expect(again.line_items).toEqual([{ price: "price_2_month", quantity: 1 }]);
});
