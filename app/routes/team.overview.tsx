import { FileDown, Users } from "lucide-react";
import { useMemo } from "react";
import type { Route } from "./+types/team.overview";
import { limits } from "~/auth/rate-limit.server";
import { answerIfLimited } from "~/teams/answers.server";
import { SiteLink } from "~/components/common/site-link";
import { DimensionStrips, type PositionsView } from "~/components/teams/dimension-strips";
import { packMembers, sharedResultsOf, unpackMembers } from "~/components/teams/overview-data";
import { makeShareSchema, stopSharingSchema } from "~/components/teams/share-form";
import { SharingPanel, type ShareAnswer, type ShareChoice } from "~/components/teams/sharing-panel";
import { teamPath } from "~/components/teams/team-nav";
import { TeamPeople } from "~/components/teams/team-people";
import { GroupSplit, TypeGrid } from "~/components/teams/type-grid";
import { Button } from "~/components/ui/button";
import { listTestSessionPage } from "~/db/test-sessions.server";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { TeamSummarySection } from "~/components/teams/team-summary";
import { teamReportPath } from "~/lib/team-report";
import { summaryMinimum, teamSummary } from "~/teams/summary";
import { metaT } from "~/i18n/meta-t";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { loggableError } from "~/lib/errors.server";
import {
  invalid,
  readFormBody,
  refused,
  submissionOf,
  type FormSubmission,
} from "~/lib/forms.server";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { useActionToast } from "~/lib/use-action-toast";
import { teamComposition } from "~/teams/composition";
import { canManage, requireTeamMember, type TeamAccess } from "~/teams/guard.server";
import { shareResult, stopSharing, TeamRefusal } from "~/teams/teams.server";
import { loadTeamView } from "~/teams/view.server";
import { typeNamesFor } from "./compare.server";

/** How many of the reader's saved results the sharing choice offers, newest first. */
const shareChoices = 30;

/**
 * A team's overview (issue 23): the reader's own sharing, who has shared and who has not yet, the
 * sixteen types, the four groups and the identity split, and each dimension as a strip of the
 * members' positions. The site's 404 page for anyone who is not a member (decision 042). The team
 * is read in one query (`loadTeamView`) and the reader's choices in one more, whatever the team's
 * size; never cached (private, no-store, the default for a signed-in page).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const { user, team, role } = await requireTeamMember(request, context, params.teamId);
  const [view, newest] = await Promise.all([
    loadTeamView(context.db, team.id),
    listTestSessionPage(context.db, user.id, { offset: 0, limit: shareChoices + 1 }),
  ]);
  const members = packMembers(
    view.members.map((member) => ({
      name: member.name,
      shared: member.shared && { type: member.shared.type, scores: member.shared.dimensions },
    })),
  );
  const own = view.members.find((member) => member.userId === user.id)?.shared ?? null;
  const shared: ShareChoice | null = own && {
    id: own.testSessionId,
    type: own.type,
    completedAt: own.completedAt.toISOString(),
  };
  const choices: ShareChoice[] = newest.slice(0, shareChoices).map((row) => ({
    id: row.id,
    type: row.personalityType,
    completedAt: row.completedAt.toISOString(),
  }));
  // The strips, or one table of every position instead ("Show as a table").
  const positions: PositionsView =
    new URL(request.url).searchParams.get("positions") === "table" ? "table" : "strips";
  // The shared result stays choosable even when it is older than the newest listed.
  if (shared && !choices.some((choice) => choice.id === shared.id)) choices.push(shared);
  return {
    team: { id: team.id, name: team.name },
    // The reader's place in the list: the page needs no member's account id.
    viewerIndex: view.members.findIndex((member) => member.userId === user.id),
    manager: canManage(role),
    members,
    invitedCount: view.invitedCount,
    you: { shared, choices, more: newest.length > shareChoices },
    typeNames: typeNamesFor(locale, "all"),
    positions,
    summary: teamSummary(view.composition, { members: view.members.length }),
    // "results" names the dimensions, poles and identities.
    i18n: pageMessages(locale, ["results"]),
  };
}

/**
 * Sharing one of the reader's saved results with the team, changing it, or stopping. Counted
 * against a limit per person first; a result that is not theirs (or was just deleted) is refused
 * beside the choice and nothing changes. Success returns to the overview with a toast.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const access = await requireTeamMember(request, context, params.teamId);
  const body = await readFormBody(request);
  switch (body?.get("intent")) {
    case "share":
      return share(submissionOf(body, makeShareSchema(t)), access, context, t);
    case "stop-sharing":
      return stop(submissionOf(body, stopSharingSchema), access, context, t);
    default: {
      const submission = submissionOf(body, stopSharingSchema);
      return refused(
        submission,
        {
          status: 400,
          title: t("teamView:overview.you.errors.title"),
          message: t("teamView:overview.you.errors.unknown"),
        },
        { form: "unknown" as const },
      );
    }
  }
}

async function limited(
  submission: FormSubmission<unknown>,
  { user }: TeamAccess,
  context: Route.ActionArgs["context"],
  t: Translate,
  form: "share" | "stop-sharing",
) {
  return answerIfLimited(
    context,
    submission,
    [limits.teamShareChangesPerUser(user.id)],
    t,
    "teamView:overview.you.errors.rateLimited",
    { form },
  );
}

function failed(submission: FormSubmission<unknown>, t: Translate, form: "share" | "stop-sharing") {
  return refused(
    submission,
    {
      status: 503,
      title: t("teamView:overview.you.errors.title"),
      message: t("teamView:overview.you.errors.failed"),
    },
    { form },
  );
}

async function share(
  submission: FormSubmission<{ testSessionId: string }>,
  access: TeamAccess,
  context: Route.ActionArgs["context"],
  t: Translate,
) {
  const form = { form: "share" as const };
  if (submission.status !== "success") return invalid(submission, { extra: form });
  const refusal = await limited(submission, access, context, t, "share");
  if (refusal) return refusal;
  let shared: { type: string };
  try {
    shared = await shareResult(context.db, {
      teamId: access.team.id,
      userId: access.user.id,
      testSessionId: submission.value.testSessionId,
    });
  } catch (error) {
    if (error instanceof TeamRefusal)
      return invalid(submission, {
        fieldErrors: { testSessionId: t("teamView:overview.you.errors.gone") },
        extra: form,
      });
    logger().error({ error: loggableError(error) }, "Could not share a result with a team");
    return failed(submission, t, "share");
  }
  return redirectWithToast(teamPath(access.team.id), {
    type: "success",
    title: t("teamView:overview.you.shared.title"),
    description: t("teamView:overview.you.shared.text", {
      team: access.team.name,
      type: shared.type,
    }),
  });
}

async function stop(
  submission: FormSubmission<unknown>,
  access: TeamAccess,
  context: Route.ActionArgs["context"],
  t: Translate,
) {
  const refusal = await limited(submission, access, context, t, "stop-sharing");
  if (refusal) return refusal;
  try {
    await stopSharing(context.db, access.team.id, access.user.id);
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not stop sharing with a team");
    return failed(submission, t, "stop-sharing");
  }
  return redirectWithToast(teamPath(access.team.id), {
    type: "success",
    title: t("teamView:overview.you.stopped.title"),
    description: t("teamView:overview.you.stopped.text", { team: access.team.name }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageMeta(undefined);
  const t = metaT(matches);
  const team = loaderData.team.name;
  return pageMeta(
    t("teamView:overview.meta.title", { team }),
    t("teamView:overview.meta.description", { team }),
    { noindex: true },
  );
};

export default function TeamOverview({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { team, viewerIndex, manager, invitedCount, you, typeNames, positions, summary } =
    loaderData;
  const members = useMemo(() => unpackMembers(loaderData.members), [loaderData.members]);
  const viewerId = String(viewerIndex);
  useActionToast(actionData?.toast);
  const composition = useMemo(() => teamComposition(sharedResultsOf(members)), [members]);
  const { n } = composition;
  return (
    <>
      <div>
        <h2 className="text-2xl font-bold">{t("teamView:overview.title")}</h2>
        <p className="mt-2 text-pretty text-muted-foreground" data-testid="team-shared-count">
          {t("teamView:overview.intro", { shared: n, members: members.length })}
        </p>
        {n > 0 && n < summaryMinimum ? (
          <p className="mt-2 max-w-3xl text-pretty text-sm text-muted-foreground">
            {t("teamView:overview.small", { shared: n })}
          </p>
        ) : null}
      </div>
      <SharingPanel team={team} you={you} answer={actionData as ShareAnswer | undefined} />
      <TeamPeople
        members={members}
        viewerId={viewerId}
        viewerHasTaken={you.choices.length > 0}
        invitedCount={invitedCount}
      />
      {/* The written summary, above the figures it describes (decision 042). */}
      <TeamSummarySection summary={summary} shared={n} />
      {n === 0 ? (
        <p className="text-pretty text-muted-foreground">{t("teamView:overview.empty")}</p>
      ) : (
        <>
          <TypeGrid composition={composition} typeNames={typeNames} />
          <GroupSplit composition={composition} />
          <DimensionStrips
            composition={composition}
            members={members}
            viewerId={viewerId}
            view={positions}
            viewHref={`${teamPath(team.id)}${positions === "strips" ? "?positions=table" : ""}#positions`}
          />
        </>
      )}
      <section aria-labelledby="links-heading">
        <h3 id="links-heading" className="text-xl font-bold">
          {t("teamView:overview.links.title")}
        </h3>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {n >= 2 ? (
            <Button asChild variant="outline">
              <SiteLink to={teamPath(team.id, "/compare")}>
                <Users aria-hidden="true" />
                {t("teamView:overview.links.compare")}
              </SiteLink>
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">
              {t("teamView:overview.links.compareNeedsTwo")}
            </p>
          )}
          {manager ? (
            <Button asChild variant="outline">
              <SiteLink to={teamReportPath(team.id)} reloadDocument>
                <FileDown aria-hidden="true" />
                {t("teamView:overview.links.report")}
              </SiteLink>
            </Button>
          ) : null}
        </div>
      </section>
    </>
  );
}
