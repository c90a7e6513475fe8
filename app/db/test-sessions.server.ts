import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { computeResult, type Responses, type Result } from "~/assessment/scoring";
import type { Database } from "./client.server";
import { preparedQuery } from "./prepared.server";
import { testSessions } from "./schema";
import { addContribution, lockContributorId, unknownLocale } from "./stat-contributions.server";

export type TestSession = typeof testSessions.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/**
 * Saves a completed test exactly once (departures #1 and #5): the result is computed here from the
 * validated responses, is_premium comes from the premium check of spec §7 call 4 (the SQL function
 * user_has_active_subscription, departures #13), and a second save of the same
 * submission (a retry, a double click, a second tab) returns the row the first one made. When the
 * owner gives their results to the statistics (issue 22), a new result is given in the same
 * transaction that saves it.
 */
export async function saveTestSession(
  db: Database,
  input: { userId: string; submissionId: string; responses: Responses; locale?: string | null },
): Promise<{ session: TestSession; created: boolean }> {
  const result = computeResult(input.responses);
  const locale = input.locale ?? null;
  const saved = await db.transaction(async (tx) => {
    const contributorId = await lockContributorId(tx, input.userId);
    // The premium check runs inside the insert (the SQL function, which a property test proves
    // agrees with app/billing/entitlements.server.ts), and a repeated submission inserts nothing.
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
        locale,
        isPremium: sql`user_has_active_subscription(${input.userId})`,
      })
      .onConflictDoNothing({ target: [testSessions.userId, testSessions.submissionId] })
      .returning();
    if (inserted && contributorId) {
      await addContribution(tx, {
        contributorId,
        submissionId: input.submissionId,
        responses: input.responses,
        locale: locale ?? unknownLocale,
      });
    }
    return inserted;
  });
  if (saved) return { session: saved, created: true };
  const [existing] = await db
    .select()
    .from(testSessions)
    .where(
      and(eq(testSessions.userId, input.userId), eq(testSessions.submissionId, input.submissionId)),
    );
  if (!existing) throw new Error("The saved test session could not be read back.");
  return { session: existing, created: false };
}

/** Spec §7 call 1: the user's sessions, newest first. */
export async function listTestSessions(db: Database, userId: string): Promise<TestSession[]> {
  return db
    .select()
    .from(testSessions)
    .where(eq(testSessions.userId, userId))
    .orderBy(desc(testSessions.completedAt));
}

/**
 * One page of what the dashboard lists of each session, newest first: without the answers and
 * scores, which are most of a row's bytes and which the list never shows. Only the page's rows are
 * read (the index on user_id, completed_at DESC serves the order), so a long history costs the
 * first page nothing; the id breaks ties between results saved in the same instant.
 */
export async function listTestSessionPage(
  db: Database,
  userId: string,
  { offset, limit }: { offset: number; limit: number },
) {
  return sessionPage(db).execute({ userId, offset, limit });
}

const sessionPage = preparedQuery((db) =>
  db
    .select({
      id: testSessions.id,
      personalityType: testSessions.personalityType,
      isPremium: testSessions.isPremium,
      completedAt: testSessions.completedAt,
    })
    .from(testSessions)
    .where(eq(testSessions.userId, sql.placeholder("userId")))
    .orderBy(desc(testSessions.completedAt), desc(testSessions.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("test_session_page"),
);

/** How many results the user has saved (an index-only count). */
export async function countTestSessions(db: Database, userId: string): Promise<number> {
  const [row] = await sessionCount(db).execute({ userId });
  return row?.count ?? 0;
}

const sessionCount = preparedQuery((db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(testSessions)
    .where(eq(testSessions.userId, sql.placeholder("userId")))
    .prepare("test_session_count"),
);

/**
 * The dates and five scores of the user's latest `limit` results, newest first: the narrow read
 * behind the dashboard's history chart (no answers, no type names).
 */
export async function listScoreHistory(db: Database, userId: string, limit: number) {
  return scoreHistory(db).execute({ userId, limit });
}

const scoreHistory = preparedQuery((db) =>
  db
    .select({
      id: testSessions.id,
      personalityType: testSessions.personalityType,
      dimensions: testSessions.dimensions,
      completedAt: testSessions.completedAt,
    })
    .from(testSessions)
    .where(eq(testSessions.userId, sql.placeholder("userId")))
    .orderBy(desc(testSessions.completedAt), desc(testSessions.id))
    .limit(sql.placeholder("limit"))
    .prepare("test_session_score_history"),
);

/**
 * The sessions with these ids that belong to the user, with their scores and answers (for the
 * measurement bands); ids that are not UUIDs, or not the user's, are simply not returned.
 */
export async function findOwnTestSessions(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<
  Pick<TestSession, "id" | "personalityType" | "dimensions" | "responses" | "completedAt">[]
> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return [];
  return db
    .select({
      id: testSessions.id,
      personalityType: testSessions.personalityType,
      dimensions: testSessions.dimensions,
      responses: testSessions.responses,
      completedAt: testSessions.completedAt,
    })
    .from(testSessions)
    .where(and(eq(testSessions.userId, userId), inArray(testSessions.id, wanted)));
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

/** The result as the results screen shows it, from a saved row. */
export function resultOf(session: Pick<TestSession, "personalityType" | "dimensions">): Result {
  const [code, identity] = session.personalityType.split("-") as [Result["code"], "A" | "T"];
  return { type: session.personalityType, code, identity, dimensions: session.dimensions };
}
