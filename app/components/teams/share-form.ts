import type { Translate } from "~/i18n/translate";
import { z } from "~/lib/zod";

/**
 * The overview's sharing forms (issue 23), on the one form pattern (decision 018): each posts its
 * name as `intent`. "share" names one of the member's saved results; "stop-sharing" has no field.
 */
export type ShareIntent = "share" | "stop-sharing";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const makeShareSchema = (t: Translate) => {
  const choose = t("teamView:overview.you.errors.choose");
  return z.object({ testSessionId: z.string({ error: choose }).regex(uuid, choose) });
};

export const stopSharingSchema = z.object({ intent: z.literal("stop-sharing") });
