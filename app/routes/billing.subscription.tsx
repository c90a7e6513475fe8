import { getFormProps } from "@conform-to/react";
import { CalendarClock, Crown, FlaskConical } from "lucide-react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/billing.subscription";
import { requireUser } from "~/auth/session.server";
import {
  findSandboxSubscription,
  setSandboxCancelAtPeriodEnd,
} from "~/billing/sandbox-checkout.server";
import { changePlanPath, isGranted, otherPlans, planStatus, priceOf } from "~/billing/plan-status";
import { findRunningSubscription } from "~/db/subscriptions.server";
import { subscriptionChangeSchema } from "~/billing/subscription-forms";
import { Container } from "~/components/common/page-hero";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/form-field";
import { findPlan } from "~/config/plans";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { translatedMeta } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { useSchemaForm } from "~/lib/forms";
import { invalid, readSubmission, refused, succeeded } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { useActionToast } from "~/lib/use-action-toast";

export const meta: Route.MetaFunction = (args) =>
  translatedMeta(args, (t) =>
    pageMeta(t("billing:subscription.meta.title"), t("billing:subscription.meta.description"), {
      noindex: true,
    }),
  );

/**
 * The sandbox's stand-in for Stripe's billing portal (departures #7): the user's subscription, with
 * cancel at the end of the period and resume. Changes go through the billing state machine.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const user = await requireUser(request, context);
  // Premium granted by the team (issue 22) is shown here too, with nothing to change.
  const row =
    (await findSandboxSubscription(context.db, user.id)) ??
    (await findRunningSubscription(context.db, user.id, "manual"));
  const plan = row ? findPlan(row.planType) : undefined;
  return {
    subscription:
      row && plan
        ? {
            planId: plan.id,
            status: row.status,
            currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
            trialEnd: row.trialEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
            provider: row.provider,
          }
        : null,
    i18n: pageMessages(locale, ["billing"]),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const user = await requireUser(request, context);
  const submission = await readSubmission(request, subscriptionChangeSchema(t));
  if (submission.status !== "success") return invalid(submission);
  const row = await findSandboxSubscription(context.db, user.id);
  // Said once, above the form (no toast repeating it).
  if (!row)
    return refused(submission, {
      status: 404,
      message: t("billing:subscription.noneToChange"),
    });
  const cancel = submission.value.intent === "cancel";
  await setSandboxCancelAtPeriodEnd(context.db, row, cancel);
  return succeeded(submission, {
    toast: cancel
      ? {
          type: "success",
          title: t("billing:subscription.cancelled.title"),
          description: t("billing:subscription.cancelled.description"),
        }
      : {
          type: "success",
          title: t("billing:subscription.resumed.title"),
          description: t("billing:subscription.resumed.description"),
        },
  });
}

export default function BillingSubscription({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const t = useT();
  const schema = useMemo(() => subscriptionChangeSchema(t), [t]);
  const [form, fields] = useSchemaForm({
    id: "subscription-change",
    schema,
    answer: actionData,
  });
  const intentError = fields.intent.errors?.[0];
  const pending = useNavigation().state === "submitting";
  const subscription = loaderData.subscription;
  const status = subscription && planStatus({ ...subscription, planType: subscription.planId }, t);
  const plan = subscription && findPlan(subscription.planId);
  return (
    <Container className="max-w-xl py-12">
      <p
        role="note"
        className="flex items-center gap-2 rounded-md border border-notice-border bg-notice px-4 py-3 text-sm font-semibold text-notice-foreground"
      >
        <FlaskConical className="size-4" aria-hidden="true" />
        {t("billing:subscription.testMode")}
      </p>
      <h1 className="mt-8 text-3xl font-bold tracking-tight">{t("billing:subscription.title")}</h1>
      <div className="mt-6">
        <FormErrors form={form} title={actionData?.title} takeFocus />
      </div>
      {subscription && plan ? (
        <Card className="mt-6">
          <CardHeader>
            <div className="flex items-center justify-between gap-3">
              <CardTitle as="h2" className="flex items-center gap-2">
                <Crown className="size-5 text-primary" aria-hidden="true" />
                {t(plan.name)}
              </CardTitle>
              <Badge variant={subscription.cancelAtPeriodEnd ? "secondary" : "default"}>
                {subscription.cancelAtPeriodEnd
                  ? t("billing:subscription.cancelsAtPeriodEnd")
                  : status!.label}
              </Badge>
            </div>
            <CardDescription>{priceOf(plan, t)}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            {isGranted(subscription) ? (
              <p className="text-sm" data-testid="granted">
                {status!.line}
              </p>
            ) : null}
            {subscription.currentPeriodEnd && !isGranted(subscription) ? (
              <p className="flex items-center gap-2 text-sm" data-testid="renewal">
                <CalendarClock
                  className="size-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                {subscription.status === "trialing"
                  ? status!.line
                  : subscription.cancelAtPeriodEnd
                    ? t("billing:subscription.endsOn", { date: subscription.currentPeriodEnd })
                    : t("billing:subscription.renewsOn", { date: subscription.currentPeriodEnd })}
              </p>
            ) : null}
            {isGranted(subscription) ? null : (
              <Form method="post" {...getFormProps(form)}>
                {subscription.cancelAtPeriodEnd ? (
                  <Button
                    type="submit"
                    name={fields.intent.name}
                    value="resume"
                    disabled={pending}
                    aria-describedby={intentError ? fields.intent.errorId : undefined}
                  >
                    {pending ? t("billing:actions.saving") : t("billing:subscription.resume")}
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
                    {pending ? t("billing:actions.saving") : t("billing:subscription.cancel")}
                  </Button>
                )}
                {intentError ? (
                  <p
                    id={fields.intent.errorId}
                    className="mt-2 text-sm font-medium text-destructive"
                  >
                    {intentError}
                  </p>
                ) : null}
              </Form>
            )}
            {isGranted(subscription) ||
            subscription.cancelAtPeriodEnd ||
            (subscription.status !== "active" && subscription.status !== "trialing") ? null : (
              <div className="flex flex-col gap-2 border-t pt-5">
                {otherPlans(subscription.planId).map((other) => (
                  <Button key={other.id} asChild variant="outline" className="self-start">
                    <SiteLink to={changePlanPath(other)}>
                      {t("billing:plans.switchTo", { plan: t(other.name) })}
                    </SiteLink>
                  </Button>
                ))}
              </div>
            )}
          </CardContent>
        </Card>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed p-8 text-center">
          <p className="font-semibold">{t("billing:subscription.none.title")}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {t("billing:subscription.none.body")}
          </p>
          <Button asChild className="mt-5">
            <SiteLink to="/pricing">{t("billing:actions.seePlans")}</SiteLink>
          </Button>
        </div>
      )}
      <Button asChild variant="ghost" className="mt-6">
        <SiteLink to="/dashboard">{t("billing:actions.backToDashboard")}</SiteLink>
      </Button>
    </Container>
  );
}
