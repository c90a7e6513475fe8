import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import { readFormBody } from "./form-body.server";
import { parseSubmission, type FormAnswer, type FormSchema } from "./forms";
import type { ToastMessage } from "./use-action-toast";

export { readFormBody };

/**
 * The action half of the one form pattern (decision 018). An action reads its form with
 * `readSubmission`, answers bad input with `invalid`, a refusal with `refused`, and success with a
 * redirect (`redirectWithToast`) or `succeeded`. Every answer is a `FormAnswer`.
 */

/** The form-level message of a body that is no form at all (JSON, text, nothing). */
export const unreadableForm =
  "We couldn't read what was sent. Please fill in the form on this page and send it again.";

export type FormSubmission<Output> = Submission<Record<string, unknown>, string[], Output>;

/**
 * Reads the request's form with the form's schema. A body that is no form reads as an empty form
 * with a form-level message, so it is answered 400 like any other bad input, never 500. Fields in
 * `secret` (passwords) are never typed back into the page by any reply.
 */
export async function readSubmission<Schema extends FormSchema>(
  request: Request,
  schema: Schema,
  options: { secret?: string[] } = {},
): Promise<FormSubmission<z.output<Schema>>> {
  return submissionOf(await readFormBody(request), schema, options);
}

/**
 * `readSubmission` for a body already read (`readFormBody`), when a field picks the schema: the
 * sign-in and sign-up forms post to the same page.
 */
export function submissionOf<Schema extends FormSchema>(
  body: FormData | null,
  schema: Schema,
  { secret = [] }: { secret?: string[] } = {},
): FormSubmission<z.output<Schema>> {
  const parsed = body && parseOrNull(body, schema);
  const submission = parsed ?? parseSubmission(new FormData(), schema);
  const reply: typeof submission.reply = (options = {}) => {
    if ("resetForm" in options) return submission.reply(options);
    const { hideFields = [], formErrors = [] } = options as {
      hideFields?: string[];
      formErrors?: string[];
    };
    return submission.reply({
      ...options,
      hideFields: [...secret, ...hideFields],
      formErrors: parsed ? formErrors : [unreadableForm, ...formErrors],
    });
  };
  if (parsed || submission.status !== "success") return { ...submission, reply };
  // An empty form that a schema accepts is still no form.
  return { status: "error", payload: submission.payload, error: {}, reply };
}

/** Conform throws on its own control fields (`__intent__`, `__state__`) when they are not JSON. */
function parseOrNull<Schema extends FormSchema>(body: FormData, schema: Schema) {
  try {
    return parseSubmission(body, schema);
  } catch {
    return null;
  }
}

/**
 * A posted field outside the schema (a hidden return path, say) as text; undefined when it is
 * missing or was sent more than once.
 */
export function extraField(submission: FormSubmission<unknown>, name: string): string | undefined {
  const value = submission.payload[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * 400: the field messages (the schema's, or ones only the server can find, such as a password
 * better-auth thinks too weak), the form-level one for an unreadable body, and what was typed.
 */
export function invalid<Extra extends object = object>(
  submission: FormSubmission<unknown>,
  { fieldErrors, extra }: { fieldErrors?: Record<string, string>; extra?: Extra } = {},
) {
  const result = fieldErrors
    ? submission.reply({
        fieldErrors: Object.fromEntries(
          Object.entries(fieldErrors).map(([name, message]) => [name, [message]]),
        ),
      })
    : submission.reply();
  return data({ result, ...extra } as FormAnswer & Extra, 400);
}

export interface Refusal {
  /** 401, 403, 429, 503, or 400 for a wrong one-time code. */
  status: number;
  /** The form-level message, shown above the form. */
  message: string;
  /** Its heading, if any. */
  title?: string;
  /** The title of a toast saying the same (its text is `message`), if there is one. */
  toast?: string;
  headers?: HeadersInit;
}

/** The input was well formed but the action said no: a message about the whole form. */
export function refused<Extra extends object = object>(
  submission: FormSubmission<unknown>,
  { status, message, title, toast, headers }: Refusal,
  extra?: Extra,
) {
  const answer: FormAnswer = {
    result: submission.reply({ formErrors: [message] }),
    title,
    toast: toast === undefined ? undefined : { type: "error", title: toast, description: message },
  };
  return data({ ...answer, ...extra } as FormAnswer & Extra, { status, headers });
}

/** Done, and the page stays: the form is emptied, a toast (if any) says so. */
export function succeeded<Extra extends object = object>(
  submission: FormSubmission<unknown>,
  { toast, extra, headers }: { toast?: ToastMessage; extra?: Extra; headers?: HeadersInit } = {},
) {
  return data(
    { result: submission.reply({ resetForm: true }), toast, ...extra } as FormAnswer & Extra,
    { status: 200, headers },
  );
}
