import { contactMessageMailJob } from "./contact-message-mail.server";
import { contactReplyMailJob } from "./contact-reply-mail.server";
import { forgetEmailChangeJob } from "./forget-email-change.server";
import type { JobDefinition } from "./queue.server";
import { statisticsJob } from "./statistics.server";
import { teamInvitationMailJob } from "./team-invitation-mail.server";

/** Every job the server's runners run. A new job is defined with defineJob and listed here. */
export const registeredJobs: readonly JobDefinition<never>[] = [
  contactMessageMailJob,
  contactReplyMailJob,
  forgetEmailChangeJob,
  statisticsJob,
  teamInvitationMailJob,
];
