/**
 * How far a process has read the `page_purges` table (decision 033): the highest id it has seen,
 * and the ids below that it has not seen yet.
 *
 * An id is handed out when a row is inserted, not when it is committed: of two purges recorded at
 * the same moment by two processes, the later id can become visible first. A poller that only
 * asked for ids above the highest it saw would skip the earlier one for good. So a jump in the ids
 * is remembered as missing ids, which later polls ask for again until they appear. Most gaps are
 * never filled (an insert that was rolled back still used its id), so a missing id is forgotten
 * after `forgetAfterMs` (the page cache's TTL: by then every copy such a purge was meant for has
 * expired anyway), and at most `maxMissing` are kept.
 */
export interface PurgeCursor {
  readonly last: number;
  /** Ids below `last` not seen yet, each with when it was first missed. */
  readonly missing: ReadonlyMap<number, number>;
}

export interface CursorLimits {
  forgetAfterMs: number;
  maxMissing: number;
}

export const defaultCursorLimits: CursorLimits = { forgetAfterMs: 60_000, maxMissing: 1_000 };

/** A cursor that has seen everything up to `last`. */
export function cursorAt(last: number): PurgeCursor {
  return { last, missing: new Map() };
}

/** The ids a poll asks for besides those above `last`. */
export function missingIds(cursor: PurgeCursor): number[] {
  return [...cursor.missing.keys()];
}

/** Whether a row with this id may still come in a poll (it is neither seen nor forgotten). */
export function isAhead(cursor: PurgeCursor, id: number): boolean {
  return id > cursor.last || cursor.missing.has(id);
}

/**
 * Takes the rows a poll returned: the ones not seen before, in id order, and the cursor after
 * them. `now` is a time in milliseconds, used only to forget old gaps.
 */
export function advanceCursor<Row extends { id: number }>(
  cursor: PurgeCursor,
  rows: readonly Row[],
  now: number,
  { forgetAfterMs, maxMissing }: CursorLimits = defaultCursorLimits,
): { cursor: PurgeCursor; fresh: Row[] } {
  const missing = new Map(cursor.missing);
  let last = cursor.last;
  const fresh: Row[] = [];
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    if (missing.delete(row.id)) {
      fresh.push(row);
      continue;
    }
    // Seen before: a row asked for again, or returned twice.
    if (row.id <= last) continue;
    // Only the newest ids of a long jump can matter: older ones would be dropped by the cap below.
    for (let id = Math.max(last + 1, row.id - maxMissing); id < row.id; id++) missing.set(id, now);
    last = row.id;
    fresh.push(row);
  }
  for (const [id, since] of missing) if (now - since >= forgetAfterMs) missing.delete(id);
  if (missing.size > maxMissing) {
    const oldest = [...missing.keys()].sort((a, b) => a - b).slice(0, missing.size - maxMissing);
    for (const id of oldest) missing.delete(id);
  }
  return { cursor: { last, missing }, fresh };
}
