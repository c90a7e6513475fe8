import type { ReactNode } from "react";

/** A message about a whole form: an error (role=alert) or a success (role=status). */
export function FormAlert({
  tone = "error",
  title,
  children,
}: {
  tone?: "error" | "success";
  title?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "mb-5 rounded-md border border-destructive/30 bg-destructive/10 p-4 text-sm"
          : "mb-5 rounded-md border border-success/30 bg-success/10 p-4 text-sm"
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
