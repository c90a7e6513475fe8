/** The inbox's states and filters, and how a mail stands (issue 22); shared by server and page. */

export const inboxStates = ["unread", "read", "handled"] as const;
export type InboxState = (typeof inboxStates)[number];
export const inboxFilters = ["all", ...inboxStates] as const;
export type InboxFilter = (typeof inboxFilters)[number];

/**
 * How a mail stands: sent (with its time), waiting in the job queue (with the runs so far and the
 * last error), or failed (the queue gave up, or no job is left to send it).
 */
export type Delivery =
  | { state: "sent"; at: Date }
  | { state: "waiting"; attempts: number; nextTry: Date; lastError: string | null }
  | { state: "failed"; attempts: number; lastError: string | null };
