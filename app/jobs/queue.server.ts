import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobs } from "~/db/schema";
import type { Mailer } from "~/mail/mailer.server";

/**
 * A durable job queue on the database (decision 021). A job is defined once with `defineJob`,
 * listed in `registry.server.ts`, and enqueued with `enqueueJob` inside the transaction that
 * stores what it is about, so either both are written or neither. `runner.server.ts` runs them.
 */

/** What a job's handler may use, beside its payload. */
export interface JobContext {
  db: Database;
  mailer: Mailer;
  /** Where mail for the people running the site goes (SUPPORT_EMAIL). */
  supportEmail: string;
}

export interface JobDefinition<Payload = unknown> {
  name: string;
  /**
   * Runs the job. A throw schedules a retry, so a handler must be safe to run again after a
   * failure or a crash (check what was already done first): a job runs at least once.
   */
  handler: (payload: Payload, context: JobContext) => Promise<void>;
  /** Runs before the job is given up and marked failed; the runner's default when unset. */
  maxAttempts?: number;
}

export function defineJob<Payload>(
  name: string,
  handler: JobDefinition<Payload>["handler"],
  options: { maxAttempts?: number } = {},
): JobDefinition<Payload> {
  return { name, handler, ...options };
}

type Writer = Pick<Database, "insert">;

/**
 * Adds a job, due at once unless `delayMs` says otherwise. Pass the transaction that writes what
 * the job is about; after it commits, call `wakeJobRunners()` so this process starts at once
 * instead of at its next poll.
 */
export async function enqueueJob<Payload>(
  db: Writer,
  job: JobDefinition<Payload>,
  payload: Payload,
  { delayMs = 0 }: { delayMs?: number } = {},
): Promise<void> {
  // The database's clock decides when a job is due, for every process alike.
  await db.insert(jobs).values({ name: job.name, payload, runAt: sql`now() + ${millis(delayMs)}` });
}

/** The runners started in this process; `wakeJobRunners` nudges them. */
const runners = new Set<{ wake(): void }>();

export function registerRunner(runner: { wake(): void }): () => void {
  runners.add(runner);
  return () => runners.delete(runner);
}

/** Tells this process's runners that a job was just committed, so they look now. */
export function wakeJobRunners(): void {
  for (const runner of runners) runner.wake();
}

export interface RetryPolicy {
  /** The wait after the first failure; each further failure doubles it. */
  baseMs: number;
  /** The longest wait between two runs. */
  maxMs: number;
  /** Runs in all (the first included) before the job is marked failed. */
  maxAttempts: number;
}

/** Thirty seconds, doubling to an hour, twelve runs: about six hours of trying. */
export const defaultRetryPolicy: RetryPolicy = {
  baseMs: 30_000,
  maxMs: 60 * 60_000,
  maxAttempts: 12,
};

/**
 * The wait before the next run after `attempts` failed runs: exponential, capped, and jittered
 * between half and all of it, so jobs that failed together (a mail server that was down) do not
 * all come back in the same second.
 */
export function retryDelay(
  attempts: number,
  policy: Pick<RetryPolicy, "baseMs" | "maxMs">,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/** An SQL interval of `ms` milliseconds. */
export function millis(ms: number): SQL {
  return sql`(${ms}::double precision * interval '1 millisecond')`;
}
