import { data, Form, Link } from "react-router";
import type { Route } from "./+types/auth.reset-password";
import { readForm } from "~/lib/form-body.server";
import { weakPasswordCode } from "~/auth/password-strength.server";
import { authError, logAuthFailure } from "~/auth/session.server";
import { newPasswordSchema, validate } from "~/auth/validation";
import { AuthShell } from "~/components/auth/auth-shell";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { FormAlert } from "~/components/ui/form-alert";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = () => pageMeta("Choose a new password");

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const text = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : "");
  const token = text("token");
  const input = validate(newPasswordSchema, {
    password: text("password"),
    confirmPassword: text("confirmPassword"),
  });
  if (!input.ok) return data({ errors: input.errors, expired: false, failed: false }, 400);
  try {
    await context.auth.api.resetPassword({
      body: { newPassword: input.data.password, token },
      headers: request.headers,
    });
  } catch (error) {
    const { status, code, message } = authError(error);
    if (status >= 500) {
      logAuthFailure(error, "password reset");
      return data({ errors: {}, expired: false, failed: true }, 503);
    }
    if (code === weakPasswordCode) {
      return data({ errors: { password: message }, expired: false, failed: false }, 400);
    }
    return data({ errors: {}, expired: true, failed: false }, 400);
  }
  // Every session was signed out with the old password; sign in with the new one.
  return redirectWithToast("/auth", {
    type: "success",
    title: "Password updated",
    description: "Sign in with your new password.",
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const pending = usePendingSubmit("/auth/reset-password");
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
  const errors: { password?: string; confirmPassword?: string } = actionData?.errors ?? {};
  return (
    <AuthShell
      title="Choose a new password"
      description="You'll be signed out everywhere and can sign in with the new password."
    >
      {actionData?.failed ? (
        <FormAlert title="Something went wrong">
          Your password was not changed. Please try again in a moment.
        </FormAlert>
      ) : null}
      <Form method="post" className="grid gap-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields idPrefix="reset" name="password" errors={errors} />
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? "Please wait..." : "Save new password"}
        </Button>
      </Form>
    </AuthShell>
  );
}
