import type { z } from "zod";
import { inAskerLanguage } from "~/lib/redirect.server";
import { findPlan } from "~/config/plans";
import type { Database } from "~/db/client.server";
import { findTestSession } from "~/db/test-sessions.server";
import { canReadPremiumReport, isSubscribed, loadEntitlements } from "./entitlements.server";
import type { checkoutInput } from "./checkout-schema";
import type { CheckoutRefusal } from "./messages";
import type { BillingProvider, CheckoutItem } from "./provider.server";
import { hasHadTrial } from "./state-machine.server";

export type CheckoutOutcome =
  | { ok: true; url: string }
  | {
      ok: false;
      status: 400 | 404 | 409 | 503;
      /** Why, as the caller words it in its language (`checkoutRefusals`). */
      code: CheckoutRefusal;
      cancelPath: string;
    };

const cancelPaths = {
  pricing: "/pricing",
  "personality-test": "/personality-test",
  results: "/pricing",
} as const;

/** Starts a checkout for a signed-in user, or says why it cannot start. */
export async function startCheckout(
  services: { db: Database; billing: BillingProvider },
  user: { id: string; email: string },
  input: z.output<typeof checkoutInput>,
): Promise<CheckoutOutcome> {
  const { from, testSessionId } = input;
  const item = input.item as CheckoutItem;
  let cancelPath: string = cancelPaths[from];
  const refuse = (status: 400 | 404 | 409, code: CheckoutRefusal): CheckoutOutcome => ({
    ok: false,
    status,
    code,
    cancelPath,
  });

  const entitlements = await loadEntitlements(services.db, user.id);
  let successPath = "/dashboard?upgrade=success";
  if (item === "premium-report") {
    if (!testSessionId) return refuse(400, "save-first");
    const session = await findTestSession(services.db, user.id, testSessionId);
    if (!session) return refuse(404, "not-yours");
    if (from === "results") cancelPath = `/test-results/${session.id}`;
    if (canReadPremiumReport(entitlements, session)) return refuse(409, "report-owned");
    successPath = `/test-results/${session.id}?upgrade=success`;
  } else if (isSubscribed(entitlements)) {
    return refuse(409, "subscribed");
  }

  // One trial per account: a second subscription to a trial plan starts at the full price.
  const plan = findPlan(item);
  const trial = Boolean(plan?.trial) && !(await hasHadTrial(services.db, user.id));
  const url = await services.billing.createCheckout({
    userId: user.id,
    email: user.email,
    item,
    trial,
    testSessionId: item === "premium-report" ? testSessionId : undefined,
    // Back to the pages in the language the checkout was started from.
    successPath: inAskerLanguage(successPath),
    cancelPath: inAskerLanguage(cancelPath),
  });
  return { ok: true, url: inAskerLanguage(url) };
}
