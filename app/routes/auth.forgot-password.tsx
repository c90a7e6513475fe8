import { data, Form, Link } from "react-router";
import type { Route } from "./+types/auth.forgot-password";
import { readForm } from "~/lib/form-body.server";
import { requestPasswordReset } from "~/auth/actions.server";
import { logAuthFailure } from "~/auth/session.server";
import { emailSchema, validate } from "~/auth/validation";
import { AuthShell } from "~/components/auth/auth-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { pageMeta } from "~/lib/meta";
import { useActionToast } from "~/lib/use-action-toast";

export const meta: Route.MetaFunction = () => pageMeta("Reset your password");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = typeof form.get("email") === "string" ? String(form.get("email")) : "";
  const input = validate(emailSchema, { email });
  if (!input.ok) return data({ sent: false, email, error: input.errors.email, message: null }, 400);
  try {
    const outcome = await requestPasswordReset(context, request, input.data.email);
    if (outcome.kind === "refused") {
      return data(
        {
          sent: false,
          email,
          error: undefined,
          message: { type: "error" as const, title: "Please wait", description: outcome.message },
        },
        outcome.status,
      );
    }
    return { sent: true, email: input.data.email, error: undefined, message: null };
  } catch (error) {
    logAuthFailure(error, "password reset request");
    return data(
      {
        sent: false,
        email,
        error: undefined,
        message: {
          type: "error" as const,
          title: "Something went wrong",
          description: "Please try again later.",
        },
      },
      503,
    );
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const pending = usePendingSubmit("/auth/forgot-password");
  useActionToast(actionData?.message);
  if (actionData?.sent) {
    return (
      <AuthShell title="Check your inbox" description="Follow the link in the mail to continue.">
        <FormAlert tone="success" title="Reset link sent">
          If an account exists for <strong>{actionData.email}</strong>, a link to choose a new
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
      {actionData?.message ? (
        <FormAlert title={actionData.message.title}>{actionData.message.description}</FormAlert>
      ) : null}
      <Form method="post" className="grid gap-5">
        <FormField id="forgot-email" label="Email" error={actionData?.error}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={actionData?.email}
          />
        </FormField>
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
