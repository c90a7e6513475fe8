import { getFormProps } from "@conform-to/react";
import { Mail } from "lucide-react";
import { useMemo } from "react";
import { Form } from "react-router";
import { passwordRule } from "~/auth/validation";
import { makeChangeEmailSchema } from "~/components/account/account-schemas";
import { useT } from "~/i18n/use-t";
import { AccountSection } from "~/components/account/account-section";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useSchemaForm, type FormAnswer } from "~/lib/forms";
import { usePendingSubmit } from "~/lib/use-pending-submit";

/**
 * A new address for the account (decision 024): typed with the current password, confirmed by a
 * link sent to it. While a link is waiting, the section says where it went.
 */
export function ChangeEmailSection({
  pending,
  answer,
}: {
  /** The address a link was sent to and not yet opened, and when it was asked for, if any. */
  pending: { email: string; since: string } | null;
  answer: FormAnswer | undefined;
}) {
  const t = useT();
  const submitting = usePendingSubmit("/account", "change-email");
  const schema = useMemo(() => makeChangeEmailSchema(t), [t]);
  const [form, fields] = useSchemaForm({ id: "change-email", schema, answer });
  return (
    <AccountSection
      icon={<Mail />}
      title={t("account:changeEmail.title")}
      description={t("account:changeEmail.description")}
    >
      {pending ? (
        <div
          className="mb-5 rounded-md border border-primary/30 bg-primary/5 p-4 text-sm"
          data-testid="pending-email-change"
        >
          <p className="font-semibold">{t("account:changeEmail.pending.title")}</p>
          <p className="break-words">
            {t.rich(
              "account:changeEmail.pending.body",
              { email: pending.email },
              { strong: (children) => <strong key="email">{children}</strong> },
            )}
          </p>
        </div>
      ) : null}
      <FormErrors form={form} title={answer?.title} />
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <input type="hidden" name="intent" value="change-email" />
        <Field field={fields.newEmail} label={t("account:changeEmail.newEmail")}>
          <Input type="email" autoComplete="email" maxLength={254} />
        </Field>
        <Field
          field={fields.password}
          label={t("account:field.currentPassword")}
          hint={t("account:changeEmail.passwordHint")}
        >
          <Input type="password" autoComplete="current-password" maxLength={passwordRule.max} />
        </Field>
        <div>
          <Button type="submit" disabled={submitting}>
            {submitting ? t("auth:form.wait") : t("account:changeEmail.submit")}
          </Button>
        </div>
      </Form>
    </AccountSection>
  );
}
