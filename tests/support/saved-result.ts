import crypto from "node:crypto";
import { answersFor } from "~/assessment/answer-sets";
import type { Dimension } from "~/assessment/questions";
import { poleOf } from "~/assessment/scoring";
import type { Database } from "~/db/client.server";
import { testSessions } from "~/db/schema";

/**
 * A saved INTJ-A result for a user, inserted directly: for tests about what happens to it.
 * `isPremium` marks it as one whose premium report was bought.
 */
export async function insertSavedResult(db: Database, userId: string, { isPremium = false } = {}) {
  const [row] = await db
    .insert(testSessions)
    .values({
      userId,
      submissionId: crypto.randomUUID(),
      personalityType: "INTJ-A",
      dimensions: { mind: 30, energy: 70, nature: 30, tactics: 30, identity: 70 },
      responses: {},
      isPremium,
    })
    .returning();
  return row!;
}

/**
 * `count` saved results for a user, inserted directly, one a day up to `latest` (so the newest is
 * the last), with scores that vary from one to the next. `answered` keeps answers that give those
 * scores' types (the measurement bands then come from them); otherwise the answers are empty, as
 * in results saved before they were kept.
 */
export async function insertSavedResults(
  db: Database,
  userId: string,
  count: number,
  { latest = new Date("2026-11-20T09:00:00.000Z"), answered = false } = {},
) {
  const rows = Array.from({ length: count }, (_, index) => {
    const dimensions = {
      mind: (index * 37 + 20) % 101,
      energy: (index * 53 + 60) % 101,
      nature: (index * 29 + 35) % 101,
      tactics: (index * 71 + 45) % 101,
      identity: (index * 17 + 70) % 101,
    };
    const personalityType = typeOf(dimensions);
    return {
      userId,
      submissionId: crypto.randomUUID(),
      personalityType,
      dimensions,
      responses: answered
        ? Object.fromEntries(
            Object.entries(answersFor(personalityType)).map(([id, value]) => [id, value]),
          )
        : {},
      completedAt: new Date(latest.getTime() - (count - 1 - index) * 86_400_000),
    };
  });
  const inserted = [];
  // In slices, so thousands of rows stay within one statement's parameter limit.
  for (let start = 0; start < rows.length; start += 500) {
    inserted.push(
      ...(await db
        .insert(testSessions)
        .values(rows.slice(start, start + 500))
        .returning()),
    );
  }
  return inserted;
}

function typeOf(scores: Record<Dimension, number>): string {
  const code = (["mind", "energy", "nature", "tactics"] as const)
    .map((d) => poleOf(d, scores[d]).letter)
    .join("");
  return `${code}-${poleOf("identity", scores.identity).letter}`;
}
