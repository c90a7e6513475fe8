import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { isUuid } from "~/db/test-sessions.server";
import type { Database } from "~/db/client.server";
import {
  adminAuditLog,
  publicResults,
  reportPurchases,
  sessions,
  subscriptionEvents,
  subscriptions,
  testSessions,
  teams,
  users,
} from "~/db/schema";

/**
 * What /admin/people reads (issue 22): finding a person by address or id, and everything the
 * person page shows. Reads only; the actions are in `people-actions.server.ts`.
 */

export const peoplePageSize = 25;

export interface PersonRow {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: string;
  createdAt: Date;
}

/** `%`, `_` and `\` typed into the search are looked for as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * People whose address contains `query` (any case), or whose id it is; newest accounts first,
 * one page of `peoplePageSize` (`page` from 1). `more` says whether another page follows.
 */
export async function searchPeople(
  db: Database,
  query: string,
  page: number,
): Promise<{ people: PersonRow[]; more: boolean }> {
  const needle = query.trim();
  const byAddress = ilike(users.email, `%${escapeLike(needle)}%`);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(isUuid(needle) ? or(eq(users.id, needle.toLowerCase()), byAddress) : byAddress)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(peoplePageSize + 1)
    .offset((page - 1) * peoplePageSize);
  return { people: rows.slice(0, peoplePageSize), more: rows.length > peoplePageSize };
}

/** The account's own row, or null for an unknown or malformed id. */
export async function findPerson(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      role: users.role,
      createdAt: users.createdAt,
      // Whether they give their results to the statistics; the contributor id itself is never read.
      contributesStatistics: sql<boolean>`${users.statsContributorId} is not null`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/** How many of the newest saved results the person page lists. */
const newestResults = 5;

/** Everything the person page shows beside the account row, read at once. */
export async function personDetails(db: Database, userId: string) {
  const [sessionRows, [resultCount], results, links, subscriptionRows, purchases, events, audit] =
    await Promise.all([
      db
        .select({
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.updatedAt)),
      db.select({ n: count() }).from(testSessions).where(eq(testSessions.userId, userId)),
      db
        .select({
          completedAt: testSessions.completedAt,
          personalityType: testSessions.personalityType,
          isPremium: testSessions.isPremium,
        })
        .from(testSessions)
        .where(eq(testSessions.userId, userId))
        .orderBy(desc(testSessions.completedAt))
        .limit(newestResults),
      db
        .select({
          slug: publicResults.slug,
          createdAt: publicResults.createdAt,
          removedAt: publicResults.removedAt,
        })
        .from(publicResults)
        .where(eq(publicResults.userId, userId))
        .orderBy(desc(publicResults.createdAt)),
      db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt)),
      db
        .select()
        .from(reportPurchases)
        .where(eq(reportPurchases.userId, userId))
        .orderBy(desc(reportPurchases.createdAt)),
      db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.userId, userId))
        .orderBy(desc(subscriptionEvents.id))
        .limit(50),
      db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetUserId, userId))
        .orderBy(desc(adminAuditLog.id))
        .limit(50),
    ]);
  return {
    sessions: sessionRows,
    resultCount: resultCount?.n ?? 0,
    results,
    links,
    subscriptions: subscriptionRows,
    purchases,
    events,
    audit,
  };
}

// ---------------------------------------------------------------------------------------------
// /admin/payments

export const paymentsPageSize = 25;

export interface SubscriptionFilter {
  status?: string;
  provider?: string;
  page: number;
}

/**
 * Subscriptions newest first, with their owner's address (a Teams plan's: its payer's) and, for a
 * Teams plan, its team's name and seats, one page at a time.
 */
export async function listSubscriptionsForAdmin(
  db: Database,
  { status, provider, page }: SubscriptionFilter,
) {
  const rows = await db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      email: users.email,
      planType: subscriptions.planType,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      provider: subscriptions.provider,
      providerCustomerId: subscriptions.providerCustomerId,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
      createdAt: subscriptions.createdAt,
      // A Teams plan's team and seats (decision 042); null for a person's own plan.
      teamName: teams.name,
      seats: subscriptions.seats,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(teams, eq(teams.id, subscriptions.teamId))
    .where(
      and(
        status ? eq(subscriptions.status, status) : undefined,
        provider ? eq(subscriptions.provider, provider) : undefined,
      ),
    )
    .orderBy(desc(subscriptions.createdAt), asc(subscriptions.id))
    .limit(paymentsPageSize + 1)
    .offset((page - 1) * paymentsPageSize);
  return { subscriptions: rows.slice(0, paymentsPageSize), more: rows.length > paymentsPageSize };
}

/** Report purchases newest first, with their buyer's address, one page at a time. */
export async function listPurchasesForAdmin(db: Database, page: number) {
  const rows = await db
    .select({
      id: reportPurchases.id,
      userId: reportPurchases.userId,
      email: users.email,
      provider: reportPurchases.provider,
      providerPaymentId: reportPurchases.providerPaymentId,
      amountCents: reportPurchases.amountCents,
      createdAt: reportPurchases.createdAt,
    })
    .from(reportPurchases)
    .innerJoin(users, eq(users.id, reportPurchases.userId))
    .orderBy(desc(reportPurchases.createdAt), asc(reportPurchases.id))
    .limit(paymentsPageSize + 1)
    .offset((page - 1) * paymentsPageSize);
  return { purchases: rows.slice(0, paymentsPageSize), more: rows.length > paymentsPageSize };
}

/**
 * One subscription with its owner's address, its team's name for a Teams plan, and its history,
 * oldest event first.
 */
export async function subscriptionWithHistory(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ subscription: subscriptions, email: users.email, teamName: teams.name })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(teams, eq(teams.id, subscriptions.teamId))
    .where(eq(subscriptions.id, id))
    .limit(1);
  if (!row) return null;
  const events = await db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, id))
    .orderBy(asc(subscriptionEvents.eventAt), asc(subscriptionEvents.id));
  return { ...row, events };
}
