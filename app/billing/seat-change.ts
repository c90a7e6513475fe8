import { teamPlan, teamPriceCents } from "~/config/plans";
import { addMonths } from "./plan-change";

/**
 * A change of a Teams plan's seats (decision 042), as the team's plan page shows it before it is
 * confirmed and the change then makes it: priced at one moment, `prorationDate`, which the page
 * posts back, like a change of plan (decision 025). The period stays; only what is paid for the
 * rest of it changes. Pure: used by the page, the sandbox and the tests.
 */
export interface SeatChangeQuote {
  fromSeats: number;
  toSeats: number;
  /** The moment the change is priced at, in Unix seconds (Stripe's `proration_date`). */
  prorationDate: number;
  /** What the card is charged now for the seats added, in cents (0 or more). */
  dueNowCents: number;
  /** What the account is credited now for the seats taken off, in cents (0 or more). */
  balanceCreditCents: number;
  /** What each month costs from the next renewal, in cents. */
  nextPaymentCents: number;
  /** The next renewal (ISO): the current period's end. */
  nextPaymentAt: string;
}

/**
 * The sandbox's price of a change of seats, as Stripe prorates a change of quantity on one price
 * (`always_invoice`): the seats added are charged, and the seats taken off credited, for the part
 * of the period that is left, to the second. The period and its end stay as they are.
 */
export function quoteSandboxSeatChange({
  fromSeats,
  toSeats,
  periodStart,
  periodEnd,
  at,
}: {
  fromSeats: number;
  toSeats: number;
  /** The current period; its start, if unknown, is its end less one month. */
  periodStart: Date | null;
  periodEnd: Date;
  at: Date;
}): SeatChangeQuote {
  const prorationDate = Math.floor(at.getTime() / 1000);
  const pricedAt = prorationDate * 1000;
  const start = (periodStart ?? addMonths(periodEnd, -teamPlan.months)).getTime();
  const length = periodEnd.getTime() - start;
  const unused =
    length > 0 ? Math.min(Math.max(periodEnd.getTime() - pricedAt, 0), length) / length : 0;
  const net = Math.round((toSeats - fromSeats) * teamPlan.seatPriceCents * unused);
  return {
    fromSeats,
    toSeats,
    prorationDate,
    dueNowCents: Math.max(net, 0),
    balanceCreditCents: Math.max(-net, 0),
    nextPaymentCents: teamPriceCents(toSeats),
    nextPaymentAt: periodEnd.toISOString(),
  };
}
