import { data } from "react-router";
import type { Route } from "./+types/blog";
import { BlogList } from "~/components/blog/blog-list";
import { Container, PageHero } from "~/components/common/page-hero";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { site } from "~/config/site";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { settleQuickly } from "~/lib/settle-quickly.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(
    { posts: (await settleQuickly(context.content.posts())).value },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    "Blog",
    "Articles on personality, the five dimensions, and using your type at work and at home.",
    {
      siteUrl: siteUrlOf(matches),
      image: ogImage(
        ogPaths.page("blog"),
        `The ${site.name} blog: articles on personality, work and relationships`,
      ),
    },
  );

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Blog" title="Insights & Articles">
        How the test works, what your results mean, and how to put your type to use at work and at
        home.
      </PageHero>
      <Container className="pb-20">
        <BlogList posts={loaderData.posts} />
      </Container>
    </>
  );
}
