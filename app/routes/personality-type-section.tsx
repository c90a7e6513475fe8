import { ArrowLeft, ArrowRight } from "lucide-react";
import { data } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/personality-type-section";
import { categoryTone } from "~/assessment/type-codes";
import { ProblemState } from "~/components/common/not-found";
import { JsonLd, useSiteUrl } from "~/components/common/json-ld";
import { Container } from "~/components/common/page-hero";
import { RichContent } from "~/components/content/rich-content";
import { TypeNav } from "~/components/types/type-nav";
import { Badge } from "~/components/ui/badge";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { logger } from "~/lib/logger.server";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { metaT, problemMeta, problemT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { breadcrumbLd } from "~/lib/json-ld";
import { loadTypeWithSections, typeProblem } from "./personality-type.server";
import { type PageTextHandle, typeContentLocales, useContentLanguage } from "~/i18n/page-text";

/** Its text's languages (app/i18n/page-text.ts). */
export const handle: PageTextHandle = { pageText: "types" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const t = serverTranslate(locale);
  if (!params.typeSlug || !params.sectionSlug)
    throw typeProblem(locale, t("types:errors.missingParams"), 404);
  const { type, sections } = await loadTypeWithSections(request, context.content, params.typeSlug, {
    locale,
    failed: "types:errors.loadSection",
  });
  let section;
  try {
    section = await context.content.localized(locale).section(type, params.sectionSlug);
  } catch (error) {
    logger().error({ error: String(error) }, "Failed to load a type section");
    throw typeProblem(
      locale,
      t("types:errors.loadSection", {
        detail: error instanceof Error ? error.message : String(error),
      }),
      500,
    );
  }
  if (!section)
    throw typeProblem(locale, t("types:errors.sectionNotFound", { slug: params.sectionSlug }), 404);
  const index = sections.findIndex((candidate) => candidate.slug === section.slug);
  return data(
    {
      type: { code: type.code, name: type.name, category: type.category, slug: type.slug },
      sections: sections.map(({ slug, title }) => ({ slug, title })),
      section: {
        title: section.title,
        slug: section.slug,
        excerpt: section.excerpt,
        content: section.content,
      },
      previous: index > 0 ? sections[index - 1] : undefined,
      next: index >= 0 ? sections[index + 1] : undefined,
      // The breadcrumb's first step is common's "Home".
      i18n: pageMessages(locale, ["types"]),
    },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (!loaderData) return problemMeta(error, "types:section.notFound");
  const { type, section } = loaderData;
  const t = metaT(matches);
  const values = { name: type.name, code: type.code, section: section.title };
  return pageMeta(
    t("types:section.meta.title", values),
    section.excerpt || t("types:section.meta.description", values),
    {
      siteUrl: siteUrlOf(matches),
      image: ogImage(
        ogPaths.section(type.slug, section.slug),
        t("types:section.meta.imageAlt", values),
        t.locale,
      ),
    },
  );
};

export default function PersonalityTypeSection({ loaderData }: Route.ComponentProps) {
  const { type, sections, section, previous, next } = loaderData;
  const siteUrl = useSiteUrl();
  const t = useT();
  const contentLanguage = useContentLanguage(typeContentLocales);
  return (
    <div {...contentLanguage} className="contents">
      <Container className="grid gap-10 py-10 lg:grid-cols-[16rem_1fr]">
        {siteUrl ? (
          <JsonLd
            data={breadcrumbLd([
              { name: t("common:nav.home"), url: `${siteUrl}/` },
              { name: t("types:section.breadcrumb.types"), url: `${siteUrl}/personality-types` },
              {
                name: t("types:type.meta.title", { name: type.name, code: type.code }),
                url: `${siteUrl}/personality-types/${type.slug}`,
              },
              {
                name: section.title,
                url: `${siteUrl}/personality-types/${type.slug}/${section.slug}`,
              },
            ])}
          />
        ) : null}
        <TypeNav type={type} sections={sections} current={section.slug} />
        <article className="max-w-3xl">
          <SiteLink
            to={`/personality-types/${type.slug}`}
            className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t("types:section.back", { name: type.name })}
          </SiteLink>
          <div className="mt-6 flex gap-2">
            <Badge variant={categoryTone(type.category)}>{type.code}</Badge>
            <Badge variant="outline">{t("types:family.name", { category: type.category })}</Badge>
          </div>
          <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-primary">
            {type.name}
          </p>
          <h1 className="mt-1 text-4xl font-bold tracking-tight">{section.title}</h1>
          {section.excerpt ? (
            <p className="mt-4 text-lg text-muted-foreground">{section.excerpt}</p>
          ) : null}
          {section.content.length > 0 ? (
            <RichContent content={section.content} className="mt-4" />
          ) : (
            <p className="mt-6 text-muted-foreground">
              {t("types:section.comingSoon", { name: type.name })}
            </p>
          )}
          <nav
            aria-label={t("types:section.more")}
            className="mt-12 flex flex-col gap-3 border-t pt-6 sm:flex-row sm:justify-between"
          >
            {previous ? (
              <SiteLink
                to={`/personality-types/${type.slug}/${previous.slug}`}
                className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                {previous.title}
              </SiteLink>
            ) : (
              <span />
            )}
            {next ? (
              <SiteLink
                to={`/personality-types/${type.slug}/${next.slug}`}
                className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
              >
                {next.title}
                <ArrowRight className="size-4" aria-hidden="true" />
              </SiteLink>
            ) : null}
          </nav>
        </article>
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
      title={t("types:section.notFound")}
      backTo="/personality-types"
      backLabel={t("types:type.backToTypes")}
    />
  );
}
