import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { formatPrice, type Plan } from "~/config/plans";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";

/**
 * One plan: name, price (with the trial where there is one), features, and the caller's button.
 * `current` marks the subscriber's own plan; `withTrial={false}` shows the plan as a subscriber
 * switching to it gets it, without a trial (decision 025).
 */
export function PlanCard({
  plan,
  action,
  current = false,
  withTrial = true,
  headingLevel: Heading = "h2",
}: {
  plan: Plan;
  action: ReactNode;
  current?: boolean;
  withTrial?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const t = useT();
  const trial = withTrial ? plan.trial : undefined;
  const price = formatPrice(plan.priceCents, t.locale);
  const amount = (children: ReactNode[]) => (
    <span key="amount" className="text-4xl font-extrabold tracking-tight">
      {children}
    </span>
  );
  const period = (children: ReactNode[]) => (
    <span key="period" className="text-muted-foreground">
      {children}
    </span>
  );
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        "relative flex flex-col rounded-xl border bg-background p-8 shadow-sm",
        plan.popular && "border-2 border-primary shadow-md",
      )}
    >
      {plan.popular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          {t("billing:plans.bestValue")}
        </Badge>
      ) : null}
      {current ? (
        <Badge variant="secondary" className="mb-2 self-start" data-testid="your-plan">
          {t("billing:plans.yourPlan")}
        </Badge>
      ) : null}
      <Heading id={`plan-${plan.id}`} className="text-xl font-bold">
        {t(plan.name)}
      </Heading>
      <p className="mt-2 text-sm text-muted-foreground">{t(plan.description)}</p>
      <div className="mt-6">
        {trial ? (
          <>
            <p>
              {t.rich<ReactNode>(
                "billing:plans.trialPrice",
                { price: formatPrice(trial.priceCents, t.locale), days: trial.days },
                { amount, period },
              )}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {t("billing:plans.thenPrice", { price, months: plan.months })}
            </p>
          </>
        ) : (
          <p>
            {t.rich<ReactNode>(
              "billing:plans.pricePeriod",
              { price, months: plan.months },
              { amount, period },
            )}
          </p>
        )}
      </div>
      <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
        {[
          t(plan.features[0]!),
          // "7-day trial for $2.95"
          ...(trial
            ? [
                t("billing:plans.feature.trial", {
                  days: trial.days,
                  price: formatPrice(trial.priceCents, t.locale),
                }),
              ]
            : []),
          ...plan.features.slice(1).map((feature) => t(feature)),
        ].map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </article>
  );
}

/** The words of a plan's checkout button: its trial where it has one, else its name. */
export function PlanCheckoutLabel({ plan }: { plan: Plan }) {
  const t = useT();
  return plan.trial
    ? t("billing:plans.startTrial", { days: plan.trial.days })
    : t("billing:plans.get", { plan: t(plan.name) });
}
