import { getFormProps } from "@conform-to/react";
import { Mail } from "lucide-react";
import { Form } from "react-router";
import { passwordRule } from "~/auth/validation";
import { changeEmailSchema } from "~/components/account/account-schemas";
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
  const submitting = usePendingSubmit("/account", "change-email");
  const [form, fields] = useSchemaForm({ id: "change-email", schema: changeEmailSchema, answer });
  return (
    <AccountSection
      icon={<Mail />}
      title="Change your email"
      description="You sign in with your email address, and it's where we send your account mails. A new one works once you open the link we send to it."
    >
      {pending ? (
        <div
          className="mb-5 rounded-md border border-primary/30 bg-primary/5 p-4 text-sm"
          data-testid="pending-email-change"
        >
          <p className="font-semibold">Waiting for you to confirm</p>
          <p className="break-words">
            We sent a link to <strong>{pending.email}</strong>. Open it to finish the change; until
            then, you keep signing in with your current address. Asking for another address replaces
            this link.
          </p>
        </div>
      ) : null}
      <FormErrors form={form} title={answer?.title} />
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <input type="hidden" name="intent" value="change-email" />
        <Field field={fields.newEmail} label="New email address">
          <Input type="email" autoComplete="email" maxLength={254} />
        </Field>
        <Field
          field={fields.password}
          label="Current password"
          hint="We ask for it so that only you can move your account to another inbox."
        >
          <Input type="password" autoComplete="current-password" maxLength={passwordRule.max} />
        </Field>
        <div>
          <Button type="submit" disabled={submitting}>
            {submitting ? "Please wait..." : "Send confirmation link"}
          </Button>
        </div>
      </Form>
    </AccountSection>
  );
}
