import type { ReactNode } from "react";
import { data } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/legal";
import { ProblemState } from "~/components/common/not-found";
import { Container } from "~/components/common/page-hero";
import { RichContent } from "~/components/content/rich-content";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { logger } from "~/lib/logger.server";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { metaT, problemMeta, problemT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { pageProblem } from "~/lib/page-problem.server";
import { type PageTextHandle, useContentLanguage } from "~/i18n/page-text";

/** Its text's languages (app/i18n/page-text.ts). */
export const handle: PageTextHandle = { pageText: "legal" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const t = serverTranslate(locale);
  // The error boundary's words travel with the problem.
  const problem = (message: string, status: 404 | 500) =>
    pageProblem(message, status, pageMessages(locale, ["legal"]));
  if (!params.slug) throw problem(t("legal:errors.missingSlug"), 404);
  let page;
  try {
    page = await context.content.legalPage(params.slug);
  } catch (error) {
    logger().error({ error: String(error), slug: params.slug }, "Failed to load a legal page");
    throw problem(
      t("legal:errors.load", { detail: error instanceof Error ? error.message : String(error) }),
      500,
    );
  }
  if (!page) throw problem(t("legal:errors.notFound", { slug: params.slug }), 404);
  return data(
    { page, i18n: pageMessages(locale, ["legal"]) },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, params, error }) => {
  if (!loaderData) return problemMeta(error, "legal:notFound");
  const t = metaT(matches);
  const { title } = loaderData.page;
  return pageMeta(
    title,
    // The title inside a sentence: "TypeAtlas's privacy policy, in plain words: ...".
    t("legal:meta.description", { title: title.toLocaleLowerCase(t.locale) }),
    {
      siteUrl: siteUrlOf(matches),
      image: ogImage(ogPaths.legal(params.slug!), t("legal:meta.imageAlt", { title }), t.locale),
    },
  );
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = useT();
  const contentLanguage = useContentLanguage();
  return (
    <div {...contentLanguage} className="contents">
      <Container className="max-w-3xl py-12">
        <h1 className="text-4xl font-bold tracking-tight">{page.title}</h1>
        {page.lastUpdated ? (
          <p className="mt-3 text-sm text-muted-foreground">
            {t.rich<ReactNode>(
              "legal:lastUpdated",
              { updated: new Date(page.lastUpdated) },
              {
                time: (children) => (
                  <time key="time" dateTime={page.lastUpdated ?? undefined}>
                    {children}
                  </time>
                ),
              },
            )}
          </p>
        ) : null}
        {page.content.length > 0 ? (
          <RichContent content={page.content} className="mt-6" />
        ) : (
          <p className="mt-8 text-muted-foreground">{t("legal:comingSoon")}</p>
        )}
        <p className="mt-12 border-t pt-6 text-sm text-muted-foreground">
          {t.rich<ReactNode>(
            "legal:questions",
            {},
            {
              contact: (children) => (
                <SiteLink
                  key="contact"
                  to="/contact"
                  className="font-medium text-primary hover:underline"
                >
                  {children}
                </SiteLink>
              ),
            },
          )}
        </p>
      </Container>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = problemT(error);
  // A problem without this page's words (an unknown language prefix): the root's error page.
  if (!t) throw error;
  return (
    <ProblemState
      error={error}
      title={t("legal:notFound")}
      backTo="/"
      backLabel={t("legal:backHome")}
    />
  );
}
