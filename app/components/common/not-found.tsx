import { isRouteErrorResponse } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";

/** The site-wide 404 page (spec §2 "404"). */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-7xl font-extrabold tracking-tight text-primary">404</h1>
      <p className="mt-4 text-2xl font-semibold">{t("errors:notFound.title")}</p>
      <p className="mt-2 max-w-md text-muted-foreground">{t("errors:notFound.body")}</p>
      <Button asChild className="mt-8">
        <SiteLink to="/">{t("errors:backHome")}</SiteLink>
      </Button>
    </section>
  );
}

/** A not-found state inside a page: a heading, a sentence, and a way back. */
export function MissingState({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{message}</p>
      <Button asChild variant="outline" className="mt-8">
        <SiteLink to={backTo}>{backLabel}</SiteLink>
      </Button>
    </section>
  );
}

/**
 * A route's error boundary for thrown page problems (`throw data({ message }, { status })`): the
 * route's title with the problem's message, or a general sentence for an unexpected error.
 */
export function ProblemState({
  error,
  title,
  backTo,
  backLabel,
}: {
  error: unknown;
  title: string;
  backTo: string;
  backLabel: string;
}) {
  const t = useT();
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : t("errors:problem.fallback");
  return <MissingState title={title} message={message} backTo={backTo} backLabel={backLabel} />;
}
