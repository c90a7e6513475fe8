import { getFormProps } from "@conform-to/react";
import { useEffect, useMemo, useRef } from "react";
import { Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { redirect } from "~/lib/redirect.server";
import type { z } from "zod";
import type { Route } from "./+types/auth";
import { signIn, signUp } from "~/auth/actions.server";
import { authToasts as makeAuthToasts, signInNotice } from "~/auth/messages";
import { awaitsFirstSignIn, clearFirstSignIn, isFirstSignIn } from "~/auth/newcomer.server";
import { markSignUpBrowser } from "~/auth/sign-up-browser.server";
import { getOptionalUser, logAuthFailure, safeRedirect, withCookies } from "~/auth/session.server";
import {
  makeSignInSchema,
  makeSignUpSchema,
  passwordMessage,
  passwordRule,
} from "~/auth/validation";
import { AuthShell } from "~/components/auth/auth-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
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
import { useLocalize } from "~/i18n/use-language";

type Mode = "sign-in" | "sign-up";
type SignInInput = z.output<ReturnType<typeof makeSignInSchema>>;
type SignUpInput = z.output<ReturnType<typeof makeSignUpSchema>>;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const t = metaT(matches);
  return data.mode === "sign-up"
    ? pageMeta(t("auth:meta.signUp.title"), t("auth:meta.signUp.description"))
    : pageMeta(t("auth:meta.signIn.title"), t("auth:meta.signIn.description"));
};

function modeOf(url: URL): Mode {
  return url.searchParams.get("mode") === "signup" ? "sign-up" : "sign-in";
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
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
    i18n: pageMessages(locale, ["auth"]),
  };
}

/** Which form an answer is for, and the address a new account's link went to. */
interface AuthExtra {
  mode: Mode;
  createdFor?: string;
}

/** The sign-in and sign-up forms post here; the answer names its form, so the other ignores it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const body = await readFormBody(request);
  // A body without the form's hidden field (no form at all, say) is answered by the page's form.
  const intent = body?.get("intent") ?? modeOf(new URL(request.url));
  return intent === "sign-up"
    ? signUpAction(
        submissionOf(body, makeSignUpSchema(t), { secret: ["password"] }),
        context,
        request,
        t,
      )
    : signInAction(
        submissionOf(body, makeSignInSchema(t), { secret: ["password"] }),
        context,
        request,
        t,
      );
}

async function signInAction(
  submission: FormSubmission<SignInInput>,
  context: Route.ActionArgs["context"],
  request: Request,
  t: Translate,
) {
  const authToasts = makeAuthToasts(t);
  const mode: AuthExtra = { mode: "sign-in" };
  if (submission.status !== "success") return invalid(submission, { extra: mode });
  const input = submission.value;
  const redirectTo = safeRedirect(extraField(submission, "redirectTo"));
  try {
    const outcome = await signIn(context, request, input, t);
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
    return refused(submission, unexpected(t), mode);
  }
}

async function signUpAction(
  submission: FormSubmission<SignUpInput>,
  context: Route.ActionArgs["context"],
  request: Request,
  t: Translate,
) {
  const authToasts = makeAuthToasts(t);
  const mode: AuthExtra = { mode: "sign-up" };
  if (submission.status !== "success") return invalid(submission, { extra: mode });
  const input = submission.value;
  try {
    const outcome = await signUp(context, request, input, t);
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
    return refused(submission, unexpected(t), mode);
  }
}

function unexpected(t: Translate) {
  const { title, description } = makeAuthToasts(t).unexpected;
  return { status: 503, title, toast: title, message: description };
}

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, newcomer, notice } = loaderData;
  const t = useT();
  // An answer from the other mode's form (before the visitor switched) is not shown.
  const answer = actionData?.mode === mode ? actionData : undefined;
  useActionToast(answer?.toast);

  if (answer?.createdFor) {
    return (
      <AuthShell title={t("auth:inbox.title")} description={t("auth:signUpDone.description")}>
        <FormAlert tone="success" title={t("auth:toast.signUpSucceeded.title")}>
          {t("auth:toast.signUpSucceeded.description")}
        </FormAlert>
        <p className="text-sm text-muted-foreground">
          {t.rich(
            redirectTo ? "auth:signUpDone.bodyReturn" : "auth:signUpDone.body",
            { email: answer.createdFor },
            {
              strong: (children) => (
                <strong key="email" className="font-semibold text-foreground">
                  {children}
                </strong>
              ),
            },
          )}
        </p>
        <Button asChild variant="outline" className="mt-6 w-full">
          <SiteLink to={modeLink("sign-in", redirectTo)}>{t("auth:backToSignIn")}</SiteLink>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={t(
        mode === "sign-up"
          ? "auth:signUp.title"
          : newcomer
            ? "auth:signIn.newcomerTitle"
            : "auth:signIn.title",
      )}
      description={t(
        mode === "sign-up"
          ? "auth:signUp.description"
          : newcomer
            ? "auth:signIn.newcomerDescription"
            : "auth:signIn.description",
      )}
    >
      <ModeSwitch mode={mode} redirectTo={redirectTo} />
      {mode === "sign-in" && notice && !answer ? (
        <Notice title={t(notice.title)} description={t(notice.description)} />
      ) : null}
      {mode === "sign-in" ? (
        <SignInForm redirectTo={redirectTo} answer={answer} />
      ) : (
        <SignUpForm redirectTo={redirectTo} answer={answer} />
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t.rich(
          mode === "sign-in" ? "auth:signIn.noAccount" : "auth:signUp.haveAccount",
          {},
          {
            link: (children) => (
              <SiteLink
                key="switch"
                to={modeLink(mode === "sign-in" ? "sign-up" : "sign-in", redirectTo)}
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
  const t = useT();
  const tabs: { mode: Mode; label: string }[] = [
    { mode: "sign-in", label: t("auth:modeSwitch.signIn") },
    { mode: "sign-up", label: t("auth:modeSwitch.signUp") },
  ];
  return (
    <nav
      aria-label={t("auth:modeSwitch.label")}
      className="mb-6 grid grid-cols-2 rounded-lg bg-muted p-1"
    >
      {tabs.map((tab) => (
        <SiteLink
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
        </SiteLink>
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
  const t = useT();
  const pending = usePendingSubmit("/auth");
  const localize = useLocalize();
  const schema = useMemo(() => makeSignInSchema(t), [t]);
  const [form, fields] = useSchemaForm({ id: "sign-in", schema, answer });
  return (
    <>
      <FormErrors form={form} title={answer?.title} />
      <Form
        method="post"
        // The mode and the return path stay in the URL, also after a failed post without JavaScript.
        action={localize(modeLink("sign-in", redirectTo))}
        {...getFormProps(form)}
        className="grid gap-5"
      >
        <input type="hidden" name="intent" value="sign-in" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field field={fields.email} label={t("auth:field.email")}>
          <Input type="email" autoComplete="username" maxLength={254} />
        </Field>
        <div className="grid gap-2">
          <Field field={fields.password} label={t("auth:field.password")}>
            <Input
              type="password"
              autoComplete="current-password"
              minLength={passwordRule.min}
              maxLength={passwordRule.max}
            />
          </Field>
          <SiteLink
            to="/auth/forgot-password"
            className="justify-self-end text-sm font-medium text-primary hover:underline"
          >
            {t("auth:signIn.forgot")}
          </SiteLink>
        </div>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? t("auth:form.wait") : t("auth:signIn.submit")}
        </Button>
      </Form>
    </>
  );
}

function SignUpForm({ redirectTo, answer }: FormProps) {
  const t = useT();
  const pending = usePendingSubmit("/auth");
  const localize = useLocalize();
  const schema = useMemo(() => makeSignUpSchema(t), [t]);
  const [form, fields] = useSchemaForm({ id: "sign-up", schema, answer });
  return (
    <>
      <FormErrors form={form} title={answer?.title} />
      <Form
        method="post"
        action={localize(modeLink("sign-up", redirectTo))}
        {...getFormProps(form)}
        className="grid gap-5"
      >
        <input type="hidden" name="intent" value="sign-up" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field field={fields.name} label={t("auth:field.fullName")}>
          <Input autoComplete="name" maxLength={100} />
        </Field>
        <Field field={fields.email} label={t("auth:field.email")}>
          <Input type="email" autoComplete="email" maxLength={254} />
        </Field>
        <Field field={fields.password} label={t("auth:field.password")} hint={passwordMessage(t)}>
          <NewPasswordInput />
        </Field>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? t("auth:form.wait") : t("auth:signUp.submit")}
        </Button>
      </Form>
    </>
  );
}
