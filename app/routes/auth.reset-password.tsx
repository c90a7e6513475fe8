import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/auth.reset-password";
import { weakPasswordCode } from "~/auth/password-strength.server";
import { authError, logAuthFailure } from "~/auth/session.server";
import { newPasswordSchema, passwordMessage, passwordRule } from "~/auth/validation";
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

export const meta: Route.MetaFunction = () => pageMeta("Choose a new password");

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/** The link was used, is older than an hour, or was never one of ours. */
interface Expired {
  expired?: boolean;
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readSubmission(request, newPasswordSchema, {
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
        title: "Something went wrong",
        message: "Your password was not changed. Please try again in a moment.",
      });
    }
    if (code === weakPasswordCode) {
      return invalid<Expired>(submission, { fieldErrors: { password: message } });
    }
    return invalid<Expired>(submission, { extra: { expired: true } });
  }
  // Every session was signed out with the old password; sign in with the new one.
  return redirectWithToast("/auth", {
    type: "success",
    title: "Password updated",
    description: "Sign in with your new password.",
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const pending = usePendingSubmit("/auth/reset-password");
  const [form, fields] = useSchemaForm({
    id: "reset",
    schema: newPasswordSchema,
    answer: actionData,
  });
  if (!loaderData.token || actionData?.expired) {
    return (
      <AuthShell title="Choose a new password" description="This reset link can't be used.">
        <FormAlert title="Link expired or already used">
          Reset links work once and for one hour. Ask for a new one and use the latest mail.
        </FormAlert>
        <Button asChild className="w-full">
          <Link to="/auth/forgot-password">Send a new link</Link>
        </Button>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title="Choose a new password"
      description="You'll be signed out everywhere and can sign in with the new password."
    >
      <FormErrors form={form} title={actionData?.title} />
      <Form method="post" {...getFormProps(form)} className="grid gap-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <Field field={fields.password} label="New password" hint={passwordMessage}>
          <NewPasswordInput />
        </Field>
        <Field field={fields.confirmPassword} label="Repeat new password">
          <Input type="password" autoComplete="new-password" maxLength={passwordRule.max} />
        </Field>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? "Please wait..." : "Save new password"}
        </Button>
      </Form>
    </AuthShell>
  );
}
