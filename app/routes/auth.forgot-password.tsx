import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/auth.forgot-password";
import { requestPasswordReset } from "~/auth/actions.server";
import { authToasts } from "~/auth/messages";
import { logAuthFailure } from "~/auth/session.server";
import { emailSchema } from "~/auth/validation";
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

export const meta: Route.MetaFunction = () => pageMeta("Reset your password");

/** The address a link went to, once one did: the page then says "check your inbox". */
interface Sent {
  sentTo?: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readSubmission(request, emailSchema);
  if (submission.status !== "success") return invalid<Sent>(submission);
  const { email } = submission.value;
  try {
    const outcome = await requestPasswordReset(context, request, email);
    if (outcome.kind === "refused") {
      return refused<Sent>(submission, {
        status: outcome.status,
        title: "Please wait",
        toast: "Please wait",
        message: outcome.message,
      });
    }
    // The page changes to "check your inbox", naming the address; no toast.
    return succeeded<Sent>(submission, { extra: { sentTo: email } });
  } catch (error) {
    logAuthFailure(error, "password reset request");
    return refused<Sent>(submission, {
      status: 503,
      title: authToasts.unexpected.title,
      toast: authToasts.unexpected.title,
      message: authToasts.unexpected.description,
    });
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const pending = usePendingSubmit("/auth/forgot-password");
  const [form, fields] = useSchemaForm({ id: "forgot", schema: emailSchema, answer: actionData });
  useActionToast(actionData?.toast);
  if (actionData?.sentTo) {
    return (
      <AuthShell title="Check your inbox" description="Follow the link in the mail to continue.">
        <FormAlert tone="success" title="Reset link sent">
          If an account exists for <strong>{actionData.sentTo}</strong>, a link to choose a new
          password is on its way. It works once and expires in one hour.
        </FormAlert>
        <Button asChild variant="outline" className="w-full">
          <Link to="/auth">Back to sign in</Link>
        </Button>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title="Forgot your password?"
      description="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      <FormErrors form={form} title={actionData?.title} />
      <Form method="post" {...getFormProps(form)} className="grid gap-5">
        <Field field={fields.email} label="Email">
          <Input type="email" autoComplete="email" maxLength={254} />
        </Field>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? "Please wait..." : "Send reset link"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Remembered it?{" "}
        <Link to="/auth" className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}
