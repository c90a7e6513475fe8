import crypto from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { BillingEvent, SubscriptionSnapshot } from "~/billing/events";
import { applyBillingEvent } from "~/billing/state-machine.server";
import {
  reportPurchases,
  subscriptionEvents,
  subscriptions,
  testSessions,
  users,
} from "~/db/schema";
import { databaseTargets, freshDatabase } from "../support/databases";
import { insertSavedResult } from "../support/saved-result";

const day = 24 * 60 * 60 * 1000;

describe.each(databaseTargets)("the subscription state machine on $name", (target) => {
  const database = freshDatabase(target);
  const db = () => database().db;

  async function newUser() {
    const id = crypto.randomUUID();
    await db()
      .insert(users)
      .values({ id, name: "Subscriber", email: `${id}@example.com` });
    return id;
  }

  const snapshot = (userId: string | null, overrides: Partial<SubscriptionSnapshot> = {}) => ({
    provider: "stripe" as const,
    providerSubscriptionId: `sub_${crypto.randomUUID()}`,
    providerCustomerId: "cus_1",
    userId,
    status: "active",
    planId: "premium-monthly",
    currentPeriodEnd: new Date(Date.now() + 30 * day),
    cancelAtPeriodEnd: false,
    ...overrides,
  });
  let clock = Date.now() - 60_000;
  /** An event created one second after the previous one, unless given its own time. */
  const event = <T extends Omit<BillingEvent, "id" | "created">>(body: T, created?: Date) =>
    ({
      id: `evt_${crypto.randomUUID()}`,
      created: created ?? new Date((clock += 1_000)),
      ...body,
    }) as unknown as BillingEvent;

  const premium = async (userId: string) => {
    const result = await db().execute<{ premium: boolean }>(
      sql`select user_has_active_subscription(${userId}) as premium`,
    );
    return (result as unknown as { rows: { premium: boolean }[] }).rows[0]!.premium;
  };
  const rowOf = async (providerSubscriptionId: string) =>
    (
      await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    )[0];

  test("checkout.session.completed creates the subscription for the user who paid", async () => {
    const userId = await newUser();
    const sub = snapshot(null, { status: "trialing", planId: "premium-2-month" });
    expect(
      await applyBillingEvent(
        db(),
        event({
          type: "checkout.session.completed",
          mode: "subscription",
          userId,
          subscription: sub,
        }),
      ),
    ).toBe("applied");
    const row = await rowOf(sub.providerSubscriptionId);
    expect(row).toMatchObject({
      userId,
      status: "trialing",
      planType: "premium-2-month",
      provider: "stripe",
    });
    expect(await premium(userId)).toBe(true);
  });

  test("created and updated events move status, plan, period and cancel-at-period-end", async () => {
    const userId = await newUser();
    const sub = snapshot(userId);
    await applyBillingEvent(
      db(),
      event({ type: "customer.subscription.created", subscription: sub }),
    );
    await applyBillingEvent(
      db(),
      event({
        type: "customer.subscription.updated",
        subscription: { ...sub, cancelAtPeriodEnd: true, planId: "premium-2-month" },
      }),
    );
    const row = await rowOf(sub.providerSubscriptionId);
    expect(row).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      planType: "premium-2-month",
    });
    expect(await premium(userId)).toBe(true);
  });

  test("a subscription event before the checkout is known waits (no user yet), and the checkout then creates it", async () => {
    const userId = await newUser();
    const sub = snapshot(null);
    expect(
      await applyBillingEvent(
        db(),
        event({ type: "customer.subscription.created", subscription: sub }),
      ),
    ).toBe("ignored");
    expect(await rowOf(sub.providerSubscriptionId)).toBeUndefined();
    await applyBillingEvent(
      db(),
      event({
        type: "checkout.session.completed",
        mode: "subscription",
        userId,
        subscription: sub,
      }),
    );
    expect((await rowOf(sub.providerSubscriptionId))?.userId).toBe(userId);
  });

  test("invoice.payment_failed makes it past_due without extending the paid period; invoice.paid restores it", async () => {
    const userId = await newUser();
    const paidUntil = new Date(Date.now() - day);
    const sub = snapshot(userId, { currentPeriodEnd: paidUntil });
    await applyBillingEvent(
      db(),
      event({ type: "customer.subscription.created", subscription: sub }),
    );
    const nextPeriod = new Date(Date.now() + 30 * day);
    await applyBillingEvent(
      db(),
      event({
        type: "invoice.payment_failed",
        subscription: { ...sub, status: "past_due", currentPeriodEnd: nextPeriod },
      }),
    );
    let row = await rowOf(sub.providerSubscriptionId);
    expect(row?.status).toBe("past_due");
    expect(row?.currentPeriodEnd?.getTime()).toBe(paidUntil.getTime());
    expect(await premium(userId)).toBe(false);
    await applyBillingEvent(
      db(),
      event({
        type: "invoice.paid",
        subscription: { ...sub, status: "active", currentPeriodEnd: nextPeriod },
      }),
    );
    row = await rowOf(sub.providerSubscriptionId);
    expect(row?.status).toBe("active");
    expect(row?.currentPeriodEnd?.getTime()).toBe(nextPeriod.getTime());
    expect(await premium(userId)).toBe(true);
  });

  test("customer.subscription.deleted ends it: premium until the paid period ends, then not", async () => {
    const userId = await newUser();
    const sub = snapshot(userId, { currentPeriodEnd: new Date(Date.now() + 5 * day) });
    await applyBillingEvent(
      db(),
      event({ type: "customer.subscription.created", subscription: sub }),
    );
    await applyBillingEvent(
      db(),
      event({
        type: "customer.subscription.deleted",
        subscription: { ...sub, status: "canceled" },
      }),
    );
    const row = await rowOf(sub.providerSubscriptionId);
    expect(row?.status).toBe("canceled");
    expect(row?.endedAt).not.toBeNull();
    expect(await premium(userId)).toBe(true);
    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1_000) })
      .where(eq(subscriptions.id, row!.id));
    expect(await premium(userId)).toBe(false);
  });

  test("a stale update delivered after the deletion never revives the subscription", async () => {
    const userId = await newUser();
    const sub = snapshot(userId);
    const created = event({ type: "customer.subscription.created", subscription: sub });
    const staleUpdate = event({ type: "customer.subscription.updated", subscription: sub });
    const deleted = event({
      type: "customer.subscription.deleted",
      subscription: { ...sub, status: "canceled" },
    });
    await applyBillingEvent(db(), created);
    await applyBillingEvent(db(), deleted);
    expect(await applyBillingEvent(db(), staleUpdate)).toBe("ignored");
    expect((await rowOf(sub.providerSubscriptionId))?.status).toBe("canceled");
  });

  test("an update older than the last one applied is ignored", async () => {
    const userId = await newUser();
    const sub = snapshot(userId);
    const older = event({
      type: "customer.subscription.updated",
      subscription: { ...sub, cancelAtPeriodEnd: true },
    });
    const newer = event({
      type: "customer.subscription.updated",
      subscription: { ...sub, cancelAtPeriodEnd: false },
    });
    await applyBillingEvent(
      db(),
      event({ type: "customer.subscription.created", subscription: sub }),
    );
    await applyBillingEvent(db(), newer);
    expect(await applyBillingEvent(db(), older)).toBe("ignored");
    expect((await rowOf(sub.providerSubscriptionId))?.cancelAtPeriodEnd).toBe(false);
  });

  test("the same event delivered again, or ten times at once, changes state once", async () => {
    const userId = await newUser();
    const sub = snapshot(userId);
    const created = event({ type: "customer.subscription.created", subscription: sub });
    expect(await applyBillingEvent(db(), created)).toBe("applied");
    expect(await applyBillingEvent(db(), created)).toBe("duplicate");
    const update = event({
      type: "customer.subscription.updated",
      subscription: { ...sub, cancelAtPeriodEnd: true },
    });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => applyBillingEvent(db(), update)),
    );
    expect(outcomes.filter((outcome) => outcome === "applied")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "duplicate")).toHaveLength(9);
    const rows = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(rows).toHaveLength(1);
  });

  test("a paid premium report marks that saved result premium, once", async () => {
    const userId = await newUser();
    const session = await insertSavedResult(db(), userId);
    const paid = event({
      type: "checkout.session.completed",
      mode: "payment",
      userId,
      provider: "sandbox",
      paymentId: "cs_report_1",
      testSessionId: session.id,
      amountCents: 999,
    });
    expect(await applyBillingEvent(db(), paid)).toBe("applied");
    expect(await applyBillingEvent(db(), paid)).toBe("duplicate");
    const [updated] = await db().select().from(testSessions).where(eq(testSessions.id, session.id));
    expect(updated?.isPremium).toBe(true);
    expect(
      await db().select().from(reportPurchases).where(eq(reportPurchases.userId, userId)),
    ).toHaveLength(1);
    // The subscription check is about subscriptions only.
    expect(await premium(userId)).toBe(false);
  });

  describe("its history: a subscription_events row for each event it is given", () => {
    const historyOf = async (eventIds: string[]) =>
      (await db().select().from(subscriptionEvents).orderBy(asc(subscriptionEvents.id))).filter(
        (row) => eventIds.includes(row.providerEventId),
      );

    test("each applied event leaves one row with its id, type, statuses, plan, outcome and time; a duplicate leaves none", async () => {
      const userId = await newUser();
      const sub = snapshot(null, { status: "trialing", planId: "premium-2-month" });
      const created = event({
        type: "checkout.session.completed",
        mode: "subscription",
        userId,
        subscription: sub,
      });
      const failed = event({ type: "invoice.payment_failed", subscription: sub });
      expect(await applyBillingEvent(db(), created)).toBe("applied");
      expect(await applyBillingEvent(db(), failed)).toBe("applied");
      expect(await applyBillingEvent(db(), failed)).toBe("duplicate");

      const [row] = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, sub.providerSubscriptionId));
      const history = await historyOf([created.id, failed.id]);
      expect(history).toHaveLength(2);
      expect(history[0]).toMatchObject({
        providerEventId: created.id,
        type: "checkout.session.completed",
        subscriptionId: row!.id,
        userId,
        fromStatus: null,
        toStatus: "trialing",
        planType: "premium-2-month",
        outcome: "applied",
        eventAt: created.created,
      });
      expect(history[1]).toMatchObject({
        providerEventId: failed.id,
        type: "invoice.payment_failed",
        fromStatus: "trialing",
        toStatus: "past_due",
        outcome: "applied",
      });
    });

    test("an ignored event is recorded as ignored: older than the last applied, after the end, or before we know whose it is", async () => {
      const userId = await newUser();
      const sub = snapshot(userId);
      const created = event({ type: "customer.subscription.created", subscription: sub });
      await applyBillingEvent(db(), created);
      const stale = event(
        { type: "customer.subscription.updated", subscription: { ...sub, status: "unpaid" } },
        new Date(created.created.getTime() - 10_000),
      );
      expect(await applyBillingEvent(db(), stale)).toBe("ignored");
      const deleted = event({ type: "customer.subscription.deleted", subscription: sub });
      await applyBillingEvent(db(), deleted);
      const late = event({ type: "invoice.paid", subscription: sub });
      expect(await applyBillingEvent(db(), late)).toBe("ignored");
      const orphan = event({ type: "customer.subscription.created", subscription: snapshot(null) });
      expect(await applyBillingEvent(db(), orphan)).toBe("ignored");

      const history = await historyOf([stale.id, deleted.id, late.id, orphan.id]);
      expect(history.map((row) => [row.providerEventId, row.outcome])).toEqual([
        [stale.id, "ignored"],
        [deleted.id, "applied"],
        [late.id, "ignored"],
        [orphan.id, "ignored"],
      ]);
      expect(history[0]).toMatchObject({ fromStatus: "active", toStatus: "unpaid" });
      expect(history[1]).toMatchObject({ fromStatus: "active", toStatus: "canceled" });
      expect(history[3]).toMatchObject({ subscriptionId: null, userId: null });
    });

    test("a report purchase is recorded with its buyer and no subscription", async () => {
      const userId = await newUser();
      const saved = await insertSavedResult(db(), userId);
      const bought = event({
        type: "checkout.session.completed",
        mode: "payment",
        userId,
        provider: "stripe",
        paymentId: `cs_${crypto.randomUUID()}`,
        testSessionId: saved.id,
        amountCents: 999,
      });
      expect(await applyBillingEvent(db(), bought)).toBe("applied");
      const [row] = await historyOf([bought.id]);
      expect(row).toMatchObject({ userId, subscriptionId: null, outcome: "applied" });
    });

    test("a change that fails leaves neither the change nor its history row", async () => {
      const userId = await newUser();
      const sub = snapshot(userId);
      const bad = event({ type: "customer.subscription.created", subscription: sub });
      // Deleting the user first makes the insert fail on its foreign key, inside the transaction.
      await db().delete(users).where(eq(users.id, userId));
      await expect(applyBillingEvent(db(), bad)).rejects.toThrow();
      expect(await historyOf([bad.id])).toHaveLength(0);
    });
  });
});
