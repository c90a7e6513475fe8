import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { computeResult } from "~/assessment/scoring";
import { selectRows, type Database } from "~/db/client.server";
import { statContributions } from "~/db/schema";
import { simulateRespondents } from "./simulate";

/**
 * Refuses a database that holds anything real: an account, or a contribution that is not
 * synthetic. `npm run stats:simulate` fills only throw-away databases (decision 039).
 */
export async function assertThrowAway(db: Database): Promise<void> {
  const [row] = await selectRows<{ users: number; real: number }>(
    db,
    sql`select (select count(*) from users)::int as users,
      (select count(*) from stat_contributions where not synthetic)::int as real`,
  );
  if (row && (row.users > 0 || row.real > 0))
    throw new Error(
      `This database holds ${row.users} accounts and ${row.real} real contributions: it is not a ` +
        "throw-away database, so no synthetic results were added.",
    );
}

/** Adds `count` synthetic contributions, `batch` rows per insert, dated over the last 90 days. */
export async function addSyntheticContributions(
  db: Database,
  count: number,
  { seed = 2026, batch = 2_000 }: { seed?: number; batch?: number } = {},
): Promise<void> {
  let rows: (typeof statContributions.$inferInsert)[] = [];
  let p = 0;
  for (const respondent of simulateRespondents(count, seed)) {
    const responses = Object.fromEntries(
      [...respondent.answers].map((answer, i) => [i + 1, Number(answer)]),
    );
    const result = computeResult(responses);
    const day = new Date(Date.now() - (p++ % 90) * 86_400_000).toISOString().slice(0, 10);
    rows.push({
      contributorId: randomUUID(),
      submissionId: randomUUID(),
      answers: respondent.answers,
      personalityType: result.type,
      dimensions: result.dimensions,
      locale: respondent.locale,
      contributedOn: day,
      synthetic: true,
    });
    if (rows.length === batch) {
      await db.insert(statContributions).values(rows);
      rows = [];
    }
  }
  if (rows.length > 0) await db.insert(statContributions).values(rows);
}
