import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { forgetEmailChangeJob } from "~/jobs/forget-email-change.server";
import { enqueueJob } from "~/jobs/queue.server";
import type { Database } from "./client.server";
import { hashToken } from "~/lib/tokens.server";
import { emailChanges, users } from "./schema";

/**
 * Requests to change an account's address (decision 024). better-auth's confirmation link is a
 * signed token with no state behind it; these rows give it one: the link works once, a newer
 * request or a new password withdraws it, and the page it opens can say what became of it.
 */

export type EmailChange = typeof emailChanges.$inferSelect;

/** Rows stay a day past their link's expiry (so the page can still say "expired"), then go. */
const keptAfterExpiryMs = 24 * 60 * 60 * 1000;

/**
 * A new request: the user's earlier requests still open are withdrawn (only the newest link
 * works), the row is written, and a job to delete it a day after it expires is queued, in one
 * transaction. `token` is null when no link was sent (the address belongs to another account).
 */
export async function recordEmailChange(
  db: Database,
  change: { userId: string; newEmail: string; token: string | null; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(emailChanges)
      .set({ withdrawnAt: sql`now()` })
      .where(openFor(change.userId));
    const [row] = await tx
      .insert(emailChanges)
      .values({
        userId: change.userId,
        newEmail: change.newEmail.toLowerCase(),
        tokenHash: change.token === null ? null : hashToken(change.token),
        expiresAt: change.expiresAt,
      })
      .returning({ id: emailChanges.id });
    if (!row) throw new Error("The e-mail change was not stored.");
    const delayMs = change.expiresAt.getTime() - Date.now() + keptAfterExpiryMs;
    await enqueueJob(tx, forgetEmailChangeJob, { changeId: row.id }, { delayMs });
  });
}

/** Deletes one request (its time is up: `forgetEmailChangeJob`). */
export async function deleteEmailChange(db: Database, id: string): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.id, id));
}

/** Requests of this user neither confirmed nor withdrawn (expired ones included). */
function openFor(userId: string) {
  return and(
    eq(emailChanges.userId, userId),
    isNull(emailChanges.confirmedAt),
    isNull(emailChanges.withdrawnAt),
  );
}

/** The address the user is waiting to confirm, if a link for it is still open. */
export async function pendingEmailChange(
  db: Database,
  userId: string,
): Promise<{ newEmail: string; requestedAt: Date; expiresAt: Date } | null> {
  const [row] = await db
    .select({
      newEmail: emailChanges.newEmail,
      requestedAt: emailChanges.requestedAt,
      expiresAt: emailChanges.expiresAt,
    })
    .from(emailChanges)
    .where(and(openFor(userId), gt(emailChanges.expiresAt, sql`now()`)))
    .orderBy(desc(emailChanges.requestedAt))
    .limit(1);
  return row ?? null;
}

/** The request a link's token belongs to, if it is one of ours. */
export async function findEmailChangeByToken(
  db: Database,
  token: string,
): Promise<EmailChange | null> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(eq(emailChanges.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the request confirmed if it is still open and unexpired, in one statement, so of two
 * openings of the same link at once exactly one goes on to change the address. False when it was
 * not open (used, withdrawn or expired: read the row again to say which).
 */
export async function claimEmailChange(db: Database, id: string): Promise<boolean> {
  const claimed = await db
    .update(emailChanges)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        eq(emailChanges.id, id),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.withdrawnAt),
        gt(emailChanges.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: emailChanges.id });
  return claimed.length === 1;
}

/** Gives a claim back when the change itself did not happen. */
export async function unclaimEmailChange(db: Database, id: string): Promise<void> {
  await db.update(emailChanges).set({ confirmedAt: null }).where(eq(emailChanges.id, id));
}

/** Withdraws every open request of the user (their password changed: the links stop working). */
export async function withdrawEmailChanges(db: Database, userId: string): Promise<void> {
  await db
    .update(emailChanges)
    .set({ withdrawnAt: sql`now()` })
    .where(openFor(userId));
}

/** Every request of the user still kept, oldest first, for "Download my data". */
export async function listEmailChanges(db: Database, userId: string) {
  return db
    .select({
      newEmail: emailChanges.newEmail,
      requestedAt: emailChanges.requestedAt,
      expiresAt: emailChanges.expiresAt,
      confirmedAt: emailChanges.confirmedAt,
      withdrawnAt: emailChanges.withdrawnAt,
    })
    .from(emailChanges)
    .where(eq(emailChanges.userId, userId))
    .orderBy(emailChanges.requestedAt);
}

/** The account that has this address (compared as better-auth stores it, in lower case). */
export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<{ id: string; name: string; email: string } | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The address an account has now, or null when there is no such account. */
export async function currentEmailOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.email ?? null;
}
