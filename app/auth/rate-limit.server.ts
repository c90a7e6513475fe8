import { inArray, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

/**
 * Fixed-window counters in the database, so the limits hold across restarts and across several
 * processes sharing one PostgreSQL. Keys name what is counted: `signin-fail:account:<email>`,
 * `signin-fail:ip:<address>`, `signup:ip:<address>`, and so on.
 */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

const fifteenMinutes = 15 * 60 * 1000;
const oneHour = 60 * 60 * 1000;

export const limits = {
  signInFailuresPerAccount: (email: string): Limit => ({
    key: `signin-fail:account:${email.trim().toLowerCase()}`,
    max: 5,
    windowMs: fifteenMinutes,
  }),
  signInFailuresPerIp: (ip: string): Limit => ({
    key: `signin-fail:ip:${ip}`,
    max: 20,
    windowMs: fifteenMinutes,
  }),
  signUpsPerIp: (ip: string): Limit => ({ key: `signup:ip:${ip}`, max: 30, windowMs: oneHour }),
  resetRequestsPerIp: (ip: string): Limit => ({
    key: `reset:ip:${ip}`,
    max: 10,
    windowMs: fifteenMinutes,
  }),
  resetRequestsPerAccount: (email: string): Limit => ({
    key: `reset:account:${email.trim().toLowerCase()}`,
    max: 3,
    windowMs: fifteenMinutes,
  }),
  /** Wrong passwords and codes in the account area (password change, two-factor, deletion). */
  accountChecksPerUser: (userId: string): Limit => ({
    key: `account-check:user:${userId}`,
    max: 10,
    windowMs: fifteenMinutes,
  }),
} as const;

export interface Blocked {
  /** Seconds until the earliest window that blocks ends. */
  retryAfterSeconds: number;
}

/** Whether any of the limits is used up, without counting anything. */
export async function checkLimits(db: Database, checked: Limit[]): Promise<Blocked | null> {
  if (checked.length === 0) return null;
  const rows = await db
    .select()
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        checked.map((limit) => limit.key),
      ),
    );
  const now = Date.now();
  let retryAt = 0;
  for (const limit of checked) {
    const row = rows.find((candidate) => candidate.key === limit.key);
    if (row && row.resetAt.getTime() > now && row.count >= limit.max) {
      retryAt = Math.max(retryAt, row.resetAt.getTime());
    }
  }
  return retryAt ? { retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)) } : null;
}

/** Counts one event against each limit (one atomic upsert per key). */
export async function countAgainst(db: Database, counted: Limit[]): Promise<void> {
  for (const limit of counted) {
    const resetAt = new Date(Date.now() + limit.windowMs);
    await db
      .insert(rateLimits)
      .values({ key: limit.key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      });
  }
  // Expired windows are dead weight; sweep now and then.
  if (Math.random() < 0.02) {
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date()));
  }
}

/** Checks, then counts: for events limited whether or not they succeed (sign-ups, reset mails). */
export async function consume(db: Database, consumed: Limit[]): Promise<Blocked | null> {
  const blocked = await checkLimits(db, consumed);
  if (blocked) return blocked;
  await countAgainst(db, consumed);
  return null;
}

export async function clearLimits(db: Database, cleared: Limit[]): Promise<void> {
  if (cleared.length === 0) return;
  await db.delete(rateLimits).where(
    inArray(
      rateLimits.key,
      cleared.map((limit) => limit.key),
    ),
  );
}

/** "Please wait 14 minutes and try again." */
export function waitMessage({ retryAfterSeconds }: Blocked): string {
  if (retryAfterSeconds < 60) {
    const s = retryAfterSeconds;
    return `Please wait ${s} second${s === 1 ? "" : "s"} and try again.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
