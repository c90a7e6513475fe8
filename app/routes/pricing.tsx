import { ArrowRight, FileText } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/pricing";
import { getOptionalUser } from "~/auth/session.server";
import { loadEntitlements } from "~/billing/entitlements.server";
import { checkoutMessages } from "~/billing/messages";
import { changePlanPath, planStatus, type PlanStatus } from "~/billing/plan-status";
import { CheckoutButton } from "~/components/billing/checkout-button";
import { PlanCard } from "~/components/billing/plan-card";
import { Faq } from "~/components/common/faq";
import { JsonLd } from "~/components/common/json-ld";
import { Container, PageHero } from "~/components/common/page-hero";
import { Button } from "~/components/ui/button";
import { formatPrice, moneyBackGuarantee, plans, premiumReport, type Plan } from "~/config/plans";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { site } from "~/config/site";
import { ogImage, ogPaths } from "~/lib/og";
import { faqLd } from "~/lib/json-ld";

/**
 * The plans. Anonymous visitors share one page (the page cache, decision 011): what the provider
 * offers is the same for everyone. A subscriber sees their own plan marked, and "Switch to" on the
 * other plan instead of a buy button (decision 025).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const offersPayPal = context.billing.offersPayPal;
  let subscription: SubscriberPlan | null = null;
  try {
    const user = await getOptionalUser(request, context);
    const row = user && (await loadEntitlements(context.db, user.id)).subscription;
    if (row) {
      subscription = {
        planType: row.planType,
        status: planStatus({
          planType: row.planType,
          status: row.status,
          currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
          trialEnd: row.trialEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        }),
        // Why the other plan cannot be switched to now (decision 025), or null.
        switchNote:
          row.status === "canceled"
            ? "Your subscription has ended. You can choose a plan again when its paid time is over."
            : row.cancelAtPeriodEnd
              ? "Your subscription is set to end. To switch plans, resume it first from Manage Subscription."
              : row.status === "active" || row.status === "trialing"
                ? null
                : "Your last payment did not go through. To switch plans, update your card first from Manage Subscription.",
      };
    }
  } catch (error) {
    // The plans are still worth showing; the buy buttons refuse a second subscription anyway.
    logger().error({ error: loggableError(error) }, "Could not read the subscription for /pricing");
  }
  return data(
    { offersPayPal, subscription },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}
export const headers = contentHeaders;

interface SubscriberPlan {
  planType: string;
  status: PlanStatus;
  switchNote: string | null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    "Pricing",
    "Premium Monthly or Premium 2-Month with a 7-day trial: a report on each of your scores, a growth plan, and both in your PDF.",
    {
      siteUrl: siteUrlOf(matches),
      image: ogImage(ogPaths.page("pricing"), `${site.name} pricing: premium reports and plans`),
    },
  );

const paymentMethods = (offersPayPal: boolean) => ({
  question: "What payment methods do you accept?",
  answer: offersPayPal
    ? "All major credit and debit cards, and PayPal where our payment provider, Stripe, offers it in your country. Payments are handled by Stripe; we never see or store your card number."
    : "All major credit and debit cards. Payments are handled by our payment provider; we never see or store your card number.",
});

const faq = (offersPayPal: boolean) => [
  {
    question: "How does the 7-day trial work?",
    answer:
      "The Premium 2-Month plan starts with 7 days of full access for $2.95. If you keep it, you are then billed $39.95 every 2 months; cancel before the trial ends and you pay nothing more. The trial is once per account: if you have had it before, the plan starts straight away at the full price.",
  },
  {
    question: "Can I change plans?",
    answer:
      "Yes, at any time, from your dashboard or this page, and the change takes effect immediately. Before you confirm, you see what it costs: a credit for the unused part of your current plan, and the new plan's price from today. During the trial nothing is charged until the trial ends.",
  },
  paymentMethods(offersPayPal),
  {
    question: "Can I cancel any time?",
    answer:
      "Yes. Cancel whenever you like and you keep premium access until the end of the billing period you have paid for.",
  },
];

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { subscription, offersPayPal } = loaderData;
  return (
    <>
      <PageHero eyebrow="Pricing" title="Choose Your Plan">
        The test and your core result are free. Premium adds a report on each of your scores and a
        personal growth plan, on the page and in your PDF, and every plan comes with a{" "}
        {moneyBackGuarantee}.
      </PageHero>
      <Container className="max-w-5xl pb-16">
        <div className="grid gap-8 pt-3 md:grid-cols-2">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={subscription?.planType === plan.id}
              // A switch starts no trial: the account's one trial is for its first subscription.
              withTrial={!subscription}
              action={
                subscription ? (
                  <SubscriberAction plan={plan} subscription={subscription} />
                ) : (
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
                )
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
        <Faq items={faq(offersPayPal)} />
        <JsonLd data={faqLd(faq(offersPayPal))} />
      </Container>
    </>
  );
}

/** A subscriber's own plan says where it stands; the other plan offers the switch. */
function SubscriberAction({ plan, subscription }: { plan: Plan; subscription: SubscriberPlan }) {
  if (subscription.planType === plan.id) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm" data-testid="plan-status">
          {subscription.status.line}
        </p>
        {/* The billing portal (Stripe) or the sandbox subscription page (departures #7). */}
        <Form method="post" action="/billing/manage">
          <Button
            type="submit"
            size="lg"
            variant="outline"
            className="h-auto min-h-12 w-full whitespace-normal py-2"
          >
            Manage Subscription
          </Button>
        </Form>
      </div>
    );
  }
  if (subscription.switchNote) {
    return <p className="text-sm text-muted-foreground">{subscription.switchNote}</p>;
  }
  return (
    // Wraps on a narrow card rather than run out of it.
    <Button asChild size="lg" className="h-auto min-h-12 w-full whitespace-normal py-2 text-center">
      <Link to={changePlanPath(plan)}>
        Switch to {plan.name}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
