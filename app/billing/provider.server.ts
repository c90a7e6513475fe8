import type { PlanId, TeamPlanId } from "~/config/plans";
import type { Subscription } from "~/db/subscriptions.server";
import type { BillingEvent } from "./events";
import type { PlanChangeQuote } from "./plan-change";
import type { SeatChangeQuote } from "./seat-change";

/**
 * What a checkout sells: one of a person's plans, the Teams plan's seats for a team, or the
 * one-off premium report for a saved result.
 */
export type CheckoutItem = PlanId | TeamPlanId | "premium-report";

export interface CheckoutRequest {
  userId: string;
  /** The account's e-mail address, so the provider's receipt reaches the right person. */
  email: string;
  item: CheckoutItem;
  /** The saved result a premium report is bought for; required for "premium-report". */
  testSessionId?: string;
  /** The team and seats the Teams plan is bought for; required for it (decision 042). */
  team?: { id: string; seats: number };
  /**
   * A plan starts with its trial only when this is true: one trial per account, decided by
   * startCheckout. Without it the plan is charged in full from the start.
   */
  trial?: boolean;
  /** Site paths (starting with "/"), never taken from the browser as-is. */
  successPath: string;
  cancelPath: string;
}

/**
 * A payment provider: Stripe when its keys are configured, the built-in sandbox otherwise. Both
 * report payments as the same billing events (./events.ts) to the one state machine.
 */
export interface BillingProvider {
  readonly mode: "stripe" | "sandbox";
  /**
   * Whether a checkout takes real money: Stripe with a live key. False for the built-in sandbox
   * checkout and for a Stripe test key (sk_test_, rk_test_); every page then shows a notice.
   */
  readonly liveCharges: boolean;
  /** Whether the checkout may offer PayPal: Stripe's can, the sandbox takes test cards only. */
  readonly offersPayPal: boolean;
  /** Starts a checkout and returns the URL the browser is sent to. */
  createCheckout(request: CheckoutRequest): Promise<string>;
  /**
   * Where "Manage Subscription" leads for this user (Stripe's billing portal, or the sandbox's
   * subscription page), or null when the provider has no subscription of theirs to manage.
   */
  manageUrl(userId: string, returnPath: string): Promise<string | null>;
  /**
   * What switching this subscription (running, with this provider) to the other plan costs, priced
   * at `prorationDate` (Unix seconds), decision 025.
   */
  previewPlanChange(
    subscription: Subscription,
    to: PlanId,
    prorationDate: number,
  ): Promise<PlanChangeQuote>;
  /**
   * Switches the plan, priced at the same `prorationDate` as the preview the customer confirmed,
   * and applies the change to the state machine at once.
   */
  changePlan(
    subscription: Subscription,
    to: PlanId,
    prorationDate: number,
  ): Promise<PlanChangeOutcome>;
  /**
   * What changing a Teams plan's seats (running, with this provider) to `seats` costs now,
   * priced at `prorationDate` (Unix seconds), decision 042.
   */
  previewSeatChange(
    subscription: Subscription,
    seats: number,
    prorationDate: number,
  ): Promise<SeatChangeQuote>;
  /**
   * Changes the seats, priced at the same `prorationDate` as the preview that was confirmed, and
   * applies the change to the state machine at once.
   */
  changeSeats(
    subscription: Subscription,
    seats: number,
    prorationDate: number,
  ): Promise<PlanChangeOutcome>;
  /**
   * Cancels at the end of the paid period, or resumes a cancelled renewal, and applies it to the
   * state machine at once (a team's plan page; a person's own goes through the portal).
   */
  setCancelAtPeriodEnd(subscription: Subscription, cancelAtPeriodEnd: boolean): Promise<void>;
  /**
   * Ends the subscription now with its provider, nothing more to be charged, and applies the end
   * to the state machine: before an account is deleted. Throws when the provider cannot be
   * reached or refuses; a subscription the provider no longer has counts as ended.
   */
  cancelNow(subscription: Subscription): Promise<void>;
  /**
   * Stripe only: verifies a webhook delivery's signature on the raw body and translates it into
   * billing events (an event we do not act on gives none). Throws WebhookSignatureError when the
   * signature is missing, wrong or too old.
   */
  receiveWebhook?(rawBody: string, signature: string | null): Promise<BillingEvent[]>;
}

/** "declined": the card could not pay what the change costs now, and nothing changed. */
export type PlanChangeOutcome = "changed" | "declined";

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Only for a local stand-in of Stripe's API in tests, e.g. http://127.0.0.1:4010. */
  apiHost?: string;
}
