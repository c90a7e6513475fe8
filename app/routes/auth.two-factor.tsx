import { getFormProps } from "@conform-to/react";
import { useEffect, useMemo } from "react";
import { Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { redirect } from "~/lib/redirect.server";
import type { Route } from "./+types/auth.two-factor";
import { authToasts, twoFactorMessages, type SignInNoticeKey } from "~/auth/messages";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { blockedBy, consume, limits, refund, waitMessage } from "~/auth/rate-limit.server";
import {
  clearTwoFactorChallenge,
  pendingTwoFactorUser,
  twoFactorLockedFor,
  twoFactorLockedMessage,
} from "~/auth/two-factor-challenge.server";
import { twoFactorOutcome } from "~/auth/two-factor-outcome.server";
import {
  authError,
  getOptionalUser,
  logAuthFailure,
  safeRedirect,
  withCookies,
} from "~/auth/session.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { makeTwoFactorSchema } from "~/auth/validation";
import { useSchemaForm } from "~/lib/forms";
import { extraField, invalid, readSubmission, refused } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { toastHeaders } from "~/lib/toast.server";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? pageMeta(metaT(matches)("auth:meta.twoFactor.title")) : [];

/** The second step of signing in to an account with two-factor authentication turned on. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  if (await getOptionalUser(request, context)) throw redirect("/");
  // The first step (the password) leaves a short-lived cookie; without it, start again.
  if (!request.headers.get("cookie")?.includes("two_factor")) throw redirect("/auth");
  const url = new URL(request.url);
  return {
    backup: url.searchParams.get("method") === "backup",
    redirectTo: safeRedirect(url.searchParams.get("redirectTo")),
    i18n: pageMessages(locale, ["auth"]),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const toasts = authToasts(t);
  const submission = await readSubmission(request, makeTwoFactorSchema(t));
  if (submission.status !== "success") return invalid(submission);
  const { method, code, trustDevice } = submission.value;
  const redirectTo = safeRedirect(extraField(submission, "redirectTo"));
  const refuse = (status: number, message: string) =>
    refused(submission, { status, title: toasts.signInFailed, message });
  // Back to the password step, which says why; this browser's pending sign-in ends.
  const startAgain = async (notice: SignInNoticeKey) =>
    redirect(`/auth?${new URLSearchParams({ redirectTo, notice })}`, {
      headers: await clearTwoFactorChallenge(context.auth),
    });

  // The first step (the password) expired after ten minutes, or never happened.
  const pending = () => pendingTwoFactorUser(context.auth, request.headers.get("cookie"));
  const userId = await pending();
  if (!userId) return startAgain("two-factor-expired");
  // Counted before the code is checked, per account and per address, and given back when the
  // code is right or was not checked: a burst of guesses gets no more checks than the limit.
  const accountLimit = limits.twoFactorFailuresPerUser(userId);
  const attemptLimits = [accountLimit, limits.signInFailuresPerIp(context.clientIp)];
  const blocked = await consume(context.db, attemptLimits);
  if (blocked) {
    return refuse(
      429,
      blockedBy(blocked, accountLimit)
        ? twoFactorLockedMessage(blocked, t)
        : t("auth:limits.signInNetwork", { wait: waitMessage(blocked, t) }),
    );
  }
  try {
    const body = { code, trustDevice };
    const { headers } =
      method === "backup"
        ? await context.auth.api.verifyBackupCode({
            body,
            headers: request.headers,
            returnHeaders: true,
          })
        : await context.auth.api.verifyTOTP({
            body,
            headers: request.headers,
            returnHeaders: true,
          });
    await refund(context.db, attemptLimits);
    const welcome = await toastHeaders({ type: "success", ...toasts.signInSucceeded });
    return redirect(redirectTo, { headers: withCookies(headers, welcome) });
  } catch (error) {
    const outcome = twoFactorOutcome(authError(error));
    // Only a code that was checked and is wrong stays counted.
    if (outcome.kind === "wrong-code") {
      return invalid(submission, { fieldErrors: { code: t(twoFactorMessages.wrongCode[method]) } });
    }
    await refund(context.db, attemptLimits);
    switch (outcome.kind) {
      case "locked":
        // better-auth's own lock (ten wrong codes in a row); ours usually answers first.
        return refuse(429, twoFactorLockedMessage(await twoFactorLockedFor(context.db, userId), t));
      case "start-again":
        // Still pending: another code for this sign-in was being checked at that very moment
        // (better-auth lets one through at a time), so this one was not looked at.
        if (outcome.notice === "two-factor-expired" && (await pending()) === userId)
          return refuse(409, t(twoFactorMessages.notChecked));
        return startAgain(outcome.notice);
      case "try-again":
        return refuse(409, t(twoFactorMessages.notChecked));
      case "unexpected":
        logAuthFailure(error, "two-factor sign-in");
        return refused(submission, {
          status: 503,
          title: toasts.unexpected.title,
          message: toasts.unexpected.description,
        });
    }
  }
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { backup, redirectTo } = loaderData;
  const t = useT();
  const pending = usePendingSubmit("/auth/two-factor");
  const schema = useMemo(() => makeTwoFactorSchema(t), [t]);
  const [form, fields] = useSchemaForm({
    id: "two-factor",
    schema,
    answer: actionData,
  });
  // A wrong code comes back with focus, selected, so the next one is typed straight over it.
  const codeError = fields.code.errors?.[0];
  useEffect(() => {
    if (!actionData || !codeError) return;
    const input = document.getElementById(fields.code.id);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    input.select();
  }, [actionData, codeError, fields.code.id]);
  const other = new URLSearchParams({ redirectTo });
  if (!backup) other.set("method", "backup");
  return (
    <AuthShell
      title={t("auth:twoFactor.title")}
      description={t(
        backup ? "auth:twoFactor.backupDescription" : "auth:twoFactor.totpDescription",
      )}
    >
      {/* A refusal of the whole form (a limit) takes focus; a wrong code focuses its field. */}
      <FormErrors form={form} title={actionData?.title} takeFocus={actionData} />
      <Form method="post" {...getFormProps(form)} className="grid gap-5">
        <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          field={fields.code}
          label={t(backup ? "auth:twoFactor.backupLabel" : "auth:twoFactor.totpLabel")}
        >
          <Input
            required
            autoFocus
            autoComplete="one-time-code"
            inputMode={backup ? "text" : "numeric"}
            pattern={backup ? undefined : "[0-9 ]{6,7}"}
            maxLength={backup ? 20 : 7}
            className="text-center font-mono text-lg tracking-widest"
          />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="trustDevice" className="size-4 accent-primary" />
          {t("auth:twoFactor.trust")}
        </label>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? t("auth:form.wait") : t("auth:twoFactor.submit")}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <SiteLink
          to={`/auth/two-factor?${other}`}
          replace
          className="font-medium text-primary hover:underline"
        >
          {t(backup ? "auth:twoFactor.useApp" : "auth:twoFactor.useBackup")}
        </SiteLink>
      </p>
    </AuthShell>
  );
}
