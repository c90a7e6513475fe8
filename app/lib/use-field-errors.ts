import { useState, type FormEvent } from "react";

/**
 * Field errors of a form: the server's (a new answer replaces them, adjusted during render as
 * React recommends rather than in an effect), the browser's own checks (shown with focus on the
 * first field in error), and clearing a field's error as soon as it is edited.
 */
export function useFieldErrors<Field extends string>(
  answer: unknown,
  fromServer: Partial<Record<Field, string>>,
) {
  const [errors, setErrors] = useState(fromServer);
  const [seenAnswer, setSeenAnswer] = useState(answer);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    setErrors(fromServer);
  }
  function clearError(field: string) {
    if (!(field in errors)) return;
    setErrors((current) => {
      const next = { ...current };
      delete next[field as Field];
      return next;
    });
  }
  /** For the form's onChange. */
  function clearOnChange(event: FormEvent<HTMLFormElement>) {
    if (event.target instanceof HTMLElement) clearError(event.target.getAttribute("name") ?? "");
  }
  /** Shows errors found in the browser and moves focus to the first field in error. */
  function report(form: HTMLFormElement, found: Partial<Record<Field, string>>) {
    setErrors(found);
    const first = [...form.elements].find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && (element.getAttribute("name") ?? "") in found,
    );
    first?.focus();
  }
  return { errors, clearOnChange, report };
}
