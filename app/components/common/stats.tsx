import { formatFigure, type ShownFigure } from "~/statistics/figures";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";

/**
 * The four figures (departures 12 and 18): each computed from the site's own data or configured,
 * as the loader chose (app/statistics/figures.ts). Their labels are in the home catalogue: a page
 * showing them sends "home".
 */
export function Stats({
  figures,
  className,
  inverted = false,
}: {
  figures: readonly ShownFigure[];
  className?: string;
  inverted?: boolean;
}) {
  const t = useT();
  return (
    <dl className={cn("grid grid-cols-2 gap-6 lg:grid-cols-4", className)}>
      {figures.map((figure) => (
        <div key={figure.id} className="flex flex-col-reverse items-center gap-1 text-center">
          <dt className={cn("text-sm", inverted ? "text-white/80" : "text-muted-foreground")}>
            {t(figure.label)}
          </dt>
          <dd
            className={cn(
              "text-3xl font-extrabold tracking-tight sm:text-4xl",
              inverted ? "text-white" : "text-primary",
            )}
          >
            {formatFigure(figure.value, t.locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
