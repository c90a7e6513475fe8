import { CheckoutButton } from "~/components/billing/checkout-button";
import { PlanCard } from "~/components/billing/plan-card";
import { Button } from "~/components/ui/button";
import { moneyBackGuarantee, plans } from "~/config/plans";

/** Shown to non-premium visitors between the test and the results (spec §2). */
export function Upsell({ type, onContinue }: { type: string; onContinue: () => void }) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6">
      <div className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          Your result is ready
        </p>
        <h1
          tabIndex={-1}
          className="mt-3 text-balance text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl"
        >
          Go deeper into {type}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-muted-foreground">
          Your free report is one click away. Premium adds a deep dive into each of your five
          scores, a personal growth plan and a downloadable report.
        </p>
      </div>
      <div className="mt-10 grid gap-8 pt-3 md:grid-cols-2">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            headingLevel="h2"
            action={
              <CheckoutButton
                item={plan.id}
                from="personality-test"
                size="lg"
                className="w-full"
                variant={plan.popular ? "default" : "outline"}
              >
                {plan.trial ? "Start 7-Day Trial" : `Get ${plan.name}`}
              </CheckoutButton>
            }
          />
        ))}
      </div>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Cancel anytime • {moneyBackGuarantee}
      </p>
      <div className="mt-8 text-center">
        <Button variant="ghost" size="lg" onClick={onContinue}>
          Continue with Basic Report
        </Button>
      </div>
    </section>
  );
}
