import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { selectRows, type Database } from "~/db/client.server";
import { statContributions, statisticsSnapshots } from "~/db/schema";
import { keptSnapshots, storeSnapshot, takeLease } from "~/db/statistics.server";
import type { JobContext, JobDefinition } from "~/jobs/queue.server";
import { createJobRunner } from "~/jobs/runner.server";
import { computeAndStoreStatistics, defineStatisticsJob } from "~/jobs/statistics.server";
import type { Mailer } from "~/mail/mailer.server";
import {
  ensureStatisticsScheduled,
  requestStatisticsRun,
  statisticsJobName,
} from "~/statistics/schedule.server";
import { readLatestSnapshot } from "~/statistics/snapshot.server";
import { databaseTargets, freshDatabase } from "../support/databases";

const noMail: Mailer = {
  kind: "outbox",
  send: () => Promise.reject(new Error("This job sends no mail.")),
};
const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const fast = { compute: { resamples: 20, seed: 1 }, batchSize: 7 };

/** `count` contributions with answers that vary from person to person. */
async function contribute(db: Database, count: number, locale = "en") {
  const rows = Array.from({ length: count }, (_, p) => ({
    contributorId: randomUUID(),
    submissionId: randomUUID(),
    answers: Array.from({ length: 60 }, (_, i) => 1 + ((p * 7 + i * ((p % 5) + 1)) % 7)).join(""),
    personalityType: "INTJ-A",
    dimensions: { mind: 50, energy: 50, nature: 50, tactics: 50, identity: 50 },
    locale,
    contributedOn: "2026-11-26",
  }));
  return db.insert(statContributions).values(rows).returning({ id: statContributions.id });
}

const jobRows = (db: Database) =>
  selectRows<{ name: string; status: string }>(
    db,
    sql`select name, status from jobs where name like 'statistics%' order by run_at`,
  );

describe.each(databaseTargets)("the statistics job on $name", (target) => {
  const database = freshDatabase(target);
  const db = () => database().db;
  const context = (): JobContext => ({ db: db(), mailer: noMail, supportEmail: "s@example.com" });
  const runner = (job: JobDefinition<never>) =>
    createJobRunner({ context: context(), jobs: [job], log: quietLog() });

  const reset = async () => {
    await db().delete(statContributions);
    await db().delete(statisticsSnapshots);
    await db().execute(sql`delete from jobs where name like 'statistics%'`);
  };

  test("a run stores a snapshot with the right N, by language, read across several batches", async () => {
    await reset();
    await contribute(db(), 23, "en");
    await contribute(db(), 9, "de");
    const snapshot = await computeAndStoreStatistics(db(), fast);
    expect(snapshot?.n).toBe(32);
    const stored = await readLatestSnapshot(db());
    expect(stored?.n).toBe(32);
    expect(stored?.overall.n).toBe(32);
    expect(stored?.byLocale.en?.n).toBe(23);
    expect(stored?.byLocale.de?.n).toBe(9);
    expect(stored?.synthetic).toBe(false);
    expect(stored).toEqual(snapshot);
  });

  test("a run while another holds the lease computes nothing; once it is released, one does", async () => {
    await reset();
    await contribute(db(), 40);
    // Another run in progress, as another process would hold it (two runs started together may
    // not overlap at all on a fast server, so the overlap is made, not hoped for).
    const options = { id: "00000000-0000-4000-8000-000000000039", name: "statistics:lease" };
    const other = await takeLease(db(), { ...options, ms: 60_000 });
    expect(other).not.toBeNull();
    expect(await computeAndStoreStatistics(db(), fast)).toBeNull();
    expect(await db().select().from(statisticsSnapshots)).toHaveLength(0);
    await other!.release();
    expect((await computeAndStoreStatistics(db(), fast))?.n).toBe(40);
    expect(await db().select().from(statisticsSnapshots)).toHaveLength(1);
    // The lease is released after the run.
    expect(await jobRows(db())).toEqual([]);
  });

  test("two due job rows and two runners compute once and leave exactly one run waiting", async () => {
    await reset();
    await contribute(db(), 30);
    const job = defineStatisticsJob(fast);
    await db().execute(sql`insert into jobs (name, payload) values
      (${statisticsJobName}, '{}'::jsonb), (${statisticsJobName}, '{}'::jsonb)`);
    const [a, b] = [runner(job), runner(job)];
    await Promise.all([a.runDue(), b.runDue()]);
    // Each row ran; at most one computed (the other found the lease taken, or ran after it).
    const snapshots = await db().select().from(statisticsSnapshots);
    expect(snapshots.length).toBeGreaterThanOrEqual(1);
    expect(snapshots.length).toBeLessThanOrEqual(2);
    expect(await jobRows(db())).toEqual([{ name: statisticsJobName, status: "pending" }]);
  });

  test("withdrawn contributions are absent from the next run", async () => {
    await reset();
    const ids = await contribute(db(), 12);
    await computeAndStoreStatistics(db(), fast);
    await db().delete(statContributions).where(eq(statContributions.id, ids[0]!.id));
    await db().delete(statContributions).where(eq(statContributions.id, ids[1]!.id));
    await computeAndStoreStatistics(db(), fast);
    expect((await readLatestSnapshot(db()))?.n).toBe(10);
  });

  test("a lease left by a process that died is taken over once it expires, not before", async () => {
    await reset();
    const options = { id: "00000000-0000-4000-8000-000000000039", name: "statistics:lease" };
    const dead = await takeLease(db(), { ...options, ms: 60_000 });
    expect(dead).not.toBeNull();
    expect(await takeLease(db(), { ...options, ms: 60_000 })).toBeNull();
    expect(await computeAndStoreStatistics(db(), fast)).toBeNull();
    // Its holder died: the lease runs out (made to, here) and the next run takes it over.
    await db().execute(sql`update jobs set run_at = now() - interval '1 second'
      where id = ${options.id}`);
    await contribute(db(), 5);
    expect((await computeAndStoreStatistics(db(), fast))?.n).toBe(5);
    // The dead holder can neither renew nor release the lease it lost.
    expect(await dead!.renew()).toBe(false);
  });

  test("a run claimed by a runner that died is run again after its lease, and reschedules", async () => {
    await reset();
    await contribute(db(), 8);
    // A runner claimed the job and died: the row is `running`, its lease already over.
    await db().execute(sql`insert into jobs (name, payload, status, attempts, run_at)
      values (${statisticsJobName}, '{}'::jsonb, 'running', 0, now() - interval '1 second')`);
    expect(await ensureStatisticsScheduled(db())).toBe(false);
    await runner(defineStatisticsJob(fast)).runDue();
    expect((await readLatestSnapshot(db()))?.n).toBe(8);
    expect(await jobRows(db())).toEqual([{ name: statisticsJobName, status: "pending" }]);
  });

  test("at start one run is scheduled, and never two", async () => {
    await reset();
    expect(await ensureStatisticsScheduled(db(), { delayMs: 60_000 })).toBe(true);
    expect(await ensureStatisticsScheduled(db(), { delayMs: 60_000 })).toBe(false);
    expect(await jobRows(db())).toHaveLength(1);
  });

  test("recompute now brings the waiting run forward, or adds one, but never a second", async () => {
    await reset();
    expect(await requestStatisticsRun(db())).toBe("started");
    expect(await requestStatisticsRun(db())).toBe("brought forward");
    await ensureStatisticsScheduled(db());
    expect(await jobRows(db())).toHaveLength(1);
    const [due] = await selectRows<{ due: boolean }>(
      db(),
      sql`select run_at <= now() as due from jobs where name = ${statisticsJobName}`,
    );
    expect(due?.due).toBe(true);
    await db().execute(sql`update jobs set status = 'running' where name = ${statisticsJobName}`);
    expect(await requestStatisticsRun(db())).toBe("already running");
  });

  test("only the newest snapshots are kept", async () => {
    await reset();
    const snapshot = await computeAndStoreStatistics(db(), fast);
    for (let i = 0; i < keptSnapshots + 2; i++) await storeSnapshot(db(), snapshot!);
    expect(
      await db().select({ id: statisticsSnapshots.id }).from(statisticsSnapshots),
    ).toHaveLength(keptSnapshots);
  });

  test("synthetic contributions mark the snapshot", async () => {
    await reset();
    const [row] = await contribute(db(), 3);
    await db()
      .update(statContributions)
      .set({ synthetic: true })
      .where(eq(statContributions.id, row!.id));
    const snapshot = await computeAndStoreStatistics(db(), fast);
    expect(snapshot?.synthetic).toBe(true);
    const [stored] = await db()
      .select({ synthetic: statisticsSnapshots.synthetic })
      .from(statisticsSnapshots);
    expect(stored?.synthetic).toBe(true);
  });
});
