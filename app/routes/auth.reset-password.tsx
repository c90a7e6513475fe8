import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/auth.reset-password";
import { weakPasswordCode, weakPasswordText } from "~/auth/password-strength.server";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { authError, logAuthFailure } from "~/auth/session.server";
import { makeNewPasswordSchema, passwordMessage, passwordRule } from "~/auth/validation";
import { AuthShell } from "~/components/auth/auth-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useSchemaForm } from "~/lib/forms";
import { extraField, invalid, readSubmission, refused } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { useActionToast } from "~/lib/use-action-toast";
import { NewPasswordInput } from "~/components/auth/new-password-input";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? pageMeta(metaT(matches)("auth:meta.reset.title")) : [];

export function loader({ request, params }: Route.LoaderArgs) {
  return {
    token: new URL(request.url).searchParams.get("token") ?? "",
    i18n: pageMessages(localeOf(params), ["auth"]),
  };
}

/** The link was used, is older than an hour, or was never one of ours. */
interface Expired {
  expired?: boolean;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const submission = await readSubmission(request, makeNewPasswordSchema(t), {
    secret: ["password", "confirmPassword"],
  });
  if (submission.status !== "success") return invalid<Expired>(submission);
  try {
    await context.auth.api.resetPassword({
      body: {
        newPassword: submission.value.password,
        token: extraField(submission, "token") ?? "",
      },
      headers: request.headers,
    });
  } catch (error) {
    const { status, code, message } = authError(error);
    if (status >= 500) {
      logAuthFailure(error, "password reset");
      return refused<Expired>(submission, {
        status: 503,
        title: t("auth:toast.unexpected.title"),
        message: t("auth:reset.failed"),
      });
    }
    if (code === weakPasswordCode) {
      return invalid<Expired>(submission, {
        fieldErrors: { password: weakPasswordText(message, t) },
      });
    }
    return invalid<Expired>(submission, { extra: { expired: true } });
  }
  // Every session was signed out with the old password; sign in with the new one.
  return redirectWithToast("/auth", {
    type: "success",
    title: t("auth:reset.done.title"),
    description: t("auth:reset.done.description"),
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const t = useT();
  const pending = usePendingSubmit("/auth/reset-password");
  const schema = useMemo(() => makeNewPasswordSchema(t), [t]);
  const [form, fields] = useSchemaForm({
    id: "reset",
    schema,
    answer: actionData,
  });
  if (!loaderData.token || actionData?.expired) {
    return (
      <AuthShell title={t("auth:reset.title")} description={t("auth:reset.unusable")}>
        <FormAlert title={t("auth:reset.expired.title")}>{t("auth:reset.expired.body")}</FormAlert>
        <Button asChild className="w-full">
          <SiteLink to="/auth/forgot-password">{t("auth:reset.sendNew")}</SiteLink>
        </Button>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t("auth:reset.title")} description={t("auth:reset.description")}>
      <FormErrors form={form} title={actionData?.title} />
      <Form method="post" {...getFormProps(form)} className="grid gap-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          field={fields.password}
          label={t("auth:field.newPassword")}
          hint={passwordMessage(t)}
        >
          <NewPasswordInput />
        </Field>
        <Field field={fields.confirmPassword} label={t("auth:field.repeatNewPassword")}>
          <Input type="password" autoComplete="new-password" maxLength={passwordRule.max} />
        </Field>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? t("auth:form.wait") : t("auth:reset.submit")}
        </Button>
      </Form>
    </AuthShell>
  );
}
