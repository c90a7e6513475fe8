import { sql } from "drizzle-orm";
import { selectRows, type Database } from "~/db/client.server";
import { millis, wakeJobRunners } from "~/jobs/queue.server";

/** The `statistics` job's name in the jobs table (app/jobs/statistics.server.ts). */
export const statisticsJobName = "statistics";

/** How often the statistics are recomputed by themselves. */
export const statisticsIntervalMs = 60 * 60_000;

/**
 * Makes sure a computation is waiting: adds one due in `delayMs` unless one is already `waiting`
 * (pending or running; a run scheduling its successor counts only pending ones, as it is itself
 * the running one). Called at server start and by each run for the next (decision 039). Two callers at the
 * same moment could each add one; the run deletes such a twin (`dropTwinRuns`), and the lease
 * keeps two from ever computing at once.
 */
export async function ensureStatisticsScheduled(
  db: Database,
  {
    delayMs = statisticsIntervalMs,
    waiting = ["pending", "running"],
  }: { delayMs?: number; waiting?: readonly ("pending" | "running")[] } = {},
): Promise<boolean> {
  const statuses = sql.join(
    waiting.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await selectRows(
    db,
    sql`insert into jobs (name, payload, run_at)
      select ${statisticsJobName}, '{}'::jsonb, now() + ${millis(delayMs)}
      where not exists (
        select 1 from jobs where name = ${statisticsJobName} and status in (${statuses}))
      returning id`,
  );
  return rows.length > 0;
}

/**
 * "Recompute now": brings the waiting run forward to now, or adds one due now; does nothing while
 * one is running (it reads the results as they are when it reaches them). Resolves to what it did.
 */
export async function requestStatisticsRun(
  db: Database,
): Promise<"started" | "brought forward" | "already running"> {
  const running = await selectRows(
    db,
    sql`select 1 from jobs where name = ${statisticsJobName} and status = 'running' limit 1`,
  );
  if (running.length > 0) return "already running";
  const moved = await selectRows(
    db,
    sql`update jobs set run_at = now(), updated_at = now()
      where id = (select id from jobs where name = ${statisticsJobName} and status = 'pending'
        order by run_at limit 1)
      returning id`,
  );
  const outcome = moved.length > 0 ? "brought forward" : "started";
  if (outcome === "started") await ensureStatisticsScheduled(db, { delayMs: 0 });
  // Inside a transaction this is too early, and the caller wakes them again after it commits.
  wakeJobRunners();
  return outcome;
}

/** Deletes every waiting run but the soonest, so there are never two pending. */
export async function dropTwinRuns(db: Database): Promise<void> {
  await db.execute(sql`delete from jobs where name = ${statisticsJobName} and status = 'pending'
    and id <> (select id from jobs where name = ${statisticsJobName} and status = 'pending'
      order by run_at, id limit 1)`);
}
