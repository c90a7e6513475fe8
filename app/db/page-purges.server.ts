import { asc, gt, inArray, lt, max, or, sql } from "drizzle-orm";
import type { Database } from "./client.server";
import { pagePurges } from "./schema";

/**
 * The page-cache purges every server process reads (decision 033): one row per path, written by
 * the process that purged it, read by the others' pollers (server/page-purges.ts).
 */

export interface PagePurgeRow {
  id: number;
  path: string;
}

/** Records these paths for the other processes; returns the new rows' ids. */
export async function recordPagePurges(db: Database, paths: readonly string[]): Promise<number[]> {
  if (paths.length === 0) return [];
  const inserted = await db
    .insert(pagePurges)
    .values(paths.map((path) => ({ path })))
    .returning({ id: pagePurges.id });
  return inserted.map((row) => Number(row.id));
}

/** The highest id recorded so far (0 for none): where a process starting now begins to read. */
export async function latestPagePurgeId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(pagePurges.id) }).from(pagePurges);
  return Number(row?.id ?? 0);
}

/**
 * The rows after `after`, and those among `missing` (ids a poll is still waiting for), oldest
 * first: one query on the primary key.
 */
export async function pagePurgesSince(
  db: Database,
  after: number,
  missing: readonly number[],
  limit: number,
): Promise<PagePurgeRow[]> {
  const rows = await db
    .select({ id: pagePurges.id, path: pagePurges.path })
    .from(pagePurges)
    .where(
      missing.length > 0
        ? or(gt(pagePurges.id, after), inArray(pagePurges.id, [...missing]))
        : gt(pagePurges.id, after),
    )
    .orderBy(asc(pagePurges.id))
    .limit(limit);
  return rows.map((row) => ({ id: Number(row.id), path: row.path }));
}

/** Deletes the rows older than `olderThanMs`; returns how many went. */
export async function prunePagePurges(db: Database, olderThanMs: number): Promise<number> {
  const deleted = await db
    .delete(pagePurges)
    .where(
      lt(pagePurges.createdAt, sql`now() - (${olderThanMs}::double precision * interval '1 ms')`),
    )
    .returning({ id: pagePurges.id });
  return deleted.length;
}
