import { desc } from "drizzle-orm";
import type { ContactInput } from "~/components/contact/contact-schema";
import type { Database } from "./client.server";
import { contactMessages } from "./schema";

export type ContactMessage = typeof contactMessages.$inferSelect;

export async function createContactMessage(
  db: Database,
  input: ContactInput,
): Promise<ContactMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
    })
    .returning();
  if (!row) throw new Error("The contact message was not stored.");
  return row;
}

export async function listContactMessages(db: Database, limit = 50): Promise<ContactMessage[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}
