import { findContactMessage, markContactMessageSent } from "~/db/contact-messages.server";
import { contactMessageMail } from "~/mail/templates";
import { defineJob } from "./queue.server";

/**
 * Mails a stored contact message to the support address (departures.md #8), with its sender as
 * Reply-To, then marks it sent. A message already marked sent is not mailed again, so a retry
 * after a crash between the two steps is the only way one can arrive twice.
 */
export const contactMessageMailJob = defineJob<{ messageId: string }>(
  "contact-message-mail",
  async ({ messageId }, { db, mailer, supportEmail }) => {
    const message = await findContactMessage(db, messageId);
    if (!message || message.sentAt) return;
    await mailer.send({
      to: supportEmail,
      replyTo: message.email,
      ...contactMessageMail("en", message),
    });
    await markContactMessageSent(db, messageId);
  },
);
