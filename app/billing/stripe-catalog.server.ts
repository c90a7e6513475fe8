import type Stripe from "stripe";
import {
  findPlan,
  formatPrice,
  isTeamPlanId,
  teamPlan,
  type PlanId,
  type TeamPlanId,
} from "~/config/plans";
import { sourceLocale } from "~/i18n/locales";
import { serverTranslate } from "~/i18n/messages.server";
import { priceOf } from "./plan-status";

/** Stripe's catalogue is one for every language: its names are the English ones. */
const english = () => serverTranslate(sourceLocale.code);

/**
 * What the Stripe provider keeps in Stripe under fixed names (decision 025), found by those names
 * and created only when missing, so nothing is set up by hand and nothing is made afresh per
 * checkout: a product per plan (`typeatlas-premium-monthly`), its recurring price by a lookup key
 * that names the amount (`typeatlas-premium-monthly-usd-1995`: a new price in app/config/plans.ts
 * is a new key), and the billing portal's configuration, which offers no plan switching. The
 * Teams plan's price is one seat's (`typeatlas-teams-monthly-usd-600`), sold in quantities.
 */

/** A recurring price as the site's configuration has it: a plan's, or one seat of the Teams plan. */
interface CatalogPrice {
  id: PlanId | TeamPlanId;
  /** The unit's price for one period, in cents. */
  unitCents: number;
  months: number;
  /** How it reads in Stripe's dashboard, in English. */
  name: string;
  nickname: string;
}

function catalogPrice(planId: PlanId | TeamPlanId): CatalogPrice | undefined {
  const t = english();
  if (isTeamPlanId(planId)) {
    return {
      id: teamPlan.id,
      unitCents: teamPlan.seatPriceCents,
      months: teamPlan.months,
      name: t(teamPlan.name),
      nickname: `${t(teamPlan.name)}, ${t("teams:plan.price", { price: formatPrice(teamPlan.seatPriceCents) })}`,
    };
  }
  const plan = findPlan(planId);
  if (!plan) return undefined;
  return {
    id: plan.id,
    unitCents: plan.priceCents,
    months: plan.months,
    name: t(plan.name),
    nickname: `${t(plan.name)}, ${priceOf(plan, t)}`,
  };
}

export const stripeProductId = (planId: PlanId | TeamPlanId) => `typeatlas-${planId}`;
export const stripeLookupKey = (price: Pick<CatalogPrice, "id" | "unitCents">) =>
  `typeatlas-${price.id}-usd-${price.unitCents}`;

/** The metadata that marks our billing portal configuration among the account's. */
export const portalConfigurationMark = { typeatlas: "portal-without-plan-switching" };

export interface StripeCatalog {
  /** The id of the plan's recurring price (the Teams plan's: one seat's). */
  priceFor(planId: PlanId | TeamPlanId): Promise<string>;
  /**
   * The billing portal configuration "Manage Subscription" opens: invoices, the card, and
   * cancelling at the period's end, but no switching of plans, which the site's own page does
   * with the price it showed (one way to change plans).
   */
  portalConfiguration(): Promise<string>;
}

/** The catalogue, each id looked up once per process (a failed lookup is tried again next time). */
export function createStripeCatalog(client: () => Promise<Stripe>): StripeCatalog {
  const prices = new Map<PlanId | TeamPlanId, Promise<string>>();
  let portal: Promise<string> | undefined;
  return {
    priceFor(planId) {
      let price = prices.get(planId);
      if (!price) {
        const wanted = catalogPrice(planId);
        if (!wanted) return Promise.reject(new Error(`Unknown plan ${planId}`));
        price = client().then((stripe) => findOrCreatePrice(stripe, wanted));
        price.catch(() => prices.delete(planId));
        prices.set(planId, price);
      }
      return price;
    },
    portalConfiguration() {
      if (!portal) {
        portal = client().then(findOrCreatePortalConfiguration);
        portal.catch(() => (portal = undefined));
      }
      return portal;
    },
  };
}

async function findOrCreatePrice(stripe: Stripe, plan: CatalogPrice): Promise<string> {
  const lookupKey = stripeLookupKey(plan);
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const existing = found.data[0];
  if (existing) {
    // A price edited by hand in Stripe's dashboard must not charge other than the site says.
    const recurring = existing.recurring;
    if (
      existing.unit_amount !== plan.unitCents ||
      existing.currency !== "usd" ||
      recurring?.interval !== "month" ||
      recurring.interval_count !== plan.months
    ) {
      throw new Error(`Stripe price ${existing.id} (${lookupKey}) does not match ${plan.nickname}`);
    }
    return existing.id;
  }
  const product = await findOrCreateProduct(stripe, plan);
  // Two processes creating it at once send the same idempotency key and get the same price.
  const created = await stripe.prices.create(
    {
      product,
      currency: "usd",
      unit_amount: plan.unitCents,
      recurring: { interval: "month", interval_count: plan.months },
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      nickname: plan.nickname,
    },
    { idempotencyKey: `create-price-${lookupKey}` },
  );
  return created.id;
}

async function findOrCreateProduct(stripe: Stripe, plan: CatalogPrice): Promise<string> {
  const id = stripeProductId(plan.id);
  try {
    return (await stripe.products.retrieve(id)).id;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
  }
  const created = await stripe.products.create(
    { id, name: plan.name },
    { idempotencyKey: `create-product-${id}` },
  );
  return created.id;
}

async function findOrCreatePortalConfiguration(stripe: Stripe): Promise<string> {
  const [key, value] = Object.entries(portalConfigurationMark)[0]!;
  for await (const configuration of stripe.billingPortal.configurations.list({
    active: true,
    limit: 100,
  })) {
    if (configuration.metadata?.[key] === value) return configuration.id;
  }
  const created = await stripe.billingPortal.configurations.create(
    {
      name: "TypeAtlas: no plan switching",
      features: {
        invoice_history: { enabled: true },
        payment_method_update: { enabled: true },
        subscription_cancel: { enabled: true, mode: "at_period_end" },
        subscription_update: { enabled: false },
      },
      metadata: portalConfigurationMark,
    },
    { idempotencyKey: `create-portal-configuration-${value}` },
  );
  return created.id;
}
