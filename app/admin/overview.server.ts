import { and, count, eq, gt, inArray, isNotNull, isNull, max, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  contactMessages,
  jobs,
  reportPurchases,
  statContributions,
  statisticsSnapshots,
  subscriptions,
  users,
} from "~/db/schema";
import { contactMessageMailJob } from "~/jobs/contact-message-mail.server";

/** The figures on /admin that an operator starts the day with (issue 22). */
export interface AdminOverview {
  inbox: { unread: number; mailFailed: number; mailWaiting: number };
  people: { total: number; verified: number; twoFactor: number };
  payments: { activeSubscriptions: number; reportPurchases30Days: number };
  statistics: { consentingResults: number; lastComputedAt: Date | null };
  failedJobs: { name: string; count: number }[];
}

const dayMs = 24 * 60 * 60 * 1000;

export async function adminOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const mailJob = contactMessageMailJob.name;
  const [
    [inbox],
    [mailFailed],
    [people],
    [active],
    [purchases],
    [consenting],
    [computed],
    failedJobs,
  ] = await Promise.all([
    db
      .select({
        unread: count(sql`case when ${contactMessages.status} = 'unread' then 1 end`),
        notSent: count(sql`case when ${contactMessages.sentAt} is null then 1 end`),
      })
      .from(contactMessages),
    // A message whose mail job gave up: its row stays as `failed` (decision 021).
    db
      .select({ count: count() })
      .from(jobs)
      .where(and(eq(jobs.name, mailJob), eq(jobs.status, "failed"))),
    db
      .select({
        total: count(),
        verified: count(sql`case when ${users.emailVerified} then 1 end`),
        twoFactor: count(sql`case when ${users.twoFactorEnabled} then 1 end`),
      })
      .from(users),
    // The entitlement rule (app/billing/entitlements.server.ts), in SQL.
    db
      .select({ count: count() })
      .from(subscriptions)
      .where(
        or(
          and(isNull(subscriptions.currentPeriodEnd), eq(subscriptions.status, "active")),
          and(
            isNotNull(subscriptions.currentPeriodEnd),
            inArray(subscriptions.status, ["trialing", "active", "past_due", "canceled"]),
            gt(subscriptions.currentPeriodEnd, now),
          ),
        ),
      ),
    db
      .select({ count: count() })
      .from(reportPurchases)
      .where(gt(reportPurchases.createdAt, new Date(now.getTime() - 30 * dayMs))),
    db.select({ count: count() }).from(statContributions),
    db.select({ at: max(statisticsSnapshots.computedAt) }).from(statisticsSnapshots),
    db
      .select({ name: jobs.name, count: count() })
      .from(jobs)
      .where(eq(jobs.status, "failed"))
      .groupBy(jobs.name)
      .orderBy(jobs.name),
  ]);
  const failed = mailFailed?.count ?? 0;
  return {
    inbox: {
      unread: inbox?.unread ?? 0,
      mailFailed: failed,
      mailWaiting: Math.max(0, (inbox?.notSent ?? 0) - failed),
    },
    people: {
      total: people?.total ?? 0,
      verified: people?.verified ?? 0,
      twoFactor: people?.twoFactor ?? 0,
    },
    payments: {
      activeSubscriptions: active?.count ?? 0,
      reportPurchases30Days: purchases?.count ?? 0,
    },
    statistics: {
      consentingResults: consenting?.count ?? 0,
      lastComputedAt: computed?.at ? new Date(computed.at) : null,
    },
    failedJobs,
  };
}
