import { deleteEmailChange } from "~/db/email-changes.server";
import { defineJob } from "./queue.server";

/**
 * Deletes a request to change an account's address a day after its link expired (decision 024):
 * the privacy policy keeps the address asked for no longer than that. Running it twice deletes
 * nothing the second time.
 */
export const forgetEmailChangeJob = defineJob<{ changeId: string }>(
  "forget-email-change",
  async ({ changeId }, { db }) => {
    await deleteEmailChange(db, changeId);
  },
);
