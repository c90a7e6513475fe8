import { BuyForm, RenewalForm, SeatsForm } from "~/components/teams/team-plan-forms";
import { PlanSummary, SeatUsage, type TeamPlanView } from "~/components/teams/team-plan";
import { teamPath } from "~/components/teams/team-nav";
import { FormAlert } from "~/components/ui/form-alert";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { translatedMeta } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { readFormBody, refused, submissionOf } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { useActionToast } from "~/lib/use-action-toast";
import { buySchema, renewalSchema, seatChangeSchema, seatPreviewSchema } from "~/teams/plan-forms";
import { guardedPlan, planIsChangeable } from "~/teams/plan.server";
import type { Route } from "./+types/team.plan";
import {
  buyPlan,
  changeSeats,
  previewSeats,
  setRenewal,
  type PlanAnswer,
} from "./team.plan.server";

/**
 * A team's plan and seats (issue 23, decision 042), for its owner and admins; everyone else gets
 * the site's 404 page, members included (they are not shown the link). The plan, who pays and
 * until when, the seats used of what the team holds and the members over it after a downgrade;
 * buying the Teams plan, changing its seats (priced first), cancelling or resuming its renewal.
 * Every change goes through the billing provider to the one state machine. Never cached: the
 * answer is `private, no-store`, as every page's with a session is.
 */

export const meta: Route.MetaFunction = (args) =>
  translatedMeta(args, (t) =>
    pageMeta(t("teams:plan.meta.title"), t("teams:plan.meta.description"), { noindex: true }),
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const { user, team, state } = await guardedPlan(request, context, params.teamId);
  const { subscription, payer } = state;
  const plan: TeamPlanView | null = subscription
    ? {
        seats: subscription.seats ?? 0,
        status: subscription.status,
        until: subscription.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        payer: payer ? { name: payer.name, you: payer.id === user.id } : null,
        changeable: planIsChangeable(subscription, context.billing.mode),
        otherProvider: subscription.provider !== context.billing.mode,
      }
    : null;
  return {
    teamId: team.id,
    members: state.members,
    capacity: state.capacity,
    plan,
    // Back from a checkout: Stripe's confirmation may still be on its way (the webhook).
    checkoutReturned: new URL(request.url).searchParams.get("checkout") === "success",
    i18n: pageMessages(locale, ["billing"]),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const { user, team, state } = await guardedPlan(request, context, params.teamId);
  const body = await readFormBody(request);
  const args = { context, user, team, state, t };
  switch (body?.get("intent")) {
    case "buy":
      return buyPlan(submissionOf(body, buySchema(t, state.members)), args);
    case "preview":
      return previewSeats(submissionOf(body, seatPreviewSchema(t)), args);
    case "change":
      return changeSeats(submissionOf(body, seatChangeSchema(t)), args);
    case "renewal":
      return setRenewal(submissionOf(body, renewalSchema(t)), args);
    default:
      return refused(
        submissionOf(body, renewalSchema(t)),
        { status: 400, message: t("teams:plan.unknownForm") },
        { form: "unknown" as const },
      );
  }
}

export default function TeamPlan({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const answer = actionData as PlanAnswer | undefined;
  useActionToast(answer?.toast);
  const { teamId, members, capacity, plan, checkoutReturned } = loaderData;
  const path = teamPath(teamId, "/plan");
  const answered = (form: PlanAnswer["form"]) => (answer?.form === form ? answer : undefined);
  return (
    <section aria-labelledby="team-plan-title" className="flex flex-col gap-6">
      <h2 id="team-plan-title" className="text-2xl font-bold tracking-tight">
        {t("teams:plan.title")}
      </h2>
      {answer?.form === "unknown" ? (
        <FormAlert>{answer.result.error?.[""]?.join(" ")}</FormAlert>
      ) : null}
      {checkoutReturned ? (
        plan ? (
          <FormAlert tone="success">{t("teams:plan.bought", { seats: plan.seats })}</FormAlert>
        ) : (
          <FormAlert tone="success">{t("teams:plan.confirming")}</FormAlert>
        )
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <PlanSummary plan={plan} />
        <SeatUsage members={members} capacity={capacity} />
      </div>
      {plan ? null : <BuyForm path={path} answer={answered("buy")} members={members} />}
      {plan?.changeable ? (
        <>
          {plan.cancelAtPeriodEnd ? null : (
            <SeatsForm path={path} answer={answered("seats")} plan={plan} members={members} />
          )}
          <RenewalForm path={path} answer={answered("renewal")} plan={plan} />
        </>
      ) : null}
    </section>
  );
}
