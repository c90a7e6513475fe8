import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/auth.forgot-password";
import { requestPasswordReset } from "~/auth/actions.server";
import { authToasts } from "~/auth/messages";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { logAuthFailure } from "~/auth/session.server";
import { makeEmailSchema } from "~/auth/validation";
import { AuthShell } from "~/components/auth/auth-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useSchemaForm } from "~/lib/forms";
import { invalid, readSubmission, refused, succeeded } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { useActionToast } from "~/lib/use-action-toast";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? pageMeta(metaT(matches)("auth:meta.forgot.title")) : [];

export function loader({ params }: Route.LoaderArgs) {
  return { i18n: pageMessages(localeOf(params), ["auth"]) };
}

/** The address a link went to, once one did: the page then says "check your inbox". */
interface Sent {
  sentTo?: string;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const submission = await readSubmission(request, makeEmailSchema(t));
  if (submission.status !== "success") return invalid<Sent>(submission);
  const { email } = submission.value;
  try {
    const outcome = await requestPasswordReset(context, request, email, t);
    if (outcome.kind === "refused") {
      return refused<Sent>(submission, {
        status: outcome.status,
        title: t("auth:forgot.pleaseWait"),
        toast: t("auth:forgot.pleaseWait"),
        message: outcome.message,
      });
    }
    // The page changes to "check your inbox", naming the address; no toast.
    return succeeded<Sent>(submission, { extra: { sentTo: email } });
  } catch (error) {
    logAuthFailure(error, "password reset request");
    const { title, description } = authToasts(t).unexpected;
    return refused<Sent>(submission, { status: 503, title, toast: title, message: description });
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const pending = usePendingSubmit("/auth/forgot-password");
  const schema = useMemo(() => makeEmailSchema(t), [t]);
  const [form, fields] = useSchemaForm({ id: "forgot", schema, answer: actionData });
  useActionToast(actionData?.toast);
  if (actionData?.sentTo) {
    return (
      <AuthShell title={t("auth:inbox.title")} description={t("auth:forgot.sent.description")}>
        <FormAlert tone="success" title={t("auth:forgot.sent.title")}>
          {t.rich(
            "auth:forgot.sent.body",
            { email: actionData.sentTo },
            { strong: (children) => <strong key="email">{children}</strong> },
          )}
        </FormAlert>
        <Button asChild variant="outline" className="w-full">
          <SiteLink to="/auth">{t("auth:backToSignIn")}</SiteLink>
        </Button>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t("auth:forgot.title")} description={t("auth:forgot.description")}>
      <FormErrors form={form} title={actionData?.title} />
      <Form method="post" {...getFormProps(form)} className="grid gap-5">
        <Field field={fields.email} label={t("auth:field.email")}>
          <Input type="email" autoComplete="email" maxLength={254} />
        </Field>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? t("auth:form.wait") : t("auth:forgot.submit")}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t.rich(
          "auth:forgot.remembered",
          {},
          {
            link: (children) => (
              <SiteLink
                key="sign-in"
                to="/auth"
                className="font-medium text-primary hover:underline"
              >
                {children}
              </SiteLink>
            ),
          },
        )}
      </p>
    </AuthShell>
  );
}
