import { contactMessageMailJob } from "./contact-message-mail.server";
import type { JobDefinition } from "./queue.server";

/** Every job the server's runners run. A new job is defined with defineJob and listed here. */
export const registeredJobs: readonly JobDefinition<never>[] = [contactMessageMailJob];
