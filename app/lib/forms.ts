import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { ToastMessage } from "./use-action-toast";

/**
 * The one shape of a form action's answer, on every page (decision 018). Success that leaves the
 * page is a redirect with a toast cookie instead (`redirectWithToast`); everything else is this,
 * built by the helpers in `forms.server.ts`.
 */
export interface FormAnswer {
  /** Conform's reply: field errors, the form-level message, and what was typed (no passwords). */
  result: SubmissionResult<string[]>;
  /** A heading for the form-level message ("Sign-in failed"). */
  title?: string;
  /** Shown once as a toast: the one way a toast travels in an answer that stays on the page. */
  toast?: ToastMessage;
}

/** A form's schema: an object of fields (with its refinements). */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * Reads a form with its schema, in the browser and again in the action. Each field reports its
 * first message only (a blank password is "Please enter your password.", not that and its length).
 */
export function parseSubmission<Schema extends FormSchema>(
  formData: FormData | URLSearchParams,
  schema: Schema,
) {
  return parseWithZod(formData, {
    schema,
    formatError: (issues: z.core.$ZodIssue[]) => issues.slice(0, 1).map((issue) => issue.message),
  });
}

/**
 * A form on the one pattern: checked in the browser with the action's own schema (a field once it
 * loses focus, then as it is corrected), the action's answer shown (field errors, the form-level
 * message), and focus moved to the first field in error after a refused submit (Conform does that
 * itself when a submit or an answer has errors). Render it with `getFormProps(form)`, `<Field>` and
 * `<FormErrors>` (`~/components/ui/form-field`). The page shows the answer's toast itself with
 * `useActionToast(actionData?.toast)`, as the form may be gone after a success.
 */
export function useSchemaForm<Schema extends FormSchema>({
  id,
  schema,
  answer,
  defaultValue,
}: {
  /** Unique on the page; the fields' ids start with it. */
  id: string;
  schema: Schema;
  /** The action's answer (`actionData`), when it is for this form. */
  answer: FormAnswer | undefined;
  /** What the fields hold before anything is typed (a name already saved, say). */
  defaultValue?: DefaultValue<z.input<Schema>>;
}) {
  useKeepFocusOnPress(id);
  const submittedRef = useEmptiedAfterSuccess(id, answer);
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    defaultValue,
    lastResult: answer?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, schema),
    onSubmit: () => {
      submittedRef.current = true;
    },
  });
}

/**
 * Empties the form after a success, so no password stays typed: a success that stays on the page
 * (an answer whose `initialValue` is null), and one that redirected back to this page, which stays
 * mounted (this form was submitted, the navigation has ended, and no answer came back). Natively,
 * not by Conform's new keys: remounting the field that has focus makes Conform post its blur check
 * without JavaScript. Returns the flag the form's submit sets.
 */
function useEmptiedAfterSuccess(id: string, answer: FormAnswer | undefined) {
  const submittedRef = useRef(false);
  const idle = useNavigation().state === "idle";
  useEffect(() => {
    const succeeded = answer?.result.initialValue === null;
    const redirected = idle && submittedRef.current && answer === undefined;
    if (idle) submittedRef.current = false;
    if (!succeeded && !redirected) return;
    const form = document.getElementById(id);
    if (form instanceof HTMLFormElement) form.reset();
  }, [answer, id, idle]);
  return submittedRef;
}

/**
 * Pressing a link or button does not take focus from a field of this form being typed in.
 * Otherwise the field's check on blur shows its message, what lies below it (the submit button,
 * "Use a backup code instead") moves down before the mouse is released, and the click is lost.
 * The submit checks every field anyway and moves focus to the first in error.
 */
function useKeepFocusOnPress(formId: string) {
  useEffect(() => {
    function keepFocus(event: MouseEvent) {
      const field = document.activeElement;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
      if (field.form?.id !== formId) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("a[href], button, input[type=submit]")) event.preventDefault();
    }
    document.addEventListener("mousedown", keepFocus);
    return () => document.removeEventListener("mousedown", keepFocus);
  }, [formId]);
}
