import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { formatPrice, type Plan } from "~/config/plans";
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
  const trial = withTrial ? plan.trial : undefined;
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        "relative flex flex-col rounded-xl border bg-background p-8 shadow-sm",
        plan.popular && "border-2 border-primary shadow-md",
      )}
    >
      {plan.popular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">Best Value</Badge>
      ) : null}
      {current ? (
        <Badge variant="secondary" className="mb-2 self-start" data-testid="your-plan">
          Your plan
        </Badge>
      ) : null}
      <Heading id={`plan-${plan.id}`} className="text-xl font-bold">
        {plan.name}
      </Heading>
      <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
      <div className="mt-6">
        {trial ? (
          <>
            <p>
              <span className="text-4xl font-extrabold tracking-tight">
                {formatPrice(trial.priceCents)}
              </span>{" "}
              <span className="text-muted-foreground">for {trial.period}</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              then {formatPrice(plan.priceCents)} {plan.period}
            </p>
          </>
        ) : (
          <p>
            <span className="text-4xl font-extrabold tracking-tight">
              {formatPrice(plan.priceCents)}
            </span>{" "}
            <span className="text-muted-foreground">{plan.period}</span>
          </p>
        )}
      </div>
      <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
        {[
          plan.features[0],
          // "7-day trial for $2.95"
          ...(trial
            ? [
                `${Number.parseInt(trial.period, 10)}-day trial for ${formatPrice(trial.priceCents)}`,
              ]
            : []),
          ...plan.features.slice(1),
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
