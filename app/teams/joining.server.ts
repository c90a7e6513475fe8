import type { AppLoadContext } from "react-router";
import type { SessionUser } from "~/auth/session.server";
import { withCookies } from "~/auth/session.server";
import { teamPath } from "~/components/teams/team-nav";
import type { Translate } from "~/i18n/translate";
import type { FormSubmission } from "~/lib/forms.server";
import { redirect } from "~/lib/redirect.server";
import { redirectWithToast } from "~/lib/toast.server";
import { answerFailure, answerIfLimited } from "./answers.server";
import { teamRateLimits } from "./limits.server";
import { findTeamName, teamSeats, type TeamRefusalKey } from "./teams.server";

/**
 * What the two ways in (an e-mail invitation, the join link) share (issue 23, decision 042): what
 * a page shows for each state of its token, the limit on joining, the answer after joining.
 */

/** Why a visitor cannot join from this page, named by the refusal that says it. */
export type JoinProblem = TeamRefusalKey;

/** The page's answer for a token that leads nowhere: gone for good (410) or never ours (404). */
export function problemStatus(problem: JoinProblem): number {
  switch (problem) {
    case "teams:refusal.invitationUnknown":
    case "teams:refusal.linkUnknown":
      return 404;
    case "teams:refusal.invitationExpired":
    case "teams:refusal.invitationWithdrawn":
    case "teams:refusal.invitationUsed":
    case "teams:refusal.linkExpired":
    case "teams:refusal.linkOff":
      return 410;
    case "teams:refusal.invitationOtherAddress":
    case "teams:refusal.invitationUnconfirmed":
      return 403;
    default:
      return 409;
  }
}

/** Whether the team has a free seat now: a full team is said before the button, not after. */
export async function hasFreeSeat(context: AppLoadContext, teamId: string): Promise<boolean> {
  const { used, capacity } = await teamSeats(context.db, teamId);
  return used < capacity;
}

/** What the page shows a signed-in visitor who may join: who they join as. */
export const joiner = (user: SessionUser) => ({ name: user.name, email: user.email });

/**
 * Counts an attempt to join (per person and per address, as signing in is counted), then joins
 * with `join` and goes to the team's page; a refusal is answered on the page, in its language.
 */
export async function joinAndGo<Extra extends object>(
  context: AppLoadContext,
  userId: string,
  submission: FormSubmission<unknown>,
  join: () => Promise<string>,
  t: Translate,
  extra: Extra,
) {
  const limited = await answerIfLimited(
    context,
    submission,
    [teamRateLimits.joinsPerUser(userId), teamRateLimits.joinsPerIp(context.clientIp)],
    t,
    "teams:limits.join",
    extra,
  );
  if (limited) return limited;
  try {
    const teamId = await join();
    return await redirectWithToast(teamPath(teamId), {
      type: "success",
      title: t("teams:join.joined", { team: (await findTeamName(context.db, teamId)) ?? "" }),
      description: t("teams:join.joinedBody"),
    });
  } catch (error) {
    return answerFailure(submission, error, t, extra);
  }
}

/**
 * Signs this browser out and sends it to sign in, to come back to `path`: for an invitation
 * opened while signed in with another address.
 */
export async function signOutAndReturn(
  context: AppLoadContext,
  request: Request,
  path: string,
): Promise<Response> {
  let cleared = new Headers();
  try {
    const { headers } = await context.auth.api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    cleared = headers;
  } catch {
    // Signed out already (another tab): the sign-in page is still the place to go.
  }
  const query = new URLSearchParams({ redirectTo: path });
  return redirect(`/auth?${query}`, { headers: withCookies(cleared) });
}
