import { getFormProps } from "@conform-to/react";
import { ShieldCheck } from "lucide-react";
import { useMemo } from "react";
import { Form } from "react-router";
import { passwordRule } from "~/auth/validation";
import {
  makeConfirmCodeSchema,
  makePasswordCheckSchema,
} from "~/components/account/account-schemas";
import { useT } from "~/i18n/use-t";
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
  const t = useT();
  const answerFor = (form: SecurityForm) => (answer?.form === form ? answer : undefined);
  const setup = answerFor("set-up-two-factor")?.setup;
  const confirming = setup || answerFor("confirm-two-factor");
  return (
    <AccountSection
      icon={<ShieldCheck />}
      title={t("account:twoFactor.title")}
      description={t(enabled ? "account:twoFactor.on" : "account:twoFactor.off")}
    >
      {enabled ? (
        <div className="grid gap-6">
          {backupCodes ? <BackupCodes codes={backupCodes} /> : null}
          <div>
            <h3 className="text-sm font-semibold">{t("account:twoFactor.newCodes")}</h3>
            <PasswordCheckForm
              intent="new-backup-codes"
              label={t("account:twoFactor.makeNewCodes")}
              answer={answerFor("new-backup-codes")}
              variant="outline"
            />
          </div>
          <div>
            <h3 className="text-sm font-semibold">{t("account:twoFactor.turnOffTitle")}</h3>
            <PasswordCheckForm
              intent="turn-off-two-factor"
              label={t("account:twoFactor.turnOff")}
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
                <li>{t("account:twoFactor.scan")}</li>
                <li>{t("account:twoFactor.enterToFinish")}</li>
              </ol>
              <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
                <div
                  className="size-44 shrink-0 rounded-lg border bg-white p-2"
                  role="img"
                  aria-label={t("account:twoFactor.qrLabel")}
                  dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
                />
                <p className="text-sm text-muted-foreground">
                  {t("account:twoFactor.cantScan")}
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
            <p className="text-sm">{t("account:twoFactor.enterNewest")}</p>
          )}
          <ConfirmCodeForm answer={answerFor("confirm-two-factor")} />
          {setup ? null : (
            <div>
              <h3 className="text-sm font-semibold">{t("account:twoFactor.startAgain")}</h3>
              <PasswordCheckForm
                intent="set-up-two-factor"
                label={t("account:twoFactor.setUp")}
                answer={undefined}
              />
            </div>
          )}
        </div>
      ) : (
        <PasswordCheckForm
          intent="set-up-two-factor"
          label={t("account:twoFactor.setUp")}
          answer={answerFor("set-up-two-factor")}
        />
      )}
    </AccountSection>
  );
}

function ConfirmCodeForm({ answer }: { answer: FormAnswer | undefined }) {
  const t = useT();
  const pending = usePendingSubmit(action, "confirm-two-factor");
  const schema = useMemo(() => makeConfirmCodeSchema(t), [t]);
  const [form, fields] = useSchemaForm({
    id: "confirm-two-factor",
    schema,
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
        <Field field={fields.code} label={t("account:twoFactor.codeLabel")}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className="font-mono tracking-widest"
          />
        </Field>
        <Button type="submit" disabled={pending}>
          {pending ? t("auth:form.wait") : t("account:twoFactor.turnOn")}
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
  const t = useT();
  const pending = usePendingSubmit(action, intent);
  const schema = useMemo(() => makePasswordCheckSchema(t), [t]);
  const [form, fields] = useSchemaForm({ id: intent, schema, answer });
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
        <Field field={fields.password} label={t("account:field.yourPassword")}>
          <Input type="password" autoComplete="current-password" maxLength={passwordRule.max} />
        </Field>
        <Button type="submit" disabled={pending} variant={variant}>
          {pending ? t("auth:form.wait") : label}
        </Button>
      </Form>
    </div>
  );
}
