import { getFormProps } from "@conform-to/react";
import { PencilLine, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { Form } from "react-router";
import type { Route } from "./+types/team.settings";
import { notFound } from "~/admin/guard.server";
import { SiteLink } from "~/components/common/site-link";
import { teamPath } from "~/components/teams/team-nav";
import { makeDeleteTeamSchema, makeTeamSchema } from "~/components/teams/team-schemas";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { localeOf, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { TeamDetailsFields } from "~/components/teams/team-details-fields";
import { useSchemaForm, type FormAnswer } from "~/lib/forms";
import { invalid, readFormBody, submissionOf } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { useActionToast } from "~/lib/use-action-toast";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { answerFailure, answerUnknownForm } from "~/teams/answers.server";
import { canManage, requireTeamMember } from "~/teams/guard.server";
import { teamLimits } from "~/teams/team-limits";
import { deleteTeam, renameTeam, type TeamRefusalKey } from "~/teams/teams.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(metaT(matches)("teams:settings.meta", { team: loaderData.team.name }), undefined, {
        noindex: true,
      })
    : [];

/**
 * A team's settings (issue 23, decision 042): its name and description (admins and the owner),
 * deleting it (the owner, confirmed by typing its name; refused while its plan runs). The site's
 * 404 page for everyone else, members included, in the loader and the action alike.
 */
async function requireManager(
  request: Request,
  context: Route.LoaderArgs["context"],
  teamId: string | undefined,
) {
  const access = await requireTeamMember(request, context, teamId);
  if (!canManage(access.role)) throw notFound();
  return access;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { team, role } = await requireManager(request, context, params.teamId);
  return {
    team: { id: team.id, name: team.name, description: team.description },
    owner: role === "owner",
  };
}

type SettingsForm = "details" | "delete" | "unknown";

interface SettingsAnswer extends FormAnswer {
  form: SettingsForm;
  refusal?: TeamRefusalKey | null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const { team, user } = await requireManager(request, context, params.teamId);
  const body = await readFormBody(request);
  const intent = body?.get("intent");
  if (intent === "details") {
    const submission = submissionOf(body, makeTeamSchema(t));
    const form = { form: "details" as SettingsForm };
    if (submission.status !== "success") return invalid(submission, { extra: form });
    try {
      await renameTeam(context.db, {
        teamId: team.id,
        actorId: user.id,
        name: submission.value.name,
        description: submission.value.description,
      });
    } catch (error) {
      return answerFailure(submission, error, t, form);
    }
    return redirectWithToast(teamPath(team.id, "/settings"), {
      type: "success",
      title: t("teams:settings.details.saved"),
    });
  }
  if (intent === "delete") {
    const submission = submissionOf(body, makeDeleteTeamSchema(t, team.name));
    const form = { form: "delete" as SettingsForm };
    if (submission.status !== "success") return invalid(submission, { extra: form });
    try {
      await deleteTeam(context.db, { teamId: team.id, actorId: user.id });
    } catch (error) {
      return answerFailure(submission, error, t, form);
    }
    return redirectWithToast("/teams", {
      type: "success",
      title: t("teams:settings.delete.deleted", { team: team.name }),
    });
  }
  return answerUnknownForm(submissionOf(body, makeTeamSchema(t)), t);
}

export default function TeamSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  useActionToast(actionData?.toast);
  const answer = actionData as SettingsAnswer | undefined;
  const answered = (form: SettingsForm) => (answer?.form === form ? answer : undefined);
  const { team, owner } = loaderData;
  return (
    <>
      {answer?.form === "unknown" ? (
        <FormAlert title={answer.title}>{answer.result.error?.[""]?.join(" ")}</FormAlert>
      ) : null}
      <DetailsForm team={team} answer={answered("details")} />
      {owner ? (
        <DeleteForm team={team} answer={answered("delete")} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("teams:settings.delete.title")}</CardTitle>
            <CardDescription>{t("teams:settings.delete.ownerOnly")}</CardDescription>
          </CardHeader>
        </Card>
      )}
    </>
  );
}

function DetailsForm({
  team,
  answer,
}: {
  team: { id: string; name: string; description: string };
  answer: SettingsAnswer | undefined;
}) {
  const t = useT();
  const pending = usePendingSubmit(teamPath(team.id, "/settings"), "details");
  const schema = useMemo(() => makeTeamSchema(t), [t]);
  const [form, fields] = useSchemaForm({
    id: "team-details",
    schema,
    answer,
    defaultValue: { name: team.name, description: team.description },
  });
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <PencilLine aria-hidden="true" className="size-5 text-primary" />
          <CardTitle as="h2">{t("teams:settings.details.title")}</CardTitle>
        </div>
        <CardDescription>{t("teams:settings.details.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <FormErrors form={form} title={answer?.title} takeFocus={answer ?? false} />
        <Form method="post" {...getFormProps(form)} className="grid gap-5">
          <input type="hidden" name="intent" value="details" />
          <TeamDetailsFields fields={fields} />
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? t("teams:form.wait") : t("teams:settings.details.save")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

function DeleteForm({
  team,
  answer,
}: {
  team: { id: string; name: string };
  answer: SettingsAnswer | undefined;
}) {
  const t = useT();
  const pending = usePendingSubmit(teamPath(team.id, "/settings"), "delete");
  const schema = useMemo(() => makeDeleteTeamSchema(t, team.name), [t, team.name]);
  const [form, fields] = useSchemaForm({ id: "delete-team", schema, answer });
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <div className="flex items-center gap-3">
          <Trash2 aria-hidden="true" className="size-5 text-destructive" />
          <CardTitle as="h2">{t("teams:settings.delete.title")}</CardTitle>
        </div>
        <CardDescription>{t("teams:settings.delete.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {answer?.refusal === "teams:refusal.planRunning" ? (
          // The refusal, with the way to the page where the plan is cancelled.
          <div id={form.errorId}>
            <FormAlert title={answer.title} takeFocus focusKey={answer}>
              {t("teams:refusal.planRunning")}{" "}
              <SiteLink
                to={teamPath(team.id, "/plan")}
                className="font-medium text-primary underline"
              >
                {t("teams:settings.delete.planLink")}
              </SiteLink>
            </FormAlert>
          </div>
        ) : (
          <FormErrors form={form} title={answer?.title} takeFocus={answer ?? false} />
        )}
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <input type="hidden" name="intent" value="delete" />
          <Field
            field={fields.confirmName}
            label={t("teams:settings.delete.confirmLabel", { name: team.name })}
          >
            <Input autoComplete="off" maxLength={teamLimits.nameLength + 20} />
          </Field>
          <div>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? t("teams:form.wait") : t("teams:settings.delete.submit")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
