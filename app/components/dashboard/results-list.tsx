import { ChevronLeft, ChevronRight, Crown, Sparkles } from "lucide-react";
import { SiteLink } from "~/components/common/site-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
import { formatShortDate } from "~/lib/dates";
import type { ResultsArea } from "~/routes/dashboard.server";

/** The address of one page of the list, keeping a comparison that is open. */
export function pageHref(page: number, compare: { from: string | null; to: string | null }) {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (compare.from) params.set("from", compare.from);
  if (compare.to) params.set("to", compare.to);
  const query = params.toString();
  return `/dashboard${query ? `?${query}` : ""}#recent-heading`;
}

/** The saved results, one page at a time, newest first, with links to the pages around it. */
export function ResultsList({ results }: { results: ResultsArea }) {
  const { sessions, page, pageCount, total, compare } = results;
  const t = useT();
  return (
    <section className="mt-10" aria-labelledby="recent-heading">
      <h2 id="recent-heading" className="scroll-mt-24 text-2xl font-bold tracking-tight">
        {t("dashboard:results.title")}
      </h2>
      {total === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-xl border border-dashed p-10 text-center">
          <Sparkles className="size-8 text-primary" aria-hidden="true" />
          <p className="mt-3 font-semibold">{t("dashboard:results.emptyTitle")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("dashboard:results.emptyBody")}</p>
          <Button asChild className="mt-6">
            <SiteLink to="/personality-test">{t("dashboard:results.takeFirst")}</SiteLink>
          </Button>
        </div>
      ) : (
        <>
          <ul className="mt-4 divide-y rounded-xl border" data-testid="result-list">
            {sessions.map((session) => (
              <li
                key={session.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex items-center gap-4">
                  <span className="font-mono text-xl font-bold text-primary">
                    {session.personalityType}
                  </span>
                  <div className="text-sm">
                    {session.typeName ? <p className="font-medium">{session.typeName}</p> : null}
                    <p className="text-muted-foreground">
                      <time dateTime={session.completedAt}>
                        {formatShortDate(session.completedAt, t.locale)}
                      </time>
                    </p>
                  </div>
                  {session.isPremium ? (
                    <Badge>
                      <Crown className="size-3" aria-hidden="true" />
                      {t("dashboard:results.premium")}
                    </Badge>
                  ) : null}
                </div>
                <Button asChild variant="outline" size="sm">
                  <SiteLink
                    to={`/test-results/${session.id}`}
                    aria-label={t("dashboard:results.viewLabel", {
                      type: session.personalityType,
                      when: session.completedAt,
                    })}
                  >
                    {t("dashboard:results.view")}
                  </SiteLink>
                </Button>
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav
              aria-label={t("dashboard:results.pages")}
              className="mt-4 flex items-center justify-between gap-3"
            >
              {page > 1 ? (
                <Button asChild variant="outline" size="sm">
                  <SiteLink to={pageHref(page - 1, compare)} rel="prev">
                    <ChevronLeft aria-hidden="true" />
                    {t("dashboard:results.previous")}
                  </SiteLink>
                </Button>
              ) : (
                <span />
              )}
              <p className="text-sm text-muted-foreground" data-testid="page-position">
                {t("dashboard:results.position", { page, pageCount })}
              </p>
              {page < pageCount ? (
                <Button asChild variant="outline" size="sm">
                  <SiteLink to={pageHref(page + 1, compare)} rel="next">
                    {t("dashboard:results.next")}
                    <ChevronRight aria-hidden="true" />
                  </SiteLink>
                </Button>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
