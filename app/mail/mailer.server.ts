import { desc, eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Database } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { lazy } from "~/lib/lazy";
import { logger } from "~/lib/logger.server";

export interface Mail {
  to: string;
  /** Where an answer goes, when not to the site's own address (a contact message's sender). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about. Never logged: it can carry a sign-in or reset token. */
  link?: string;
}

export interface Mailer {
  /** "smtp" when SMTP_URL is set, otherwise "outbox" (readable at /dev/outbox from this machine). */
  kind: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
}

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/**
 * Mail goes through nodemailer: to the SMTP server named by SMTP_URL, or, with none configured,
 * into the `outbox_messages` table so sign-up and password resets work on a fresh machine.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  /** Where the outbox is read (SITE_URL/dev/outbox), for the log line of each kept mail. */
  outboxUrl: string;
}): Mailer {
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
      // Neither the address nor the link: the link can carry a token that signs its holder in,
      // and a log is read by more people, for longer, than the outbox.
      logger().info(
        { subject: mail.subject, outbox: options.outboxUrl },
        `A mail was kept in the local outbox; read it from this machine at ${options.outboxUrl}`,
      );
    },
  };
}

function pick({ to, replyTo, subject, text, html }: Mail) {
  return { to, replyTo, subject, text, html };
}

export async function listOutbox(db: Database, limit = 50): Promise<OutboxMessage[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
}

export async function findOutboxMessage(db: Database, id: string): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return row ?? null;
}
