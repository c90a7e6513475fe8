import { getFormProps } from "@conform-to/react";
import { KeyRound } from "lucide-react";
import { useMemo } from "react";
import { Form } from "react-router";
import { passwordMessage, passwordRule } from "~/auth/validation";
import { makeChangePasswordSchema } from "~/components/account/account-schemas";
import { useT } from "~/i18n/use-t";
import { AccountSection } from "~/components/account/account-section";
import type { SecurityAnswer } from "~/components/account/two-factor-section";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useSchemaForm } from "~/lib/forms";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { NewPasswordInput } from "~/components/auth/new-password-input";

/** The password change: the current password, then the new one twice. */
export function ChangePasswordSection({ answer }: { answer: SecurityAnswer | undefined }) {
  const t = useT();
  const pending = usePendingSubmit("/account/security", "change-password");
  const schema = useMemo(() => makeChangePasswordSchema(t), [t]);
  const [form, fields] = useSchemaForm({
    id: "change-password",
    schema,
    answer,
  });
  return (
    <AccountSection
      icon={<KeyRound />}
      title={t("account:changePassword.title")}
      description={t("account:changePassword.description")}
    >
      <FormErrors form={form} title={answer?.title} />
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <input type="hidden" name="intent" value="change-password" />
        <Field field={fields.currentPassword} label={t("account:field.currentPassword")}>
          <Input type="password" autoComplete="current-password" maxLength={passwordRule.max} />
        </Field>
        <Field
          field={fields.newPassword}
          label={t("auth:field.newPassword")}
          hint={passwordMessage(t)}
        >
          <NewPasswordInput />
        </Field>
        <Field field={fields.confirmPassword} label={t("auth:field.repeatNewPassword")}>
          <Input type="password" autoComplete="new-password" maxLength={passwordRule.max} />
        </Field>
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? t("auth:form.wait") : t("account:changePassword.submit")}
          </Button>
        </div>
      </Form>
    </AccountSection>
  );
}
