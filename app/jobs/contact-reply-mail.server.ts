import { findReplyForMail, markReplySent } from "~/db/contact-inbox.server";
import { contactReplyMail } from "~/mail/templates";
import { defineJob } from "./queue.server";

/**
 * Mails a reply written in /admin/inbox to the message's sender, with the support address as
 * Reply-To (so their answer comes back to the support inbox, not to the site's no-reply sender),
 * then marks it sent. A reply already marked sent is not mailed again, so a retry after a crash
 * between the two steps is the only way one can arrive twice.
 */
export const contactReplyMailJob = defineJob<{ replyId: string }>(
  "contact-reply-mail",
  async ({ replyId }, { db, mailer, supportEmail }) => {
    const found = await findReplyForMail(db, replyId);
    if (!found || found.reply.sentAt) return;
    await mailer.send({
      to: found.message.email,
      replyTo: supportEmail,
      ...contactReplyMail(found.message, found.reply),
    });
    await markReplySent(db, replyId);
  },
);
