import { data } from "react-router";
import type { Route } from "./+types/team.join";
import { getOptionalUser, requireUser } from "~/auth/session.server";
import { JoinCard, type JoinView } from "~/components/teams/join-card";
import { teamPath } from "~/components/teams/team-nav";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { readFormBody, submissionOf } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { redirect } from "~/lib/redirect.server";
import { z } from "~/lib/zod";
import { answerUnknownForm } from "~/teams/answers.server";
import {
  hasFreeSeat,
  joinAndGo,
  joiner,
  problemStatus,
  type JoinProblem,
} from "~/teams/joining.server";
import { findJoinLink, findRole, joinByLink } from "~/teams/teams.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaT(matches)("teams:join.meta.title"), undefined, { noindex: true });

/**
 * A team's join link (issue 23, decision 042). Signed out: which team, and sign up or in, which
 * come back here. Signed in: a button that joins, while a seat is free. A link turned off or
 * expired is gone (410); a replaced one, or a token that was never ours, is unknown (404). A
 * member already goes to the team.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const i18n = pageMessages(locale, ["teams"]);
  const user = await getOptionalUser(request, context);
  const found = await findJoinLink(context.db, params.token);
  const problem = (why: JoinProblem, team: string | null = null) =>
    data(
      { team, until: null, view: { kind: "problem", problem: why } as JoinView, i18n },
      { status: problemStatus(why) },
    );
  if (found.state === "unknown") return problem("teams:refusal.linkUnknown");
  if (user && (await findRole(context.db, found.teamId, user.id)) !== null) {
    throw redirect(teamPath(found.teamId));
  }
  if (found.state !== "open") {
    const why = found.state === "off" ? "teams:refusal.linkOff" : "teams:refusal.linkExpired";
    return problem(why, found.teamName);
  }
  const page = { team: found.teamName, until: found.expiresAt.toISOString(), i18n };
  if (!user) {
    const view: JoinView = { kind: "signed-out", returnPath: new URL(request.url).pathname };
    return { ...page, view };
  }
  if (!(await hasFreeSeat(context, found.teamId))) {
    return problem("teams:refusal.full", found.teamName);
  }
  return { ...page, view: { kind: "confirm", ...joiner(user) } as JoinView };
}

const joinSchema = z.object({ intent: z.literal("join") });

/** Joins, counted per person and per address like signing in. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const user = await requireUser(request, context);
  const submission = submissionOf(await readFormBody(request), joinSchema);
  if (submission.status !== "success") return answerUnknownForm(submission, t);
  return joinAndGo(
    context,
    user.id,
    submission,
    () => joinByLink(context.db, params.token, user.id),
    t,
    { refusal: null },
  );
}

export default function TeamJoin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { team, until, view } = loaderData;
  return (
    <JoinCard
      title={team === null ? null : t("teams:join.title", { team })}
      intro={team === null ? null : t("teams:join.intro", { team })}
      until={until ? t("teams:join.until", { until: new Date(until) }) : null}
      view={view}
      answer={actionData}
    />
  );
}
