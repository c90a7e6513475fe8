import { SiteLink } from "~/components/common/site-link";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";

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
  const t = useT();
  const [title, because] =
    which === "both"
      ? [t("compare:missing.bothTitle"), t("compare:missing.bothText")]
      : reason === "removed"
        ? [
            t("compare:missing.removedTitle", { which }),
            t("compare:missing.removedText", { which }),
          ]
        : [
            t("compare:missing.missingTitle", { which }),
            t("compare:missing.missingText", { which }),
          ];
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">
        {t("compare:eyebrow")}
      </p>
      <h1 className="mt-3 text-balance text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 max-w-md text-pretty text-muted-foreground">{because}</p>
      {remaining ? (
        <p className="mt-3 max-w-md text-pretty text-muted-foreground">
          {remaining.displayName
            ? t("compare:missing.remainingNamed", {
                name: remaining.displayName,
                type: remaining.type,
              })
            : t("compare:missing.remaining", { type: remaining.type })}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {remaining ? (
          <>
            <Button asChild>
              <SiteLink to={`/r/${remaining.slug}`}>{t("compare:missing.seeOther")}</SiteLink>
            </Button>
            <Button asChild variant="outline">
              <SiteLink to={`/r/${remaining.slug}/compare`}>
                {t("compare:missing.compareOther")}
              </SiteLink>
            </Button>
          </>
        ) : (
          <Button asChild>
            <SiteLink to="/personality-test">{t("compare:takeTest")}</SiteLink>
          </Button>
        )}
      </div>
    </section>
  );
}
