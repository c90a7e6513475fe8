import { eq, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { AppLoadContext } from "react-router";
import { claims, type ClaimsConfig } from "~/config/site";
import type { Database } from "~/db/client.server";
import { statContributions, testSessions } from "~/db/schema";
import { servedLocales } from "~/i18n/locales";
import { logger } from "~/lib/logger.server";
import { neededInputs, type FigureInputs } from "./figures";

/**
 * Tests the site knows were taken (decision 040): a visitor's test is scored in the browser and
 * leaves no trace unless the visitor saves it to an account or gives it to the statistics, so the
 * site counts the attempts it holds: saved results and consenting contributions, each attempt
 * (the browser's submission id) once, simulated ones never. It is a floor: every test that was
 * neither saved nor given is missing from it, which is why the page shows it as "N+".
 */
export async function countTestsTaken(db: Database): Promise<number> {
  const attempts = union(
    db.select({ id: testSessions.submissionId }).from(testSessions),
    db
      .select({ id: statContributions.submissionId })
      .from(statContributions)
      .where(eq(statContributions.synthetic, false)),
  ).as("attempts");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(attempts);
  return Number(row?.count ?? 0);
}

/**
 * `countTestsTaken`, kept in this process for `maxAgeMs`: the home page is a cached content page,
 * and a count that moves by a few an hour needs no fresher reading than its cache's.
 */
export function createTestsTakenCounter(db: Database, { maxAgeMs = 600_000 } = {}) {
  let kept: { at: number; value: Promise<number> } | undefined;
  return function testsTaken(): Promise<number> {
    const now = Date.now();
    if (kept && now - kept.at < maxAgeMs) return kept.value;
    const value = countTestsTaken(db).catch((error: unknown) => {
      kept = undefined; // ask again next time
      throw error;
    });
    kept = { at: now, value };
    return value;
  };
}

/**
 * The inputs of the figures: for a page (`all: false`) only those its configuration needs, so a
 * configured figure costs no query; for /admin/figures all of them.
 */
export async function figureInputs(
  context: Pick<AppLoadContext, "testsTaken" | "latestStatistics">,
  { config = claims, all = false }: { config?: ClaimsConfig; all?: boolean } = {},
): Promise<FigureInputs> {
  const needed = neededInputs(config);
  // A failed read shows the configured value rather than failing the home page.
  const orNull = <T>(promise: Promise<T>, what: string): Promise<T | null> =>
    promise.catch((error: unknown) => {
      logger().error({ error: String(error) }, `Failed to read ${what} for the site's figures`);
      return null;
    });
  const [testsTaken, snapshot] = await Promise.all([
    all || needed.testsTaken ? orNull(context.testsTaken(), "the tests taken") : null,
    all || needed.snapshot ? orNull(context.latestStatistics(), "the statistics") : null,
  ]);
  return { languages: servedLocales.length, testsTaken, snapshot };
}
