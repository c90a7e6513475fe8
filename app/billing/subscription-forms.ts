import type { Translate } from "~/i18n/translate";
import { z } from "~/lib/zod";
import { plans, type PlanId } from "~/config/plans";

/**
 * The sandbox subscription page's form (decision 020): its two buttons name what to do. Shared by
 * the page and its action, with `t` in the page's language.
 */
export const subscriptionChangeSchema = (t: Translate) =>
  z.object({
    intent: z.enum(["cancel", "resume"], { error: t("billing:subscription.chooseIntent") }),
  });

const planIds = plans.map((plan) => plan.id) as [PlanId, ...PlanId[]];

/**
 * The plan change confirmation (decision 025): the plan to switch to and from, and the moment the
 * shown price was worked out, so the change is charged what the page showed. All three are hidden
 * fields the page fills; the action checks them against the subscription as it is.
 */
export function planChangeSchema(t: Translate) {
  const planMessage = t("billing:changePlan.choosePlan");
  const reopen = t("billing:changePlan.reopen");
  return z.object({
    to: z.enum(planIds, { error: planMessage }),
    from: z.enum(planIds, { error: planMessage }),
    prorationDate: z.number({ error: reopen }).int(reopen).positive(reopen),
  });
}
