import { ArrowRight } from "lucide-react";
import { CheckoutButton } from "~/components/billing/checkout-button";
import { PlanCard, PlanCheckoutLabel } from "~/components/billing/plan-card";
import { Button } from "~/components/ui/button";
import { plans } from "~/config/plans";
import { useT } from "~/i18n/use-t";

/**
 * Shown to non-premium visitors between the test and the results (spec §2). The free result is
 * the first button, above the plans, so on a phone it is on screen without scrolling.
 */
export function Upsell({ type, onContinue }: { type: string; onContinue: () => void }) {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          {t("test:upsell.ready")}
        </p>
        <h1
          tabIndex={-1}
          className="mt-3 text-balance text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl"
        >
          {t("test:upsell.title", { type })}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-muted-foreground">{t("test:upsell.body")}</p>
        <Button size="lg" className="mt-6 w-full sm:w-auto" onClick={onContinue}>
          {t("test:upsell.continue")}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
      <h2 className="mt-12 text-center text-xl font-bold tracking-tight">
        {t("test:upsell.orPremium")}
      </h2>
      <div className="mt-8 grid gap-8 pt-3 md:grid-cols-2">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            headingLevel="h3"
            action={
              <CheckoutButton
                item={plan.id}
                from="personality-test"
                size="lg"
                className="w-full"
                variant={plan.popular ? "default" : "outline"}
              >
                <PlanCheckoutLabel plan={plan} />
              </CheckoutButton>
            }
          />
        ))}
      </div>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t("billing:plans.cancelAnytime")}
      </p>
    </section>
  );
}
