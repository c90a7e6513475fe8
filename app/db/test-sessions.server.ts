import { and, desc, eq, sql } from "drizzle-orm";
import { computeResult, type Responses, type Result } from "~/assessment/scoring";
import type { Database } from "./client.server";
import { preparedQuery } from "./prepared.server";
import { testSessions } from "./schema";

export type TestSession = typeof testSessions.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/**
 * Saves a completed test exactly once (departures #1 and #5): the result is computed here from the
 * validated responses, is_premium comes from the premium check of spec §7 call 4 (the SQL function
 * user_has_active_subscription, departures #13), and a second save of the same
 * submission (a retry, a double click, a second tab) returns the row the first one made.
 */
export async function saveTestSession(
  db: Database,
  input: { userId: string; submissionId: string; responses: Responses },
): Promise<{ session: TestSession; created: boolean }> {
  const result = computeResult(input.responses);
  // One statement, so one round trip: the premium check runs inside the insert (the SQL function,
  // which a property test proves agrees with app/billing/entitlements.server.ts), and a repeated
  // submission inserts nothing.
  const [inserted] = await insertTestSession(db).execute({
    userId: input.userId,
    submissionId: input.submissionId,
    personalityType: result.type,
    // As JSON text: PostgreSQL reads it into the jsonb columns.
    dimensions: JSON.stringify(result.dimensions),
    responses: JSON.stringify(
      Object.fromEntries(Object.entries(input.responses).map(([id, value]) => [String(id), value])),
    ),
  });
  if (inserted) return { session: inserted, created: true };
  const [existing] = await db
    .select()
    .from(testSessions)
    .where(
      and(eq(testSessions.userId, input.userId), eq(testSessions.submissionId, input.submissionId)),
    );
  if (!existing) throw new Error("The saved test session could not be read back.");
  return { session: existing, created: false };
}

const insertTestSession = preparedQuery((db) =>
  db
    .insert(testSessions)
    .values({
      userId: sql.placeholder("userId"),
      submissionId: sql.placeholder("submissionId"),
      personalityType: sql.placeholder("personalityType"),
      dimensions: sql.placeholder("dimensions"),
      responses: sql.placeholder("responses"),
      isPremium: sql`user_has_active_subscription(${sql.placeholder("userId")})`,
    })
    .onConflictDoNothing({ target: [testSessions.userId, testSessions.submissionId] })
    .returning()
    .prepare("insert_test_session"),
);

/** Spec §7 call 1: the user's sessions, newest first. */
export async function listTestSessions(db: Database, userId: string): Promise<TestSession[]> {
  return db
    .select()
    .from(testSessions)
    .where(eq(testSessions.userId, userId))
    .orderBy(desc(testSessions.completedAt));
}

/**
 * What the dashboard lists of each session, newest first: without the answers and scores, which
 * are most of a row's bytes and which the list never shows.
 */
export async function listTestSessionSummaries(db: Database, userId: string) {
  return sessionSummaries(db).execute({ userId });
}

const sessionSummaries = preparedQuery((db) =>
  db
    .select({
      id: testSessions.id,
      personalityType: testSessions.personalityType,
      isPremium: testSessions.isPremium,
      completedAt: testSessions.completedAt,
    })
    .from(testSessions)
    .where(eq(testSessions.userId, sql.placeholder("userId")))
    .orderBy(desc(testSessions.completedAt))
    .prepare("test_session_summaries"),
);

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

/** The result as the results screen shows it, from a saved row. */
export function resultOf(session: Pick<TestSession, "personalityType" | "dimensions">): Result {
  const [code, identity] = session.personalityType.split("-") as [Result["code"], "A" | "T"];
  return { type: session.personalityType, code, identity, dimensions: session.dimensions };
}
