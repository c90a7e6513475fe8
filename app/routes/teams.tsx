import { getFormProps } from "@conform-to/react";
import { MailOpen, Plus, Users } from "lucide-react";
import { useMemo } from "react";
import { Form } from "react-router";
import type { Route } from "./+types/teams";
import { requireUser } from "~/auth/session.server";
import { Container } from "~/components/common/page-hero";
import { SiteLink } from "~/components/common/site-link";
import { teamPath } from "~/components/teams/team-nav";
import { invitationFormSchema, makeTeamSchema } from "~/components/teams/team-schemas";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { FormErrors } from "~/components/ui/form-field";
import { Table, Td, Th } from "~/components/ui/table";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { TeamDetailsFields } from "~/components/teams/team-details-fields";
import { useSchemaForm, type FormAnswer } from "~/lib/forms";
import { invalid, readFormBody, submissionOf, type FormSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { useActionToast } from "~/lib/use-action-toast";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { answerFailure, answerIfLimited, answerUnknownForm } from "~/teams/answers.server";
import { joinAndGo } from "~/teams/joining.server";
import { teamRateLimits } from "~/teams/limits.server";
import { teamLimits } from "~/teams/team-limits";
import {
  acceptInvitationById,
  createTeam,
  listInvitationsFor,
  listTeamsOf,
} from "~/teams/teams.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t("teams:list.meta.title"), t("teams:list.meta.description"), {
    noindex: true,
  });
};

/**
 * /teams (issue 23): the teams the person is in, the invitations addressed to their confirmed
 * address, and a form to create a team. Signed in only: `requireUser` sends everyone else to sign
 * in and back. Per person, so never cached (`private, no-store` by default).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const user = await requireUser(request, context);
  const [teams, invitations] = await Promise.all([
    listTeamsOf(context.db, user.id),
    // An invitation is for a confirmed address: an unconfirmed one is not shown its invitations.
    user.emailVerified ? listInvitationsFor(context.db, user.email) : Promise.resolve([]),
  ]);
  return {
    email: user.email,
    teams,
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      teamName: invitation.teamName,
      inviterName: invitation.inviterName,
      expiresAt: invitation.expiresAt.toISOString(),
    })),
    i18n: pageMessages(locale, ["teams"]),
  };
}

/** Which form of the page an answer is for. */
type TeamsForm = "create" | "accept" | "unknown";

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const user = await requireUser(request, context);
  const body = await readFormBody(request);
  if (body?.get("intent") === "accept") {
    return accept(submissionOf(body, invitationFormSchema), user.id, context, t);
  }
  if (body?.get("intent") !== "create") {
    return answerUnknownForm(submissionOf(body, makeTeamSchema(t)), t);
  }
  const submission = submissionOf(body, makeTeamSchema(t));
  const form = { form: "create" as TeamsForm };
  if (submission.status !== "success") return invalid(submission, { extra: form });
  const limited = await answerIfLimited(
    context,
    submission,
    [teamRateLimits.creationsPerUser(user.id)],
    t,
    "teams:limits.create",
    form,
  );
  if (limited) return limited;
  try {
    const team = await createTeam(context.db, user.id, submission.value);
    return await redirectWithToast(teamPath(team.id), {
      type: "success",
      title: t("teams:create.created"),
      description: t("teams:create.createdBody"),
    });
  } catch (error) {
    return answerFailure(submission, error, t, form);
  }
}

/** Accepts one of the invitations listed here: counted like every join, then to the team. */
async function accept(
  submission: FormSubmission<{ invitationId: string }>,
  userId: string,
  context: Route.ActionArgs["context"],
  t: Translate,
) {
  const form = { form: "accept" as TeamsForm };
  if (submission.status !== "success") return answerUnknownForm(submission, t);
  return joinAndGo(
    context,
    userId,
    submission,
    () => acceptInvitationById(context.db, submission.value.invitationId, userId),
    t,
    form,
  );
}

export default function Teams({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  useActionToast(actionData?.toast);
  const answer = (form: TeamsForm) => (actionData?.form === form ? actionData : undefined);
  const { teams, invitations, email } = loaderData;
  return (
    <Container className="max-w-4xl py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("teams:list.title")}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t("teams:list.intro")}</p>
      {actionData?.form === "unknown" ? (
        <div className="mt-6">
          <FormAlert title={actionData.title}>{actionData.result.error?.[""]?.join(" ")}</FormAlert>
        </div>
      ) : null}
      <div className="mt-8 grid grid-cols-1 gap-8">
        {invitations.length > 0 ? (
          <Invitations invitations={invitations} email={email} answer={answer("accept")} />
        ) : null}
        {teams.length > 0 ? <TeamList teams={teams} /> : <EmptyState />}
        <CreateTeam answer={answer("create")} />
      </div>
    </Container>
  );
}

function TeamList({ teams }: { teams: Route.ComponentProps["loaderData"]["teams"] }) {
  const t = useT();
  return (
    <Table caption={t("teams:list.caption")}>
      <thead>
        <tr>
          <Th scope="col">{t("teams:list.name")}</Th>
          <Th scope="col">{t("teams:list.role")}</Th>
          <Th scope="col" numeric>
            {t("teams:list.members")}
          </Th>
        </tr>
      </thead>
      <tbody>
        {teams.map((team) => (
          <tr key={team.id}>
            <Th scope="row">
              <SiteLink
                to={teamPath(team.id)}
                className="break-words font-semibold text-primary hover:underline"
              >
                {team.name}
              </SiteLink>
            </Th>
            <Td>{t(`teams:roleName.${team.role}`)}</Td>
            <Td numeric>{t("teams:list.memberCount", { count: team.members })}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function EmptyState() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <Users aria-hidden="true" className="size-5 text-primary" />
          <CardTitle as="h2">{t("teams:list.empty.title")}</CardTitle>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>{t("teams:list.empty.body")}</p>
        <p>{t("teams:list.empty.free", { seats: teamLimits.freeSeats })}</p>
      </CardContent>
    </Card>
  );
}

function Invitations({
  invitations,
  email,
  answer,
}: {
  invitations: Route.ComponentProps["loaderData"]["invitations"];
  email: string;
  answer: FormAnswer | undefined;
}) {
  const t = useT();
  const pending = usePendingSubmit("/teams", "accept");
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <MailOpen aria-hidden="true" className="size-5 text-primary" />
          <CardTitle as="h2">{t("teams:list.invitations.title")}</CardTitle>
        </div>
        <CardDescription>{t("teams:list.invitations.description", { email })}</CardDescription>
      </CardHeader>
      <CardContent>
        {answer?.result.error?.[""] ? (
          <FormAlert title={answer.title} takeFocus focusKey={answer}>
            {answer.result.error[""].join(" ")}
          </FormAlert>
        ) : null}
        <ul className="grid gap-4">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-col gap-3 rounded-md border p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="break-words font-semibold">{invitation.teamName}</p>
                <p className="text-sm text-muted-foreground">
                  {invitation.inviterName
                    ? t("teams:list.invitations.from", {
                        name: invitation.inviterName,
                        until: new Date(invitation.expiresAt),
                      })
                    : t("teams:list.invitations.fromUnknown", {
                        until: new Date(invitation.expiresAt),
                      })}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="accept" />
                <input type="hidden" name="invitationId" value={invitation.id} />
                <Button type="submit" disabled={pending}>
                  {t("teams:list.invitations.accept", { team: invitation.teamName })}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function CreateTeam({ answer }: { answer: FormAnswer | undefined }) {
  const t = useT();
  const pending = usePendingSubmit("/teams", "create");
  const schema = useMemo(() => makeTeamSchema(t), [t]);
  const [form, fields] = useSchemaForm({ id: "create-team", schema, answer });
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <Plus aria-hidden="true" className="size-5 text-primary" />
          <CardTitle as="h2">{t("teams:create.title")}</CardTitle>
        </div>
        <CardDescription>{t("teams:create.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <FormErrors form={form} title={answer?.title} takeFocus={answer ?? false} />
        <Form method="post" {...getFormProps(form)} className="grid gap-5">
          <input type="hidden" name="intent" value="create" />
          <TeamDetailsFields fields={fields} />
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? t("teams:form.wait") : t("teams:create.submit")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
