import type { PlanChangeQuote } from "~/billing/plan-change";
import type { PlanStatus } from "~/billing/plan-status";
import { formatPrice } from "~/config/plans";
import { formatLongDate } from "~/lib/dates";

interface PlanView {
  name: string;
  /** "$19.95 per month" */
  price: string;
}

/**
 * A plan change as the customer confirms it (decision 025): the plan now and the new one, what is
 * charged or credited now, and from when the new price applies.
 */
export function PlanChangeSummary({
  from,
  to,
  current,
  quote,
}: {
  from: PlanView;
  to: PlanView;
  current: PlanStatus;
  quote: PlanChangeQuote;
}) {
  const pricedAt = new Date(quote.prorationDate * 1000).toISOString();
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border p-5">
          <dt className="text-sm font-medium text-muted-foreground">Your plan now</dt>
          <dd className="mt-1">
            <p className="font-semibold">{from.name}</p>
            <p className="text-sm">{from.price}</p>
            <p className="mt-2 text-sm text-muted-foreground" data-testid="current-plan-status">
              {current.line}
            </p>
          </dd>
        </div>
        <div className="rounded-lg border-2 border-primary p-5">
          <dt className="text-sm font-medium text-muted-foreground">Your new plan</dt>
          <dd className="mt-1">
            <p className="font-semibold">{to.name}</p>
            <p className="text-sm">{to.price}</p>
          </dd>
        </div>
      </dl>

      <section aria-labelledby="plan-change-now" className="mt-8" data-testid="plan-change-quote">
        <h2 id="plan-change-now" className="text-xl font-bold tracking-tight">
          What you pay
        </h2>
        {quote.trialEndsAt ? (
          <p className="mt-3">
            Nothing is charged now. Your trial goes on until {formatLongDate(quote.trialEndsAt)};
            from then you pay {to.price}, starting on {formatLongDate(quote.nextPaymentAt)}.
          </p>
        ) : (
          <>
            <dl className="mt-3 divide-y rounded-lg border text-sm">
              <Row
                label={`Credit for the unused part of ${from.name}`}
                amount={`−${formatPrice(quote.creditCents)}`}
              />
              <Row
                label={`${to.name}, ${formatLongDate(pricedAt)} to ${formatLongDate(quote.nextPaymentAt)}`}
                amount={formatPrice(quote.chargeCents)}
              />
              {quote.balanceCreditCents > 0 ? (
                <Row
                  strong
                  label="Credited to your account now, and taken off your next payments"
                  amount={formatPrice(quote.balanceCreditCents)}
                />
              ) : (
                <Row strong label="Charged now" amount={formatPrice(quote.dueNowCents)} />
              )}
            </dl>
            {quote.balanceCreditCents === 0 &&
            quote.dueNowCents < quote.chargeCents - quote.creditCents ? (
              <p className="mt-2 text-sm text-muted-foreground">
                Credit already on your account covers the rest.
              </p>
            ) : null}
            <p className="mt-3">
              {to.name} starts today, {formatLongDate(pricedAt)}, and renews on{" "}
              {formatLongDate(quote.nextPaymentAt)} at {to.price}.
            </p>
          </>
        )}
      </section>
    </>
  );
}

function Row({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: string;
  strong?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? "flex items-baseline justify-between gap-4 p-4 font-semibold"
          : "flex items-baseline justify-between gap-4 p-4"
      }
    >
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{amount}</dd>
    </div>
  );
}
