import { z } from "~/lib/zod";
import { plans, type PlanId } from "~/config/plans";

/**
 * The sandbox subscription page's form (decision 020): its two buttons name what to do. Shared by
 * the page and its action.
 */
export const subscriptionChangeSchema = z.object({
  intent: z.enum(["cancel", "resume"], {
    error: "Please choose to cancel at the end of the period, or to resume.",
  }),
});

const planIds = plans.map((plan) => plan.id) as [PlanId, ...PlanId[]];
const planMessage = "Please choose one of the plans shown.";

/**
 * The plan change confirmation (decision 025): the plan to switch to and from, and the moment the
 * shown price was worked out, so the change is charged what the page showed. All three are hidden
 * fields the page fills; the action checks them against the subscription as it is.
 */
export const planChangeSchema = z.object({
  to: z.enum(planIds, { error: planMessage }),
  from: z.enum(planIds, { error: planMessage }),
  prorationDate: z
    .number({ error: "Please open the plan change page again and confirm from there." })
    .int("Please open the plan change page again and confirm from there.")
    .positive("Please open the plan change page again and confirm from there."),
});
