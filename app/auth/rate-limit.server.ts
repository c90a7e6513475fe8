import { and, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import type { Translate } from "~/i18n/translate";
import { englishAuthTranslate } from "./english-auth";

/**
 * Fixed-window counters in the database, so the limits hold across restarts and across every
 * worker and instance sharing one PostgreSQL (no Redis needed: the counters are already shared).
 * Keys name what is counted: `signin-fail:account-ip:<email>|<address>`, `signup:ip:<address>`...
 *
 * A limit counts before the slow work it guards, in one statement, so a burst cannot slip past
 * it: `consume` adds one to every key and decides from the counts that come back. Events limited
 * only when they fail (wrong passwords, wrong codes) are counted first as well, and `refund`
 * gives the attempt back when it succeeds.
 */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

const tenMinutes = 10 * 60 * 1000;
const fifteenMinutes = 15 * 60 * 1000;
const oneHour = 60 * 60 * 1000;
const oneDay = 24 * oneHour;

const account = (email: string) => email.trim().toLowerCase();

export const limits = {
  /**
   * Wrong passwords for one account from one address: someone guessing from elsewhere cannot
   * lock the owner out, who signs in from their own address.
   */
  signInFailuresPerAccountAndIp: (email: string, ip: string): Limit => ({
    key: `signin-fail:account-ip:${account(email)}|${ip}`,
    max: 5,
    windowMs: fifteenMinutes,
  }),
  /**
   * A backstop against guessing one account's password from many addresses. High enough that
   * locking the owner out takes twenty addresses at work for an hour; low enough that a botnet
   * gets about 2,400 guesses a day, not millions (and the commonest passwords are refused).
   */
  signInFailuresPerAccount: (email: string): Limit => ({
    key: `signin-fail:account:${account(email)}`,
    max: 100,
    windowMs: oneHour,
  }),
  signInFailuresPerIp: (ip: string): Limit => ({
    key: `signin-fail:ip:${ip}`,
    max: 20,
    windowMs: fifteenMinutes,
  }),
  /**
   * Wrong codes at the two-factor step of signing in, per account: reaching this step takes the
   * password, so only someone who has it can use this limit up.
   */
  twoFactorFailuresPerUser: (userId: string): Limit => ({
    key: `two-factor-fail:user:${userId}`,
    max: 10,
    windowMs: fifteenMinutes,
  }),
  signUpsPerIp: (ip: string): Limit => ({ key: `signup:ip:${ip}`, max: 30, windowMs: oneHour }),
  resetRequestsPerIp: (ip: string): Limit => ({
    key: `reset:ip:${ip}`,
    max: 10,
    windowMs: fifteenMinutes,
  }),
  resetRequestsPerAccount: (email: string): Limit => ({
    key: `reset:account:${account(email)}`,
    max: 3,
    windowMs: fifteenMinutes,
  }),
  /** Wrong passwords and codes in the account area (password change, two-factor, deletion). */
  accountChecksPerUser: (userId: string): Limit => ({
    key: `account-check:user:${userId}`,
    max: 10,
    windowMs: fifteenMinutes,
  }),
  /**
   * Changes of address asked for (decision 024): each sends a link to an address the person
   * chose and a notice to their own, so a stolen session cannot turn the form into a mail cannon.
   */
  emailChangesPerUser: (userId: string): Limit => ({
    key: `email-change:user:${userId}`,
    max: 5,
    windowMs: oneHour,
  }),
  emailChangesPerIp: (ip: string): Limit => ({
    key: `email-change:ip:${ip}`,
    max: 20,
    windowMs: oneHour,
  }),
  contactMessagesPerIp: (ip: string): Limit => ({
    key: `contact:ip:${ip}`,
    max: 5,
    windowMs: tenMinutes,
  }),
  /**
   * Saved results: one per finished test, which takes minutes, so a whole class behind one
   * school address fits; a script saving in a loop does not.
   */
  resultSavesPerIp: (ip: string): Limit => ({
    key: `save:ip:${ip}`,
    max: 60,
    windowMs: tenMinutes,
  }),
  /**
   * Plan changes (decision 025): each one is an invoice and a charge or a credit, so a handful a
   * day is more than anyone needs; a script toggling plans gets no further.
   */
  planChangesPerUser: (userId: string): Limit => ({
    key: `plan-change:user:${userId}`,
    max: 5,
    windowMs: oneDay,
  }),
  /** Opening the plan change page prices the change, with Stripe a call to its API each time. */
  planChangePreviewsPerUser: (userId: string): Limit => ({
    key: `plan-change-preview:user:${userId}`,
    max: 60,
    windowMs: oneHour,
  }),
  /**
   * Publishing a result (issue 20): a few pages per person is the use; a script filling the table
   * with pages is not. Per address and, when signed in, per user.
   */
  publishesPerIp: (ip: string): Limit => ({
    key: `publish:ip:${ip}`,
    max: 30,
    windowMs: tenMinutes,
  }),
  publishesPerUser: (userId: string): Limit => ({
    key: `publish:user:${userId}`,
    max: 30,
    windowMs: oneHour,
  }),
  /** Removing a published result: generous, but a burst of guesses meets a wall. */
  removalsPerIp: (ip: string): Limit => ({
    key: `unpublish:ip:${ip}`,
    max: 60,
    windowMs: tenMinutes,
  }),
  /**
   * Page images not yet kept (decision 030): a closed set, but in 27 languages more than the store
   * keeps, so one address walking them all could keep a core drawing. A crawler of shared pages
   * asks for far fewer new ones than this in ten minutes; kept images count nothing.
   */
  pageImagesPerIp: (ip: string): Limit => ({
    key: `og-page:ip:${ip}`,
    max: 120,
    windowMs: tenMinutes,
  }),
  /**
   * Result images drawn from an address's query (a share card, a public result's preview): each
   * new one costs a render, so one address gets a page's worth of downloads and shares, not a
   * loop's. Images already drawn are served from memory and count nothing.
   */
  resultImagesPerIp: (ip: string): Limit => ({
    key: `og:ip:${ip}`,
    max: 60,
    windowMs: tenMinutes,
  }),
  /**
   * Result PDFs (decision 036): each is drawn anew, a few hundred milliseconds of a core, so one
   * address gets a class's worth of downloads, not a loop's.
   */
  resultPdfsPerIp: (ip: string): Limit => ({
    key: `pdf:ip:${ip}`,
    max: 30,
    windowMs: tenMinutes,
  }),
  /**
   * Team reports (issue 23): a 500-member team's PDF is a second or two of a core, and an admin
   * needs one now and then, so each person gets a handful (the address's PDF budget also applies).
   */
  teamReportsPerUser: (userId: string): Limit => ({
    key: `team-report:user:${userId}`,
    max: 10,
    windowMs: tenMinutes,
  }),
  /**
   * Giving answers to the statistics and withdrawing them (issue 22): one of each per finished
   * test is the use, so a class behind one school address fits; a script filling the table does
   * not.
   */
  statContributionsPerIp: (ip: string): Limit => ({
    key: `stat-contribution:ip:${ip}`,
    max: 60,
    windowMs: tenMinutes,
  }),
  /**
   * Sharing a result with a team, changing it or stopping (issue 23): a few per team is the use,
   * even for someone in several teams; a script flipping shares to churn every team's pages is not.
   */
  teamShareChangesPerUser: (userId: string): Limit => ({
    key: `team-share:user:${userId}`,
    max: 30,
    windowMs: tenMinutes,
  }),
} as const;

export interface Blocked {
  /** Seconds until the last window that blocks ends. */
  retryAfterSeconds: number;
  /** The keys whose count went past their limit. */
  keys: string[];
}

/**
 * Counts one event against every limit, then says whether any is past its maximum. One
 * statement for all keys; PostgreSQL serialises the updates of a row, so of a burst of n calls
 * against max m exactly m pass, whichever worker or instance they reach.
 */
export async function consume(db: Database, consumed: Limit[]): Promise<Blocked | null> {
  // One row per key (a key twice in one upsert is an error), in a fixed order so two calls
  // locking the same rows cannot deadlock.
  const byKey = new Map(consumed.map((limit) => [limit.key, limit]));
  if (byKey.size === 0) return null;
  const sorted = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
  const now = Date.now();
  const rows = await db
    .insert(rateLimits)
    .values(
      sorted.map((limit) => ({
        key: limit.key,
        count: 1,
        resetAt: new Date(now + limit.windowMs),
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });

  let retryAt = 0;
  const keys: string[] = [];
  for (const row of rows) {
    const limit = byKey.get(row.key);
    if (limit && row.count > limit.max) {
      keys.push(row.key);
      retryAt = Math.max(retryAt, row.resetAt.getTime());
    }
  }
  // Expired windows are dead weight; sweep now and then.
  if (Math.random() < 0.02) {
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date()));
  }
  if (keys.length === 0) return null;
  return { retryAfterSeconds: Math.max(1, Math.ceil((retryAt - Date.now()) / 1000)), keys };
}

/** Gives back one counted attempt that turned out to succeed (a right password or code). */
export async function refund(db: Database, refunded: Limit[]): Promise<void> {
  const keys = [...new Set(refunded.map((limit) => limit.key))];
  if (keys.length === 0) return;
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(
        inArray(rateLimits.key, keys),
        gt(rateLimits.count, 0),
        gt(rateLimits.resetAt, sql`now()`),
      ),
    );
}

/** Whether one of `limit` is among the keys that blocked. */
export function blockedBy(blocked: Blocked, limit: Limit): boolean {
  return blocked.keys.includes(limit.key);
}

/**
 * "Please wait 14 minutes and try again.", in the language of `t` (English unless the caller
 * passes its page's `serverTranslate(locale)`).
 */
export function waitMessage(
  { retryAfterSeconds }: Pick<Blocked, "retryAfterSeconds">,
  t: Translate = englishAuthTranslate(),
): string {
  if (retryAfterSeconds < 60) return t("auth:wait.seconds", { n: retryAfterSeconds });
  return t("auth:wait.minutes", { n: Math.ceil(retryAfterSeconds / 60) });
}
