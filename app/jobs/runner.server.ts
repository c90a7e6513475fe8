import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { selectRows } from "~/db/client.server";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import {
  defaultRetryPolicy,
  millis,
  registerRunner,
  retryDelay,
  type JobContext,
  type JobDefinition,
  type RetryPolicy,
} from "./queue.server";
import { registeredJobs } from "./registry.server";

export interface JobRunnerOptions {
  context: JobContext;
  /** The jobs this runner claims, by name; the registry's by default. */
  jobs?: readonly JobDefinition<never>[];
  /** How often an idle runner looks for due jobs (one indexed query). */
  pollMs?: number;
  /**
   * How long a claimed job is this runner's. A runner that dies mid-job holds it until then; after
   * that any runner claims it again. Longer than a run can take: nodemailer gives up on a silent
   * SMTP server after ten minutes.
   */
  leaseMs?: number;
  retry?: Partial<RetryPolicy>;
  /** At shutdown, how long to wait for the job in hand before leaving it to its lease. */
  stopWaitMs?: number;
  random?: () => number;
  log?: Pick<Logger, "info" | "warn" | "error">;
}

export interface JobRunner {
  /** Starts polling (and listening for `wakeJobRunners()` in this process). */
  start(): void;
  /** Stops polling; waits for the job in hand up to `stopWaitMs`. */
  stop(): Promise<void>;
  /** Looks for due jobs now instead of at the next poll. */
  wake(): void;
  /** Claims and runs due jobs one at a time until none is due; resolves to how many ran. */
  runDue(): Promise<number>;
}

interface ClaimedJob extends Record<string, unknown> {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
}

/**
 * Runs the database's due jobs, one at a time, in this process (decision 021). Several runners,
 * in one process or many, share the table: a claim takes the oldest due job with `FOR UPDATE SKIP
 * LOCKED` and leases it, so no two runners run the same job at once.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { context } = options;
  const { db } = context;
  const definitions = new Map((options.jobs ?? registeredJobs).map((job) => [job.name, job]));
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 15 * 60_000;
  const stopWaitMs = options.stopWaitMs ?? 3_000;
  const policy = { ...defaultRetryPolicy, ...options.retry };
  const random = options.random ?? Math.random;
  const log = options.log ?? logger();
  const names = sql.join(
    [...definitions.keys()].map((name) => sql`${name}`),
    sql`, `,
  );

  let running = false;
  let stopped = false;
  let loop: Promise<void> | undefined;
  let woken = false;
  let sleeping: { timer: NodeJS.Timeout; resolve(): void } | undefined;
  let unregister: (() => void) | undefined;
  let unreachable = false;

  async function claim(): Promise<ClaimedJob | undefined> {
    const [job] = await selectRows<ClaimedJob>(
      db,
      sql`update jobs
        set status = 'running', attempts = attempts + 1, run_at = now() + ${millis(leaseMs)},
          updated_at = now()
        where id = (
          select id from jobs
          where status <> 'failed' and run_at <= now() and name in (${names})
          order by run_at
          limit 1
          for update skip locked
        )
        returning id, name, payload, attempts`,
    );
    return job;
  }

  /** Changes a claimed job only while the claim is still ours (its attempts count is our token). */
  const ours = (job: ClaimedJob) =>
    sql`id = ${job.id} and attempts = ${job.attempts} and status = 'running'`;

  async function finish(job: ClaimedJob, maxAttempts: number, error?: unknown): Promise<void> {
    const fields = { job: job.name, jobId: job.id, attempts: job.attempts };
    const reason = error === undefined ? undefined : loggableError(error);
    const lastError = reason && String(reason.message).slice(0, 2_000);
    const delayMs = retryDelay(job.attempts, policy, random);
    const outcome = !reason ? "done" : job.attempts >= maxAttempts ? "failed" : "retry";
    const changed = await selectRows(
      db,
      outcome === "done"
        ? sql`delete from jobs where ${ours(job)} returning id`
        : outcome === "failed"
          ? sql`update jobs set status = 'failed', last_error = ${lastError}, updated_at = now()
              where ${ours(job)} returning id`
          : sql`update jobs set status = 'pending', run_at = now() + ${millis(delayMs)},
              last_error = ${lastError}, updated_at = now()
              where ${ours(job)} returning id`,
    );
    if (changed.length === 0)
      log.warn(
        { ...fields, error: reason },
        `A ${job.name} job's run ended after its lease ran out; it may run again`,
      );
    else if (outcome === "failed")
      log.error(
        { ...fields, error: reason },
        `A ${job.name} job failed ${job.attempts} times and was given up; its row stays in the jobs table`,
      );
    else if (outcome === "retry")
      log.warn(
        { ...fields, delayMs, error: reason },
        `A ${job.name} job failed; it will be retried`,
      );
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const definition = definitions.get(job.name);
    // Claimed by name, so it is known; the check only narrows the type.
    if (!definition) return true;
    const maxAttempts = definition.maxAttempts ?? policy.maxAttempts;
    if (job.attempts > maxAttempts) {
      // The last allowed run never finished: its runner died, and its lease ran out.
      await finish(
        job,
        maxAttempts,
        new Error("The last run did not finish before its lease ran out"),
      );
      return true;
    }
    let failure: unknown;
    try {
      await definition.handler(job.payload as never, context);
    } catch (error) {
      failure = error ?? new Error("The job failed");
    }
    await finish(job, maxAttempts, failure);
    return true;
  }

  async function runDue(): Promise<number> {
    let count = 0;
    while (!stopped && (await runOne())) count++;
    return count;
  }

  function sleep(): Promise<void> {
    if (woken || stopped) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => wakeUp(), pollMs);
      // The runner alone never keeps the process alive.
      timer.unref();
      sleeping = { timer, resolve };
    });
  }

  function wakeUp() {
    if (!sleeping) return;
    clearTimeout(sleeping.timer);
    const { resolve } = sleeping;
    sleeping = undefined;
    resolve();
  }

  async function poll(): Promise<void> {
    while (!stopped) {
      try {
        await runDue();
        if (unreachable) log.info("The job queue is reachable again");
        unreachable = false;
      } catch (error) {
        if (stopped) return;
        // Said once per outage, not once per poll; the jobs wait in the table.
        if (!unreachable)
          log.warn({ error: loggableError(error) }, "Could not run jobs; trying again shortly");
        unreachable = true;
      }
      await sleep();
    }
  }

  const runner: JobRunner = {
    start() {
      if (running || stopped) return;
      running = true;
      unregister = registerRunner(runner);
      loop = poll();
    },
    async stop() {
      stopped = true;
      unregister?.();
      wakeUp();
      if (!loop) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        loop,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, stopWaitMs);
        }),
      ]);
      clearTimeout(timer);
    },
    wake() {
      if (sleeping) wakeUp();
      else woken = true;
    },
    runDue,
  };
  return runner;
}
