import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import {
  latestPagePurgeId,
  pagePurgesSince,
  prunePagePurges,
  recordPagePurges,
} from "~/db/page-purges.server";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import type { PageCache } from "./page-cache";
import { advanceCursor, cursorAt, isAhead, missingIds, type PurgeCursor } from "./purge-cursor";

export interface PagePurgesOptions {
  db: Database;
  /** This process's page cache. */
  cache: Pick<PageCache, "purge">;
  /** How often the table is read for other processes' purges (one query on the primary key). */
  pollMs?: number;
  /** Rows older than this are deleted (a kept page lives 60 s; an hour leaves them to look at)... */
  keepMs?: number;
  /** ...by each process about this often. */
  pruneEveryMs?: number;
  /** Most rows one query reads; a poll that gets this many reads again at once. */
  batchSize?: number;
  /** At shutdown, how long to wait for a poll under way (the database is closed next). */
  stopWaitMs?: number;
  now?: () => number;
  log?: Pick<Logger, "info" | "warn">;
}

export interface PagePurges {
  /**
   * Drops the paths from this process's page cache at once and records them for every other
   * process (a worker of this server or another instance). Never rejects: the pages are dropped
   * here either way, and a purge that could not be recorded is logged (the other copies then go
   * when they expire, within the page cache's 60 s).
   */
  purge(paths: readonly string[]): Promise<void>;
  /** Notes where the table ends now, then polls every `pollMs` until `stop()`. */
  start(): Promise<void>;
  /**
   * Reads the table once now: the first poll only notes where it ends (nothing older can be in a
   * page cache that starts now); later ones drop the paths other processes recorded since, in
   * this process's page cache. Rejects when the database does.
   */
  poll(): Promise<void>;
  /** Deletes rows older than `keepMs`; returns how many. */
  prune(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The page cache's purges shared through the database (decision 033), so a page that changed for
 * everyone leaves every process's cache within about `pollMs`, on one server or several, without
 * another service. Each serving process runs one: it records its own purges and polls for the
 * others'.
 */
export function pagePurges(options: PagePurgesOptions): PagePurges {
  const { db, cache } = options;
  const pollMs = options.pollMs ?? 2_000;
  const keepMs = options.keepMs ?? 60 * 60_000;
  const pruneEveryMs = options.pruneEveryMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 500;
  const stopWaitMs = options.stopWaitMs ?? 2_000;
  const now = options.now ?? Date.now;
  const log = options.log ?? logger();

  let cursor: PurgeCursor | undefined;
  /** Ids this process recorded and a poll has not returned yet: already dropped here. */
  const own = new Set<number>();
  let polling: Promise<void> | undefined;
  let lastPrune = now();
  let timer: NodeJS.Timeout | undefined;
  let tick: Promise<void> | undefined;
  let started = false;
  let stopped = false;
  let unreachable = false;

  async function readOnce(): Promise<void> {
    if (!cursor) {
      cursor = cursorAt(await latestPagePurgeId(db));
      return;
    }
    let at: PurgeCursor = cursor;
    for (;;) {
      const rows = await pagePurgesSince(db, at.last, missingIds(at), batchSize);
      const result = advanceCursor(at, rows, now());
      at = cursor = result.cursor;
      const paths = result.fresh.filter((row) => !own.delete(row.id)).map((row) => row.path);
      if (paths.length > 0) cache.purge([...new Set(paths)]);
      if (rows.length < batchSize) break;
    }
    // An own id the cursor has passed will not come again (a poll can see a row before its
    // insert's answer arrives here).
    for (const id of own) if (!isAhead(at, id)) own.delete(id);
  }

  function poll(): Promise<void> {
    // Polls never overlap: two would advance the cursor from the same place.
    polling ??= readOnce().finally(() => (polling = undefined));
    return polling;
  }

  async function prune(): Promise<number> {
    lastPrune = now();
    return prunePagePurges(db, keepMs);
  }

  async function run(): Promise<void> {
    try {
      await poll();
      if (now() - lastPrune >= pruneEveryMs) await prune();
      if (unreachable) log.info("Page purges from other servers are readable again");
      unreachable = false;
    } catch (error) {
      if (stopped) return;
      // Said once per outage, not once per poll.
      if (!unreachable)
        log.warn(
          { error: loggableError(error) },
          "Could not read page purges from other servers; trying again shortly",
        );
      unreachable = true;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      tick = run().then(schedule);
    }, pollMs);
    // The poller alone never keeps the process alive.
    timer.unref();
  }

  return {
    async purge(paths) {
      cache.purge(paths);
      try {
        const ids = await recordPagePurges(db, paths);
        // Before the first poll nothing is tracked: it starts after these rows, or sees them and
        // drops the pages here again, which is harmless.
        if (cursor) for (const id of ids) if (isAhead(cursor, id)) own.add(id);
      } catch (error) {
        log.warn(
          { error: loggableError(error), paths },
          "Could not tell the other servers to drop pages; their copies expire within a minute",
        );
      }
    },
    async start() {
      if (started || stopped) return;
      started = true;
      tick = run();
      await tick;
      schedule();
    },
    poll,
    prune,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (!tick) return;
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([
        tick,
        new Promise((resolve) => (wait = setTimeout(resolve, stopWaitMs))),
      ]);
      clearTimeout(wait);
    },
  };
}
