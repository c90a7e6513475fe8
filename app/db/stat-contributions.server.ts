import { and, eq, isNotNull, sql } from "drizzle-orm";
import { questions } from "~/assessment/questions";
import { computeResult, type Responses } from "~/assessment/scoring";
import type { Database } from "./client.server";
import { statContributions, testSessions, users } from "./schema";

/**
 * Answers given to the site's statistics (issue 22, departure 20): only with the person's choice,
 * kept apart from any account under a random id that only their account or their browser holds, so
 * they can withdraw. A row holds the 60 answers, the result the server computes from them, the page
 * language and the day; never a user id, a saved result's id or a time of day.
 */

const statementIds = questions.map((question) => question.id).sort((a, b) => a - b);

/** The 60 answers as one digit each in statement-id order; null unless all 60 are whole 1-7. */
export function answersString(responses: Readonly<Record<string | number, unknown>>) {
  const digits: number[] = [];
  for (const id of statementIds) {
    const value = responses[id];
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 7)
      return null;
    digits.push(value);
  }
  return digits.join("");
}

/** The day in UTC, 'YYYY-MM-DD': the only time a contribution keeps. */
export const dayOf = (when: Date) => when.toISOString().slice(0, 10);

/** The language a saved result was taken in, for results saved before it was recorded. */
export const unknownLocale = "und";

interface Given {
  contributorId: string;
  submissionId: string;
  responses: Responses;
  locale: string;
  /** The day it is given (today, by default). */
  on?: Date;
}

/**
 * The row a contribution stores, the result computed here from the answers (departure 5): a result
 * sent with them is never read. Null when the answers are not 60 whole numbers from 1 to 7.
 */
function rowOf({ contributorId, submissionId, responses, locale, on = new Date() }: Given) {
  const answers = answersString(responses);
  if (!answers) return null;
  const result = computeResult(responses);
  return {
    contributorId,
    submissionId,
    answers,
    personalityType: result.type,
    dimensions: result.dimensions,
    locale,
    contributedOn: dayOf(on),
  };
}

/**
 * Adds one result's answers under a contributor id; giving the same submission twice under the
 * same id adds nothing. True when a row was added.
 */
export async function addContribution(db: Database, given: Given): Promise<boolean> {
  const row = rowOf(given);
  if (!row)
    throw new Error("A contribution needs all 60 answers, each a whole number from 1 to 7.");
  const added = await db
    .insert(statContributions)
    .values(row)
    .onConflictDoNothing({
      target: [statContributions.contributorId, statContributions.submissionId],
    })
    .returning({ id: statContributions.id });
  return added.length > 0;
}

/** Removes everything given under a contributor id; how many rows went. */
export async function withdrawContributions(db: Database, contributorId: string): Promise<number> {
  const removed = await db
    .delete(statContributions)
    .where(eq(statContributions.contributorId, contributorId))
    .returning({ id: statContributions.id });
  return removed.length;
}

/** Whether the account gives its results, and how many rows are given under its id. */
export async function accountContributions(
  db: Database,
  userId: string,
): Promise<{ on: boolean; count: number }> {
  const [row] = await db
    .select({
      contributorId: users.statsContributorId,
      count: sql<number>`(select count(*)::int from ${statContributions} where ${statContributions.contributorId} = ${users.statsContributorId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { on: Boolean(row?.contributorId), count: row?.count ?? 0 };
}

/**
 * Turns the account's choice on: a new random contributor id on the user row (kept if the choice
 * is already on) and every saved result that has all 60 answers given under it, in one
 * transaction. Results saved later are added as they are saved (`contributeSavedResult`). Returns
 * how many results were added by this call.
 */
export async function turnAccountContributionsOn(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<{ added: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ contributorId: users.statsContributorId })
      .from(users)
      .where(eq(users.id, userId))
      .for("no key update");
    if (!user) throw new Error("The account was not found.");
    let contributorId = user.contributorId;
    if (!contributorId) {
      contributorId = crypto.randomUUID();
      await tx
        .update(users)
        .set({ statsContributorId: contributorId, updatedAt: now })
        .where(eq(users.id, userId));
    }
    const saved = await tx
      .select({
        submissionId: testSessions.submissionId,
        responses: testSessions.responses,
        locale: testSessions.locale,
      })
      .from(testSessions)
      .where(eq(testSessions.userId, userId));
    const rows = saved.flatMap((session) => {
      const row = rowOf({
        contributorId,
        submissionId: session.submissionId,
        responses: session.responses,
        locale: session.locale ?? unknownLocale,
        on: now,
      });
      return row ? [row] : [];
    });
    if (rows.length === 0) return { added: 0 };
    const added = await tx
      .insert(statContributions)
      .values(rows)
      .onConflictDoNothing({
        target: [statContributions.contributorId, statContributions.submissionId],
      })
      .returning({ id: statContributions.id });
    return { added: added.length };
  });
}

/**
 * Turns the account's choice off: everything given under its id is deleted and the id cleared, in
 * one transaction, so the next computation of the statistics no longer sees any of it. Returns how
 * many rows were removed.
 */
export async function turnAccountContributionsOff(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ contributorId: users.statsContributorId })
      .from(users)
      .where(eq(users.id, userId))
      .for("no key update");
    if (!user?.contributorId) return { removed: 0 };
    const removed = await withdrawContributions(tx, user.contributorId);
    await tx
      .update(users)
      .set({ statsContributorId: null, updatedAt: now })
      .where(and(eq(users.id, userId), isNotNull(users.statsContributorId)));
    return { removed };
  });
}

/**
 * The account's contributor id, read at the start of the transaction that saves a result: when it
 * is set, the new result is given too (`addContribution` in the same transaction). The row is read
 * FOR SHARE, so a choice being turned off at the same moment either waits for the save (and then
 * removes its row as well) or finishes first (and this reads no id).
 */
export async function lockContributorId(tx: Database, userId: string): Promise<string | null> {
  const [owner] = await tx
    .select({ contributorId: users.statsContributorId })
    .from(users)
    .where(eq(users.id, userId))
    .for("share");
  return owner?.contributorId ?? null;
}
