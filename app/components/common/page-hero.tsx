import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** The coloured band at the top of most pages, holding the page's one h1. */
export function PageHero({
  eyebrow,
  title,
  children,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        "bg-gradient-to-b from-secondary to-background px-4 pb-12 pt-14 text-center sm:px-6 sm:pt-20 lg:px-8",
        className,
      )}
    >
      <div className="mx-auto max-w-3xl">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-primary">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="text-balance text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children ? (
          <div className="mt-5 text-pretty text-lg text-muted-foreground">{children}</div>
        ) : null}
      </div>
    </section>
  );
}

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)}>{children}</div>
  );
}
