import { passwordMessage, passwordRule } from "~/auth/validation";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";

/** "New password" with its rule, and "Repeat new password" (reset page and account settings). */
export function NewPasswordFields({
  idPrefix,
  name,
  errors,
}: {
  idPrefix: string;
  /** The first field's form name; the second is always `confirmPassword`. */
  name: string;
  errors: { password?: string; confirmPassword?: string };
}) {
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label="New password"
        error={errors.password}
        hint={passwordMessage}
      >
        <Input
          name={name}
          type="password"
          autoComplete="new-password"
          required
          minLength={passwordRule.min}
          maxLength={passwordRule.max}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-confirm`}
        label="Repeat new password"
        error={errors.confirmPassword}
      >
        <Input
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={passwordRule.max}
        />
      </FormField>
    </>
  );
}
