import { FileText } from "lucide-react";
import type { FormEvent } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/pricing";
import { PlanCard } from "~/components/billing/plan-card";
import { showSignInRequired } from "~/components/billing/sign-in-toast";
import { Faq } from "~/components/common/faq";
import { Container, PageHero } from "~/components/common/page-hero";
import { Button } from "~/components/ui/button";
import { createTestCheckout } from "~/billing/test-checkout.server";
import {
  findPlan,
  formatPrice,
  moneyBackGuarantee,
  plans,
  premiumReport,
  type PlanId,
} from "~/config/plans";
import { logger } from "~/lib/logger.server";
import { getOptionalUser } from "~/auth/session.server";
import { pageMeta } from "~/lib/meta";
import { useOptionalUser } from "~/lib/use-user";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Pricing",
    "Premium Monthly or Premium 2-Month with a 7-day trial: deeper reports, growth plans and PDF downloads.",
  );

const signInRequired = {
  title: "Sign in required",
  description: "Please sign in to upgrade your plan",
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const planId = form.get("planId");
  if (typeof planId !== "string" || !findPlan(planId)) {
    return data({ error: "Please choose one of the plans shown.", signIn: false }, { status: 400 });
  }
  const user = await getOptionalUser(request, context);
  if (!user) {
    return data(
      { error: `${signInRequired.title}. ${signInRequired.description}.`, signIn: true },
      { status: 401 },
    );
  }
  try {
    const url = await createTestCheckout(context.db, {
      userId: user.id,
      item: planId as PlanId,
      successUrl: "/dashboard?upgrade=success",
      cancelUrl: "/pricing",
    });
    return redirect(url);
  } catch (error) {
    logger().error({ error: String(error) }, "Failed to start a checkout");
    return data(
      { error: "Error. Failed to start checkout process. No payment was taken.", signIn: false },
      { status: 503 },
    );
  }
}

const faq = [
  {
    question: "How does the 7-day trial work?",
    answer:
      "The Premium 2-Month plan starts with 7 days of full access for $2.95. If you keep it, you are then billed $39.95 every 2 months; cancel before the trial ends and you pay nothing more.",
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

export default function Pricing({ actionData }: Route.ComponentProps) {
  const user = useOptionalUser();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (user) return;
    // A visitor gets the sign-in prompt at once; no request is made.
    event.preventDefault();
    showSignInRequired(signInRequired.description);
  }

  return (
    <>
      <PageHero eyebrow="Pricing" title="Choose Your Plan">
        The test and your core result are free. Premium adds in-depth reports, a growth plan and
        downloadable PDFs, and every plan comes with a {moneyBackGuarantee}.
      </PageHero>
      <Container className="max-w-5xl pb-16">
        {actionData?.error ? (
          <div
            role="alert"
            className="mb-8 rounded-md border border-destructive/30 bg-destructive/10 p-4 text-sm"
          >
            {actionData.error}{" "}
            {actionData.signIn ? (
              <Link
                to="/auth?redirectTo=%2Fpricing"
                className="font-semibold text-primary underline"
              >
                Sign in
              </Link>
            ) : null}
          </div>
        ) : null}
        <div className="grid gap-8 pt-3 md:grid-cols-2">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={
                <Form method="post" onSubmit={handleSubmit}>
                  <input type="hidden" name="planId" value={plan.id} />
                  <Button
                    type="submit"
                    size="lg"
                    className="w-full"
                    variant={plan.popular ? "default" : "outline"}
                  >
                    {plan.trial ? "Start 7-Day Trial" : `Get ${plan.name}`}
                  </Button>
                </Form>
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
