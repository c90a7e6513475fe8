import type { Plan, PlanId } from "~/config/plans";

/**
 * A change between the two plans (decision 025), as the confirmation page shows it and the change
 * then makes it: priced at one moment, `prorationDate`, which the page posts back so the change is
 * charged exactly what was shown. Pure: used by the page, the sandbox and the tests.
 */
export interface PlanChangeQuote {
  from: PlanId;
  to: PlanId;
  /** The moment the change is priced at, in Unix seconds (Stripe's `proration_date`). */
  prorationDate: number;
  /** Set while the subscription is in its trial: the trial goes on to this date (ISO). */
  trialEndsAt: string | null;
  /** The credit for the unused part of the current plan's period, in cents (0 or more). */
  creditCents: number;
  /** The new plan's charge for its first period, from the change, in cents (0 or more). */
  chargeCents: number;
  /** What the card is charged now, in cents (0 or more). */
  dueNowCents: number;
  /** What the account is credited now, taken off the next payments, in cents (0 or more). */
  balanceCreditCents: number;
  /** The next payment of the new plan's price (ISO): the trial's end, or its first renewal. */
  nextPaymentAt: string;
}

export const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/**
 * The sandbox's price of a change, as Stripe prices a change between prices of different billing
 * periods (ours always differ: one month and two): during a trial nothing is charged and the trial
 * goes on, the new price due at its end; otherwise the unused part of the period paid for is
 * credited, to the second, the new plan's full price is charged, and its period starts now.
 */
export function quoteSandboxPlanChange({
  from,
  to,
  periodStart,
  periodEnd,
  trialEnd,
  at,
}: {
  from: Plan;
  to: Plan;
  /** The current period; its start, if unknown, is its end less one period of the plan. */
  periodStart: Date | null;
  periodEnd: Date;
  /** The trial's end while the subscription is in its trial, else null. */
  trialEnd: Date | null;
  at: Date;
}): PlanChangeQuote {
  const prorationDate = Math.floor(at.getTime() / 1000);
  const common = { from: from.id, to: to.id, prorationDate };
  if (trialEnd && trialEnd > at) {
    return {
      ...common,
      trialEndsAt: trialEnd.toISOString(),
      creditCents: 0,
      chargeCents: 0,
      dueNowCents: 0,
      balanceCreditCents: 0,
      nextPaymentAt: trialEnd.toISOString(),
    };
  }
  const pricedAt = new Date(prorationDate * 1000);
  const start = (periodStart ?? addMonths(periodEnd, -from.months)).getTime();
  const length = periodEnd.getTime() - start;
  const unused =
    length > 0
      ? Math.min(Math.max(periodEnd.getTime() - pricedAt.getTime(), 0), length) / length
      : 0;
  const creditCents = Math.round(from.priceCents * unused);
  const net = to.priceCents - creditCents;
  return {
    ...common,
    trialEndsAt: null,
    creditCents,
    chargeCents: to.priceCents,
    dueNowCents: Math.max(net, 0),
    balanceCreditCents: Math.max(-net, 0),
    nextPaymentAt: addMonths(pricedAt, to.months).toISOString(),
  };
}
