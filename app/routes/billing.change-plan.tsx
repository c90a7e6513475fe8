import { getFormProps } from "@conform-to/react";
import { ArrowRight } from "lucide-react";
import { useMemo } from "react";
import { data, Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/billing.change-plan";
import { consume, limits, waitMessage } from "~/auth/rate-limit.server";
import { requireUser } from "~/auth/session.server";
import {
  planChangeState,
  prorationDateIsCurrent,
  type PlanChangeState,
} from "~/billing/plan-change.server";
import { planStatus, priceOf } from "~/billing/plan-status";
import { planChangeSchema } from "~/billing/subscription-forms";
import { PlanChangeSummary } from "~/components/billing/plan-change-summary";
import { Container } from "~/components/common/page-hero";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { FormErrors } from "~/components/ui/form-field";
import { findPlan, type Plan } from "~/config/plans";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { translatedMeta } from "~/i18n/meta-t";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { loggableError } from "~/lib/errors.server";
import { useSchemaForm } from "~/lib/forms";
import { readSubmission, refused } from "~/lib/forms.server";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { useLocalize } from "~/i18n/use-language";

/**
 * /billing/change-plan?to=<plan>: the one way to switch plans (decision 025), for Stripe and the
 * sandbox alike. The page prices the change at this moment (what is charged or credited now, and
 * from when) and confirms it with a form that posts that moment back, so the change is charged
 * what was shown. Signed out: sign in first. A plan that does not exist: 404. Personal, so never
 * cached (it says nothing, which is `private, no-store`).
 */

export const meta: Route.MetaFunction = (args) =>
  translatedMeta(args, (t) =>
    pageMeta(t("billing:changePlan.meta.title"), t("billing:changePlan.meta.description"), {
      noindex: true,
    }),
  );

/** A plan as the page shows it, in the page's language. */
const planView = (plan: Plan, t: Translate) => ({
  id: plan.id,
  name: t(plan.name),
  price: priceOf(plan, t),
});

function targetPlan(request: Request, t: Translate): Plan {
  const plan = findPlan(new URL(request.url).searchParams.get("to") ?? "");
  if (!plan) throw data({ message: t("billing:changePlan.noSuchPlan") }, { status: 404 });
  return plan;
}

const refusedView = (
  state: Extract<PlanChangeState, { kind: "refused" }>,
  to: Plan,
  t: Translate,
) => ({
  kind: "refused" as const,
  to: planView(to, t),
  title: state.title,
  message: state.message,
  manage: state.manage,
});

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const t = serverTranslate(locale);
  const i18n = pageMessages(locale, ["billing"]);
  const user = await requireUser(request, context);
  const to = targetPlan(request, t);
  const state = await planChangeState(context, user.id, to, t);
  if (state.kind === "refused")
    return data({ ...refusedView(state, to, t), i18n }, { status: state.status });

  const unavailable = (status: number, message: string, headers?: HeadersInit) =>
    data({ kind: "unavailable" as const, to: planView(to, t), message, i18n }, { status, headers });
  const blocked = await consume(context.db, [limits.planChangePreviewsPerUser(user.id)]);
  if (blocked) {
    return unavailable(
      429,
      t("billing:changePlan.tooManyPreviews", { wait: waitMessage(blocked) }),
      {
        "Retry-After": String(blocked.retryAfterSeconds),
      },
    );
  }
  const { subscription } = state;
  try {
    const quote = await context.billing.previewPlanChange(
      subscription,
      to.id,
      Math.floor(Date.now() / 1000),
    );
    return {
      kind: "ready" as const,
      from: planView(state.from, t),
      to: planView(to, t),
      current: planStatus(
        {
          planType: subscription.planType,
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          trialEnd: subscription.trialEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        },
        t,
      ),
      quote,
      i18n,
    };
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not price a plan change");
    return unavailable(503, t("billing:changePlan.priceUnavailable"));
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const user = await requireUser(request, context);
  const submission = await readSubmission(request, planChangeSchema(t));
  if (submission.status !== "success") {
    // Hidden fields the page fills: whatever is wrong with them, the whole form says so.
    const message =
      Object.values(submission.error ?? {}).flat()[0] ?? t("billing:changePlan.openAgain");
    return refused(submission, { status: 400, message });
  }
  const { to, from, prorationDate } = submission.value;
  const plan = findPlan(to)!;
  const state = await planChangeState(context, user.id, plan, t);
  if (state.kind === "refused") {
    return refused(submission, {
      status: state.status,
      title: state.title,
      message: state.message,
    });
  }
  if (state.from.id !== from) {
    return refused(submission, {
      status: 409,
      message: t("billing:changePlan.planChanged", { plan: t(state.from.name) }),
    });
  }
  if (!prorationDateIsCurrent(prorationDate, state.subscription)) {
    return refused(submission, { status: 409, message: t("billing:changePlan.stale") });
  }
  // Counted before the provider is asked, so a burst cannot slip past it.
  const blocked = await consume(context.db, [limits.planChangesPerUser(user.id)]);
  if (blocked) {
    return refused(submission, {
      status: 429,
      message: t("billing:changePlan.tooManyChanges", { wait: waitMessage(blocked) }),
      headers: { "Retry-After": String(blocked.retryAfterSeconds) },
    });
  }
  let outcome;
  try {
    outcome = await context.billing.changePlan(state.subscription, to, prorationDate);
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not change a plan");
    return refused(submission, {
      status: 503,
      message: t("billing:changePlan.failed"),
    });
  }
  if (outcome === "declined") {
    return refused(submission, {
      status: 402,
      title: t("billing:changePlan.declined.title"),
      message: t("billing:changePlan.declined.message"),
    });
  }
  return redirectWithToast("/dashboard", {
    type: "success",
    title: t("billing:changePlan.changed.title"),
    description: t("billing:changePlan.changed.description", { plan: t(plan.name) }),
  });
}

export default function ChangePlan({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalize();
  return (
    <Container className="max-w-2xl py-12">
      {loaderData.kind === "ready" ? (
        <ConfirmChange loaded={loaderData} answer={actionData} />
      ) : loaderData.kind === "refused" ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{loaderData.title}</h1>
          <p className="mt-4 text-muted-foreground">{loaderData.message}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {loaderData.manage ? (
              // The billing portal (Stripe) or the sandbox subscription page (departures #7).
              <Form method="post" action={localize("/billing/manage")}>
                <Button type="submit" className="w-full sm:w-auto">
                  {t("billing:actions.manage")}
                </Button>
              </Form>
            ) : (
              <Button asChild>
                <SiteLink to="/pricing">{t("billing:actions.seePlans")}</SiteLink>
              </Button>
            )}
            <Button asChild variant="outline">
              <SiteLink to="/dashboard">{t("billing:actions.backToDashboard")}</SiteLink>
            </Button>
          </div>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight">
            {t("billing:plans.switchTo", { plan: loaderData.to.name })}
          </h1>
          <div className="mt-6">
            <FormAlert takeFocus>{loaderData.message}</FormAlert>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <SiteLink to={`/billing/change-plan?to=${loaderData.to.id}`} reloadDocument>
                {t("billing:actions.tryAgain")}
              </SiteLink>
            </Button>
            <Button asChild variant="outline">
              <SiteLink to="/dashboard">{t("billing:actions.backToDashboard")}</SiteLink>
            </Button>
          </div>
        </>
      )}
    </Container>
  );
}

type Ready = Extract<Route.ComponentProps["loaderData"], { kind: "ready" }>;

function ConfirmChange({
  loaded,
  answer,
}: {
  loaded: Ready;
  answer: Route.ComponentProps["actionData"];
}) {
  const { from, to, quote } = loaded;
  const t = useT();
  const schema = useMemo(() => planChangeSchema(t), [t]);
  const [form] = useSchemaForm({ id: "plan-change", schema, answer });
  const action = `/billing/change-plan?to=${to.id}`;
  const pending = usePendingSubmit("/billing/change-plan");
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">
        {t("billing:plans.switchTo", { plan: to.name })}
      </h1>
      <p className="mt-3 text-muted-foreground">{t("billing:changePlan.takesEffect")}</p>
      <div className="mt-6">
        <FormErrors form={form} title={answer?.title} takeFocus />
      </div>
      <PlanChangeSummary from={from} to={to} current={loaded.current} quote={quote} />
      <Form method="post" action={action} {...getFormProps(form)} className="mt-8">
        {/* Keyed by the moment priced, so figures priced again replace the ones posted before. */}
        <input type="hidden" name="to" value={to.id} />
        <input type="hidden" name="from" value={from.id} />
        <input
          key={quote.prorationDate}
          type="hidden"
          name="prorationDate"
          defaultValue={quote.prorationDate}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            type="submit"
            size="lg"
            disabled={pending}
            className="h-auto min-h-12 whitespace-normal py-2"
          >
            {pending
              ? t("billing:changePlan.switching")
              : t("billing:plans.switchTo", { plan: to.name })}
            {pending ? null : <ArrowRight aria-hidden="true" />}
          </Button>
          <Button
            asChild
            variant="outline"
            size="lg"
            className="h-auto min-h-12 whitespace-normal py-2 text-center"
          >
            <SiteLink to="/dashboard">{t("billing:changePlan.keep", { plan: from.name })}</SiteLink>
          </Button>
        </div>
      </Form>
    </>
  );
}
