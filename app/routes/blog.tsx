import { Newspaper } from "lucide-react";
import type { Route } from "./+types/blog";
import { Container, PageHero } from "~/components/common/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Blog",
    "Articles on personality, the five dimensions, and using your type at work and at home.",
  );

export default function Blog() {
  return (
    <>
      <PageHero eyebrow="Blog" title="Insights & Articles">
        Articles on personality, how the test works, and putting your type to use.
      </PageHero>
      <Container className="pb-20">
        <div className="mx-auto flex max-w-md flex-col items-center rounded-lg border border-dashed p-10 text-center">
          <Newspaper className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="mt-4 text-xl font-semibold">No Blog Posts Yet</h2>
          <p className="mt-2 text-sm text-muted-foreground">
            There are no articles to show right now. Please check back soon.
          </p>
        </div>
      </Container>
    </>
  );
}
