import { data } from "react-router";
import type { Route } from "./+types/team.invitation";
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
  signOutAndReturn,
  type JoinProblem,
} from "~/teams/joining.server";
import { acceptInvitation, findInvitation, findRole } from "~/teams/teams.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaT(matches)("teams:invitation.meta.title"), undefined, { noindex: true });

/** What each invitation that no longer works says. */
const gone = {
  expired: "teams:refusal.invitationExpired",
  withdrawn: "teams:refusal.invitationWithdrawn",
  used: "teams:refusal.invitationUsed",
} as const satisfies Record<string, JoinProblem>;

/**
 * An invitation's link from its mail (issue 23, decision 042). Signed out: which team invites,
 * and sign up or in, which come back here (through the address's confirmation too: the sign-up
 * browser's mark keeps the way back). Signed in with the invited, confirmed address: a button
 * that joins. Every other state says why it cannot join: gone for good (410), never ours (404),
 * another address (403, without saying which), a full team. A member already goes to the team.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const i18n = pageMessages(locale, ["teams"]);
  const user = await getOptionalUser(request, context);
  const found = await findInvitation(context.db, params.token);
  const problem = (why: JoinProblem, team: string | null = null) =>
    data(
      {
        team,
        inviter: null,
        until: null,
        view: { kind: "problem", problem: why } as JoinView,
        i18n,
      },
      { status: problemStatus(why) },
    );
  if (found.state === "unknown") return problem("teams:refusal.invitationUnknown");
  if (user && (await findRole(context.db, found.teamId, user.id)) !== null) {
    throw redirect(teamPath(found.teamId));
  }
  if (found.state !== "open") return problem(gone[found.state], found.teamName);
  const page = {
    team: found.teamName,
    inviter: found.inviterName,
    until: found.expiresAt.toISOString(),
    i18n,
  };
  if (!user) {
    const view: JoinView = { kind: "signed-out", returnPath: new URL(request.url).pathname };
    return { ...page, view };
  }
  if (user.email.toLowerCase() !== found.email) {
    return problem("teams:refusal.invitationOtherAddress", found.teamName);
  }
  if (!user.emailVerified) return problem("teams:refusal.invitationUnconfirmed", found.teamName);
  if (!(await hasFreeSeat(context, found.teamId))) {
    return problem("teams:refusal.full", found.teamName);
  }
  return { ...page, view: { kind: "confirm", ...joiner(user) } as JoinView };
}

const joinSchema = z.object({ intent: z.enum(["join", "sign-out"]) });

/** Joins (counted per person and per address), or signs out to come back with another address. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const user = await requireUser(request, context);
  const submission = submissionOf(await readFormBody(request), joinSchema);
  if (submission.status !== "success") return answerUnknownForm(submission, t);
  if (submission.value.intent === "sign-out") {
    return signOutAndReturn(context, request, new URL(request.url).pathname);
  }
  return joinAndGo(
    context,
    user.id,
    submission,
    () => acceptInvitation(context.db, params.token, user.id),
    t,
    { refusal: null },
  );
}

export default function TeamInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { team, inviter, until, view } = loaderData;
  return (
    <JoinCard
      title={team === null ? null : t("teams:invitation.title", { team })}
      intro={
        team === null
          ? null
          : inviter
            ? t("teams:invitation.from", { inviter, team })
            : t("teams:invitation.fromUnknown", { team })
      }
      until={until ? t("teams:invitation.until", { until: new Date(until) }) : null}
      view={view}
      answer={actionData}
    />
  );
}
