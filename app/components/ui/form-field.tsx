import { getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import type { ReactElement } from "react";
import { cloneElement } from "react";
import { FormAlert } from "./form-alert";
import { Label } from "./label";

/**
 * A field of a form on the one form pattern (decision 018): its label, the control given as the
 * child (an `<Input>` or `<Textarea>` with its type, `autoComplete` and length limits: Conform
 * reads `required` from a zod 4 schema but not the lengths), a hint, and its error next to it.
 * Conform supplies the name, what was typed and the error; `FormField` below wires them for
 * assistive technology.
 */
export function Field({
  field,
  label,
  hint,
  children,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  // The textarea props (name, defaultValue, required, lengths) fit an input too; ARIA is set below.
  const control = getTextareaProps(field, { ariaAttributes: false });
  return (
    <FormField id={field.id} label={label} error={field.errors?.[0]} hint={hint}>
      {cloneElement(children, { ...control, ...children.props })}
    </FormField>
  );
}

/**
 * The form-level message of an answer (a refusal, say), which the form's aria-describedby names.
 * With `takeFocus` the message is focused when it appears (`FormAlert`); given the answer itself,
 * it is focused again for each new answer, for a form whose submit button is disabled while it
 * waits (focus would fall to the page) and whose message may stay the same.
 */
export function FormErrors({
  form,
  title,
  takeFocus = false,
}: {
  form: Pick<FormMetadata<Record<string, unknown>>, "errors" | "errorId">;
  title?: string;
  takeFocus?: boolean | object;
}) {
  if (!form.errors?.length) return null;
  return (
    <div id={form.errorId}>
      <FormAlert
        title={title}
        takeFocus={Boolean(takeFocus)}
        focusKey={typeof takeFocus === "object" ? takeFocus : undefined}
      >
        {form.errors.join(" ")}
      </FormAlert>
    </div>
  );
}

/**
 * A label, a control and its error message, wired together for assistive technology: the control
 * gets the id, `aria-invalid` while in error, and `aria-describedby` naming its error or hint.
 */
function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** A standing note under the control (a rule, say), read with it by screen readers. */
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && !error ? hintId : "", error ? errorId : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && !error ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
