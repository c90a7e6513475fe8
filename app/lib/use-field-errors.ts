import { useState } from "react";

/**
 * Field errors of a form: the server's (a new answer replaces them, adjusted during render as
 * React recommends rather than in an effect), the browser's own checks, and clearing a field's
 * error as soon as it is edited.
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
  return { errors, setErrors, clearError };
}
