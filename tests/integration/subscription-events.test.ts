import crypto from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { BillingEvent, SubscriptionSnapshot } from "~/billing/events";
import { applyBillingEvent } from "~/billing/state-machine.server";
import { subscriptionEvents, subscriptions, users } from "~/db/schema";
import { databaseTargets, freshDatabase } from "../support/databases";
import { insertSavedResult } from "../support/saved-result";

const day = 24 * 60 * 60 * 1000;

describe.each(databaseTargets)("the state machine's history on $name", (target) => {
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
  const event = <T extends Omit<BillingEvent, "id" | "created">>(body: T, created?: Date) =>
    ({
      id: `evt_${crypto.randomUUID()}`,
      created: created ?? new Date((clock += 1_000)),
      ...body,
    }) as unknown as BillingEvent;

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
