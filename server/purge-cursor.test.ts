import fc from "fast-check";
import { expect, test } from "vitest";
import { advanceCursor, cursorAt, isAhead, missingIds, type PurgeCursor } from "./purge-cursor";

const rows = (...ids: number[]) => ids.map((id) => ({ id, path: `/r/${id}` }));
const ids = (fresh: { id: number }[]) => fresh.map((row) => row.id);

test("rows after the last id seen are fresh, in id order, and move the cursor", () => {
  const { cursor, fresh } = advanceCursor(cursorAt(4), rows(6, 5, 7), 0);
  expect(ids(fresh)).toEqual([5, 6, 7]);
  expect(cursor.last).toBe(7);
  expect(missingIds(cursor)).toEqual([]);
});

test("rows at or below the last id seen are not fresh again", () => {
  const { cursor, fresh } = advanceCursor(cursorAt(7), rows(3, 7), 0);
  expect(fresh).toEqual([]);
  expect(cursor.last).toBe(7);
});

test("a jump in ids is remembered, and a row committed late into it is fresh once", () => {
  const first = advanceCursor(cursorAt(1), rows(2, 5), 1_000);
  expect(ids(first.fresh)).toEqual([2, 5]);
  expect(missingIds(first.cursor).sort()).toEqual([3, 4]);
  expect(isAhead(first.cursor, 4)).toBe(true);
  expect(isAhead(first.cursor, 2)).toBe(false);

  const late = advanceCursor(first.cursor, rows(4, 6), 2_000);
  expect(ids(late.fresh)).toEqual([4, 6]);
  expect(missingIds(late.cursor)).toEqual([3]);
  expect(advanceCursor(late.cursor, rows(4), 3_000).fresh).toEqual([]);
});

test("a missing id is forgotten once the page cache's copies it could be for have expired", () => {
  const limits = { forgetAfterMs: 60_000, maxMissing: 100 };
  const { cursor } = advanceCursor(cursorAt(1), rows(3), 0, limits);
  expect(missingIds(advanceCursor(cursor, [], 59_999, limits).cursor)).toEqual([2]);
  const later = advanceCursor(cursor, [], 60_000, limits).cursor;
  expect(missingIds(later)).toEqual([]);
  expect(advanceCursor(later, rows(2), 60_001, limits).fresh).toEqual([]);
});

test("a long jump keeps only the newest missing ids, within the cap", () => {
  const limits = { forgetAfterMs: 60_000, maxMissing: 3 };
  const { cursor } = advanceCursor(cursorAt(0), rows(1_000_000), 0, limits);
  expect(missingIds(cursor).sort((a, b) => a - b)).toEqual([999_997, 999_998, 999_999]);
  const more = advanceCursor(cursor, rows(1_000_002), 1, limits).cursor;
  expect(missingIds(more).sort((a, b) => a - b)).toEqual([999_998, 999_999, 1_000_001]);
});

test("however commits interleave with polls, every row is fresh exactly once", () => {
  // Ids 1..n are handed out in order; each becomes visible at some poll (a late commit), and a
  // poll sees every visible row above the cursor or among its missing ids, as the query does.
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 40 }),
      (visibleAtPoll) => {
        const committed: number[][] = [];
        visibleAtPoll.forEach((poll, index) => (committed[poll] ??= []).push(index + 1));
        let cursor: PurgeCursor = cursorAt(0);
        const seen: number[] = [];
        const visible = new Set<number>();
        for (let poll = 0; poll <= 6; poll++) {
          for (const id of committed[poll] ?? []) visible.add(id);
          const asked = [...visible].filter((id) => isAhead(cursor, id));
          const result = advanceCursor(cursor, rows(...asked), poll * 1_000);
          cursor = result.cursor;
          seen.push(...ids(result.fresh));
        }
        expect(seen.sort((a, b) => a - b)).toEqual(visibleAtPoll.map((_, index) => index + 1));
      },
    ),
  );
});
