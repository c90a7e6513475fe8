import type { Database } from "~/db/client.server";
import { listSubscriptions, type Subscription } from "~/db/subscriptions.server";

/**
 * What a user has paid for (decision 020): the one place that decides premium. Every loader and
 * action asks it; the SQL function `user_has_active_subscription` (kept for the specification,
 * departures #13, and used inside the insert that saves a result) follows the same rule, and a
 * property test over generated subscription histories proves the two agree
 * (tests/integration/entitlements.test.ts).
 *
 * The rule: a subscription counts until the end of the period already paid for, whatever the
 * provider says of it since (cancelled, or its renewal failed: past_due keeps the paid-through
 * date, so there is no grace beyond it). Rows from before the billing state machine, without a
 * period end, count only while active. A premium report is bought per saved result and is marked
 * on that result (`is_premium`, with results saved while subscribed).
 */

/** Statuses in which a subscription counts until the end of the period it was paid for. */
const paidThroughStatuses = new Set(["trialing", "active", "past_due", "canceled"]);

type SubscriptionState = Pick<Subscription, "status" | "currentPeriodEnd" | "teamId" | "seats">;

/**
 * Whether a subscription is in force at `now`: paid through a period not yet over, or, for a row
 * from before the state machine, active. Migration 0012's SQL `subscription_in_force` says the
 * same; a person's premium and a team's seats both follow it.
 */
export function subscriptionInForce(
  { status, currentPeriodEnd }: Pick<Subscription, "status" | "currentPeriodEnd">,
  now: Date,
): boolean {
  if (currentPeriodEnd === null) return status === "active";
  return paidThroughStatuses.has(status) && currentPeriodEnd.getTime() > now.getTime();
}

/**
 * Whether this subscription makes its user premium at `now`. A Teams plan pays for a team's seats
 * and makes nobody premium (decision 042; the SQL function says the same since migration 0012).
 */
export function subscriptionEntitles(subscription: SubscriptionState, now: Date): boolean {
  const { teamId, seats } = subscription;
  if (teamId !== null || seats !== null) return false;
  return subscriptionInForce(subscription, now);
}

export interface Entitlements {
  /**
   * The subscription that makes the user premium now, or null: of several, the one paid furthest
   * ahead (one without a period end first, as it never ends).
   */
  subscription: Subscription | null;
}

/** The entitlements given by these subscriptions (all of one user's) at `now`. */
export function entitlementsFrom(subscriptions: Subscription[], now: Date): Entitlements {
  let best: Subscription | null = null;
  for (const row of subscriptions) {
    if (!subscriptionEntitles(row, now)) continue;
    if (!best || paidUntil(row) > paidUntil(best)) best = row;
  }
  return { subscription: best };
}

const paidUntil = (row: Subscription) => row.currentPeriodEnd?.getTime() ?? Infinity;

/** What the user has paid for, read in one query. */
export async function loadEntitlements(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<Entitlements> {
  return entitlementsFrom(await listSubscriptions(db, userId), now);
}

/** Whether the user's subscription gives premium on every result. */
export function isSubscribed(entitlements: Entitlements): boolean {
  return entitlements.subscription !== null;
}

/**
 * Whether the premium report of this saved result may be read: by a subscriber, or when the result
 * is premium itself (its report was bought, or it was saved while subscribed).
 */
export function canReadPremiumReport(
  entitlements: Entitlements,
  session: { isPremium: boolean },
): boolean {
  return session.isPremium || isSubscribed(entitlements);
}
