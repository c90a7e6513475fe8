import type { PlanChangeQuote } from "~/billing/plan-change";
import type { PlanStatus } from "~/billing/plan-status";
import { formatPrice } from "~/config/plans";
import { useT } from "~/i18n/use-t";

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
  const t = useT();
  const pricedAt = new Date(quote.prorationDate * 1000).toISOString();
  const money = (cents: number) => formatPrice(cents, t.locale);
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border p-5">
          <dt className="text-sm font-medium text-muted-foreground">{t("billing:summary.now")}</dt>
          <dd className="mt-1">
            <p className="font-semibold">{from.name}</p>
            <p className="text-sm">{from.price}</p>
            <p className="mt-2 text-sm text-muted-foreground" data-testid="current-plan-status">
              {current.line}
            </p>
          </dd>
        </div>
        <div className="rounded-lg border-2 border-primary p-5">
          <dt className="text-sm font-medium text-muted-foreground">{t("billing:summary.new")}</dt>
          <dd className="mt-1">
            <p className="font-semibold">{to.name}</p>
            <p className="text-sm">{to.price}</p>
          </dd>
        </div>
      </dl>

      <section aria-labelledby="plan-change-now" className="mt-8" data-testid="plan-change-quote">
        <h2 id="plan-change-now" className="text-xl font-bold tracking-tight">
          {t("billing:summary.whatYouPay")}
        </h2>
        {quote.trialEndsAt ? (
          <p className="mt-3">
            {t("billing:summary.trial", {
              trialEnd: quote.trialEndsAt,
              price: to.price,
              next: quote.nextPaymentAt,
            })}
          </p>
        ) : (
          <>
            <dl className="mt-3 divide-y rounded-lg border text-sm">
              <Row
                label={t("billing:summary.credit", { plan: from.name })}
                amount={`−${money(quote.creditCents)}`}
              />
              <Row
                label={t("billing:summary.charge", {
                  plan: to.name,
                  from: pricedAt,
                  to: quote.nextPaymentAt,
                })}
                amount={money(quote.chargeCents)}
              />
              {quote.balanceCreditCents > 0 ? (
                <Row
                  strong
                  label={t("billing:summary.credited")}
                  amount={money(quote.balanceCreditCents)}
                />
              ) : (
                <Row
                  strong
                  label={t("billing:summary.charged")}
                  amount={money(quote.dueNowCents)}
                />
              )}
            </dl>
            {quote.balanceCreditCents === 0 &&
            quote.dueNowCents < quote.chargeCents - quote.creditCents ? (
              <p className="mt-2 text-sm text-muted-foreground">
                {t("billing:summary.creditCovers")}
              </p>
            ) : null}
            <p className="mt-3">
              {t("billing:summary.startsToday", {
                plan: to.name,
                today: pricedAt,
                next: quote.nextPaymentAt,
                price: to.price,
              })}
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
