import { desc, eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Database } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { lazy } from "~/lib/lazy";
import { logger } from "~/lib/logger.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; logged when the mail goes to the local outbox. */
  link?: string;
}

export interface Mailer {
  /** "smtp" when SMTP_URL is set, otherwise "outbox" (readable at /dev/outbox). */
  kind: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
}

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/**
 * Mail goes through nodemailer: to the SMTP server named by SMTP_URL, or, with none configured,
 * into the `outbox_messages` table so sign-up and password resets work on a fresh machine.
 */
export function createMailer(options: { db: Database; smtpUrl?: string; from: string }): Mailer {
  // nodemailer is loaded with the first mail, not by every server start.
  const transport = lazy(async (): Promise<Transporter> => {
    const { default: nodemailer } = await import("nodemailer");
    return options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : // The JSON transport composes the message exactly as it would be sent, without sending it.
        nodemailer.createTransport({ jsonTransport: true });
  });
  if (options.smtpUrl) {
    return {
      kind: "smtp",
      async send(mail) {
        await (await transport()).sendMail({ from: options.from, ...pick(mail) });
      },
    };
  }
  return {
    kind: "outbox",
    async send(mail) {
      await (await transport()).sendMail({ from: options.from, ...pick(mail) });
      await options.db.insert(outboxMessages).values(pick(mail));
      logger().info(
        { to: mail.to, subject: mail.subject, link: mail.link },
        "Mail written to the local outbox (no SMTP_URL configured)",
      );
    },
  };
}

function pick({ to, subject, text, html }: Mail) {
  return { to, subject, text, html };
}

export async function listOutbox(db: Database, limit = 50): Promise<OutboxMessage[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
}

export async function findOutboxMessage(db: Database, id: string): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return row ?? null;
}
