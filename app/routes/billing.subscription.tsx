import { getFormProps } from "@conform-to/react";
import { CalendarClock, Crown, FlaskConical } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/billing.subscription";
import { requireUser } from "~/auth/session.server";
import {
  findSandboxSubscription,
  setSandboxCancelAtPeriodEnd,
} from "~/billing/sandbox-checkout.server";
import { changePlanPath, otherPlans, planStatus } from "~/billing/plan-status";
import { subscriptionChangeSchema } from "~/billing/subscription-forms";
import { Container } from "~/components/common/page-hero";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/form-field";
import { findPlan, formatPrice } from "~/config/plans";
import { formatLongDate } from "~/lib/dates";
import { useSchemaForm } from "~/lib/forms";
import { invalid, readSubmission, refused, succeeded } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { useActionToast } from "~/lib/use-action-toast";

export const meta: Route.MetaFunction = () =>
  pageMeta("Your subscription", "Manage your sandbox subscription.", { noindex: true });

/**
 * The sandbox's stand-in for Stripe's billing portal (departures #7): the user's subscription, with
 * cancel at the end of the period and resume. Changes go through the billing state machine.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const row = await findSandboxSubscription(context.db, user.id);
  const plan = row ? findPlan(row.planType) : undefined;
  return {
    subscription:
      row && plan
        ? {
            planId: plan.id,
            planName: plan.name,
            price: `${formatPrice(plan.priceCents)} ${plan.period}`,
            status: row.status,
            currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
            trialEnd: row.trialEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          }
        : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const submission = await readSubmission(request, subscriptionChangeSchema);
  if (submission.status !== "success") return invalid(submission);
  const row = await findSandboxSubscription(context.db, user.id);
  // Said once, above the form (no toast repeating it).
  if (!row)
    return refused(submission, {
      status: 404,
      message: "There is no subscription on this account to change.",
    });
  const cancel = submission.value.intent === "cancel";
  await setSandboxCancelAtPeriodEnd(context.db, row, cancel);
  return succeeded(submission, {
    toast: cancel
      ? {
          type: "success",
          title: "Subscription cancelled",
          description: "You keep premium until the end of the period you have paid for.",
        }
      : { type: "success", title: "Subscription resumed", description: "It will renew as before." },
  });
}

export default function BillingSubscription({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const [form, fields] = useSchemaForm({
    id: "subscription-change",
    schema: subscriptionChangeSchema,
    answer: actionData,
  });
  const intentError = fields.intent.errors?.[0];
  const pending = useNavigation().state === "submitting";
  const subscription = loaderData.subscription;
  const status = subscription && planStatus({ ...subscription, planType: subscription.planId });
  return (
    <Container className="max-w-xl py-12">
      <p
        role="note"
        className="flex items-center gap-2 rounded-md border border-notice-border bg-notice px-4 py-3 text-sm font-semibold text-notice-foreground"
      >
        <FlaskConical className="size-4" aria-hidden="true" />
        TEST MODE: this page stands in for the payment provider&apos;s billing portal. No real card
        is charged.
      </p>
      <h1 className="mt-8 text-3xl font-bold tracking-tight">Your subscription</h1>
      <div className="mt-6">
        <FormErrors form={form} title={actionData?.title} takeFocus />
      </div>
      {subscription ? (
        <Card className="mt-6">
          <CardHeader>
            <div className="flex items-center justify-between gap-3">
              <CardTitle as="h2" className="flex items-center gap-2">
                <Crown className="size-5 text-primary" aria-hidden="true" />
                {subscription.planName}
              </CardTitle>
              <Badge variant={subscription.cancelAtPeriodEnd ? "secondary" : "default"}>
                {subscription.cancelAtPeriodEnd ? "Cancels at period end" : status!.label}
              </Badge>
            </div>
            <CardDescription>{subscription.price}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            {subscription.currentPeriodEnd ? (
              <p className="flex items-center gap-2 text-sm" data-testid="renewal">
                <CalendarClock
                  className="size-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                {subscription.status === "trialing"
                  ? status!.line
                  : subscription.cancelAtPeriodEnd
                    ? `Premium ends on ${formatLongDate(subscription.currentPeriodEnd)}. You will not be charged again.`
                    : `Renews on ${formatLongDate(subscription.currentPeriodEnd)}.`}
              </p>
            ) : null}
            <Form method="post" {...getFormProps(form)}>
              {subscription.cancelAtPeriodEnd ? (
                <Button
                  type="submit"
                  name={fields.intent.name}
                  value="resume"
                  disabled={pending}
                  aria-describedby={intentError ? fields.intent.errorId : undefined}
                >
                  {pending ? "Saving..." : "Resume subscription"}
                </Button>
              ) : (
                <Button
                  type="submit"
                  name={fields.intent.name}
                  value="cancel"
                  variant="outline"
                  disabled={pending}
                  aria-describedby={intentError ? fields.intent.errorId : undefined}
                >
                  {pending ? "Saving..." : "Cancel at period end"}
                </Button>
              )}
              {intentError ? (
                <p id={fields.intent.errorId} className="mt-2 text-sm font-medium text-destructive">
                  {intentError}
                </p>
              ) : null}
            </Form>
            {subscription.cancelAtPeriodEnd ||
            (subscription.status !== "active" && subscription.status !== "trialing") ? null : (
              <div className="flex flex-col gap-2 border-t pt-5">
                {otherPlans(subscription.planId).map((plan) => (
                  <Button key={plan.id} asChild variant="outline" className="self-start">
                    <Link to={changePlanPath(plan)}>Switch to {plan.name}</Link>
                  </Button>
                ))}
              </div>
            )}
          </CardContent>
        </Card>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed p-8 text-center">
          <p className="font-semibold">No subscription</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Your account has no running subscription.
          </p>
          <Button asChild className="mt-5">
            <Link to="/pricing">See plans</Link>
          </Button>
        </div>
      )}
      <Button asChild variant="ghost" className="mt-6">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </Container>
  );
}
