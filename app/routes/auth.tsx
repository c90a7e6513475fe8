import type { FormEvent } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/auth";
import { readForm } from "~/lib/form-body.server";
import { signIn, signUp } from "~/auth/actions.server";
import { authToasts } from "~/auth/messages";
import { markSignUpBrowser } from "~/auth/sign-up-browser.server";
import { getOptionalUser, logAuthFailure, safeRedirect, withCookies } from "~/auth/session.server";
import {
  passwordMessage,
  passwordRule,
  signInSchema,
  signUpSchema,
  validate,
  type FieldErrors,
} from "~/auth/validation";
import { AuthShell } from "~/components/auth/auth-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { site } from "~/config/site";
import { useActionToast, type ToastMessage } from "~/lib/use-action-toast";
import { pageMeta } from "~/lib/meta";
import { toastHeaders } from "~/lib/toast.server";
import { useFieldErrors } from "~/lib/use-field-errors";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

type Mode = "sign-in" | "sign-up";
type Field = "name" | "email" | "password";

export const meta: Route.MetaFunction = ({ data }) =>
  data?.mode === "sign-up"
    ? pageMeta("Create an account", `Create a free ${site.name} account to keep your results.`)
    : pageMeta(
        "Sign In",
        `Sign in to ${site.name} to save your test results and see your history.`,
      );

function modeOf(url: URL): Mode {
  return url.searchParams.get("mode") === "signup" ? "sign-up" : "sign-in";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // A signed-in user has nothing to do here (spec §2).
  if (await getOptionalUser(request, context)) throw redirect("/");
  const url = new URL(request.url);
  return { mode: modeOf(url), redirectTo: safeRedirect(url.searchParams.get("redirectTo"), "") };
}

interface ActionAnswer {
  mode: Mode;
  errors: FieldErrors<Field>;
  values: { name?: string; email?: string };
  /** A message about the whole form, shown inline and as a toast. */
  message: ToastMessage | null;
  /** Sign-up went through: the page shows "check your inbox". */
  createdFor?: string;
}

function answer(status: number, body: ActionAnswer) {
  return data(body, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const mode: Mode = form.get("intent") === "sign-up" ? "sign-up" : "sign-in";
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { name: text("name"), email: text("email") };

  if (mode === "sign-in") {
    const input = validate(signInSchema, { email: text("email"), password: text("password") });
    if (!input.ok) return answer(400, { mode, errors: input.errors, values, message: null });
    try {
      const outcome = await signIn(context, request, input.data);
      const redirectTo = safeRedirect(form.get("redirectTo"));
      if (outcome.kind === "two-factor") {
        const params = new URLSearchParams({ redirectTo });
        return redirect(`/auth/two-factor?${params}`, { headers: outcome.headers });
      }
      if (outcome.kind === "signed-in") {
        const welcome = await toastHeaders({ type: "success", ...authToasts.signInSucceeded });
        return redirect(redirectTo, { headers: withCookies(outcome.headers, welcome) });
      }
      const refusal: ActionAnswer = {
        mode,
        errors: {},
        values,
        message: { type: "error", title: authToasts.signInFailed, description: outcome.message },
      };
      // The password was right, so this browser may be signed in by the new link, as after sign-up.
      if (outcome.kind === "unverified") {
        return data(refusal, {
          status: outcome.status,
          headers: await markSignUpBrowser(input.data.email),
        });
      }
      return answer(outcome.status, refusal);
    } catch (error) {
      logAuthFailure(error, "sign-in");
      return answer(503, {
        mode,
        errors: {},
        values,
        message: { type: "error", ...authToasts.unexpected },
      });
    }
  }

  const input = validate(signUpSchema, {
    name: text("name"),
    email: text("email"),
    password: text("password"),
  });
  if (!input.ok) return answer(400, { mode, errors: input.errors, values, message: null });
  try {
    const outcome = await signUp(context, request, input.data);
    if (outcome.kind === "refused") {
      return answer(outcome.status, {
        mode,
        errors: {},
        values,
        message: { type: "error", title: authToasts.signUpFailed, description: outcome.message },
      });
    }
    // Only this browser will be signed in by the confirmation link (auth.verify.tsx). The same
    // answer, cookie included, whether or not the address already had an account.
    return data(
      {
        mode,
        errors: {},
        values: {},
        message: { type: "success", ...authToasts.signUpSucceeded },
        createdFor: input.data.email,
      } satisfies ActionAnswer,
      { status: 200, headers: await markSignUpBrowser(input.data.email) },
    );
  } catch (error) {
    logAuthFailure(error, "sign-up");
    return answer(503, {
      mode,
      errors: {},
      values,
      message: { type: "error", ...authToasts.unexpected },
    });
  }
}

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const { mode } = loaderData;
  // An answer from the other mode's form (before the visitor switched) is not shown.
  const answered = actionData?.mode === mode ? actionData : undefined;
  useActionToast(answered?.message);

  if (answered?.createdFor) {
    return (
      <AuthShell title="Check your inbox" description="One step left: confirm your email address.">
        <FormAlert tone="success" title={authToasts.signUpSucceeded.title}>
          {authToasts.signUpSucceeded.description}
        </FormAlert>
        <p className="text-sm text-muted-foreground">
          We sent a confirmation link to{" "}
          <strong className="font-semibold text-foreground">{answered.createdFor}</strong>. Open it
          within 24 hours in this browser and you'll be signed in. Nothing there? Check your spam
          folder, or sign in with the same address and we'll send a fresh link.
        </p>
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link to={modeLink("sign-in", redirectTo)}>Back to sign in</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={mode === "sign-in" ? "Welcome Back" : "Create Your Account"}
      description={
        mode === "sign-in"
          ? "Sign in to save your results to your account and keep your test history."
          : "Free, and it keeps every result you get. No card needed."
      }
    >
      <ModeSwitch mode={mode} redirectTo={redirectTo} />
      {answered?.message?.type === "error" ? (
        <FormAlert title={answered.message.title}>{answered.message.description}</FormAlert>
      ) : null}
      <AuthForm
        // A fresh form (and fresh field errors) for each mode.
        key={mode}
        mode={mode}
        redirectTo={redirectTo}
        serverErrors={answered?.errors ?? {}}
        values={answered?.values ?? {}}
      />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {mode === "sign-in" ? "Don't have an account? " : "Already have an account? "}
        <Link
          to={modeLink(mode === "sign-in" ? "sign-up" : "sign-in", redirectTo)}
          className="font-medium text-primary hover:underline"
        >
          {mode === "sign-in" ? "Sign up" : "Sign in"}
        </Link>
      </p>
    </AuthShell>
  );
}

function modeLink(mode: Mode, redirectTo: string) {
  const params = new URLSearchParams();
  if (mode === "sign-up") params.set("mode", "signup");
  if (redirectTo) params.set("redirectTo", redirectTo);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}

function ModeSwitch({ mode, redirectTo }: { mode: Mode; redirectTo: string }) {
  const tabs: { mode: Mode; label: string }[] = [
    { mode: "sign-in", label: "Sign In" },
    { mode: "sign-up", label: "Sign Up" },
  ];
  return (
    <nav aria-label="Sign in or sign up" className="mb-6 grid grid-cols-2 rounded-lg bg-muted p-1">
      {tabs.map((tab) => (
        <Link
          key={tab.mode}
          to={modeLink(tab.mode, redirectTo)}
          replace
          preventScrollReset
          aria-current={tab.mode === mode ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-2 text-center text-sm font-medium transition-colors",
            tab.mode === mode
              ? "bg-background text-foreground shadow-sm"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

function AuthForm({
  mode,
  redirectTo,
  serverErrors,
  values,
}: {
  mode: Mode;
  redirectTo: string;
  serverErrors: FieldErrors<Field>;
  values: { name?: string; email?: string };
}) {
  const hydrated = useHydrated();
  const pending = usePendingSubmit("/auth");
  const { errors, clearOnChange, report } = useFieldErrors<Field>(serverErrors, serverErrors);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    const result =
      mode === "sign-in" ? validate(signInSchema, fields) : validate(signUpSchema, fields);
    if (result.ok) return;
    event.preventDefault();
    report(event.currentTarget, result.errors);
  }

  return (
    <Form
      method="post"
      // The mode and the return path stay in the URL, also after a failed post without JavaScript.
      action={modeLink(mode, redirectTo)}
      noValidate={hydrated}
      onSubmit={handleSubmit}
      onChange={clearOnChange}
      className="grid gap-5"
    >
      <input type="hidden" name="intent" value={mode} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {mode === "sign-up" ? (
        <FormField id="auth-name" label="Full Name" error={errors.name}>
          <Input
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={values.name}
          />
        </FormField>
      ) : null}
      <FormField id="auth-email" label="Email" error={errors.email}>
        <Input
          name="email"
          type="email"
          autoComplete={mode === "sign-in" ? "username" : "email"}
          required
          maxLength={254}
          defaultValue={values.email}
        />
      </FormField>
      <div className="grid gap-2">
        <FormField
          id="auth-password"
          label="Password"
          error={errors.password}
          hint={mode === "sign-up" ? passwordMessage : undefined}
        >
          <Input
            name="password"
            type="password"
            autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
            required
            minLength={passwordRule.min}
            maxLength={passwordRule.max}
          />
        </FormField>
        {mode === "sign-in" ? (
          <Link
            to="/auth/forgot-password"
            className="justify-self-end text-sm font-medium text-primary hover:underline"
          >
            Forgot password?
          </Link>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? "Please wait..." : mode === "sign-in" ? "Sign In" : "Create Account"}
      </Button>
    </Form>
  );
}
