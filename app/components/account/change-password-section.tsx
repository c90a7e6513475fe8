import { getFormProps } from "@conform-to/react";
import { KeyRound } from "lucide-react";
import { Form } from "react-router";
import { passwordMessage, passwordRule } from "~/auth/validation";
import { changePasswordSchema } from "~/components/account/account-schemas";
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
  const pending = usePendingSubmit("/account/security", "change-password");
  const [form, fields] = useSchemaForm({
    id: "change-password",
    schema: changePasswordSchema,
    answer,
  });
  return (
    <AccountSection
      icon={<KeyRound />}
      title="Change password"
      description="You'll stay signed in here; every other device is signed out."
    >
      <FormErrors form={form} title={answer?.title} />
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <input type="hidden" name="intent" value="change-password" />
        <Field field={fields.currentPassword} label="Current password">
          <Input type="password" autoComplete="current-password" maxLength={passwordRule.max} />
        </Field>
        <Field field={fields.newPassword} label="New password" hint={passwordMessage}>
          <NewPasswordInput />
        </Field>
        <Field field={fields.confirmPassword} label="Repeat new password">
          <Input type="password" autoComplete="new-password" maxLength={passwordRule.max} />
        </Field>
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? "Please wait..." : "Change password"}
          </Button>
        </div>
      </Form>
    </AccountSection>
  );
}
