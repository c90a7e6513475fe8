import { getFormProps } from "@conform-to/react";
import { ShieldCheck } from "lucide-react";
import { Form } from "react-router";
import { passwordRule } from "~/auth/validation";
import { confirmCodeSchema, passwordCheckSchema } from "~/components/account/account-schemas";
import { AccountSection } from "~/components/account/account-section";
import { BackupCodes } from "~/components/account/backup-codes";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useSchemaForm, type FormAnswer } from "~/lib/forms";
import { usePendingSubmit } from "~/lib/use-pending-submit";

/** The forms of /account/security; each posts its name as `intent`. */
export type SecurityForm =
  | "change-password"
  | "set-up-two-factor"
  | "confirm-two-factor"
  | "turn-off-two-factor"
  | "new-backup-codes";

/** The security page's answer: which form it is for, and a set-up to show once. */
export interface SecurityAnswer extends FormAnswer {
  form: SecurityForm | "unknown";
  /** A two-factor set-up just begun: the QR code to scan and the key to type by hand. */
  setup?: { qrSvg: string; key: string };
}

const action = "/account/security";

/**
 * Two-factor sign-in: set up (password, then scan and confirm with a code), or, once on, new
 * backup codes and turning it off. The key being set up lives on the server (better-auth's table);
 * the page shows it once and the confirming form sends only the code.
 */
export function TwoFactorSection({
  enabled,
  backupCodes,
  answer,
}: {
  enabled: boolean;
  /** Codes to show once, after two-factor went on or new ones were made. */
  backupCodes: string[] | null;
  answer: SecurityAnswer | undefined;
}) {
  const answerFor = (form: SecurityForm) => (answer?.form === form ? answer : undefined);
  const setup = answerFor("set-up-two-factor")?.setup;
  const confirming = setup || answerFor("confirm-two-factor");
  return (
    <AccountSection
      icon={<ShieldCheck />}
      title="Two-factor sign-in"
      description={
        enabled
          ? "On: signing in asks for a code from your authenticator app as well as your password."
          : "Off: add a code from an authenticator app to your password, so a stolen password alone can't open your account."
      }
    >
      {enabled ? (
        <div className="grid gap-6">
          {backupCodes ? <BackupCodes codes={backupCodes} /> : null}
          <div>
            <h3 className="text-sm font-semibold">New backup codes</h3>
            <PasswordCheckForm
              intent="new-backup-codes"
              label="Make new codes"
              answer={answerFor("new-backup-codes")}
              variant="outline"
            />
          </div>
          <div>
            <h3 className="text-sm font-semibold">Turn off two-factor sign-in</h3>
            <PasswordCheckForm
              intent="turn-off-two-factor"
              label="Turn off"
              answer={answerFor("turn-off-two-factor")}
              variant="outline"
            />
          </div>
        </div>
      ) : confirming ? (
        <div className="grid gap-5">
          {setup ? (
            <>
              <ol className="list-decimal space-y-2 ps-5 text-sm">
                <li>
                  Scan this code with an authenticator app (1Password, Google Authenticator,
                  Authy...).
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
                    {setup.key}
                  </code>
                </p>
              </div>
            </>
          ) : (
            <p className="text-sm">
              Enter the newest 6-digit code from the authenticator app you just set up.
            </p>
          )}
          <ConfirmCodeForm answer={answerFor("confirm-two-factor")} />
          {setup ? null : (
            <div>
              <h3 className="text-sm font-semibold">Start again with a new key</h3>
              <PasswordCheckForm
                intent="set-up-two-factor"
                label="Set up two-factor"
                answer={undefined}
              />
            </div>
          )}
        </div>
      ) : (
        <PasswordCheckForm
          intent="set-up-two-factor"
          label="Set up two-factor"
          answer={answerFor("set-up-two-factor")}
        />
      )}
    </AccountSection>
  );
}

function ConfirmCodeForm({ answer }: { answer: FormAnswer | undefined }) {
  const pending = usePendingSubmit(action, "confirm-two-factor");
  const [form, fields] = useSchemaForm({
    id: "confirm-two-factor",
    schema: confirmCodeSchema,
    answer,
  });
  return (
    <div>
      <FormErrors form={form} title={answer?.title} />
      <Form
        method="post"
        action={action}
        {...getFormProps(form)}
        className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="confirm-two-factor" />
        <Field field={fields.code} label="6-digit code">
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className="font-mono tracking-widest"
          />
        </Field>
        <Button type="submit" disabled={pending}>
          {pending ? "Please wait..." : "Turn on"}
        </Button>
      </Form>
    </div>
  );
}

/** One field, "Your password", and a button: set up, turn off, or new backup codes. */
function PasswordCheckForm({
  intent,
  label,
  answer,
  variant,
}: {
  intent: "set-up-two-factor" | "turn-off-two-factor" | "new-backup-codes";
  label: string;
  answer: FormAnswer | undefined;
  variant?: "default" | "outline";
}) {
  const pending = usePendingSubmit(action, intent);
  const [form, fields] = useSchemaForm({ id: intent, schema: passwordCheckSchema, answer });
  return (
    <div className="mt-3">
      <FormErrors form={form} title={answer?.title} />
      <Form
        method="post"
        action={action}
        {...getFormProps(form)}
        className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value={intent} />
        <Field field={fields.password} label="Your password">
          <Input type="password" autoComplete="current-password" maxLength={passwordRule.max} />
        </Field>
        <Button type="submit" disabled={pending} variant={variant}>
          {pending ? "Please wait..." : label}
        </Button>
      </Form>
    </div>
  );
}
