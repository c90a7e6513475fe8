import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  canReadPremiumReport,
  entitlementsFrom,
  loadEntitlements,
} from "~/billing/entitlements.server";
import { selectRows } from "~/db/client.server";
import { subscriptions, users } from "~/db/schema";
import { listSubscriptions } from "~/db/subscriptions.server";
import { databaseTargets, freshDatabase } from "../support/databases";
import { insertSavedResult } from "../support/saved-result";

const minute = 60 * 1000;
const day = 24 * 60 * minute;

/** Every status Stripe gives a subscription, and one it may add later. */
const status = fc.constantFrom(
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "paused",
  "something_new",
);

/**
 * A period end relative to now: none (a row from before the state machine), or at least a minute
 * in the past or the future, so the database's clock and the test's never disagree about it.
 */
const periodEnd = fc.option(
  fc
    .tuple(fc.boolean(), fc.integer({ min: 1, max: 90 * 24 * 60 }))
    .map(([future, minutes]) => (future ? 1 : -1) * minutes * minute),
  { nil: null, freq: 5 },
);

const subscriptionRow = fc.record({
  status,
  periodEndOffset: periodEnd,
  cancelAtPeriodEnd: fc.boolean(),
  ended: fc.boolean(),
  provider: fc.constantFrom("stripe", "sandbox"),
  planType: fc.constantFrom("premium-monthly", "premium-2-month"),
});

/** One user's history: their subscriptions, and saved results with or without a bought report. */
const history = fc.record({
  subscriptions: fc.array(subscriptionRow, { maxLength: 5 }),
  results: fc.array(fc.boolean(), { maxLength: 3 }),
});

type History = typeof history extends fc.Arbitrary<infer T> ? T : never;

describe.each(databaseTargets)("entitlements on $name", (target) => {
  const database = freshDatabase(target);
  const db = () => database().db;

  /** Stores a generated history for a new user and returns the user's id. */
  async function store(generated: History) {
    const userId = crypto.randomUUID();
    await db()
      .insert(users)
      .values({ id: userId, name: "Subscriber", email: `${userId}@example.com` });
    const now = Date.now();
    for (const [index, row] of generated.subscriptions.entries()) {
      await db()
        .insert(subscriptions)
        .values({
          userId,
          status: row.status,
          planType: row.planType,
          provider: row.provider,
          providerSubscriptionId: `sub_${crypto.randomUUID()}`,
          currentPeriodEnd:
            row.periodEndOffset === null ? null : new Date(now + row.periodEndOffset),
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          endedAt: row.ended ? new Date(now - day) : null,
          createdAt: new Date(now - (generated.subscriptions.length - index) * day),
        });
    }
    for (const bought of generated.results) {
      await insertSavedResult(db(), userId, { isPremium: bought });
    }
    return userId;
  }

  test("the SQL function user_has_active_subscription and the entitlements module agree on every history", async () => {
    await fc.assert(
      fc.asyncProperty(history, async (generated) => {
        const userId = await store(generated);
        const [function_] = await selectRows<{ premium: boolean }>(
          db(),
          sql`select user_has_active_subscription(${userId}) as premium`,
        );
        const entitlements = entitlementsFrom(await listSubscriptions(db(), userId), new Date());
        expect(entitlements.subscription !== null).toBe(function_!.premium);

        // Per saved result: its own report (or a result saved while subscribed), or a subscription.
        const results = await selectRows<{ is_premium: boolean; readable: boolean }>(
          db(),
          sql`select is_premium, is_premium or user_has_active_subscription(user_id) as readable
              from test_sessions where user_id = ${userId}`,
        );
        for (const result of results)
          expect(canReadPremiumReport(entitlements, { isPremium: result.is_premium })).toBe(
            result.readable,
          );
      }),
      { numRuns: 100 },
    );
  });

  test("a failed renewal keeps premium until the paid-through date and not after: no grace period", async () => {
    const paidThrough = await store({
      subscriptions: [
        {
          status: "past_due",
          periodEndOffset: 3 * day,
          cancelAtPeriodEnd: false,
          ended: false,
          provider: "stripe",
          planType: "premium-monthly",
        },
      ],
      results: [],
    });
    expect((await loadEntitlements(db(), paidThrough)).subscription?.status).toBe("past_due");
    expect(
      (await loadEntitlements(db(), paidThrough, new Date(Date.now() + 4 * day))).subscription,
    ).toBeNull();
  });

  test("of several running subscriptions, the one paid furthest ahead is the one shown", async () => {
    const userId = await store({
      subscriptions: [
        {
          status: "canceled",
          periodEndOffset: 40 * day,
          cancelAtPeriodEnd: false,
          ended: true,
          provider: "sandbox",
          planType: "premium-2-month",
        },
        {
          status: "active",
          periodEndOffset: 10 * day,
          cancelAtPeriodEnd: true,
          ended: false,
          provider: "stripe",
          planType: "premium-monthly",
        },
        {
          status: "unpaid",
          periodEndOffset: 80 * day,
          cancelAtPeriodEnd: false,
          ended: false,
          provider: "stripe",
          planType: "premium-monthly",
        },
      ],
      results: [],
    });
    const { subscription } = await loadEntitlements(db(), userId);
    expect(subscription?.planType).toBe("premium-2-month");
  });

  test("a report bought for one result opens that result only; a subscription opens every result", async () => {
    const userId = await store({ subscriptions: [], results: [true, false] });
    const entitlements = await loadEntitlements(db(), userId);
    expect(canReadPremiumReport(entitlements, { isPremium: true })).toBe(true);
    expect(canReadPremiumReport(entitlements, { isPremium: false })).toBe(false);

    await db().execute(
      sql`insert into subscriptions (user_id, status, plan_type, current_period_end)
          values (${userId}, 'trialing', 'premium-2-month', now() + interval '7 days')`,
    );
    expect(canReadPremiumReport(await loadEntitlements(db(), userId), { isPremium: false })).toBe(
      true,
    );
  });
});
