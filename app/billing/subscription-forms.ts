import { z } from "zod";

/**
 * The sandbox subscription page's form (decision 020): its two buttons name what to do. Shared by
 * the page and its action.
 */
export const subscriptionChangeSchema = z.object({
  intent: z.enum(["cancel", "resume"], {
    error: "Please choose to cancel at the end of the period, or to resume.",
  }),
});
