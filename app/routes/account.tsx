import { Download, KeyRound, ShieldCheck, Trash2, UserRound } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { readForm } from "~/lib/form-body.server";
import { guarded } from "~/auth/account.server";
import { cookieHeaderFrom, logAuthFailure, requireUser, withCookies } from "~/auth/session.server";
import { newPasswordSchema, passwordRule, validate } from "~/auth/validation";
import { FormAlert } from "~/components/ui/form-alert";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { Container } from "~/components/common/page-hero";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { formatLongDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { toastHeaders } from "~/lib/toast.server";
import { useActionToast, type ToastMessage } from "~/lib/use-action-toast";

export const meta: Route.MetaFunction = () =>
  pageMeta("Account settings", "Password, two-factor sign-in, your data and your account.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return {
    name: user.name,
    email: user.email,
    memberSince: user.createdAt,
    twoFactorEnabled: user.twoFactorEnabled,
  };
}

type Intent =
  | "change-password"
  | "enable-two-factor"
  | "confirm-two-factor"
  | "disable-two-factor"
  | "backup-codes"
  | "delete-account";

interface Answer {
  intent: Intent;
  /** Field errors of the form that was sent. */
  errors: Partial<Record<string, string>>;
  message: ToastMessage | null;
  /** Two-factor set-up in progress: the QR code and secret to scan, and the codes to keep. */
  setup?: { totpURI: string; secret: string; qrSvg: string; backupCodes: string[] };
  /** Backup codes to show once. */
  backupCodes?: string[];
}

function reply(status: number, answer: Answer, headers?: Headers) {
  return data(answer, { status, headers });
}

const intents: readonly Intent[] = [
  "change-password",
  "enable-two-factor",
  "confirm-two-factor",
  "disable-two-factor",
  "backup-codes",
  "delete-account",
];

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = intents.find((candidate) => candidate === text("intent"));
  if (!intent) {
    return reply(400, {
      intent: "change-password",
      errors: {},
      message: {
        type: "error",
        title: "Not changed",
        description: "That form is not one this page knows. Reload the page and try again.",
      },
    });
  }
  const { auth } = context;
  const headers = request.headers;
  const failed = (status: number, field: string, message: string, extra: Partial<Answer> = {}) =>
    reply(status, {
      intent,
      errors: field === "form" ? {} : { [field]: message },
      message:
        field === "form" ? { type: "error", title: "Not changed", description: message } : null,
      ...extra,
    });

  const succeeded = (
    title: string,
    description: string,
    replyHeaders?: Headers,
    extra: Partial<Answer> = {},
  ) =>
    reply(
      200,
      { intent, errors: {}, message: { type: "success", title, description }, ...extra },
      replyHeaders && withCookies(replyHeaders),
    );

  try {
    switch (intent) {
      case "change-password": {
        const input = validate(newPasswordSchema, {
          password: text("newPassword"),
          confirmPassword: text("confirmPassword"),
        });
        if (!text("currentPassword")) {
          return failed(400, "currentPassword", "Please enter your current password.");
        }
        if (!input.ok) {
          return reply(400, {
            intent,
            errors: {
              newPassword: input.errors.password,
              confirmPassword: input.errors.confirmPassword,
            },
            message: null,
          });
        }
        const outcome = await guarded(context, user.id, "password", () =>
          auth.api.changePassword({
            body: {
              currentPassword: text("currentPassword"),
              newPassword: input.data.password,
              revokeOtherSessions: true,
            },
            headers,
            returnHeaders: true,
          }),
        );
        if (!outcome.ok) {
          return failed(
            outcome.status,
            outcome.field === "password" ? "currentPassword" : "form",
            outcome.message,
          );
        }
        return succeeded(
          "Password changed",
          "Any other device signed in to your account has been signed out.",
          outcome.headers,
        );
      }

      case "enable-two-factor": {
        const outcome = await guarded(context, user.id, "password", () =>
          auth.api.enableTwoFactor({
            body: { password: text("password") },
            headers,
            returnHeaders: true,
          }),
        );
        if (!outcome.ok) return failed(outcome.status, outcome.field, outcome.message);
        if (outcome.value.method !== "totp") {
          throw new Error("Two-factor set-up did not return an authenticator key.");
        }
        const { totpURI, backupCodes } = outcome.value;
        return reply(200, {
          intent,
          errors: {},
          message: null,
          setup: await setupFor(totpURI, backupCodes),
        });
      }

      case "confirm-two-factor": {
        const totpURI = text("totpURI");
        const backupCodes = text("backupCodes").split(",").filter(Boolean);
        // The set-up shown again comes from the form; one that cannot be drawn (not a URL, too
        // long for a QR code) is left out rather than failing the request.
        const setup = totpURI.startsWith("otpauth://")
          ? await setupFor(totpURI, backupCodes).catch(() => undefined)
          : undefined;
        const code = text("code").replace(/\s+/g, "");
        if (!/^\d{6}$/.test(code)) {
          return failed(400, "code", "Enter the 6-digit code from your authenticator app.", {
            setup,
          });
        }
        const outcome = await guarded(context, user.id, "code", () =>
          auth.api.verifyTOTP({
            body: { code },
            headers,
            returnHeaders: true,
          }),
        );
        if (!outcome.ok) return failed(outcome.status, outcome.field, outcome.message, { setup });
        // As a password change does: whoever else is signed in (perhaps the reason for turning
        // two-factor on) is signed out. better-auth has just replaced this browser's session with
        // a new one, whose cookie is in outcome.headers; that one stays.
        if (!user.twoFactorEnabled) {
          await auth.api.revokeOtherSessions({ headers: cookieHeaderFrom(outcome.headers) });
        }
        return succeeded(
          "Two-factor sign-in is on",
          "From now on, signing in asks for a code from your app. Any other device signed in to your account has been signed out.",
          outcome.headers,
          { backupCodes },
        );
      }

      case "disable-two-factor": {
        const outcome = await guarded(context, user.id, "password", () =>
          auth.api.disableTwoFactor({
            body: { password: text("password") },
            headers,
            returnHeaders: true,
          }),
        );
        if (!outcome.ok) return failed(outcome.status, outcome.field, outcome.message);
        return succeeded(
          "Two-factor sign-in is off",
          "Signing in now needs only your password.",
          outcome.headers,
        );
      }

      case "backup-codes": {
        const outcome = await guarded(context, user.id, "password", () =>
          auth.api.generateBackupCodes({
            body: { password: text("password") },
            headers,
            returnHeaders: true,
          }),
        );
        if (!outcome.ok) return failed(outcome.status, outcome.field, outcome.message);
        return succeeded("New backup codes", "Your old backup codes no longer work.", undefined, {
          backupCodes: outcome.value.backupCodes,
        });
      }

      case "delete-account": {
        if (text("confirm") !== "DELETE") {
          return failed(400, "confirm", "Type DELETE in capital letters to confirm.");
        }
        const outcome = await guarded(context, user.id, "password", () =>
          auth.api.deleteUser({
            body: { password: text("password") },
            headers,
            returnHeaders: true,
          }),
        );
        if (!outcome.ok) return failed(outcome.status, outcome.field, outcome.message);
        const bye = await toastHeaders({
          type: "success",
          title: "Account deleted",
          description: "Your account, your results and your sessions have been removed.",
        });
        return redirect("/", { headers: withCookies(outcome.headers, bye) });
      }
    }
  } catch (error) {
    logAuthFailure(error, `account: ${intent}`);
    return reply(503, {
      intent,
      errors: {},
      message: {
        type: "error",
        title: "Something went wrong",
        description: "Please try again later.",
      },
    });
  }
}

async function setupFor(totpURI: string, backupCodes: string[]) {
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(totpURI, {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
  });
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return { totpURI, secret, qrSvg, backupCodes };
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.message);
  const answered = (intent: Intent) => (actionData?.intent === intent ? actionData : undefined);
  return (
    <Container className="max-w-3xl py-12">
      <Link to="/dashboard" className="text-sm font-medium text-primary hover:underline">
        ← Back to Dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Account settings</h1>
      <div className="mt-8 grid gap-6">
        <Section icon={<UserRound />} title="Your account">
          <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">Name</dt>
            <dd className="font-medium">{loaderData.name}</dd>
            <dt className="text-muted-foreground">Email</dt>
            <dd className="font-medium">{loaderData.email}</dd>
            <dt className="text-muted-foreground">Member since</dt>
            <dd className="font-medium">{formatLongDate(loaderData.memberSince)}</dd>
          </dl>
        </Section>

        <ChangePassword answer={answered("change-password")} />

        <TwoFactor
          enabled={loaderData.twoFactorEnabled}
          answers={{
            enable: answered("enable-two-factor"),
            confirm: answered("confirm-two-factor"),
            disable: answered("disable-two-factor"),
            codes: answered("backup-codes"),
          }}
        />

        <Section
          icon={<Download />}
          title="Download my data"
          description="A JSON file with your account details, your subscription and every saved result with its answers."
        >
          <Button asChild variant="outline">
            <a href="/account/data" download>
              <Download aria-hidden="true" />
              Download my data
            </a>
          </Button>
        </Section>

        <DeleteAccount answer={answered("delete-account")} />
      </div>
    </Container>
  );
}

function Section({
  icon,
  title,
  description,
  tone,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  tone?: "danger";
  children: ReactNode;
}) {
  return (
    <Card className={tone === "danger" ? "border-destructive/40" : undefined}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className={
              tone === "danger" ? "text-destructive [&_svg]:size-5" : "text-primary [&_svg]:size-5"
            }
          >
            {icon}
          </span>
          <CardTitle as="h2">{title}</CardTitle>
        </div>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function useSubmitting(intent: Intent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function SubmitButton({
  intent,
  children,
  variant,
}: {
  intent: Intent;
  children: ReactNode;
  variant?: "default" | "outline" | "destructive";
}) {
  const submitting = useSubmitting(intent);
  return (
    <Button type="submit" name="intent" value={intent} disabled={submitting} variant={variant}>
      {submitting ? "Please wait..." : children}
    </Button>
  );
}

function FormMessage({ answer }: { answer: Answer | undefined }) {
  if (!answer?.message) return null;
  return (
    <FormAlert
      tone={answer.message.type === "error" ? "error" : "success"}
      title={answer.message.title}
    >
      {answer.message.description}
    </FormAlert>
  );
}

function ChangePassword({ answer }: { answer: Answer | undefined }) {
  const errors = answer?.errors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // After a change, the fields are emptied.
    if (answer?.message?.type === "success") formRef.current?.reset();
  }, [answer]);
  return (
    <Section
      icon={<KeyRound />}
      title="Change password"
      description="You'll stay signed in here; every other device is signed out."
    >
      <FormMessage answer={answer} />
      <Form ref={formRef} method="post" className="grid gap-4">
        <FormField id="current-password" label="Current password" error={errors.currentPassword}>
          <Input
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            maxLength={passwordRule.max}
          />
        </FormField>
        <NewPasswordFields
          idPrefix="new"
          name="newPassword"
          errors={{ password: errors.newPassword, confirmPassword: errors.confirmPassword }}
        />
        <div>
          <SubmitButton intent="change-password">Change password</SubmitButton>
        </div>
      </Form>
    </Section>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-lg border bg-muted p-4">
      <p className="text-sm font-semibold">Your backup codes</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Each works once, if you lose your phone. Keep them somewhere safe: they won&apos;t be shown
        again.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

function PasswordForm({
  intent,
  label,
  error,
  variant,
}: {
  intent: Intent;
  label: string;
  error?: string;
  variant?: "default" | "outline" | "destructive";
}) {
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <FormField id={`${intent}-password`} label="Your password" error={error}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={passwordRule.max}
        />
      </FormField>
      <SubmitButton intent={intent} variant={variant}>
        {label}
      </SubmitButton>
    </Form>
  );
}

function TwoFactor({
  enabled,
  answers,
}: {
  enabled: boolean;
  answers: Record<"enable" | "confirm" | "disable" | "codes", Answer | undefined>;
}) {
  const setup = answers.confirm?.setup ?? answers.enable?.setup;
  const justEnabled = answers.confirm?.backupCodes;
  return (
    <Section
      icon={<ShieldCheck />}
      title="Two-factor sign-in"
      description={
        enabled
          ? "On: signing in asks for a code from your authenticator app as well as your password."
          : "Off: add a code from an authenticator app to your password, so a stolen password alone can't open your account."
      }
    >
      {justEnabled ? (
        <>
          <FormMessage answer={answers.confirm} />
          <BackupCodes codes={justEnabled} />
        </>
      ) : enabled ? (
        <div className="grid gap-6">
          <FormMessage answer={answers.codes} />
          {answers.codes?.backupCodes ? <BackupCodes codes={answers.codes.backupCodes} /> : null}
          <div>
            <h3 className="text-sm font-semibold">New backup codes</h3>
            <PasswordForm
              intent="backup-codes"
              label="Make new codes"
              error={answers.codes?.errors.password}
              variant="outline"
            />
          </div>
          <div>
            <h3 className="text-sm font-semibold">Turn off two-factor sign-in</h3>
            <PasswordForm
              intent="disable-two-factor"
              label="Turn off"
              error={answers.disable?.errors.password}
              variant="outline"
            />
          </div>
        </div>
      ) : setup ? (
        <div className="grid gap-5">
          <FormMessage answer={answers.confirm} />
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            <li>
              Scan this code with an authenticator app (1Password, Google Authenticator, Authy...).
            </li>
            <li>Enter the 6-digit code it shows to finish.</li>
          </ol>
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <div
              className="size-44 shrink-0 rounded-lg border bg-white p-2"
              role="img"
              aria-label="QR code for your authenticator app"
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <p className="text-sm text-muted-foreground">
              Can&apos;t scan? Enter this key by hand:
              <code
                className="mt-2 block break-all rounded bg-muted p-2 font-mono text-foreground"
                data-testid="totp-secret"
              >
                {setup.secret}
              </code>
            </p>
          </div>
          <Form method="post" className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
            <input type="hidden" name="totpURI" value={setup.totpURI} />
            <input type="hidden" name="backupCodes" value={setup.backupCodes.join(",")} />
            <FormField id="confirm-code" label="6-digit code" error={answers.confirm?.errors.code}>
              <Input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                maxLength={7}
                className="font-mono tracking-widest"
              />
            </FormField>
            <SubmitButton intent="confirm-two-factor">Turn on</SubmitButton>
          </Form>
        </div>
      ) : (
        <>
          <FormMessage answer={answers.disable} />
          <PasswordForm
            intent="enable-two-factor"
            label="Set up two-factor"
            error={answers.enable?.errors.password}
          />
        </>
      )}
    </Section>
  );
}

function DeleteAccount({ answer }: { answer: Answer | undefined }) {
  const errors = answer?.errors ?? {};
  return (
    <Section
      icon={<Trash2 />}
      title="Delete my account"
      tone="danger"
      description="This removes your account, every saved result and all your sessions, for good. Download your data first if you want a copy."
    >
      <FormMessage answer={answer} />
      <Form method="post" className="grid gap-4">
        <FormField id="delete-password" label="Your password" error={errors.password}>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={passwordRule.max}
          />
        </FormField>
        <FormField id="delete-confirm" label="Type DELETE to confirm" error={errors.confirm}>
          <Input name="confirm" required autoComplete="off" pattern="DELETE" />
        </FormField>
        <div>
          <SubmitButton intent="delete-account" variant="destructive">
            Delete my account
          </SubmitButton>
        </div>
      </Form>
    </Section>
  );
}
