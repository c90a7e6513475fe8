import { data, type AppLoadContext } from "react-router";
import { limits } from "~/auth/rate-limit.server";
import { answerIfLimited } from "~/teams/answers.server";
import type { SessionUser } from "~/auth/session.server";
import { prorationDateIsCurrent } from "~/billing/plan-change.server";
import type { SeatChangeQuote } from "~/billing/seat-change";
import { startTeamCheckout, teamPurchaseRefusals } from "~/billing/team-checkout.server";
import { teamPath } from "~/components/teams/team-nav";
import { teamPlan } from "~/config/plans";
import type { MessageKey } from "~/i18n/english";
import type { Translate } from "~/i18n/translate";
import { loggableError } from "~/lib/errors.server";
import type { FormAnswer } from "~/lib/forms";
import { invalid, refused, type FormSubmission } from "~/lib/forms.server";
import { logger } from "~/lib/logger.server";
import { redirect } from "~/lib/redirect.server";
import { redirectWithToast } from "~/lib/toast.server";
import { planIsChangeable, type TeamPlanState } from "~/teams/plan.server";

/**
 * The actions of a team's plan page (issue 23, decision 042): buy the Teams plan, price and
 * change its seats, cancel or resume its renewal. Each changes the plan only through the billing
 * provider, which applies the change to the one state machine; none writes a subscription row.
 * The caller has checked that the person is the team's owner or an admin.
 */

/** The page's forms; the answer names the one it is for. */
export type PlanForm = "buy" | "seats" | "renewal" | "unknown";

export interface PlanAnswer extends FormAnswer {
  form: PlanForm;
  /** A change of seats priced for the person to confirm. */
  quote?: SeatChangeQuote;
}

export interface PlanActionArgs {
  context: AppLoadContext;
  user: SessionUser;
  team: { id: string; name: string };
  state: TeamPlanState;
  t: Translate;
}

/** A burst meets the billing limits: pricing and checkouts per hour, changes that charge per day. */
async function overLimit(
  context: AppLoadContext,
  submission: FormSubmission<unknown>,
  limit: ReturnType<(typeof limits)["planChangesPerUser"]>,
  message: MessageKey,
  form: PlanForm,
  t: Translate,
) {
  return answerIfLimited(context, submission, [limit], t, message, { form });
}

export async function buyPlan(
  submission: FormSubmission<{ seats: number }>,
  { context, user, team, state, t }: PlanActionArgs,
) {
  const form = { form: "buy" as const };
  if (submission.status !== "success") return invalid(submission, { extra: form });
  // A plan in force (the page's): the team holds its seats until it ends.
  if (state.subscription) {
    return refused(submission, { status: 409, message: t(teamPurchaseRefusals["has-plan"]) }, form);
  }
  const limited = await overLimit(
    context,
    submission,
    limits.planChangePreviewsPerUser(user.id),
    "teams:plan.refused.tooManyTries",
    "buy",
    t,
  );
  if (limited) return limited;
  try {
    const outcome = await startTeamCheckout(context, user, {
      teamId: team.id,
      seats: submission.value.seats,
    });
    if (outcome.ok) return redirect(outcome.url);
    return refused(
      submission,
      {
        status: outcome.refusal === "not-manager" ? 403 : 409,
        message: t(teamPurchaseRefusals[outcome.refusal], {
          members: state.members,
          max: teamPlan.maxSeats,
        }),
      },
      form,
    );
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not start a Teams plan checkout");
    return refused(submission, { status: 503, message: t("teams:plan.buy.failed") }, form);
  }
}

/** Why the plan cannot be changed from the page now, or null when it can. */
function notChangeable({ context, state }: PlanActionArgs): MessageKey | null {
  const subscription = state.subscription;
  if (!subscription) return "teams:plan.refused.noPlan";
  if (subscription.provider !== context.billing.mode) return "teams:plan.refused.otherProvider";
  if (!planIsChangeable(subscription, context.billing.mode)) {
    return "teams:plan.refused.notChangeable";
  }
  return null;
}

export async function previewSeats(
  submission: FormSubmission<{ seats: number }>,
  args: PlanActionArgs,
) {
  const { context, user, t } = args;
  const form = { form: "seats" as const };
  if (submission.status !== "success") return invalid(submission, { extra: form });
  const why = notChangeable(args);
  if (why) return refused(submission, { status: 409, message: t(why) }, form);
  const subscription = args.state.subscription!;
  const { seats } = submission.value;
  if (subscription.cancelAtPeriodEnd) {
    return refused(submission, { status: 409, message: t("teams:plan.refused.cancelling") }, form);
  }
  if (seats === subscription.seats) {
    return invalid(submission, {
      fieldErrors: { seats: t("teams:plan.change.same", { seats }) },
      extra: form,
    });
  }
  const limited = await overLimit(
    context,
    submission,
    limits.planChangePreviewsPerUser(user.id),
    "teams:plan.refused.tooManyTries",
    "seats",
    t,
  );
  if (limited) return limited;
  try {
    const quote = await context.billing.previewSeatChange(
      subscription,
      seats,
      Math.floor(Date.now() / 1000),
    );
    return data({ result: submission.reply(), ...form, quote } satisfies PlanAnswer);
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not price a change of seats");
    return refused(submission, { status: 503, message: t("teams:plan.change.priceFailed") }, form);
  }
}

export async function changeSeats(
  submission: FormSubmission<{ seats: number; from: number; prorationDate: number }>,
  args: PlanActionArgs,
) {
  const { context, user, team, t } = args;
  const form = { form: "seats" as const };
  if (submission.status !== "success") {
    return refused(submission, { status: 400, message: t("teams:plan.change.again") }, form);
  }
  const why = notChangeable(args);
  if (why) return refused(submission, { status: 409, message: t(why) }, form);
  const subscription = args.state.subscription!;
  const { seats, from, prorationDate } = submission.value;
  if (subscription.cancelAtPeriodEnd) {
    return refused(submission, { status: 409, message: t("teams:plan.refused.cancelling") }, form);
  }
  // Another admin changed the seats since this change was priced: price it again.
  if (subscription.seats !== from) {
    return refused(
      submission,
      {
        status: 409,
        message: t("teams:plan.change.changedMeanwhile", { seats: subscription.seats ?? 0 }),
      },
      form,
    );
  }
  if (!prorationDateIsCurrent(prorationDate, subscription)) {
    return refused(submission, { status: 409, message: t("teams:plan.change.stale") }, form);
  }
  const limited = await overLimit(
    context,
    submission,
    limits.planChangesPerUser(user.id),
    "teams:plan.refused.tooManyChanges",
    "seats",
    t,
  );
  if (limited) return limited;
  let outcome;
  try {
    outcome = await context.billing.changeSeats(subscription, seats, prorationDate);
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not change a team's seats");
    return refused(submission, { status: 503, message: t("teams:plan.change.failed") }, form);
  }
  if (outcome === "declined") {
    return refused(submission, { status: 402, message: t("teams:plan.change.declined") }, form);
  }
  return redirectWithToast(teamPath(team.id, "/plan"), {
    type: "success",
    title: t("teams:plan.change.done.title"),
    description: t("teams:plan.change.done.description", { seats }),
  });
}

export async function setRenewal(
  submission: FormSubmission<{ choice: "cancel" | "resume" }>,
  args: PlanActionArgs,
) {
  const { context, user, team, t } = args;
  const form = { form: "renewal" as const };
  if (submission.status !== "success") return invalid(submission, { extra: form });
  const why = notChangeable(args);
  if (why) return refused(submission, { status: 409, message: t(why) }, form);
  const subscription = args.state.subscription!;
  const cancel = submission.value.choice === "cancel";
  // Already as asked (a second tab, the back button): nothing to do, and it says so.
  if (subscription.cancelAtPeriodEnd === cancel) {
    return refused(
      submission,
      {
        status: 409,
        message: t(cancel ? "teams:plan.renewal.alreadyCancelled" : "teams:plan.renewal.alreadyOn"),
      },
      form,
    );
  }
  const limited = await overLimit(
    context,
    submission,
    limits.planChangePreviewsPerUser(user.id),
    "teams:plan.refused.tooManyTries",
    "renewal",
    t,
  );
  if (limited) return limited;
  try {
    await context.billing.setCancelAtPeriodEnd(subscription, cancel);
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not change a team plan's renewal");
    return refused(submission, { status: 503, message: t("teams:plan.renewal.failed") }, form);
  }
  return redirectWithToast(teamPath(team.id, "/plan"), {
    type: "success",
    title: t(cancel ? "teams:plan.renewal.cancelled.title" : "teams:plan.renewal.resumed.title"),
    description: t(
      cancel
        ? "teams:plan.renewal.cancelled.description"
        : "teams:plan.renewal.resumed.description",
      { until: subscription.currentPeriodEnd ?? new Date(), free: teamPlan.freeSeats },
    ),
  });
}
