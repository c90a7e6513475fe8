import { useEffect, useRef, type ReactNode } from "react";

/**
 * A message about a whole form: an error (role=alert) or a success (role=status). With
 * `takeFocus` it is focused when it appears: without JavaScript by the `autofocus` attribute of
 * the page the form's post answered with, in the browser when it mounts (React itself autofocuses
 * only form controls).
 */
export function FormAlert({
  tone = "error",
  title,
  takeFocus = false,
  focusKey,
  children,
}: {
  tone?: "error" | "success";
  title?: string;
  takeFocus?: boolean;
  /** With `takeFocus`: a value that changes with each answer, to focus the message again. */
  focusKey?: unknown;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus, focusKey]);
  return (
    <div
      ref={ref}
      role={tone === "error" ? "alert" : "status"}
      {...(takeFocus ? { tabIndex: -1, autoFocus: true } : {})}
      className={
        tone === "error"
          ? "mb-5 rounded-md border border-destructive/30 bg-destructive/10 p-4 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          : "mb-5 rounded-md border border-success/30 bg-success/10 p-4 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      }
    >
      {title ? (
        <p
          className={
            tone === "error" ? "font-semibold text-destructive" : "font-semibold text-success"
          }
        >
          {title}
        </p>
      ) : null}
      <div>{children}</div>
    </div>
  );
}
