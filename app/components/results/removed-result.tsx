import type { ReactNode } from "react";
import { SiteLink } from "~/components/common/site-link";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";

/**
 * What a removed published result's pages show (410): /r/:slug and /r/:slug/compare, each with
 * its own sentence about what is gone.
 */
export function RemovedResult({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">
        {t("results:removed.eyebrow")}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{t("results:removed.title")}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{children}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <SiteLink to="/personality-test">{t("results:removed.takeTest")}</SiteLink>
        </Button>
        <Button asChild variant="outline">
          <SiteLink to="/personality-types">{t("results:removed.browseTypes")}</SiteLink>
        </Button>
      </div>
    </section>
  );
}
