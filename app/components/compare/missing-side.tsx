import { SiteLink } from "~/components/common/site-link";
import { Button } from "~/components/ui/button";

/** The side that is still there, as the page offers it. */
export interface RemainingSide {
  slug: string;
  displayName: string | null;
  type: string;
}

/**
 * A comparison link with one side gone: says which side and why, and offers the other. With
 * neither side left, says that instead.
 */
export function MissingSide({
  which,
  reason,
  remaining,
}: {
  which: "first" | "second" | "both";
  reason: "missing" | "removed";
  remaining: RemainingSide | null;
}) {
  const title =
    which === "both"
      ? "Both results were removed"
      : reason === "removed"
        ? `The ${which} result was removed`
        : `The ${which} result was not found`;
  const because =
    which === "both"
      ? "Whoever published them has taken both pages down, so there is nothing to compare."
      : reason === "removed"
        ? `Whoever published the ${which} result in this link has taken it down, so the comparison cannot be shown.`
        : `No published result has the ${which} address in this link. Check that the link was copied whole.`;
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">Comparison</p>
      <h1 className="mt-3 text-balance text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 max-w-md text-pretty text-muted-foreground">{because}</p>
      {remaining ? (
        <p className="mt-3 max-w-md text-pretty text-muted-foreground">
          {remaining.displayName
            ? `The other result, ${remaining.displayName}'s ${remaining.type}, is still shared.`
            : `The other result, ${remaining.type}, is still shared.`}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {remaining ? (
          <>
            <Button asChild>
              <SiteLink to={`/r/${remaining.slug}`}>See the other result</SiteLink>
            </Button>
            <Button asChild variant="outline">
              <SiteLink to={`/r/${remaining.slug}/compare`}>Compare it with your result</SiteLink>
            </Button>
          </>
        ) : (
          <Button asChild>
            <SiteLink to="/personality-test">Take the test</SiteLink>
          </Button>
        )}
      </div>
    </section>
  );
}
