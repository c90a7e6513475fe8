import { getFormProps } from "@conform-to/react";
import { UserRound } from "lucide-react";
import { useMemo } from "react";
import { Form } from "react-router";
import { redirect } from "~/lib/redirect.server";
import type { Route } from "./+types/account.profile";
import {
  answerRefusal,
  answerUnexpected,
  answerUnknownForm,
  type AccountFormArgs,
} from "~/auth/account.server";
import { requestEmailChange } from "~/auth/email-change.server";
import { logAuthFailure, requireUser, withCookies } from "~/auth/session.server";
import { AccountSection } from "~/components/account/account-section";
import { makeChangeEmailSchema, makeNameSchema } from "~/components/account/account-schemas";
import { localeOf, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { ChangeEmailSection } from "~/components/account/change-email-section";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { pendingEmailChange } from "~/db/email-changes.server";
import { useSchemaForm, type FormAnswer } from "~/lib/forms";
import { invalid, readFormBody, submissionOf, type FormSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { toastHeaders } from "~/lib/toast.server";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { useActionToast } from "~/lib/use-action-toast";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t("account:meta.profile.title"), t("account:meta.profile.description"));
};

/** The forms of /account; each posts its name as `intent`, and the answer names it. */
type ProfileForm = "change-name" | "change-email";

interface ProfileAnswer extends FormAnswer {
  form: ProfileForm | "unknown";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const pending = await pendingEmailChange(context.db, user.id);
  return {
    name: user.name,
    email: user.email,
    memberSince: user.createdAt,
    pending:
      pending && pending.newEmail !== user.email
        ? { email: pending.newEmail, since: pending.requestedAt.toISOString() }
        : null,
  };
}

/**
 * The name we greet you with and the address you sign in with, one form each: a hidden `intent`
 * says which (as on /account/security, decision 019). Both redirect back here when they succeed.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const user = await requireUser(request, context);
  const body = await readFormBody(request);
  const args = { user, context, request, t };
  switch (body?.get("intent")) {
    case "change-name":
      return changeName(submissionOf(body, makeNameSchema(t)), args);
    case "change-email":
      return changeEmail(
        submissionOf(body, makeChangeEmailSchema(t), { secret: ["password"] }),
        args,
      );
    default:
      return answerUnknownForm(submissionOf(body, makeNameSchema(t)), t);
  }
}

async function changeName(
  submission: FormSubmission<{ name: string }>,
  { context, request, t }: AccountFormArgs & { t: Translate },
) {
  const form = { form: "change-name" } satisfies Pick<ProfileAnswer, "form">;
  if (submission.status !== "success") return invalid(submission, { extra: form });
  try {
    const { headers } = await context.auth.api.updateUser({
      body: { name: submission.value.name },
      headers: request.headers,
      returnHeaders: true,
    });
    const saved = await toastHeaders({
      type: "success",
      title: t("account:profile.nameChanged.title"),
      description: t("account:profile.nameChanged.description"),
    });
    return redirect("/account", { headers: withCookies(headers, saved) });
  } catch (error) {
    logAuthFailure(error, "account: change name");
    return answerUnexpected(submission, form, t);
  }
}

async function changeEmail(
  submission: FormSubmission<{ newEmail: string; password: string }>,
  { user, context, request, t }: AccountFormArgs & { t: Translate },
) {
  const form = { form: "change-email" } satisfies Pick<ProfileAnswer, "form">;
  if (submission.status !== "success") return invalid(submission, { extra: form });
  const { newEmail, password } = submission.value;
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    return invalid(submission, {
      fieldErrors: { newEmail: t("account:errors.sameEmail") },
      extra: form,
    });
  }
  try {
    const outcome = await requestEmailChange(context, request, user, { newEmail, password }, t);
    if (!outcome.ok) return answerRefusal(submission, outcome, "password", form, t);
    // The same words whether or not the address has an account: the form reveals none.
    const sent = await toastHeaders({
      type: "success",
      title: t("account:profile.emailSent.title"),
      description: t("account:profile.emailSent.description", { email: outcome.newEmail }),
    });
    return redirect("/account", { headers: withCookies(outcome.headers, sent) });
  } catch (error) {
    logAuthFailure(error, "account: change e-mail");
    return answerUnexpected(submission, form, t);
  }
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const t = useT();
  const answered = (form: ProfileForm) => (actionData?.form === form ? actionData : undefined);
  return (
    <>
      {actionData?.form === "unknown" ? (
        // No form of this page sent it (a hand-made post): the message stands above them all.
        <FormAlert title={actionData.title}>{actionData.result.error?.[""]?.join(" ")}</FormAlert>
      ) : null}
      <AccountSection icon={<UserRound />} title={t("account:profile.title")}>
        <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">{t("account:profile.name")}</dt>
          <dd className="break-words font-medium">{loaderData.name}</dd>
          <dt className="text-muted-foreground">{t("account:profile.email")}</dt>
          <dd className="break-all font-medium">{loaderData.email}</dd>
          <dt className="text-muted-foreground">{t("account:profile.memberSince")}</dt>
          <dd className="font-medium">
            {t("account:profile.memberSinceDate", { when: new Date(loaderData.memberSince) })}
          </dd>
        </dl>
        <ChangeNameForm name={loaderData.name} answer={answered("change-name")} />
      </AccountSection>
      <ChangeEmailSection pending={loaderData.pending} answer={answered("change-email")} />
    </>
  );
}

function ChangeNameForm({ name, answer }: { name: string; answer: FormAnswer | undefined }) {
  const t = useT();
  const pending = usePendingSubmit("/account", "change-name");
  const schema = useMemo(() => makeNameSchema(t), [t]);
  const [form, fields] = useSchemaForm({
    id: "change-name",
    schema,
    answer,
    defaultValue: { name },
  });
  return (
    <>
      <h3 className="mt-8 text-sm font-semibold">{t("account:profile.changeName")}</h3>
      <div className="mt-3">
        <FormErrors form={form} title={answer?.title} />
        <Form
          method="post"
          {...getFormProps(form)}
          className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <input type="hidden" name="intent" value="change-name" />
          <Field field={fields.name} label={t("auth:field.fullName")}>
            <Input autoComplete="name" maxLength={100} />
          </Field>
          <Button type="submit" variant="outline" disabled={pending}>
            {pending ? t("auth:form.wait") : t("account:profile.saveName")}
          </Button>
        </Form>
      </div>
    </>
  );
}
