import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { computeResult, type Responses, type Result } from "~/assessment/scoring";
import type { Database } from "./client.server";
import { selectRows } from "./client.server";
import { subscriptions, testSessions } from "./schema";

export type TestSession = typeof testSessions.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/** The premium check of spec §7 call 4, through the SQL function of that name (departures #13). */
export async function userHasActiveSubscription(db: Database, userId: string): Promise<boolean> {
  const [row] = await selectRows<{ premium: boolean }>(
    db,
    sql`select user_has_active_subscription(${userId}) as premium`,
  );
  return row?.premium === true;
}

/**
 * Saves a completed test exactly once (departures #1 and #5): the result is computed here from the
 * validated responses, is_premium comes from the premium check, and a second save of the same
 * submission (a retry, a double click, a second tab) returns the row the first one made.
 */
export async function saveTestSession(
  db: Database,
  input: { userId: string; submissionId: string; responses: Responses },
): Promise<{ session: TestSession; created: boolean }> {
  const result = computeResult(input.responses);
  return db.transaction(async (tx) => {
    const isPremium = await userHasActiveSubscription(tx as unknown as Database, input.userId);
    const [inserted] = await tx
      .insert(testSessions)
      .values({
        userId: input.userId,
        submissionId: input.submissionId,
        personalityType: result.type,
        dimensions: result.dimensions,
        responses: Object.fromEntries(
          Object.entries(input.responses).map(([id, value]) => [String(id), value]),
        ),
        isPremium,
      })
      .onConflictDoNothing({ target: [testSessions.userId, testSessions.submissionId] })
      .returning();
    if (inserted) return { session: inserted, created: true };
    const [existing] = await tx
      .select()
      .from(testSessions)
      .where(
        and(
          eq(testSessions.userId, input.userId),
          eq(testSessions.submissionId, input.submissionId),
        ),
      );
    if (!existing) throw new Error("The saved test session could not be read back.");
    return { session: existing, created: false };
  });
}

/** Spec §7 call 1: the user's sessions, newest first. */
export async function listTestSessions(db: Database, userId: string): Promise<TestSession[]> {
  return db
    .select()
    .from(testSessions)
    .where(eq(testSessions.userId, userId))
    .orderBy(desc(testSessions.completedAt));
}

/** Spec §7 call 6: one session by id, only if it belongs to the user. */
export async function findTestSession(
  db: Database,
  userId: string,
  id: string,
): Promise<TestSession | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(testSessions)
    .where(and(eq(testSessions.id, id), eq(testSessions.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Spec §7 call 2: the user's active subscription, if any (the latest ending one), by the same rule
 * as the premium check.
 */
export async function findActiveSubscription(
  db: Database,
  userId: string,
): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        // The same rule as the SQL function user_has_active_subscription (migration 0003).
        or(
          and(
            inArray(subscriptions.status, ["trialing", "active", "past_due", "canceled"]),
            gt(subscriptions.currentPeriodEnd, sql`now()`),
          ),
          and(eq(subscriptions.status, "active"), isNull(subscriptions.currentPeriodEnd)),
        ),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ?? null;
}

/** The result as the results screen shows it, from a saved row. */
export function resultOf(session: Pick<TestSession, "personalityType" | "dimensions">): Result {
  const [code, identity] = session.personalityType.split("-") as [Result["code"], "A" | "T"];
  return { type: session.personalityType, code, identity, dimensions: session.dimensions };
}
