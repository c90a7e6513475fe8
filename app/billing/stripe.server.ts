import type Stripe from "stripe";
import { findPlan, isTeamPlanId, premiumReport, teamPlan, type PlanId } from "~/config/plans";
import { sourceLocale } from "~/i18n/locales";
import { serverTranslate } from "~/i18n/messages.server";
import type { Database } from "~/db/client.server";
import { findStripeCustomer } from "~/db/subscriptions.server";
import { lazy } from "~/lib/lazy";
import type { BillingEvent, SubscriptionSnapshot } from "./events";
import {
  WebhookSignatureError,
  type BillingProvider,
  type CheckoutRequest,
  type StripeConfig,
} from "./provider.server";
import { createStripeCatalog } from "./stripe-catalog.server";
import { changeStripePlan, previewStripePlanChange } from "./stripe-plan-change.server";
import { cancelSandboxSubscriptionNow } from "./sandbox-checkout.server";
import {
  cancelStripeSubscriptionNow,
  changeStripeSeats,
  previewStripeSeatChange,
  setStripeCancelAtPeriodEnd,
} from "./stripe-subscription.server";
import { idOf, subscriptionSnapshot } from "./stripe-snapshot.server";

export { subscriptionSnapshot };

/**
 * The Stripe provider: Checkout Sessions for the plans' prices, found in Stripe by their lookup
 * keys (./stripe-catalog.server.ts; prices never come from the browser), the Billing Portal for
 * "Manage Subscription" without plan switching, plan changes priced by an invoice preview
 * (./stripe-plan-change.server.ts), and webhooks translated into the same billing events the
 * sandbox checkout produces, for the one state machine.
 */

/** Stripe signs each delivery with a timestamp; older ones are refused as possible replays. */
const webhookToleranceSeconds = 300;

export function createStripeProvider(
  options: StripeConfig & { db: Database; siteUrl: string },
): BillingProvider {
  const { db, siteUrl, webhookSecret } = options;
  // The SDK is loaded with the first call that needs it, not by every server start.
  const stripeClient = lazy(() => createStripeClient(options));
  const catalog = createStripeCatalog(stripeClient);
  return {
    mode: "stripe",
    liveCharges: /^(sk|rk)_live_/.test(options.secretKey),
    // Stripe Checkout shows PayPal where it is enabled on the account and offered in the
    // buyer's country.
    offersPayPal: true,
    async createCheckout(request) {
      const [customer, price] = await Promise.all([
        findStripeCustomer(db, request.userId),
        request.item === "premium-report" ? null : catalog.priceFor(request.item),
      ]);
      const stripe = await stripeClient();
      const session = await stripe.checkout.sessions.create(
        checkoutSessionParams(request, siteUrl, customer, price),
      );
      if (!session.url) throw new Error(`Stripe returned no URL for checkout ${session.id}`);
      return session.url;
    },
    async manageUrl(userId, returnPath) {
      const customer = await findStripeCustomer(db, userId);
      if (!customer) return null;
      const [stripe, configuration] = await Promise.all([
        stripeClient(),
        catalog.portalConfiguration(),
      ]);
      const portal = await stripe.billingPortal.sessions.create({
        customer,
        configuration,
        return_url: siteUrl + returnPath,
      });
      return portal.url;
    },
    async previewPlanChange(subscription, to, prorationDate) {
      return previewStripePlanChange(
        await stripeClient(),
        catalog,
        subscription,
        to,
        prorationDate,
      );
    },
    async changePlan(subscription, to, prorationDate) {
      const stripe = await stripeClient();
      return changeStripePlan(stripe, catalog, db, subscription, to, prorationDate);
    },
    async previewSeatChange(subscription, seats, prorationDate) {
      return previewStripeSeatChange(await stripeClient(), subscription, seats, prorationDate);
    },
    async changeSeats(subscription, seats, prorationDate) {
      return changeStripeSeats(await stripeClient(), db, subscription, seats, prorationDate);
    },
    async setCancelAtPeriodEnd(subscription, cancelAtPeriodEnd) {
      await setStripeCancelAtPeriodEnd(await stripeClient(), db, subscription, cancelAtPeriodEnd);
    },
    async cancelNow(subscription) {
      // A sandbox subscription from before Stripe was configured ends as the sandbox ends one.
      if (subscription.provider === "sandbox") {
        await cancelSandboxSubscriptionNow(db, subscription);
        return;
      }
      await cancelStripeSubscriptionNow(await stripeClient(), db, subscription);
    },
    async receiveWebhook(rawBody, signature) {
      const stripe = await stripeClient();
      return translateEvent(stripe, verifyWebhook(stripe, rawBody, signature, webhookSecret));
    },
  };
}

/** One client per process; `apiHost` points it at a local stand-in in tests. */
async function createStripeClient({ secretKey, apiHost }: StripeConfig): Promise<Stripe> {
  const { default: Stripe } = await import("stripe");
  const host = apiHost ? new URL(apiHost) : undefined;
  const protocol = host?.protocol === "http:" ? "http" : "https";
  return new Stripe(secretKey, {
    // One retry (with an idempotency key on POSTs) rides out a dropped connection; a request that
    // keeps a buyer waiting longer than 10 s is better answered with an error they can retry.
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(host && {
      host: host.hostname,
      port: host.port || (protocol === "http" ? 80 : 443),
      protocol,
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// Checkout

type SessionParams = Stripe.Checkout.SessionCreateParams;
type LineItem = NonNullable<SessionParams["line_items"]>[number];

/**
 * What Stripe is asked to charge for one checkout: a plan's recurring price by its id (from the
 * catalogue, which matches our plan configuration), the trial fee and the report as one-time
 * inline prices from the same configuration.
 */
export function checkoutSessionParams(
  request: CheckoutRequest,
  siteUrl: string,
  customer: string | null,
  planPrice: string | null = null,
): SessionParams {
  const common: SessionParams = {
    client_reference_id: request.userId,
    success_url: siteUrl + request.successPath,
    cancel_url: siteUrl + request.cancelPath,
    ...(customer ? { customer } : { customer_email: request.email }),
  };
  if (request.item === "premium-report") {
    if (!request.testSessionId) throw new Error("A premium report needs the result it is for");
    const metadata = {
      userId: request.userId,
      item: "premium-report",
      testSessionId: request.testSessionId,
    };
    return {
      ...common,
      mode: "payment",
      // Stripe's checkout page shows the item's name; the catalogue's is English.
      line_items: [
        oneTimeItem(
          serverTranslate(sourceLocale.code)(premiumReport.name),
          premiumReport.priceCents,
        ),
      ],
      metadata,
      payment_intent_data: { metadata },
    };
  }
  if (!planPrice) throw new Error(`A plan checkout needs the plan's Stripe price`);
  if (isTeamPlanId(request.item)) return { ...common, ...teamParams(request, planPrice) };
  return {
    ...common,
    ...subscriptionParams(request.userId, request.item, planPrice, request.trial === true),
  };
}

/**
 * The Teams plan (decision 042): the seat's price in the quantity chosen on the team's plan page,
 * which Stripe's page does not let the buyer change (the seats are changed on the plan page,
 * priced first). The team is named in the subscription's metadata, for the webhooks.
 */
function teamParams(request: CheckoutRequest, seatPrice: string): SessionParams {
  const team = request.team;
  if (!team) throw new Error("A Teams plan checkout needs its team and seats");
  const metadata = { userId: request.userId, planId: teamPlan.id, teamId: team.id };
  return {
    mode: "subscription",
    line_items: [{ price: seatPrice, quantity: team.seats }],
    metadata,
    subscription_data: { metadata },
  };
}

function subscriptionParams(
  userId: string,
  planId: PlanId,
  price: string,
  withTrial: boolean,
): SessionParams {
  const plan = findPlan(planId);
  if (!plan) throw new Error(`Unknown plan ${planId}`);
  const recurring: LineItem = { price, quantity: 1 };
  const trialDays = withTrial && plan.trial ? plan.trial.days : undefined;
  return {
    mode: "subscription",
    // A one-time price in subscription mode is charged on the first invoice: the trial fee.
    line_items:
      plan.trial && trialDays
        ? [
            recurring,
            oneTimeItem(
              serverTranslate(sourceLocale.code)("billing:plans.trialItem", { days: trialDays }),
              plan.trial.priceCents,
            ),
          ]
        : [recurring],
    subscription_data: {
      metadata: { userId, planId: plan.id },
      ...(trialDays ? { trial_period_days: trialDays } : {}),
    },
  };
}

const oneTimeItem = (name: string, cents: number): LineItem => ({
  price_data: { currency: "usd", product_data: { name }, unit_amount: cents },
  quantity: 1,
});

// ---------------------------------------------------------------------------------------------
// Webhooks

function verifyWebhook(
  stripe: Stripe,
  rawBody: string,
  signature: string | null,
  secret: string,
): Stripe.Event {
  if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing");
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret, webhookToleranceSeconds);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message, { cause: error });
  }
}

/** The billing events one Stripe event means for us; an event we do not act on gives none. */
async function translateEvent(stripe: Stripe, event: Stripe.Event): Promise<BillingEvent[]> {
  const base = { id: event.id, created: new Date(event.created * 1000) };
  const retrieve = async (id: string) =>
    subscriptionSnapshot(await stripe.subscriptions.retrieve(id));
  switch (event.type) {
    // A checkout paid by a delayed method (a bank debit) completes unpaid and is paid later.
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return checkoutEvents(base, event.data.object, retrieve);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return [{ ...base, type: event.type, subscription: subscriptionSnapshot(event.data.object) }];
    case "invoice.paid":
    case "invoice.payment_failed": {
      const subscriptionId = invoiceSubscriptionId(event.data.object);
      // An invoice outside a subscription (none of ours are) moves nothing.
      if (!subscriptionId) return [];
      return [{ ...base, type: event.type, subscription: await retrieve(subscriptionId) }];
    }
    default:
      return [];
  }
}

async function checkoutEvents(
  base: { id: string; created: Date },
  session: Stripe.Checkout.Session,
  retrieve: (id: string) => Promise<SubscriptionSnapshot>,
): Promise<BillingEvent[]> {
  const userId = session.client_reference_id ?? session.metadata?.userId;
  if (!userId || session.payment_status === "unpaid") return [];
  const type = "checkout.session.completed" as const;
  if (session.mode === "subscription") {
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return [];
    return [
      { ...base, type, mode: "subscription", userId, subscription: await retrieve(subscriptionId) },
    ];
  }
  const testSessionId = session.metadata?.testSessionId;
  if (session.mode !== "payment" || session.metadata?.item !== "premium-report" || !testSessionId)
    return [];
  return [
    {
      ...base,
      type,
      mode: "payment",
      provider: "stripe",
      paymentId: session.id,
      testSessionId,
      userId,
      amountCents: session.amount_total ?? 0,
    },
  ];
}

/** Fields older API versions had at the top level, which an endpoint pinned to one may still send. */
interface LegacyInvoiceFields {
  subscription?: string | Stripe.Subscription | null;
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return (
    idOf(invoice.parent?.subscription_details?.subscription) ??
    idOf((invoice as LegacyInvoiceFields).subscription)
  );
}
