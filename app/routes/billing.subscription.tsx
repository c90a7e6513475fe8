import { CalendarClock, Crown, FlaskConical } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/billing.subscription";
import { readForm } from "~/lib/form-body.server";
import { requireUser } from "~/auth/session.server";
import { findTestSubscription, setTestCancelAtPeriodEnd } from "~/billing/test-checkout.server";
import { Container } from "~/components/common/page-hero";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { findPlan, formatPrice } from "~/config/plans";
import { useActionToast } from "~/lib/use-action-toast";
import { formatLongDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta("Your subscription", "Manage your test-mode subscription.", { noindex: true });

const statusLabels: Record<string, string> = {
  trialing: "Trial",
  active: "Active",
  past_due: "Payment overdue",
  canceled: "Cancelled",
};

/**
 * Test mode's stand-in for Stripe's billing portal (departures #7): the user's subscription, with
 * cancel at the end of the period and resume. Changes go through the billing state machine.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const row = await findTestSubscription(context.db, user.id);
  const plan = row ? findPlan(row.planType) : undefined;
  return {
    subscription:
      row && plan
        ? {
            planName: plan.name,
            price: `${formatPrice(plan.priceCents)} ${plan.period}`,
            status: row.status,
            currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          }
        : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const intent = (await readForm(request)).get("intent");
  if (intent !== "cancel" && intent !== "resume")
    return data({ toast: { type: "error" as const, title: "Unknown action" } }, { status: 400 });
  const row = await findTestSubscription(context.db, user.id);
  if (!row)
    return data(
      {
        toast: {
          type: "error" as const,
          title: "No subscription",
          description: "There is no subscription on this account to change.",
        },
      },
      { status: 404 },
    );
  await setTestCancelAtPeriodEnd(context.db, row, intent === "cancel");
  return {
    toast:
      intent === "cancel"
        ? {
            type: "success" as const,
            title: "Subscription cancelled",
            description: "You keep premium until the end of the period you have paid for.",
          }
        : {
            type: "success" as const,
            title: "Subscription resumed",
            description: "It will renew as before.",
          },
  };
}

export default function BillingSubscription({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const pending = useNavigation().state === "submitting";
  const subscription = loaderData.subscription;
  return (
    <Container className="max-w-xl py-12">
      <p
        role="note"
        className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
      >
        <FlaskConical className="size-4" aria-hidden="true" />
        TEST MODE: this page stands in for the payment provider&apos;s billing portal. No real card
        is charged.
      </p>
      <h1 className="mt-8 text-3xl font-bold tracking-tight">Your subscription</h1>
      {subscription ? (
        <Card className="mt-6">
          <CardHeader>
            <div className="flex items-center justify-between gap-3">
              <CardTitle as="h2" className="flex items-center gap-2">
                <Crown className="size-5 text-primary" aria-hidden="true" />
                {subscription.planName}
              </CardTitle>
              <Badge variant={subscription.cancelAtPeriodEnd ? "secondary" : "default"}>
                {subscription.cancelAtPeriodEnd
                  ? "Cancels at period end"
                  : (statusLabels[subscription.status] ?? subscription.status)}
              </Badge>
            </div>
            <CardDescription>{subscription.price}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            {subscription.currentPeriodEnd ? (
              <p className="flex items-center gap-2 text-sm" data-testid="renewal">
                <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
                {subscription.cancelAtPeriodEnd
                  ? `Premium ends on ${formatLongDate(subscription.currentPeriodEnd)}. You will not be charged again.`
                  : `Renews on ${formatLongDate(subscription.currentPeriodEnd)}.`}
              </p>
            ) : null}
            <Form method="post">
              {subscription.cancelAtPeriodEnd ? (
                <Button type="submit" name="intent" value="resume" disabled={pending}>
                  {pending ? "Saving..." : "Resume subscription"}
                </Button>
              ) : (
                <Button
                  type="submit"
                  name="intent"
                  value="cancel"
                  variant="outline"
                  disabled={pending}
                >
                  {pending ? "Saving..." : "Cancel at period end"}
                </Button>
              )}
            </Form>
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
