import { desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { statisticsSnapshots } from "~/db/schema";
import type { StatisticsSnapshot } from "./types";

/**
 * The newest statistics snapshot, or null before the first computation. Read by every page that
 * shows a figure about people; one indexed row, kept in this process for `maxAgeMs` so a busy
 * page does not ask the database each time (a new snapshot is computed at most every few minutes).
 */
export function createSnapshotReader(db: Database, { maxAgeMs = 60_000 } = {}) {
  let kept: { at: number; value: Promise<StatisticsSnapshot | null> } | undefined;
  return function latestSnapshot(): Promise<StatisticsSnapshot | null> {
    const now = Date.now();
    if (kept && now - kept.at < maxAgeMs) return kept.value;
    const value = readLatestSnapshot(db).catch((error: unknown) => {
      kept = undefined; // ask again next time
      throw error;
    });
    kept = { at: now, value };
    return value;
  };
}

/** The newest snapshot straight from the database. */
export async function readLatestSnapshot(db: Database): Promise<StatisticsSnapshot | null> {
  const [row] = await db
    .select({ data: statisticsSnapshots.data })
    .from(statisticsSnapshots)
    .orderBy(desc(statisticsSnapshots.computedAt), desc(statisticsSnapshots.id))
    .limit(1);
  return (row?.data as StatisticsSnapshot | undefined) ?? null;
}
