/**
 * Billing events as the state machine understands them: Stripe's webhook events, normalized by the
 * Stripe provider, and the same events produced by the sandbox checkout. Pure types.
 */

/** What a provider says about one subscription at the moment of an event. */
export interface SubscriptionSnapshot {
  /** `manual`: premium granted or removed by hand in /admin/people (issue 22), ids `admin-<uuid>`. */
  provider: "stripe" | "sandbox" | "manual";
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  /** Our user, from the checkout's client_reference_id or the subscription's metadata. */
  userId: string | null;
  /** Stripe's status: trialing, active, past_due, canceled, unpaid, incomplete... */
  status: string;
  planId: string;
  currentPeriodEnd: Date | null;
  /** When the current period began, if the provider says (Stripe does, per subscription item). */
  currentPeriodStart?: Date | null;
  /**
   * When the trial ends or ended, if the subscription had one. Unset: a trialing subscription's
   * trial ends with its period.
   */
  trialEnd?: Date | null;
  cancelAtPeriodEnd: boolean;
  /**
   * The team a Teams plan pays for (decision 042): Stripe's subscription metadata `teamId`, the
   * sandbox checkout's team. Null for a person's own plan; unset, the row keeps what it has.
   */
  teamId?: string | null;
  /**
   * The seats a Teams plan pays for: Stripe's quantity of the subscription's item, the sandbox
   * checkout's seat field. Null for a person's own plan; unset, the row keeps what it has.
   */
  seats?: number | null;
}

interface EventBase {
  /** The provider's event id (Stripe: evt_...), the key for idempotency. */
  id: string;
  /** When the provider created the event; older events never overwrite newer state. */
  created: Date;
}

export type BillingEvent =
  | (EventBase & {
      type: "checkout.session.completed";
      mode: "subscription";
      userId: string;
      subscription: SubscriptionSnapshot;
    })
  | (EventBase & {
      type: "checkout.session.completed";
      mode: "payment";
      userId: string;
      provider: "stripe" | "sandbox";
      /** The checkout session: the report purchase's payment id. */
      paymentId: string;
      testSessionId: string;
      amountCents: number;
    })
  | (EventBase & {
      type:
        | "customer.subscription.created"
        | "customer.subscription.updated"
        | "customer.subscription.deleted";
      subscription: SubscriptionSnapshot;
    })
  | (EventBase & {
      type: "invoice.paid" | "invoice.payment_failed";
      subscription: SubscriptionSnapshot;
    });

export type BillingEventType = BillingEvent["type"];
