import type { Route } from "./+types/team.members";
import { InviteSection, OpenInvitations } from "~/components/teams/invite-section";
import { JoinLinkSection } from "~/components/teams/join-link-section";
import {
  ConfirmSection,
  LeaveSection,
  mayRemove,
  MemberList,
  type MembersConfirm,
} from "~/components/teams/member-list";
import { SeatUsage } from "~/components/teams/team-plan";
import { teamPath } from "~/components/teams/team-nav";
import {
  invitationFormSchema,
  makeInviteSchema,
  memberFormSchema,
  roleFormSchema,
} from "~/components/teams/team-schemas";
import { FormAlert } from "~/components/ui/form-alert";
import { localeOf, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import type { FormAnswer } from "~/lib/forms";
import {
  invalid,
  readFormBody,
  submissionOf,
  succeeded,
  type FormSubmission,
} from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { useActionToast } from "~/lib/use-action-toast";
import { z } from "~/lib/zod";
import { answerFailure, answerLimited, answerUnknownForm } from "~/teams/answers.server";
import { canManage, requireTeamMember, type TeamAccess } from "~/teams/guard.server";
import { joinLinkPath, sendInvitations } from "~/teams/invitations.server";
import { teamLimits } from "~/teams/team-limits";
import {
  findMember,
  joinLinkStatus,
  leaveTeam,
  listOpenInvitations,
  removeMember,
  renewJoinLink,
  setRole,
  teamCapacity,
  TeamRefusal,
  turnOffJoinLink,
  withdrawInvitation,
  type TeamRefusalKey,
} from "~/teams/teams.server";
import { loadTeamView } from "~/teams/view.server";
import type { TeamRole } from "~/db/schema";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(metaT(matches)("teams:members.meta", { team: loaderData.team.name }), undefined, {
        noindex: true,
      })
    : [];

/**
 * A team's members (issue 23, decision 042), for every member: who is in it (names only), their
 * roles, since when, whether they share a result, the seats, and leaving. For its admins and
 * owner: inviting by e-mail, the invitations waiting (their addresses), the join link, removing
 * members; for the owner, roles and handing the team on. The site's 404 page for anyone else, in
 * the loader and the action alike (`requireTeamMember`). Never cached.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const access = await requireTeamMember(request, context, params.teamId);
  const { team, role, user } = access;
  const manager = canManage(role);
  const [view, capacity, invitations, link] = await Promise.all([
    loadTeamView(context.db, team.id),
    teamCapacity(context.db, team.id),
    manager ? listOpenInvitations(context.db, team.id) : Promise.resolve(null),
    manager ? joinLinkStatus(context.db, team.id) : Promise.resolve(null),
  ]);
  const members = view.members.map((member) => ({
    id: member.userId,
    name: member.name,
    role: member.role,
    joinedAt: member.joinedAt.toISOString(),
    shares: member.shared !== null,
  }));
  return {
    team: { id: team.id, name: team.name },
    role,
    userId: user.id,
    seats: {
      used: members.length,
      capacity,
      over: Math.max(0, members.length - capacity),
    },
    members,
    invitedCount: view.invitedCount,
    invitations:
      invitations?.map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        createdAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
      })) ?? null,
    link:
      link && "expiresAt" in link
        ? { state: link.state, expiresAt: link.expiresAt.toISOString() }
        : link,
    confirm: confirmOf(new URL(request.url).searchParams, access, members),
  };
}

/** The confirmation the address asks for, when the viewer may do what it confirms. */
function confirmOf(
  query: URLSearchParams,
  { role, user }: TeamAccess,
  members: { id: string; name: string; role: TeamRole }[],
): MembersConfirm {
  if (query.has("leave")) return { kind: "leave", alone: members.length === 1 };
  const removing = members.find((member) => member.id === query.get("remove"));
  if (removing && removing.id !== user.id && mayRemove(role, removing.role)) {
    return { kind: "remove", member: { id: removing.id, name: removing.name } };
  }
  const heir = members.find((member) => member.id === query.get("owner"));
  if (heir && heir.id !== user.id && role === "owner") {
    return { kind: "owner", member: { id: heir.id, name: heir.name } };
  }
  return null;
}

/** The forms of the page, each posting its name as `intent`; an answer names its form. */
type MembersForm =
  "invite" | "withdraw" | "link" | "remove" | "set-role" | "transfer" | "leave" | "unknown";

export interface MembersAnswer extends FormAnswer {
  form: MembersForm;
  refusal?: TeamRefusalKey | null;
  /** A join link just made: shown once, as only its hash is kept. */
  fresh?: { url: string; expiresAt: string };
}

interface Args {
  access: TeamAccess;
  context: Route.ActionArgs["context"];
  t: Translate;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const access = await requireTeamMember(request, context, params.teamId);
  const body = await readFormBody(request);
  const args = { access, context, t };
  switch (body?.get("intent")) {
    case "invite":
      return invite(submissionOf(body, makeInviteSchema(t)), args);
    case "withdraw":
      return withdraw(submissionOf(body, invitationFormSchema), args);
    case "renew-link":
    case "turn-off-link":
      return changeLink(submissionOf(body, linkSchema), args);
    case "remove":
      return remove(submissionOf(body, memberFormSchema), args);
    case "set-role":
      return changeRole(submissionOf(body, roleFormSchema), args);
    case "transfer":
      return transfer(submissionOf(body, memberFormSchema), args);
    case "leave":
      return leave(submissionOf(body, leaveSchema), args);
    default:
      return answerUnknownForm(submissionOf(body, leaveSchema), t);
  }
}

const linkSchema = z.object({ intent: z.enum(["renew-link", "turn-off-link"]) });
const leaveSchema = z.object({ intent: z.literal("leave") });

const membersPage = (teamId: string) => teamPath(teamId, "/members");

/** Runs a change; a refusal or a failure is answered on the form, in the page's language. */
async function attempt<T>(
  submission: FormSubmission<unknown>,
  form: MembersForm,
  t: Translate,
  change: () => Promise<T>,
): Promise<{ done: T } | { answer: ReturnType<typeof answerFailure> }> {
  try {
    return { done: await change() };
  } catch (error) {
    return { answer: answerFailure(submission, error, t, { form }) };
  }
}

async function invite(
  submission: FormSubmission<{ emails: string[] }>,
  { access, context, t }: Args,
) {
  const form = { form: "invite" as MembersForm };
  if (!canManage(access.role)) {
    return answerFailure(submission, new TeamRefusal("teams:refusal.adminsOnly"), t, form);
  }
  if (submission.status !== "success") return invalid(submission, { extra: form });
  const outcome = await attempt(submission, "invite", t, () =>
    sendInvitations(context, {
      teamId: access.team.id,
      inviterId: access.user.id,
      emails: submission.value.emails,
    }),
  );
  if ("answer" in outcome) return outcome.answer;
  const sent = outcome.done;
  if (!sent.ok)
    return answerLimited(
      submission,
      sent.blocked,
      t,
      sent.by === "team" ? "teams:limits.invitationsTeam" : "teams:limits.invitationsPerson",
      form,
    );
  return redirectWithToast(membersPage(access.team.id), {
    type: "success",
    title: t("teams:members.invite.sent", { count: sent.sent }),
    description: t("teams:members.invite.sentBody", { count: sent.sent }),
  });
}

async function withdraw(
  submission: FormSubmission<{ invitationId: string }>,
  { access, context, t }: Args,
) {
  if (submission.status !== "success") return answerUnknownForm(submission, t);
  const outcome = await attempt(submission, "withdraw", t, () =>
    withdrawInvitation(context.db, {
      teamId: access.team.id,
      actorId: access.user.id,
      invitationId: submission.value.invitationId,
    }),
  );
  if ("answer" in outcome) return outcome.answer;
  return redirectWithToast(membersPage(access.team.id), {
    type: "success",
    title: t("teams:members.invited.withdrawn"),
  });
}

async function changeLink(
  submission: FormSubmission<{ intent: "renew-link" | "turn-off-link" }>,
  { access, context, t }: Args,
) {
  if (submission.status !== "success") return answerUnknownForm(submission, t);
  const input = { teamId: access.team.id, actorId: access.user.id };
  if (submission.value.intent === "turn-off-link") {
    const outcome = await attempt(submission, "link", t, () => turnOffJoinLink(context.db, input));
    if ("answer" in outcome) return outcome.answer;
    return redirectWithToast(membersPage(access.team.id), {
      type: "success",
      title: t("teams:members.link.turnedOff"),
    });
  }
  const outcome = await attempt(submission, "link", t, () => renewJoinLink(context.db, input));
  if ("answer" in outcome) return outcome.answer;
  // Not a redirect: the link is in this answer only, as the database keeps its hash alone.
  const { token, expiresAt } = outcome.done;
  return succeeded(submission, {
    toast: { type: "success", title: t("teams:members.link.made") },
    extra: {
      form: "link" as MembersForm,
      fresh: {
        url: `${context.siteUrl}${joinLinkPath(token)}`,
        expiresAt: expiresAt.toISOString(),
      },
    },
  });
}

async function remove(
  submission: FormSubmission<{ memberId: string }>,
  { access, context, t }: Args,
) {
  if (submission.status !== "success") return answerUnknownForm(submission, t);
  const member = await findMember(context.db, access.team.id, submission.value.memberId);
  const outcome = await attempt(submission, "remove", t, () =>
    removeMember(context.db, {
      teamId: access.team.id,
      actorId: access.user.id,
      memberId: submission.value.memberId,
    }),
  );
  if ("answer" in outcome) return outcome.answer;
  return redirectWithToast(membersPage(access.team.id), {
    type: "success",
    title: t("teams:members.removed", { name: member?.name ?? "" }),
  });
}

async function changeRole(
  submission: FormSubmission<{ memberId: string; role: "admin" | "member" }>,
  { access, context, t }: Args,
) {
  if (submission.status !== "success") return answerUnknownForm(submission, t);
  const { memberId, role } = submission.value;
  const member = await findMember(context.db, access.team.id, memberId);
  const outcome = await attempt(submission, "set-role", t, () =>
    setRole(context.db, { teamId: access.team.id, actorId: access.user.id, memberId, role }),
  );
  if ("answer" in outcome) return outcome.answer;
  const name = member?.name ?? "";
  return redirectWithToast(membersPage(access.team.id), {
    type: "success",
    title:
      role === "admin"
        ? t("teams:members.nowAdmin", { name })
        : t("teams:members.noLongerAdmin", { name }),
  });
}

async function transfer(
  submission: FormSubmission<{ memberId: string }>,
  { access, context, t }: Args,
) {
  if (submission.status !== "success") return answerUnknownForm(submission, t);
  const { memberId } = submission.value;
  const member = await findMember(context.db, access.team.id, memberId);
  const outcome = await attempt(submission, "transfer", t, () =>
    setRole(context.db, {
      teamId: access.team.id,
      actorId: access.user.id,
      memberId,
      role: "owner",
    }),
  );
  if ("answer" in outcome) return outcome.answer;
  return redirectWithToast(membersPage(access.team.id), {
    type: "success",
    title: t("teams:members.transferred", { name: member?.name ?? "" }),
  });
}

async function leave(submission: FormSubmission<unknown>, { access, context, t }: Args) {
  if (submission.status !== "success") return answerUnknownForm(submission, t);
  const outcome = await attempt(submission, "leave", t, () =>
    leaveTeam(context.db, access.team.id, access.user.id),
  );
  if ("answer" in outcome) return outcome.answer;
  return redirectWithToast("/teams", {
    type: "success",
    title: t("teams:members.left", { team: access.team.name }),
  });
}

export default function TeamMembers({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  useActionToast(actionData?.toast);
  const answer = actionData as MembersAnswer | undefined;
  const answered = (...forms: MembersForm[]) =>
    answer && forms.includes(answer.form) ? answer : undefined;
  const { team, role, seats, members, confirm, invitations, link, invitedCount, userId } =
    loaderData;
  const manager = role === "owner" || role === "admin";
  // A refused button (a role changed meanwhile, say) is said at the top, where focus goes.
  const buttonAnswer = confirm ? undefined : answered("withdraw", "set-role", "unknown");
  return (
    <>
      {buttonAnswer?.result.error?.[""] ? (
        <FormAlert title={buttonAnswer.title} takeFocus focusKey={buttonAnswer}>
          {buttonAnswer.result.error[""].join(" ")}
        </FormAlert>
      ) : null}
      {confirm ? (
        <ConfirmSection
          teamId={team.id}
          teamName={team.name}
          confirm={confirm}
          answer={answered("remove", "transfer", "leave", "set-role", "unknown")}
        />
      ) : null}
      <SeatUsage
        members={seats.used}
        capacity={seats.capacity}
        headingLevel="h2"
        planHref={manager ? teamPath(team.id, "/plan") : undefined}
      />
      <MemberList teamId={team.id} role={role} userId={userId} members={members} />
      {manager && invitations ? (
        <>
          <InviteSection
            teamId={team.id}
            days={teamLimits.invitationDays}
            answer={answered("invite")}
          />
          <OpenInvitations teamId={team.id} invitations={invitations} />
          {link ? <JoinLinkSection teamId={team.id} link={link} answer={answered("link")} /> : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t("teams:members.invited.count", { count: invitedCount })}
        </p>
      )}
      {confirm?.kind === "leave" ? null : (
        <LeaveSection teamId={team.id} role={role} alone={members.length === 1} />
      )}
    </>
  );
}
