import { claims } from "~/config/site";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";

/**
 * The four marketing figures from the site configuration (departures.md #12). Their labels are in
 * the home catalogue: a page showing them sends "home".
 */
export function Stats({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const t = useT();
  return (
    <dl className={cn("grid grid-cols-2 gap-6 lg:grid-cols-4", className)}>
      {Object.values(claims).map((claim) => (
        <div key={claim.label} className="flex flex-col-reverse items-center gap-1 text-center">
          <dt className={cn("text-sm", inverted ? "text-white/80" : "text-muted-foreground")}>
            {t(claim.label)}
          </dt>
          <dd
            className={cn(
              "text-3xl font-extrabold tracking-tight sm:text-4xl",
              inverted ? "text-white" : "text-primary",
            )}
          >
            {claim.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
