import { desc, eq } from "drizzle-orm";
import type { ContactInput } from "~/components/contact/contact-schema";
import { contactMessageMailJob } from "~/jobs/contact-message-mail.server";
import { enqueueJob, wakeJobRunners } from "~/jobs/queue.server";
import type { Database } from "./client.server";
import { contactMessages } from "./schema";

export type ContactMessage = typeof contactMessages.$inferSelect;

/**
 * Stores a message as not yet sent, and queues its mail to support in the same transaction: once
 * this resolves, the message will reach a person even if the mail server is down or the process
 * stops (decision 021).
 */
export async function createContactMessage(
  db: Database,
  input: ContactInput,
): Promise<ContactMessage> {
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
      })
      .returning();
    if (!stored) throw new Error("The contact message was not stored.");
    await enqueueJob(tx, contactMessageMailJob, { messageId: stored.id });
    return stored;
  });
  wakeJobRunners();
  return row;
}

export async function findContactMessage(db: Database, id: string): Promise<ContactMessage | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

export async function markContactMessageSent(db: Database, id: string): Promise<void> {
  await db.update(contactMessages).set({ sentAt: new Date() }).where(eq(contactMessages.id, id));
}

export async function listContactMessages(db: Database, limit = 50): Promise<ContactMessage[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}
