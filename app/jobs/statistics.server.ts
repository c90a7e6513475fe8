import { readContributionBatch, storeSnapshot, takeLease } from "~/db/statistics.server";
import { logger } from "~/lib/logger.server";
import {
  computeStatisticsSteps,
  defaultComputeOptions,
  ResponseTable,
  type ComputeOptions,
} from "~/statistics/compute";
import {
  dropTwinRuns,
  ensureStatisticsScheduled,
  statisticsIntervalMs,
  statisticsJobName,
} from "~/statistics/schedule.server";
import { runInSlices } from "~/statistics/slices.server";
import type { StatisticsSnapshot } from "~/statistics/types";
import type { Database } from "~/db/client.server";
import { defineJob } from "./queue.server";

export interface StatisticsRunOptions {
  compute?: ComputeOptions;
  /** Results read per query (keyset on id). */
  batchSize?: number;
  /** The longest the computation holds the event loop before letting requests in. */
  sliceMs?: number;
  /** How long the one-at-a-time lease lasts before it must be renewed. */
  leaseMs?: number;
}

/** The lease's fixed row id in the jobs table (app/db/statistics.server.ts). */
const leaseId = "00000000-0000-4000-8000-000000000039";

/**
 * One computation (decision 039): takes the lease, reads every consenting result in batches,
 * computes in slices, stores the snapshot (keeping the newest 50). Resolves to the snapshot, or
 * to null when another computation holds the lease (it will store its own).
 */
export async function computeAndStoreStatistics(
  db: Database,
  {
    compute = defaultComputeOptions,
    batchSize = 2_000,
    sliceMs = 8,
    leaseMs = 5 * 60_000,
  }: StatisticsRunOptions = {},
): Promise<StatisticsSnapshot | null> {
  const lease = await takeLease(db, {
    id: leaseId,
    name: `${statisticsJobName}:lease`,
    ms: leaseMs,
  });
  if (!lease) return null;
  try {
    const started = performance.now();
    let renewedAt = started;
    const keepLease = async () => {
      if (performance.now() - renewedAt < leaseMs / 3) return;
      renewedAt = performance.now();
      if (!(await lease.renew())) throw new Error("The statistics lease was lost mid-run");
    };
    const table = new ResponseTable();
    for (let after: string | null = null; ;) {
      const rows = await readContributionBatch(db, after, batchSize);
      for (const row of rows) table.add(row);
      if (rows.length < batchSize) break;
      after = rows[rows.length - 1]!.id;
      await keepLease();
    }
    const computed = await runInSlices(computeStatisticsSteps(table, compute), {
      sliceMs,
      onSlice: keepLease,
    });
    if (table.refused > 0)
      logger().warn({ refused: table.refused }, "Some statistics contributions were malformed");
    const snapshot: StatisticsSnapshot = {
      ...computed,
      computedAt: new Date().toISOString(),
      durationMs: Math.round(performance.now() - started),
    };
    await storeSnapshot(db, snapshot);
    return snapshot;
  } finally {
    await lease.release();
  }
}

/**
 * The durable, hourly statistics job. A failed run is not retried (maxAttempts 1): the next one
 * is already scheduled, an hour on, whatever happened.
 */
export function defineStatisticsJob(options: StatisticsRunOptions = {}) {
  return defineJob<Record<string, never>>(
    statisticsJobName,
    async (_payload, { db }) => {
      try {
        await computeAndStoreStatistics(db, options);
      } finally {
        // Schedule, then drop twins: of two runs ending at once, the later drop sees both.
        await ensureStatisticsScheduled(db, {
          delayMs: statisticsIntervalMs,
          waiting: ["pending"],
        });
        await dropTwinRuns(db);
      }
    },
    { maxAttempts: 1 },
  );
}

export const statisticsJob = defineStatisticsJob();
