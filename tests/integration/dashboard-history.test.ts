import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { changeSentence } from "~/components/dashboard/compare-data";
import { countTestSessions, listTestSessionPage } from "~/db/test-sessions.server";
import { loader as dashboardLoader } from "~/routes/dashboard";
import type { ResultsArea } from "~/routes/dashboard.server";
import { createSignedInUser } from "../support/accounts";
import { englishTranslate } from "../support/english";
import { databaseTargets, freshDatabase } from "../support/databases";
import { loadContext } from "../support/route-args";
import { insertSavedResult, insertSavedResults } from "../support/saved-result";

type Args = { request: Request; context: AppLoadContext; params: Record<string, string> };

/** The dashboard loader's results area for an address, or what it threw. */
async function load(context: AppLoadContext, cookie: string, query = "") {
  try {
    const loaded = (await (dashboardLoader as unknown as (args: Args) => Promise<unknown>)({
      request: new Request(`http://localhost/dashboard${query}`, { headers: { cookie } }),
      context,
      params: {},
    })) as { dashboard: { results: ResultsArea } | null };
    return loaded.dashboard!.results;
  } catch (thrown) {
    return thrown as { init?: { status?: number } };
  }
}

const results = (value: unknown) => value as ResultsArea;

describe.each(databaseTargets)("the dashboard's history on $name", (target) => {
  const database = freshDatabase(target);
  const context = () => loadContext(database());

  test("results come ten to a page, newest first; bad or past-the-end pages never fail", async () => {
    const ctx = context();
    const user = await createSignedInUser(ctx, "pages@example.com");
    const saved = await insertSavedResults(ctx.db, user.id, 25);
    const newestFirst = [...saved].reverse().map((row) => row.id);

    const first = results(await load(ctx, user.cookie));
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 3 });
    expect(first.sessions.map((row) => row.id)).toEqual(newestFirst.slice(0, 10));

    const third = results(await load(ctx, user.cookie, "?page=3"));
    expect(third.page).toBe(3);
    expect(third.sessions.map((row) => row.id)).toEqual(newestFirst.slice(20));

    expect(results(await load(ctx, user.cookie, "?page=99")).page).toBe(3);
    for (const bad of ["?page=0", "?page=-1", "?page=abc", "?page=2.5", "?page=%00"]) {
      const page = results(await load(ctx, user.cookie, bad));
      expect(page.page, bad).toBe(1);
      expect(page.sessions.map((row) => row.id)).toEqual(newestFirst.slice(0, 10));
    }

    // The chart reads the latest ten only, newest first, with their scores.
    expect(first.history.map((point) => point.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.history[0]!.scores).toEqual(saved.at(-1)!.dimensions);
  });

  test("the page query reads only its rows, and ties in time keep a stable order", async () => {
    const ctx = context();
    const user = await createSignedInUser(ctx, "ties@example.com");
    const same = new Date("2026-05-01T10:00:00.000Z");
    for (let i = 0; i < 3; i++) await insertSavedResults(ctx.db, user.id, 1, { latest: same });
    expect(await countTestSessions(ctx.db, user.id)).toBe(3);
    const all = await listTestSessionPage(ctx.db, user.id, { offset: 0, limit: 10 });
    const pages = [
      ...(await listTestSessionPage(ctx.db, user.id, { offset: 0, limit: 2 })),
      ...(await listTestSessionPage(ctx.db, user.id, { offset: 2, limit: 2 })),
    ];
    expect(pages.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(Object.keys(all[0]!).sort()).toEqual([
      "completedAt",
      "id",
      "isPremium",
      "personalityType",
    ]);
  });

  test("two of the user's own results compare with bands and a reading per dimension", async () => {
    const ctx = context();
    const user = await createSignedInUser(ctx, "compare@example.com");
    const [older, newer] = await insertSavedResults(ctx.db, user.id, 2, { answered: true });
    // Chosen newest first: still read from the earlier to the later.
    const page = results(await load(ctx, user.cookie, `?from=${newer!.id}&to=${older!.id}`));
    const comparison = page.compare.comparison!;
    expect(comparison.earlier.id).toBe(older!.id);
    expect(comparison.later.id).toBe(newer!.id);
    expect(comparison.earlier.assumedError).toBe(false);
    const mind = comparison.dimensions[0]!;
    expect(mind.earlier.value).toBe(older!.dimensions.mind);
    expect(mind.later.value).toBe(newer!.dimensions.mind);
    expect(mind.earlier.low).toBeLessThan(mind.earlier.value);
    expect(changeSentence(englishTranslate(), mind)).toBe(
      `Your Mind score moved from ${older!.dimensions.mind} to ${newer!.dimensions.mind}: larger than the test's measurement error, so likely a real change.`,
    );

    const same = results(await load(ctx, user.cookie, `?from=${older!.id}&to=${older!.id}`));
    expect(same.compare).toMatchObject({
      comparison: null,
      problem: "choose-different",
    });
    const half = results(await load(ctx, user.cookie, `?from=${older!.id}&to=`));
    expect(half.compare.problem).toBe("choose-two");
  });

  test("a result that is not the user's answers 404 and shows nothing", async () => {
    const ctx = context();
    const owner = await createSignedInUser(ctx, "owner-h@example.com");
    const other = await createSignedInUser(ctx, "other-h@example.com");
    const [own] = await insertSavedResults(ctx.db, owner.id, 1);
    const theirs = await insertSavedResult(ctx.db, other.id);
    for (const query of [
      `?from=${own!.id}&to=${theirs.id}`,
      `?from=${theirs.id}&to=${own!.id}`,
      `?from=${own!.id}&to=not-a-uuid`,
      `?from=${own!.id}&to=${crypto.randomUUID()}`,
    ]) {
      const thrown = await load(ctx, owner.cookie, query);
      expect((thrown as { init?: { status?: number } }).init?.status, query).toBe(404);
      expect(JSON.stringify(thrown)).not.toContain("INTJ");
    }
  });
});
