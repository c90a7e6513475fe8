import { sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { selectRows } from "~/db/client.server";
import { defineJob, enqueueJob, wakeJobRunners, type JobContext } from "~/jobs/queue.server";
import { createJobRunner, type JobRunnerOptions } from "~/jobs/runner.server";
import type { Mailer } from "~/mail/mailer.server";
import { databaseTargets, freshDatabase } from "../support/databases";

interface JobRow extends Record<string, unknown> {
  status: string;
  attempts: number;
  last_error: string | null;
  /** run_at minus updated_at, both set by the same statement: the wait it scheduled. */
  wait_ms: number;
}

const noMail: Mailer = {
  kind: "outbox",
  send: () => Promise.reject(new Error("These jobs send no mail.")),
};

function quietLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

/** A promise with its resolve and reject, for handlers a test holds open. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

let jobNames = 0;
/** A job with a name of its own, so each test's runners claim only that test's rows. */
function testJob(handler: (payload: { n: number }) => Promise<void>, maxAttempts?: number) {
  return defineJob<{ n: number }>(`test-job-${++jobNames}`, (payload) => handler(payload), {
    maxAttempts,
  });
}

describe.each(databaseTargets)("the job queue on $name", (target) => {
  const database = freshDatabase(target);
  const context = (): JobContext => ({
    db: database().db,
    mailer: noMail,
    supportEmail: "support@example.com",
  });
  const runner = (options: Omit<JobRunnerOptions, "context">) =>
    createJobRunner({ context: context(), log: quietLog(), ...options });

  const rows = async (name: string) =>
    selectRows<JobRow>(
      database().db,
      sql`select status, attempts, last_error,
            (extract(epoch from run_at - updated_at) * 1000)::int as wait_ms
          from jobs where name = ${name}`,
    );

  test("two runners working at once run each job exactly once", async () => {
    const runs: number[] = [];
    const job = testJob(async ({ n }) => {
      runs.push(n);
      // Gives the other runner every chance to reach for the same row.
      await new Promise((resolve) => setTimeout(resolve, 2));
    });
    for (let n = 0; n < 30; n++) await enqueueJob(database().db, job, { n });
    const [a, b] = [runner({ jobs: [job] }), runner({ jobs: [job] })];
    const counts = await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect([...runs].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(await rows(job.name)).toEqual([]);
  });

  test("a failed job waits twice as long after each failure, up to the longest wait", async () => {
    const job = testJob(() => Promise.reject(new Error("The mail server said no")));
    await enqueueJob(database().db, job, { n: 1 });
    const log = quietLog();
    const worker = createJobRunner({
      context: context(),
      jobs: [job],
      retry: { baseMs: 60_000, maxMs: 200_000, maxAttempts: 10 },
      // The least jitter: half of each wait.
      random: () => 0,
      log,
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      // Time passes: the retry falls due.
      await database().db.execute(sql`update jobs set run_at = now() where name = ${job.name}`);
      expect(await worker.runDue()).toBe(1);
      const [row] = await rows(job.name);
      expect(row).toMatchObject({
        status: "pending",
        attempts: attempt,
        last_error: "The mail server said no",
      });
      waits.push(row?.wait_ms ?? 0);
    }
    expect(waits).toEqual([30_000, 60_000, 100_000, 100_000]);
    expect(log.warn).toHaveBeenCalledTimes(4);
    expect(log.error).not.toHaveBeenCalled();
    // Not due yet: nothing runs.
    expect(await worker.runDue()).toBe(0);
  });

  test("a job whose runner died is run again once its lease has run out", async () => {
    const runs: number[] = [];
    const job = testJob(async ({ n }) => {
      runs.push(n);
    });
    await enqueueJob(database().db, job, { n: 7 });
    // What a runner that claimed the job and then died leaves behind.
    await database().db.execute(
      sql`update jobs set status = 'running', attempts = 1, run_at = now() + interval '1 hour'
          where name = ${job.name}`,
    );
    const worker = runner({ jobs: [job] });
    expect(await worker.runDue()).toBe(0);
    await database().db.execute(
      sql`update jobs set run_at = now() - interval '1 second' where name = ${job.name}`,
    );
    expect(await worker.runDue()).toBe(1);
    expect(runs).toEqual([7]);
    expect(await rows(job.name)).toEqual([]);
  });

  test("a runner whose lease ran out cannot bring back a job another runner finished", async () => {
    const first = deferred();
    const started = deferred();
    let runs = 0;
    const job = testJob(async () => {
      runs++;
      if (runs === 1) {
        started.resolve();
        await first.promise;
      }
    });
    await enqueueJob(database().db, job, { n: 1 });
    const slowLog = quietLog();
    const slow = createJobRunner({
      context: context(),
      jobs: [job],
      leaseMs: 1,
      retry: { baseMs: 1, maxMs: 1 },
      log: slowLog,
    });
    const slowRun = slow.runDue();
    await started.promise;
    // The slow runner's lease is over: another runner takes the job and finishes it.
    const other = runner({ jobs: [job], leaseMs: 60_000 });
    await vi.waitFor(async () => expect(await other.runDue()).toBe(1));
    first.reject(new Error("Too late"));
    await slowRun;
    expect(runs).toBe(2);
    expect(await rows(job.name)).toEqual([]);
    expect(slowLog.warn).toHaveBeenCalledTimes(1);
    expect(slowLog.warn.mock.calls[0]?.[1]).toMatch(/after its lease ran out/);
  });

  test("after its last attempt a job is marked failed, logged once, and not run again", async () => {
    let runs = 0;
    const job = testJob(async () => {
      runs++;
      throw new Error(`Failure ${runs}`);
    }, 3);
    await enqueueJob(database().db, job, { n: 1 });
    const log = quietLog();
    const worker = createJobRunner({
      context: context(),
      jobs: [job],
      retry: { baseMs: 1, maxMs: 2 },
      log,
    });
    await vi.waitFor(async () => {
      await worker.runDue();
      expect(await rows(job.name)).toMatchObject([{ status: "failed" }]);
    });
    expect(await rows(job.name)).toMatchObject([
      { status: "failed", attempts: 3, last_error: "Failure 3" },
    ]);
    await database().db.execute(sql`update jobs set run_at = now() where name = ${job.name}`);
    expect(await worker.runDue()).toBe(0);
    expect(runs).toBe(3);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  test("a job whose last allowed run never finished is marked failed without running again", async () => {
    let runs = 0;
    const job = testJob(async () => {
      runs++;
    }, 2);
    await enqueueJob(database().db, job, { n: 1 });
    await database().db.execute(
      sql`update jobs set status = 'running', attempts = 2, run_at = now() - interval '1 second'
          where name = ${job.name}`,
    );
    const log = quietLog();
    const worker = createJobRunner({ context: context(), jobs: [job], log });
    expect(await worker.runDue()).toBe(1);
    expect(runs).toBe(0);
    expect(await rows(job.name)).toMatchObject([{ status: "failed", attempts: 3 }]);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  test("a runner claims only the jobs it knows, so an unknown name waits for a runner that does", async () => {
    const known = testJob(async () => {});
    const unknown = testJob(async () => {});
    await enqueueJob(database().db, unknown, { n: 1 });
    expect(await runner({ jobs: [known] }).runDue()).toBe(0);
    expect(await rows(unknown.name)).toMatchObject([{ status: "pending", attempts: 0 }]);
  });

  test("a started runner runs a job enqueued in its process at once, without waiting for its poll", async () => {
    const ran = deferred();
    const job = testJob(async () => ran.resolve());
    // An hour between polls: only the wake-up can make it run within the test.
    const worker = runner({ jobs: [job], pollMs: 60 * 60_000 });
    worker.start();
    try {
      // Let the first look at the table (finding nothing) happen before the job is added.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await enqueueJob(database().db, job, { n: 1 });
      wakeJobRunners();
      await ran.promise;
    } finally {
      await worker.stop();
    }
    await vi.waitFor(async () => expect(await rows(job.name)).toEqual([]));
  });

  test("stopping a runner lets the job in hand finish", async () => {
    const release = deferred();
    const started = deferred();
    const job = testJob(async () => {
      started.resolve();
      await release.promise;
    });
    await enqueueJob(database().db, job, { n: 1 });
    const worker = runner({ jobs: [job], stopWaitMs: 60_000 });
    worker.start();
    await started.promise;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(await rows(job.name)).toEqual([]);
  });
});
