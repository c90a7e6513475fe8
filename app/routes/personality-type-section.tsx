import { ArrowLeft, ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
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
import { site } from "~/config/site";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { breadcrumbLd } from "~/lib/json-ld";
import { pageProblem } from "~/lib/page-problem.server";
import { loadTypeWithSections } from "./personality-type.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!params.typeSlug || !params.sectionSlug) throw pageProblem("Missing URL parameters", 404);
  const { type, sections } = await loadTypeWithSections(
    request,
    context.content,
    params.typeSlug,
    "Error fetching data",
  );
  let section;
  try {
    section = await context.content.section(type, params.sectionSlug);
  } catch (error) {
    logger().error({ error: String(error) }, "Failed to load a type section");
    throw pageProblem(
      `Error fetching data: ${error instanceof Error ? error.message : String(error)}`,
      500,
    );
  }
  if (!section)
    throw pageProblem(`Section "${params.sectionSlug}" not found for this personality type.`, 404);
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
    },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageMeta("Section Not Found", undefined, { noindex: true });
  const { type, section } = loaderData;
  return pageMeta(
    `${type.name} (${type.code}): ${section.title}`,
    section.excerpt || `${section.title} for ${type.name}, the ${type.code} personality type.`,
    {
      siteUrl: siteUrlOf(matches),
      image: ogImage(
        ogPaths.section(type.slug, section.slug),
        `${section.title}: a section of the ${type.code} (${type.name}) profile on ${site.name}`,
      ),
    },
  );
};

export default function PersonalityTypeSection({ loaderData }: Route.ComponentProps) {
  const { type, sections, section, previous, next } = loaderData;
  const siteUrl = useSiteUrl();
  return (
    <Container className="grid gap-10 py-10 lg:grid-cols-[16rem_1fr]">
      {siteUrl ? (
        <JsonLd
          data={breadcrumbLd([
            { name: "Home", url: `${siteUrl}/` },
            { name: "Personality Types", url: `${siteUrl}/personality-types` },
            {
              name: `${type.name} (${type.code})`,
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
        <Link
          to={`/personality-types/${type.slug}`}
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to {type.name}
        </Link>
        <div className="mt-6 flex gap-2">
          <Badge variant={categoryTone(type.category)}>{type.code}</Badge>
          <Badge variant="outline">{type.category}</Badge>
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
            This section is coming soon. Meanwhile, the introduction on the {type.name} page covers
            the essentials.
          </p>
        )}
        <nav
          aria-label="More sections"
          className="mt-12 flex flex-col gap-3 border-t pt-6 sm:flex-row sm:justify-between"
        >
          {previous ? (
            <Link
              to={`/personality-types/${type.slug}/${previous.slug}`}
              className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {previous.title}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              to={`/personality-types/${type.slug}/${next.slug}`}
              className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
            >
              {next.title}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </nav>
      </article>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ProblemState
      error={error}
      title="Section Not Found"
      backTo="/personality-types"
      backLabel="Back to All Types"
    />
  );
}
