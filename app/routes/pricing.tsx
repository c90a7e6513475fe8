import { FileText } from "lucide-react";
import type { Route } from "./+types/pricing";
import { contentHeaders, staticPageLoader } from "~/lib/cache.server";
import { checkoutMessages } from "~/billing/messages";
import { CheckoutButton } from "~/components/billing/checkout-button";
import { PlanCard } from "~/components/billing/plan-card";
import { Faq } from "~/components/common/faq";
import { Container, PageHero } from "~/components/common/page-hero";
import { formatPrice, moneyBackGuarantee, plans, premiumReport } from "~/config/plans";
import { pageMeta } from "~/lib/meta";

export const loader = staticPageLoader;
export const headers = contentHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Pricing",
    "Premium Monthly or Premium 2-Month with a 7-day trial: deeper reports, growth plans and PDF downloads.",
  );

const faq = [
  {
    question: "How does the 7-day trial work?",
    answer:
      "The Premium 2-Month plan starts with 7 days of full access for $2.95. If you keep it, you are then billed $39.95 every 2 months; cancel before the trial ends and you pay nothing more. The trial is once per account: if you have had it before, the plan starts straight away at the full price.",
  },
  {
    question: "Can I change plans?",
    answer:
      "Yes, at any time. A change takes effect immediately, and the billing adjusts to match.",
  },
  {
    question: "What payment methods do you accept?",
    answer:
      "All major credit and debit cards, and PayPal. Payments are handled by our payment provider; we never see or store your card number.",
  },
  {
    question: "Can I cancel any time?",
    answer:
      "Yes. Cancel whenever you like and you keep premium access until the end of the billing period you have paid for.",
  },
];

export default function Pricing() {
  return (
    <>
      <PageHero eyebrow="Pricing" title="Choose Your Plan">
        The test and your core result are free. Premium adds in-depth reports, a growth plan and
        downloadable PDFs, and every plan comes with a {moneyBackGuarantee}.
      </PageHero>
      <Container className="max-w-5xl pb-16">
        <div className="grid gap-8 pt-3 md:grid-cols-2">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={
                <CheckoutButton
                  item={plan.id}
                  from="pricing"
                  signInMessage={checkoutMessages.signInOnPricing}
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
        <div className="mt-10 flex flex-col items-center gap-3 rounded-xl bg-muted p-6 text-center sm:flex-row sm:text-left">
          <FileText className="size-8 shrink-0 text-primary" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">
              Just want one report? The {premiumReport.name} is{" "}
              {formatPrice(premiumReport.priceCents)}.
            </span>{" "}
            Buy it once for a single result, from that result&apos;s page, with no subscription.
          </p>
        </div>
      </Container>
      <Container className="pb-20">
        <Faq items={faq} />
      </Container>
    </>
  );
}
