import { z } from "~/lib/zod";

/** The longest reply the inbox sends, in characters. */
export const replyMaxLength = 10_000;

/**
 * The reply form of /admin/inbox/:messageId (English only, like the whole operators' area): one
 * schema for the browser and the action (decision 018).
 */
export const replySchema = z.object({
  body: z
    .string({ error: "Write your reply." })
    .trim()
    .min(1, "Write your reply.")
    .max(
      replyMaxLength,
      `A reply can be at most ${replyMaxLength.toLocaleString("en")} characters long.`,
    ),
});

/** The state buttons: each is a form of its own with an `intent` and nothing else. */
export const stateIntents = ["mark-unread", "mark-handled", "reopen"] as const;
export type StateIntent = (typeof stateIntents)[number];
