import { getFormProps } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, Link, redirect } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/auth";
import { signIn, signUp } from "~/auth/actions.server";
import { authToasts, signInNotice } from "~/auth/messages";
import { awaitsFirstSignIn, clearFirstSignIn, isFirstSignIn } from "~/auth/newcomer.server";
import { markSignUpBrowser } from "~/auth/sign-up-browser.server";
import { getOptionalUser, logAuthFailure, safeRedirect, withCookies } from "~/auth/session.server";
import { passwordMessage, passwordRule, signInSchema, signUpSchema } from "~/auth/validation";
import { AuthShell } from "~/components/auth/auth-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { site } from "~/config/site";
import { useSchemaForm, type FormAnswer } from "~/lib/forms";
import {
  extraField,
  invalid,
  readFormBody,
  refused,
  submissionOf,
  succeeded,
  type FormSubmission,
} from "~/lib/forms.server";
import { useActionToast } from "~/lib/use-action-toast";
import { pageMeta } from "~/lib/meta";
import { toastHeaders } from "~/lib/toast.server";
import { cn } from "~/lib/utils";
import { NewPasswordInput } from "~/components/auth/new-password-input";

type Mode = "sign-in" | "sign-up";
type SignInInput = z.output<typeof signInSchema>;
type SignUpInput = z.output<typeof signUpSchema>;

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
  return {
    mode: modeOf(url),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), ""),
    // Confirmed in another browser a moment ago: a new account, not a returning one.
    newcomer: await awaitsFirstSignIn(request),
    // Sent back from the two-factor step, which could not go on: why (a fixed text per key).
    notice: signInNotice(url.searchParams.get("notice")),
  };
}

/** Which form an answer is for, and the address a new account's link went to. */
interface AuthExtra {
  mode: Mode;
  createdFor?: string;
}

/** The sign-in and sign-up forms post here; the answer names its form, so the other ignores it. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  // A body without the form's hidden field (no form at all, say) is answered by the page's form.
  const intent = body?.get("intent") ?? modeOf(new URL(request.url));
  return intent === "sign-up"
    ? signUpAction(submissionOf(body, signUpSchema, { secret: ["password"] }), context, request)
    : signInAction(submissionOf(body, signInSchema, { secret: ["password"] }), context, request);
}

async function signInAction(
  submission: FormSubmission<SignInInput>,
  context: Route.ActionArgs["context"],
  request: Request,
) {
  const mode: AuthExtra = { mode: "sign-in" };
  if (submission.status !== "success") return invalid(submission, { extra: mode });
  const input = submission.value;
  const redirectTo = safeRedirect(extraField(submission, "redirectTo"));
  try {
    const outcome = await signIn(context, request, input);
    if (outcome.kind === "two-factor") {
      const params = new URLSearchParams({ redirectTo });
      return redirect(`/auth/two-factor?${params}`, { headers: outcome.headers });
    }
    if (outcome.kind === "signed-in") {
      if (await isFirstSignIn(request, input.email)) {
        const welcome = await toastHeaders({ type: "success", ...authToasts.firstSignIn });
        return redirect(redirectTo, {
          headers: withCookies(outcome.headers, welcome, await clearFirstSignIn()),
        });
      }
      const welcome = await toastHeaders({ type: "success", ...authToasts.signInSucceeded });
      return redirect(redirectTo, { headers: withCookies(outcome.headers, welcome) });
    }
    return refused(
      submission,
      {
        status: outcome.status,
        title: authToasts.signInFailed,
        toast: authToasts.signInFailed,
        message: outcome.message,
        // The password was right, so this browser may be signed in by the new link, as after
        // sign-up, and taken where it was going.
        headers:
          outcome.kind === "unverified"
            ? await markSignUpBrowser(input.email, redirectTo)
            : undefined,
      },
      mode,
    );
  } catch (error) {
    logAuthFailure(error, "sign-in");
    return refused(submission, unexpected, mode);
  }
}

async function signUpAction(
  submission: FormSubmission<SignUpInput>,
  context: Route.ActionArgs["context"],
  request: Request,
) {
  const mode: AuthExtra = { mode: "sign-up" };
  if (submission.status !== "success") return invalid(submission, { extra: mode });
  const input = submission.value;
  try {
    const outcome = await signUp(context, request, input);
    if (outcome.kind === "refused") {
      return refused(
        submission,
        {
          status: outcome.status,
          title: authToasts.signUpFailed,
          toast: authToasts.signUpFailed,
          message: outcome.message,
        },
        mode,
      );
    }
    // Only this browser will be signed in by the confirmation link (auth.verify.tsx), and taken
    // back to the page it signed up from. The same answer, cookie included, whether or not the
    // address already had an account.
    return succeeded(submission, {
      toast: { type: "success", ...authToasts.signUpSucceeded },
      extra: { ...mode, createdFor: input.email },
      headers: await markSignUpBrowser(input.email, extraField(submission, "redirectTo")),
    });
  } catch (error) {
    logAuthFailure(error, "sign-up");
    return refused(submission, unexpected, mode);
  }
}

const unexpected = {
  status: 503,
  title: authToasts.unexpected.title,
  toast: authToasts.unexpected.title,
  message: authToasts.unexpected.description,
};

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, newcomer, notice } = loaderData;
  // An answer from the other mode's form (before the visitor switched) is not shown.
  const answer = actionData?.mode === mode ? actionData : undefined;
  useActionToast(answer?.toast);

  if (answer?.createdFor) {
    return (
      <AuthShell title="Check your inbox" description="One step left: confirm your email address.">
        <FormAlert tone="success" title={authToasts.signUpSucceeded.title}>
          {authToasts.signUpSucceeded.description}
        </FormAlert>
        <p className="text-sm text-muted-foreground">
          We sent a confirmation link to{" "}
          <strong className="font-semibold text-foreground">{answer.createdFor}</strong>.{" "}
          {redirectTo
            ? "Open it within 24 hours in this browser and you'll be signed in and taken back to where you left off."
            : "Open it within 24 hours in this browser and you'll be signed in."}{" "}
          Nothing there? Check your spam folder, or sign in with the same address and we'll send a
          fresh link.
        </p>
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link to={modeLink("sign-in", redirectTo)}>Back to sign in</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={
        mode === "sign-up"
          ? "Create Your Account"
          : newcomer
            ? `Welcome to ${site.name}`
            : "Welcome Back"
      }
      description={
        mode === "sign-up"
          ? "Free, and it keeps every result you get. No card needed."
          : newcomer
            ? "Your email address is confirmed. Sign in to start using your new account."
            : "Sign in to save your results to your account and keep your test history."
      }
    >
      <ModeSwitch mode={mode} redirectTo={redirectTo} />
      {mode === "sign-in" && notice && !answer ? <Notice {...notice} /> : null}
      {mode === "sign-in" ? (
        <SignInForm redirectTo={redirectTo} answer={answer} />
      ) : (
        <SignUpForm redirectTo={redirectTo} answer={answer} />
      )}
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

/** Why the visitor is asked for the password again; it takes focus, as the page has just changed. */
function Notice({ title, description }: { title: string; description: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1}>
      <FormAlert title={title}>{description}</FormAlert>
    </div>
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

interface FormProps {
  redirectTo: string;
  answer: FormAnswer | undefined;
}

/** The worked example of the one form pattern (decision 018). */
function SignInForm({ redirectTo, answer }: FormProps) {
  const pending = usePendingSubmit("/auth");
  const [form, fields] = useSchemaForm({ id: "sign-in", schema: signInSchema, answer });
  return (
    <>
      <FormErrors form={form} title={answer?.title} />
      <Form
        method="post"
        // The mode and the return path stay in the URL, also after a failed post without JavaScript.
        action={modeLink("sign-in", redirectTo)}
        {...getFormProps(form)}
        className="grid gap-5"
      >
        <input type="hidden" name="intent" value="sign-in" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field field={fields.email} label="Email">
          <Input type="email" autoComplete="username" maxLength={254} />
        </Field>
        <div className="grid gap-2">
          <Field field={fields.password} label="Password">
            <Input
              type="password"
              autoComplete="current-password"
              minLength={passwordRule.min}
              maxLength={passwordRule.max}
            />
          </Field>
          <Link
            to="/auth/forgot-password"
            className="justify-self-end text-sm font-medium text-primary hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? "Please wait..." : "Sign In"}
        </Button>
      </Form>
    </>
  );
}

function SignUpForm({ redirectTo, answer }: FormProps) {
  const pending = usePendingSubmit("/auth");
  const [form, fields] = useSchemaForm({ id: "sign-up", schema: signUpSchema, answer });
  return (
    <>
      <FormErrors form={form} title={answer?.title} />
      <Form
        method="post"
        action={modeLink("sign-up", redirectTo)}
        {...getFormProps(form)}
        className="grid gap-5"
      >
        <input type="hidden" name="intent" value="sign-up" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field field={fields.name} label="Full Name">
          <Input autoComplete="name" maxLength={100} />
        </Field>
        <Field field={fields.email} label="Email">
          <Input type="email" autoComplete="email" maxLength={254} />
        </Field>
        <Field field={fields.password} label="Password" hint={passwordMessage}>
          <NewPasswordInput />
        </Field>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? "Please wait..." : "Create Account"}
        </Button>
      </Form>
    </>
  );
}
