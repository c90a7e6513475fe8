import crypto from "node:crypto";
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
