import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { recordAdminAction } from "~/admin/audit.server";
import type { Delivery, InboxFilter, InboxState } from "~/admin/inbox";
import type { AdminUser } from "~/admin/guard.server";
import { contactReplyMailJob } from "~/jobs/contact-reply-mail.server";
import { enqueueJob, wakeJobRunners } from "~/jobs/queue.server";
import type { Database } from "./client.server";
import { contactMessages, contactReplies, jobs, users } from "./schema";

/**
 * The operators' inbox (issue 22): contact messages with their state and the delivery of their
 * mails, and the replies written from /admin/inbox.
 *
 * Messages and replies are not linked to accounts: a message is what someone typed into the
 * contact form, signed in or not, and its address may belong to no account, or to one made later.
 * Deleting an account therefore leaves them in place (the data export does not include them
 * either); the privacy policy keeps them up to 24 months and deletes them when the sender asks.
 * The message page finds an account by the sender's address when it is shown, never by a stored
 * link.
 */

interface JobFields {
  jobStatus: string | null;
  jobAttempts: number | null;
  jobRunAt: Date | null;
  jobError: string | null;
}

function deliveryOf(sentAt: Date | null, job: JobFields): Delivery {
  if (sentAt) return { state: "sent", at: sentAt };
  if (job.jobStatus === null) return { state: "failed", attempts: 0, lastError: null };
  const attempts = job.jobAttempts ?? 0;
  if (job.jobStatus === "failed") return { state: "failed", attempts, lastError: job.jobError };
  return {
    state: "waiting",
    attempts,
    nextTry: job.jobRunAt ?? new Date(),
    lastError: job.jobError,
  };
}

/**
 * The newest job row of `jobName` whose payload names this row, as four columns. Finished jobs are
 * deleted, so a row exists only while the mail waits or after the queue gave up on it.
 */
function jobColumns(jobName: string, payloadKey: string, id: SQL) {
  const newest = (column: SQL) =>
    sql`(select ${column} from ${jobs} where ${jobs.name} = ${jobName}
      and ${jobs.payload} ->> ${payloadKey} = ${id}::text
      order by ${jobs.createdAt} desc limit 1)`;
  return {
    jobStatus: newest(sql`${jobs.status}`).mapWith(String),
    jobAttempts: newest(sql`${jobs.attempts}`).mapWith(Number),
    jobRunAt: newest(sql`${jobs.runAt}`).mapWith(jobs.runAt),
    jobError: newest(sql`${jobs.lastError}`).mapWith(String),
  };
}

/** `text` for ILIKE, its wildcards (`%`, `_`) and the escape character itself taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface InboxRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  status: InboxState;
  createdAt: Date;
  delivery: Delivery;
}

export interface InboxPage {
  rows: InboxRow[];
  /** The id to pass as `before` for the next (older) page; null on the last page. */
  nextBefore: string | null;
}

/**
 * A page of messages, newest first: the state filter, a search over name, e-mail, subject and
 * message, and keyset pagination (`before` is the last id of the previous page; the position is
 * read from that row, so timestamps keep their full precision and ties fall back to the id).
 */
export async function listInbox(
  db: Database,
  {
    filter = "all",
    search = "",
    before,
    limit = 25,
  }: { filter?: InboxFilter; search?: string; before?: string; limit?: number } = {},
): Promise<InboxPage> {
  const conditions: SQL[] = [];
  if (filter !== "all") conditions.push(eq(contactMessages.status, filter));
  const words = search.trim();
  if (words) {
    const pattern = likePattern(words);
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
        ilike(contactMessages.message, pattern),
      )!,
    );
  }
  if (before) {
    conditions.push(
      sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (select created_at, id from contact_messages where id = ${before})`,
    );
  }
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
      sentAt: contactMessages.sentAt,
      ...jobColumns("contact-message-mail", "messageId", sql`${contactMessages.id}`),
    })
    .from(contactMessages)
    .where(and(...conditions))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit + 1);
  const page = rows
    .slice(0, limit)
    .map(({ sentAt, jobStatus, jobAttempts, jobRunAt, jobError, ...row }) => ({
      ...row,
      status: row.status as InboxState,
      delivery: deliveryOf(sentAt, { jobStatus, jobAttempts, jobRunAt, jobError }),
    }));
  return { rows: page, nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

export async function countUnread(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, "unread"));
  return row?.n ?? 0;
}

export interface InboxReply {
  id: string;
  authorEmail: string;
  body: string;
  createdAt: Date;
  delivery: Delivery;
}

export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: InboxState;
  createdAt: Date;
  handledAt: Date | null;
  delivery: Delivery;
  /** The account whose address the sender wrote from, if there is one now. */
  account: { id: string; email: string } | null;
  /** Oldest first. */
  replies: InboxReply[];
}

/** A message with its delivery, the sender's account (by address) and its replies. */
export async function findInboxMessage(db: Database, id: string): Promise<InboxMessage | null> {
  const [row] = await db
    .select({
      message: contactMessages,
      ...jobColumns("contact-message-mail", "messageId", sql`${contactMessages.id}`),
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .limit(1);
  if (!row) return null;
  const { message, jobStatus, jobAttempts, jobRunAt, jobError } = row;
  // Addresses are stored as typed; better-auth keeps account addresses in lower case.
  const [account] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, message.email.toLowerCase()))
    .limit(1);
  const replies = await db
    .select({
      id: contactReplies.id,
      authorEmail: contactReplies.authorEmail,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
      sentAt: contactReplies.sentAt,
      ...jobColumns("contact-reply-mail", "replyId", sql`${contactReplies.id}`),
    })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    status: message.status as InboxState,
    createdAt: message.createdAt,
    handledAt: message.handledAt,
    delivery: deliveryOf(message.sentAt, { jobStatus, jobAttempts, jobRunAt, jobError }),
    account: account ?? null,
    replies: replies.map(({ sentAt, jobStatus, jobAttempts, jobRunAt, jobError, ...reply }) => ({
      ...reply,
      delivery: deliveryOf(sentAt, { jobStatus, jobAttempts, jobRunAt, jobError }),
    })),
  };
}

/**
 * Opening an unread message marks it read. Not an admin action in the audit log's sense (no form
 * was sent); a message already read or handled keeps its state.
 */
export async function markOpened(db: Database, id: string): Promise<void> {
  await db
    .update(contactMessages)
    .set({ status: "read" })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, "unread")));
}

/** The audit log's target for a message: the sender's address, and their account if any. */
function auditTarget(message: Pick<InboxMessage, "email" | "account">) {
  return { id: message.account?.id ?? null, email: message.email };
}

/**
 * Sets a message's state and writes the audit entry in one transaction. Returns false when the
 * message is gone. Handled messages get `handledAt`; any other state clears it.
 */
export async function setMessageState(
  db: Database,
  admin: Pick<AdminUser, "id" | "email">,
  message: Pick<InboxMessage, "id" | "email" | "status" | "account">,
  state: InboxState,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(contactMessages)
      .set({ status: state, handledAt: state === "handled" ? sql`now()` : null })
      .where(eq(contactMessages.id, message.id))
      .returning({ id: contactMessages.id });
    if (changed.length === 0) return false;
    await recordAdminAction(tx, admin, {
      action: "contact.status",
      target: auditTarget(message),
      details: { messageId: message.id, from: message.status, to: state },
    });
    return true;
  });
}

/**
 * Stores a reply, queues its mail (`contact-reply-mail`), marks the message handled and writes the
 * audit entry, all in one transaction; then wakes this process's job runners.
 */
export async function createReply(
  db: Database,
  admin: Pick<AdminUser, "id" | "email">,
  message: Pick<InboxMessage, "id" | "email" | "status" | "account">,
  body: string,
): Promise<{ id: string } | null> {
  const reply = await db.transaction(async (tx) => {
    const handled = await tx
      .update(contactMessages)
      .set({
        status: "handled",
        handledAt: sql`coalesce(${contactMessages.handledAt}, now())`,
      })
      .where(eq(contactMessages.id, message.id))
      .returning({ id: contactMessages.id });
    if (handled.length === 0) return null;
    const [stored] = await tx
      .insert(contactReplies)
      .values({ messageId: message.id, authorUserId: admin.id, authorEmail: admin.email, body })
      .returning({ id: contactReplies.id });
    if (!stored) throw new Error("The reply was not stored.");
    await enqueueJob(tx, contactReplyMailJob, { replyId: stored.id });
    await recordAdminAction(tx, admin, {
      action: "contact.reply",
      target: auditTarget(message),
      details: { messageId: message.id, replyId: stored.id, from: message.status },
    });
    return stored;
  });
  if (reply) wakeJobRunners();
  return reply;
}

/** A reply with what its mail needs: the message it answers. */
export async function findReplyForMail(db: Database, replyId: string) {
  const [row] = await db
    .select({ reply: contactReplies, message: contactMessages })
    .from(contactReplies)
    .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
    .where(eq(contactReplies.id, replyId))
    .limit(1);
  return row ?? null;
}

export async function markReplySent(db: Database, replyId: string): Promise<void> {
  await db.update(contactReplies).set({ sentAt: new Date() }).where(eq(contactReplies.id, replyId));
}
