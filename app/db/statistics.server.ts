import { randomUUID } from "node:crypto";
import { and, asc, gt, sql } from "drizzle-orm";
import { selectRows, type Database } from "~/db/client.server";
import { statContributions, statisticsSnapshots } from "~/db/schema";
import { millis } from "~/jobs/queue.server";
import type { StatisticsSnapshot } from "~/statistics/types";

/** The consenting results, `limit` at a time in id order after `afterId` (keyset paging). */
export function readContributionBatch(db: Database, afterId: string | null, limit: number) {
  return db
    .select({
      id: statContributions.id,
      answers: statContributions.answers,
      locale: statContributions.locale,
      synthetic: statContributions.synthetic,
    })
    .from(statContributions)
    .where(afterId === null ? undefined : and(gt(statContributions.id, afterId)))
    .orderBy(asc(statContributions.id))
    .limit(limit);
}

/** How many snapshots are kept; older ones are deleted as a new one is stored. */
export const keptSnapshots = 50;

/** Stores a computed snapshot and deletes all but the newest `keptSnapshots`, in one transaction. */
export async function storeSnapshot(db: Database, snapshot: StatisticsSnapshot): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(statisticsSnapshots).values({
      computedAt: new Date(snapshot.computedAt),
      n: snapshot.n,
      synthetic: snapshot.synthetic,
      data: snapshot,
    });
    await tx.execute(sql`delete from statistics_snapshots where id not in (
      select id from statistics_snapshots order by computed_at desc, id desc limit ${keptSnapshots})`);
  });
}

/**
 * A lease that lets one computation run at a time across every process (decision 039). It is a
 * row of the `jobs` table under a name no runner claims, with a fixed id, `running` until its
 * `run_at`, just as a claimed job is leased: taking it is one atomic insert-or-take-over-if-expired,
 * so of two takers at once exactly one gets it, on PGlite and on PostgreSQL alike. A holder that
 * dies leaves it to expire.
 */
export interface Lease {
  /** Extends the lease; false when it was lost (expired and taken by another). */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

export async function takeLease(
  db: Database,
  { id, name, ms }: { id: string; name: string; ms: number },
): Promise<Lease | null> {
  const holder = randomUUID();
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into jobs (id, name, payload, status, run_at)
      values (${id}, ${name}, ${JSON.stringify({ holder })}::jsonb, 'running', now() + ${millis(ms)})
      on conflict (id) do update set payload = excluded.payload, run_at = excluded.run_at,
        updated_at = now()
      where jobs.run_at <= now()
      returning id`,
  );
  if (!row) return null;
  const ours = sql`id = ${id} and payload ->> 'holder' = ${holder}`;
  return {
    async renew() {
      const rows = await selectRows(
        db,
        sql`update jobs set run_at = now() + ${millis(ms)}, updated_at = now() where ${ours}
          returning id`,
      );
      return rows.length > 0;
    },
    async release() {
      await db.execute(sql`delete from jobs where ${ours}`);
    },
  };
}
