import fs from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { selectRows } from "~/db/client.server";
import { statisticsPageData } from "~/routes/admin.statistics.server";
import { action, loader } from "~/routes/admin.statistics";
import { computeStatistics, ResponseTable } from "~/statistics/compute";
import { languageAlphaFlags } from "~/statistics/flags";
import type { StatisticsSnapshot } from "~/statistics/types";
import { databaseTargets, freshDatabase } from "../support/databases";
import { formRequest, loadContext, unwrap } from "../support/route-args";

/** The committed data set (400 people, en and de, two flawed statements) plus 30 in French. */
function fixtureSnapshot(): StatisticsSnapshot {
  const table = new ResponseTable();
  const csv = fs.readFileSync("app/statistics/fixtures/respondents.csv", "utf8");
  const lines = csv.trim().split("\n").slice(1);
  for (const line of lines) {
    const [answers, locale] = line.split(",");
    table.add({ answers: answers!, locale: locale!, synthetic: true });
  }
  for (const line of lines.slice(0, 30))
    table.add({ answers: line.split(",")[0]!, locale: "fr", synthetic: true });
  const computed = computeStatistics(table, { resamples: 50, seed: 1 });
  return { ...computed, computedAt: "2026-11-26T21:00:00.000Z", durationMs: 1234 };
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return unwrap(error).status;
  }
  return "nothing thrown";
}

describe.each(databaseTargets)("/admin/statistics on $name", (target) => {
  const database = freshDatabase(target);
  const args = (request: Request) => ({
    request,
    context: loadContext(database()),
    params: {},
  });

  test("a signed-out visitor gets the 404 page from the loader and the action, and asks for no run", async () => {
    const page = new Request("http://localhost/admin/statistics");
    expect(await thrown(loader(args(page) as never))).toBe(404);
    const post = formRequest("/admin/statistics", { intent: "recompute" });
    expect(await thrown(action(args(post) as never))).toBe(404);
    const rows = await selectRows(database().db, sql`select id from jobs`);
    expect(rows).toEqual([]);
  });

  test("no figure is shown for a group under 50; flags name the two flawed statements", async () => {
    const data = await statisticsPageData(database().db, fixtureSnapshot());
    expect(data.snapshot).toMatchObject({ n: 430, synthetic: true, durationMs: 1234 });
    const byLabel = Object.fromEntries(data.groups.map((group) => [group.label, group]));
    expect(byLabel.Everyone?.dimensions).toHaveLength(5);
    expect(byLabel["German (de)"]?.dimensions).toHaveLength(5);
    expect(byLabel["French (fr)"]).toEqual({ label: "French (fr)", n: 30, dimensions: null });
    const flagged = data.items!.filter((item) => item.flags.length > 0);
    expect(flagged.map((item) => [item.id, item.flags])).toEqual([
      [7, ["low item-total"]],
      [20, ["low item-total", "correlates the wrong way"]],
    ]);
    expect(data.items![0]!.text).toMatch(/meeting new people/);
    // 430 people over 16 types: some types have fewer than 50, and those counts are hidden.
    const counts = data.types!.map((type) => type.count);
    expect(counts).toContain(null);
    expect(counts.every((count) => count === null || count >= 50)).toBe(true);
  });

  test("a language whose alpha is more than 0.1 from English's is flagged; a small one never", () => {
    const snapshot = fixtureSnapshot();
    expect(languageAlphaFlags(snapshot)).toEqual([]);
    const english = snapshot.byLocale.en!.dimensions.mind.alpha!;
    snapshot.byLocale.de!.dimensions.mind.alpha = english - 0.11;
    snapshot.byLocale.fr!.dimensions.mind.alpha = english - 0.5;
    expect(languageAlphaFlags(snapshot)).toEqual([
      { locale: "de", dimension: "mind", alpha: english - 0.11, englishAlpha: english },
    ]);
  });

  test("before the first run the page says nothing was computed and when the first run is due", async () => {
    await database().db.execute(
      sql`insert into jobs (name, payload, run_at) values ('statistics', '{}'::jsonb, now())`,
    );
    const data = await statisticsPageData(database().db, null);
    expect(data.snapshot).toBeNull();
    expect(data.schedule.nextRunAt).not.toBeNull();
    expect(data.items).toBeNull();
  });
});
