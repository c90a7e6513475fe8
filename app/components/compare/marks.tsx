import { cn } from "~/lib/utils";

/**
 * The two sides' marks: a circle in the primary colour for the first result, a diamond in the
 * text colour for the second. Shape as well as colour, so they stay apart without colour vision;
 * both colours are theme tokens, so the dark theme redraws them.
 */
export function Mark({ side, className }: { side: "a" | "b"; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block shrink-0 ring-2 ring-card",
        side === "a" ? "size-4 rounded-full bg-primary" : "size-3.5 rotate-45 bg-foreground",
        className,
      )}
    />
  );
}
