import type { Database } from "~/db/client.server";
import { listChargeableSubscriptions } from "~/db/subscriptions.server";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import type { BillingProvider } from "./provider.server";

/**
 * Before an account is deleted, its subscriptions are ended with their provider, so nobody is
 * charged for an account that no longer exists: a person's own plan and every Teams plan they pay
 * for alike, cancelled now (decision 042). Both ways an account is deleted (the person on
 * /account/data, an admin on /admin/people) run better-auth's `beforeDelete` hook, which calls
 * this; when a provider cannot be reached or refuses, it throws and the account stays whole.
 */
export class SubscriptionCancelError extends Error {
  override name = "SubscriptionCancelError";
}

export async function cancelSubscriptionsOf(
  db: Database,
  billing: BillingProvider,
  userId: string,
): Promise<void> {
  for (const subscription of await listChargeableSubscriptions(db, userId)) {
    try {
      await billing.cancelNow(subscription);
    } catch (error) {
      logger().error(
        { error: loggableError(error), subscription: subscription.id },
        "Could not cancel a subscription before deleting its account; the account was kept",
      );
      throw new SubscriptionCancelError(
        `Subscription ${subscription.id} could not be cancelled with ${subscription.provider}`,
        { cause: error },
      );
    }
  }
}
