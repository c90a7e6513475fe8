import { data, Link } from "react-router";
import type { Route } from "./+types/legal";
import { ProblemState } from "~/components/common/not-found";
import { Container } from "~/components/common/page-hero";
import { RichContent } from "~/components/content/rich-content";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { formatLongDate } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { site } from "~/config/site";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { pageProblem } from "~/lib/page-problem.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!params.slug) throw pageProblem("Missing page slug", 404);
  let page;
  try {
    page = await context.content.legalPage(params.slug);
  } catch (error) {
    logger().error({ error: String(error), slug: params.slug }, "Failed to load a legal page");
    throw pageProblem(
      `Error fetching page: ${error instanceof Error ? error.message : String(error)}`,
      500,
    );
  }
  if (!page) throw pageProblem(`Legal page with slug "${params.slug}" not found.`, 404);
  return data({ page }, { headers: { "Cache-Control": contentCacheControl(request) } });
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  loaderData
    ? pageMeta(
        loaderData.page.title,
        `${site.name}'s ${loaderData.page.title.toLowerCase()}, in plain words: what we keep, why, and what you can do about it.`,
        {
          siteUrl: siteUrlOf(matches),
          image: ogImage(ogPaths.legal(params.slug!), `${site.name}: ${loaderData.page.title}`),
        },
      )
    : pageMeta("Page Not Found", undefined, { noindex: true });

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <Container className="max-w-3xl py-12">
      <h1 className="text-4xl font-bold tracking-tight">{page.title}</h1>
      {page.lastUpdated ? (
        <p className="mt-3 text-sm text-muted-foreground">
          Last updated: <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated)}</time>
        </p>
      ) : null}
      {page.content.length > 0 ? (
        <RichContent content={page.content} className="mt-6" />
      ) : (
        <p className="mt-8 text-muted-foreground">
          Content is being updated. Please check back later.
        </p>
      )}
      <p className="mt-12 border-t pt-6 text-sm text-muted-foreground">
        Questions about this page?{" "}
        <Link to="/contact" className="font-medium text-primary hover:underline">
          Contact us
        </Link>
        .
      </p>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProblemState error={error} title="Page Not Found" backTo="/" backLabel="Back to Home" />;
}
