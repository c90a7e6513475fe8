import { and, eq } from "drizzle-orm";
import { plans } from "~/config/plans";
import type { Database } from "~/db/client.server";
import {
  processedEvents,
  reportPurchases,
  subscriptionEvents,
  teams,
  testSessions,
} from "~/db/schema";
import {
  hasSubscriptionToPlans,
  insertSubscription,
  lockSubscription,
  updateSubscription,
} from "~/db/subscriptions.server";
import { isUuid } from "~/db/test-sessions.server";
import type { BillingEvent, SubscriptionSnapshot } from "./events";

export type ApplyOutcome = "applied" | "duplicate" | "ignored";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Statuses in which the provider has been paid for the period it reports. */
const paidStatuses = new Set(["trialing", "active"]);

/** What applying one event did, for its line in `subscription_events`. */
interface Step {
  outcome: "applied" | "ignored";
  subscriptionId: string | null;
  userId: string | null;
  fromStatus: string | null;
  /** The status the event carries (the row's status afterwards when it was applied). */
  toStatus: string | null;
  planType: string | null;
}

/**
 * Moves our subscription state by one provider event, exactly once: the event id is claimed in
 * the same transaction as the change, so a repeated or concurrent delivery changes nothing.
 * Events are safe out of order: a deletion is final, and an event older than the last one applied
 * to a subscription is ignored.
 */
export async function applyBillingEvent(db: Database, event: BillingEvent): Promise<ApplyOutcome> {
  return db.transaction((tx) => applyBillingEventIn(tx, event));
}

/**
 * `applyBillingEvent` inside a transaction the caller holds, so something that belongs with the
 * change is written with it or not at all (an admin's grant and its audit entry, issue 22). Each
 * event applied or ignored leaves one row in `subscription_events`, the state machine's history;
 * a duplicate leaves none (its id was claimed before).
 */
export async function applyBillingEventIn(
  tx: Transaction,
  event: BillingEvent,
): Promise<ApplyOutcome> {
  const claimed = await tx
    .insert(processedEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: processedEvents.id });
  if (claimed.length === 0) return "duplicate";
  const step = await applyClaimed(tx, event);
  await tx.insert(subscriptionEvents).values({
    subscriptionId: step.subscriptionId,
    userId: step.userId,
    providerEventId: event.id,
    type: event.type,
    fromStatus: step.fromStatus,
    toStatus: step.toStatus,
    planType: step.planType,
    outcome: step.outcome,
    eventAt: event.created,
  });
  return step.outcome;
}

function applyClaimed(tx: Transaction, event: BillingEvent): Promise<Step> {
  if (event.type === "checkout.session.completed" && event.mode === "payment") {
    return recordReportPurchase(tx, event);
  }
  const snapshot = event.subscription;
  switch (event.type) {
    case "checkout.session.completed":
      return upsertSubscription(tx, { ...snapshot, userId: event.userId }, event.created);
    case "customer.subscription.created":
    case "customer.subscription.updated":
      return upsertSubscription(tx, snapshot, event.created);
    case "customer.subscription.deleted":
      return upsertSubscription(tx, { ...snapshot, status: "canceled" }, event.created, {
        final: true,
      });
    case "invoice.paid":
      return upsertSubscription(
        tx,
        { ...snapshot, status: snapshot.status === "trialing" ? "trialing" : "active" },
        event.created,
      );
    case "invoice.payment_failed":
      return upsertSubscription(tx, { ...snapshot, status: "past_due" }, event.created);
  }
}

async function upsertSubscription(
  tx: Transaction,
  snapshot: SubscriptionSnapshot,
  eventAt: Date,
  { final = false } = {},
): Promise<Step> {
  // Concurrent events for one subscription apply one after the other.
  const row = await lockSubscription(tx, snapshot.provider, snapshot.providerSubscriptionId);

  // The period end we keep is the paid-through date: a past_due or unpaid snapshot carries the
  // period the customer has not paid for, so it does not move the date forward.
  // A deletion keeps the date already paid through (or the provider's, for a row we never saw).
  const paid = paidStatuses.has(snapshot.status);
  const periodEnd = (current: Date | null) =>
    paid
      ? (snapshot.currentPeriodEnd ?? current)
      : final
        ? (current ?? snapshot.currentPeriodEnd)
        : current;
  // The start moves with the end it belongs to: a snapshot without one (an older API version)
  // that moves the end leaves the start unknown, and the sandbox derives it from the plan.
  const periodStart = (current: { start: Date | null; end: Date | null }) => {
    const end = periodEnd(current.end);
    if (end?.getTime() !== current.end?.getTime()) return snapshot.currentPeriodStart ?? null;
    return paid ? (snapshot.currentPeriodStart ?? current.start) : current.start;
  };
  // A trial, once had, stays on the row whatever plan or status follows (decision 025).
  const trialEnd = (current: Date | null) =>
    snapshot.trialEnd ??
    current ??
    (snapshot.status === "trialing" ? snapshot.currentPeriodEnd : null);

  const step = (
    outcome: Step["outcome"],
    subscriptionId: string | null,
    userId: string | null,
  ) => ({
    outcome,
    subscriptionId,
    userId,
    fromStatus: row?.status ?? null,
    toStatus: snapshot.status,
    planType: snapshot.planId,
  });

  if (!row) {
    const userId = snapshot.userId;
    // A subscription event before we know whose it is: the checkout event will create the row
    // with the full snapshot, so nothing is lost by waiting.
    if (!userId) return step("ignored", null, null);
    const id = await insertSubscription(tx, {
      userId,
      provider: snapshot.provider,
      providerSubscriptionId: snapshot.providerSubscriptionId,
      providerCustomerId: snapshot.providerCustomerId,
      status: snapshot.status,
      planType: snapshot.planId,
      currentPeriodEnd: periodEnd(null),
      currentPeriodStart: periodStart({ start: null, end: null }),
      trialEnd: trialEnd(null),
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      // A Teams plan is told by its seats; its team, if it still exists (decision 042).
      teamId: snapshot.seats == null ? null : await existingTeam(tx, snapshot.teamId),
      seats: snapshot.seats ?? null,
      endedAt: final ? eventAt : null,
      lastEventAt: eventAt,
    });
    return step("applied", id, userId);
  }
  if (row.endedAt) return step("ignored", row.id, row.userId);
  if (!final && row.lastEventAt && eventAt < row.lastEventAt) {
    return step("ignored", row.id, row.userId);
  }
  await updateSubscription(tx, row.id, {
    status: snapshot.status,
    planType: snapshot.planId,
    currentPeriodEnd: periodEnd(row.currentPeriodEnd),
    currentPeriodStart: periodStart({ start: row.currentPeriodStart, end: row.currentPeriodEnd }),
    trialEnd: trialEnd(row.trialEnd),
    cancelAtPeriodEnd: final ? false : snapshot.cancelAtPeriodEnd,
    // A person's plan stays one, and a team's plan stays its team's: only the seats move.
    seats: row.seats === null ? null : (snapshot.seats ?? row.seats),
    providerCustomerId: snapshot.providerCustomerId ?? row.providerCustomerId,
    endedAt: final ? eventAt : null,
    lastEventAt: row.lastEventAt && row.lastEventAt > eventAt ? row.lastEventAt : eventAt,
  });
  return step("applied", row.id, row.userId);
}

/**
 * The team a new Teams subscription pays for, or null when it names none we have: deleted since
 * the checkout (its seats then pay for nothing, and still make nobody premium), or metadata
 * edited by hand into something that is no team id.
 */
async function existingTeam(tx: Transaction, teamId: string | null | undefined) {
  if (!teamId || !isUuid(teamId)) return null;
  const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  return team?.id ?? null;
}

async function recordReportPurchase(
  tx: Transaction,
  event: Extract<BillingEvent, { mode: "payment" }>,
): Promise<Step> {
  const step = (outcome: Step["outcome"]): Step => ({
    outcome,
    subscriptionId: null,
    userId: event.userId,
    fromStatus: null,
    toStatus: null,
    planType: null,
  });
  const updated = await tx
    .update(testSessions)
    .set({ isPremium: true })
    .where(and(eq(testSessions.id, event.testSessionId), eq(testSessions.userId, event.userId)))
    .returning({ id: testSessions.id });
  if (updated.length === 0) return step("ignored");
  await tx
    .insert(reportPurchases)
    .values({
      userId: event.userId,
      testSessionId: event.testSessionId,
      provider: event.provider,
      providerPaymentId: event.paymentId,
      amountCents: event.amountCents,
    })
    .onConflictDoNothing();
  return step("applied");
}

/**
 * Whether the account has had its one trial: any subscription, in any state, that had a trial
 * (switched to another plan since, decision 025), to a plan that starts with a trial (rows from
 * before trials were recorded), or one that is trialing now. Rows are kept after a subscription
 * ends, so cancelling does not bring the trial back.
 */
export async function hasHadTrial(db: Database, userId: string): Promise<boolean> {
  const trialPlans = plans.filter((plan) => plan.trial).map((plan) => plan.id);
  return hasSubscriptionToPlans(db, userId, trialPlans);
}
