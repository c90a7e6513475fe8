import { data } from "react-router";
import { redirect } from "~/lib/redirect.server";
import type { Route } from "./+types/account.security";
import {
  answerRefusal,
  answerUnexpected,
  answerUnknownForm,
  guarded,
  showBackupCodesOnce,
  takeBackupCodes,
  type AccountFormArgs,
} from "~/auth/account.server";
import { weakPasswordCode, weakPasswordText } from "~/auth/password-strength.server";
import { withdrawEmailChanges } from "~/db/email-changes.server";
import { cookieHeaderFrom, logAuthFailure, requireUser, withCookies } from "~/auth/session.server";
import {
  makeChangePasswordSchema,
  makeConfirmCodeSchema,
  makePasswordCheckSchema,
} from "~/components/account/account-schemas";
import { localeOf, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import type { Translate } from "~/i18n/translate";
import { ChangePasswordSection } from "~/components/account/change-password-section";
import {
  TwoFactorSection,
  type SecurityAnswer,
  type SecurityForm,
} from "~/components/account/two-factor-section";
import { FormAlert } from "~/components/ui/form-alert";
import {
  invalid,
  readFormBody,
  submissionOf,
  succeeded,
  type FormSubmission,
} from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { toastHeaders, type Toast } from "~/lib/toast.server";
import { useActionToast } from "~/lib/use-action-toast";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t("account:meta.security.title"), t("account:meta.security.description"));
};

const here = "/account/security";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { codes, headers } = await takeBackupCodes(request, context, user.id);
  return data({ twoFactorEnabled: user.twoFactorEnabled, backupCodes: codes }, { headers });
}

/**
 * The page's forms post here; a hidden `intent` says which one, and the answer names it. A change
 * that succeeds redirects back here (post/redirect/get): better-auth replaces this browser's
 * session when the password changes or two-factor goes on or off, and only the next request
 * carries the new cookie, so a page drawn in the same request would find the old one gone.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const user = await requireUser(request, context);
  const body = await readFormBody(request);
  const intent = body?.get("intent");
  const args = { user, context, request, t };
  switch (intent) {
    case "change-password":
      return changePassword(
        submissionOf(body, makeChangePasswordSchema(t), {
          secret: ["currentPassword", "newPassword", "confirmPassword"],
        }),
        args,
      );
    case "set-up-two-factor":
    case "turn-off-two-factor":
    case "new-backup-codes":
      return passwordCheck(
        intent,
        submissionOf(body, makePasswordCheckSchema(t), { secret: ["password"] }),
        args,
      );
    case "confirm-two-factor":
      return confirmTwoFactor(
        submissionOf(body, makeConfirmCodeSchema(t), { secret: ["code"] }),
        args,
      );
    default:
      return answerUnknownForm(
        submissionOf(body, makePasswordCheckSchema(t), { secret: ["password"] }),
        t,
      );
  }
}

async function backHere(toast: Toast, ...cookies: (Headers | undefined)[]) {
  return redirect(here, { headers: withCookies(...cookies, await toastHeaders(toast)) });
}

async function changePassword(
  submission: FormSubmission<{ currentPassword: string; newPassword: string }>,
  { user, context, request, t }: AccountFormArgs & { t: Translate },
) {
  const form = { form: "change-password" } satisfies Pick<SecurityAnswer, "form">;
  if (submission.status !== "success") return invalid(submission, { extra: form });
  const { currentPassword, newPassword } = submission.value;
  try {
    const outcome = await guarded(
      context,
      user.id,
      "password",
      () =>
        context.auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: request.headers,
          returnHeaders: true,
        }),
      t,
    );
    if (!outcome.ok && outcome.code === weakPasswordCode) {
      // better-auth's hook refused the new password as easy to guess: said on its field.
      return invalid(submission, {
        fieldErrors: { newPassword: weakPasswordText(outcome.message, t) },
        extra: form,
      });
    }
    if (!outcome.ok) return answerRefusal(submission, outcome, "currentPassword", form, t);
    // As a reset does (auth.server.ts): a change of address still waiting for its link stops.
    await withdrawEmailChanges(context.db, user.id);
    return backHere(
      {
        type: "success",
        title: t("account:security.passwordChanged.title"),
        description: t("account:security.passwordChanged.description"),
      },
      outcome.headers,
    );
  } catch (error) {
    logAuthFailure(error, "account: change password");
    return answerUnexpected(submission, form, t);
  }
}

async function passwordCheck(
  intent: "set-up-two-factor" | "turn-off-two-factor" | "new-backup-codes",
  submission: FormSubmission<{ password: string }>,
  { user, context, request, t }: AccountFormArgs & { t: Translate },
) {
  const form = { form: intent } satisfies Pick<SecurityAnswer, "form">;
  if (submission.status !== "success") return invalid(submission, { extra: form });
  const body = { password: submission.value.password };
  const { auth } = context;
  const headers = request.headers;
  try {
    if (intent === "set-up-two-factor") {
      // better-auth keeps the new secret in its own table, not yet in use until a code from the
      // app confirms it (`verifyTOTP`); the page shows it once, and never sends it back.
      const outcome = await guarded(
        context,
        user.id,
        "password",
        () => auth.api.enableTwoFactor({ body, headers, returnHeaders: true }),
        t,
      );
      if (!outcome.ok) return answerRefusal(submission, outcome, "password", form, t);
      if (outcome.value.method !== "totp") {
        throw new Error("Two-factor set-up did not return an authenticator key.");
      }
      return succeeded(submission, {
        extra: { ...form, setup: await setupFor(outcome.value.totpURI) },
      });
    }
    if (intent === "turn-off-two-factor") {
      const outcome = await guarded(
        context,
        user.id,
        "password",
        () => auth.api.disableTwoFactor({ body, headers, returnHeaders: true }),
        t,
      );
      if (!outcome.ok) return answerRefusal(submission, outcome, "password", form, t);
      return backHere(
        {
          type: "success",
          title: t("account:security.twoFactorOff.title"),
          description: t("account:security.twoFactorOff.description"),
        },
        outcome.headers,
      );
    }
    const outcome = await guarded(
      context,
      user.id,
      "password",
      () => auth.api.generateBackupCodes({ body, headers, returnHeaders: true }),
      t,
    );
    if (!outcome.ok) return answerRefusal(submission, outcome, "password", form, t);
    return backHere(
      {
        type: "success",
        title: t("account:security.newCodes.title"),
        description: t("account:security.newCodes.description"),
      },
      outcome.headers,
      await showBackupCodesOnce(user.id),
    );
  } catch (error) {
    logAuthFailure(error, `account: ${intent}`);
    return answerUnexpected(submission, form, t);
  }
}

async function confirmTwoFactor(
  submission: FormSubmission<{ code: string }>,
  { user, context, request, t }: AccountFormArgs & { t: Translate },
) {
  const form = { form: "confirm-two-factor" } satisfies Pick<SecurityAnswer, "form">;
  if (submission.status !== "success") return invalid(submission, { extra: form });
  const { auth } = context;
  try {
    const outcome = await guarded(
      context,
      user.id,
      "code",
      () =>
        auth.api.verifyTOTP({
          body: { code: submission.value.code },
          headers: request.headers,
          returnHeaders: true,
        }),
      t,
    );
    if (!outcome.ok) return answerRefusal(submission, outcome, "code", form, t);
    // As a password change does: whoever else is signed in (perhaps the reason for turning
    // two-factor on) is signed out. better-auth has just replaced this browser's session with a
    // new one, whose cookie is in outcome.headers; that one stays.
    if (!user.twoFactorEnabled) {
      await auth.api.revokeOtherSessions({ headers: cookieHeaderFrom(outcome.headers) });
    }
    return backHere(
      {
        type: "success",
        title: t("account:security.twoFactorOn.title"),
        description: t("account:security.twoFactorOn.description"),
      },
      outcome.headers,
      await showBackupCodesOnce(user.id),
    );
  } catch (error) {
    logAuthFailure(error, "account: confirm two-factor");
    return answerUnexpected(submission, form, t);
  }
}

/** The QR code to scan and the key to type by hand; the otpauth address itself is not sent. */
async function setupFor(totpURI: string) {
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(totpURI, {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
  });
  return { qrSvg, key: new URL(totpURI).searchParams.get("secret") ?? "" };
}

export default function AccountSecurity({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const answered = (form: SecurityForm) => (actionData?.form === form ? actionData : undefined);
  return (
    <>
      {actionData?.form === "unknown" ? (
        // No form of this page sent it (a hand-made post): the message stands above them all.
        <FormAlert title={actionData.title}>{formMessage(actionData)}</FormAlert>
      ) : null}
      <ChangePasswordSection answer={answered("change-password")} />
      <TwoFactorSection
        enabled={loaderData.twoFactorEnabled}
        backupCodes={loaderData.backupCodes}
        answer={actionData?.form === "change-password" ? undefined : actionData}
      />
    </>
  );
}

/** The form-level message of an answer (Conform keeps it under the empty name). */
function formMessage(answer: SecurityAnswer) {
  return answer.result.error?.[""]?.join(" ");
}
