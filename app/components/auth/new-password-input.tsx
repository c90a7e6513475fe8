import type { ComponentProps } from "react";
import { passwordRule } from "~/auth/validation";
import { Input } from "~/components/ui/input";

/**
 * The control for choosing a password (sign-up, reset, change): the browser offers to suggest and
 * save one, and the length rule is written on it, since Conform reads `required` from the schema
 * but not the lengths (decision 018).
 */
export function NewPasswordInput(props: ComponentProps<"input">) {
  return (
    <Input
      {...props}
      type="password"
      autoComplete="new-password"
      minLength={passwordRule.min}
      maxLength={passwordRule.max}
    />
  );
}
