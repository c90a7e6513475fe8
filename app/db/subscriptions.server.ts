import { and, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "./client.server";
import { preparedQuery } from "./prepared.server";
import { subscriptions } from "./schema";

/**
 * The subscription rows, read and written. Only the billing state machine
 * (`app/billing/state-machine.server.ts`) writes them; whether a row makes its user premium is
 * decided in `app/billing/entitlements.server.ts`, never here.
 */

export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionProvider = "stripe" | "sandbox" | "manual";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Every subscription of the user, latest first. A user has a handful at most (one per checkout
 * they paid), so the entitlement rule reads them all in one round trip and decides in code.
 */
export async function listSubscriptions(db: Database, userId: string): Promise<Subscription[]> {
  return subscriptionsOfUser(db).execute({ userId });
}

const subscriptionsOfUser = preparedQuery((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder("userId")))
    .orderBy(desc(subscriptions.createdAt))
    .prepare("subscriptions_of_user"),
);

/**
 * The user's running subscription to a plan of their own with this provider (not ended, latest
 * first), if any. A Teams plan they pay for is their team's (`listTeamSubscriptions`).
 */
export async function findRunningSubscription(
  db: Database,
  userId: string,
  provider: SubscriptionProvider,
): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, provider),
        isNull(subscriptions.endedAt),
        isNull(subscriptions.seats),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/** Every subscription of a team (Teams plans, decision 042), latest first: a handful at most. */
export async function listTeamSubscriptions(
  db: Pick<Database, "select">,
  teamId: string,
): Promise<Subscription[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.teamId, teamId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/**
 * The user's subscriptions a provider may still charge for (not ended, not cancelled by the
 * provider), their own and their teams' alike: what deleting the account cancels first.
 */
export async function listChargeableSubscriptions(
  db: Database,
  userId: string,
): Promise<Subscription[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNull(subscriptions.endedAt),
        inArray(subscriptions.provider, ["stripe", "sandbox"]),
        notInArray(subscriptions.status, ["canceled", "incomplete_expired"]),
      ),
    )
    .orderBy(desc(subscriptions.createdAt));
}

/** The user's Stripe customer, from their latest Stripe subscription, so one person is one customer. */
export async function findStripeCustomer(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customer: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, "stripe"),
        isNotNull(subscriptions.providerCustomerId),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.customer ?? null;
}

/**
 * Whether the user has any subscription, in any state, to one of these plans, one that had a
 * trial, or one trialing now: the one-trial-per-account rule (`hasHadTrial`). Rows are kept after
 * a subscription ends.
 */
export async function hasSubscriptionToPlans(
  db: Database,
  userId: string,
  planIds: string[],
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        or(
          eq(subscriptions.status, "trialing"),
          isNotNull(subscriptions.trialEnd),
          inArray(subscriptions.planType, planIds),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The row of one provider subscription, locked until the transaction ends, so concurrent events for
 * one subscription apply one after the other.
 */
export async function lockSubscription(
  tx: Transaction,
  provider: string,
  providerSubscriptionId: string,
): Promise<Subscription | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .for("update");
  return row ?? null;
}

/** Inserts the row and returns its id. */
export async function insertSubscription(tx: Transaction, values: NewSubscription) {
  const [row] = await tx.insert(subscriptions).values(values).returning({ id: subscriptions.id });
  return row!.id;
}

export async function updateSubscription(
  tx: Transaction,
  id: string,
  values: Partial<Omit<NewSubscription, "id" | "userId" | "createdAt">>,
) {
  await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id));
}
