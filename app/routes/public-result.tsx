import { ArrowRight, ClipboardList, Users } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/public-result";
import { getProfile } from "~/assessment/profiles";
import { categoryTone } from "~/assessment/type-codes";
import { DimensionBars } from "~/components/results/dimension-bars";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { findPublicResult } from "~/db/public-results.server";
import { resultOf } from "~/db/test-sessions.server";
import { isPersonalRequest } from "~/lib/cache.server";
import { formatLongDate } from "~/lib/dates";
import { ogImage, ogPaths } from "~/lib/og";
import { pageMeta, siteUrlOf } from "~/lib/meta";

/**
 * Anyone may see a published result at /r/:slug (issue 20, decision 031): anonymous visitors get
 * it from the page cache like a content page. Every cache may keep it only while it revalidates
 * (`no-cache`), so an unpublished page is never served from a shared cache; the server's own page
 * cache is purged when it is unpublished. An unknown slug is the 404 page; a removed one, 410.
 */
const publicPage = "public, no-cache";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = await findPublicResult(context.db, params.slug);
  if (found.status === "missing") throw data(null, { status: 404 });
  if (found.status === "removed") {
    return data(
      { removed: true as const },
      { status: 410, headers: { "X-Robots-Tag": "noindex" } },
    );
  }
  const { result: page } = found;
  const result = resultOf(page);
  const profile = getProfile(result.type);
  if (!profile) throw data(null, { status: 404 });
  // A signed-in request gets `private, no-store` (its header shows the user's address).
  const cacheControl = isPersonalRequest(request.headers.get("Cookie"))
    ? "private, no-store"
    : publicPage;
  const headers: Record<string, string> = { "Cache-Control": cacheControl };
  if (!page.indexable) headers["X-Robots-Tag"] = "noindex";
  return data(
    {
      removed: false as const,
      slug: page.slug,
      result,
      standardErrors: page.standardErrors,
      displayName: page.displayName,
      indexable: page.indexable,
      createdAt: page.createdAt.toISOString(),
      profile: {
        name: profile.name,
        tagline: profile.tagline,
        description: profile.description,
        category: profile.category,
        frequency: profile.frequency,
      },
    },
    { headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control") ?? "private, no-store";
  const result: Record<string, string> = {
    "Cache-Control": parentHeaders.has("Set-Cookie") ? "private, no-store" : cacheControl,
    Vary: "Cookie",
  };
  const robots = loaderHeaders.get("X-Robots-Tag");
  if (robots) result["X-Robots-Tag"] = robots;
  return result;
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageMeta("Page not found", undefined, { noindex: true });
  if (loaderData.removed)
    return pageMeta("This result was removed", "Its owner took this page down.", {
      noindex: true,
    });
  const { result, profile, displayName } = loaderData;
  const whose = displayName ? `${displayName}'s result` : "A shared result";
  return pageMeta(
    `${whose}: ${result.type}, ${profile.name}`,
    `${whose} on the TypeAtlas personality test: ${result.type}, ${profile.name}. ${profile.tagline}`,
    {
      siteUrl: siteUrlOf(matches),
      noindex: !loaderData.indexable,
      image: ogImage(
        ogPaths.result(result),
        `${result.type}, ${profile.name}: the five dimension scores as bars`,
      ),
    },
  );
};

export default function PublicResult({ loaderData }: Route.ComponentProps) {
  if (loaderData.removed) return <RemovedResult />;
  const { slug, result, profile, displayName, createdAt } = loaderData;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          {displayName ? `${displayName}'s personality type` : "A shared personality type"}
        </p>
        <h1
          className="mt-3 text-6xl font-extrabold tracking-tight sm:text-7xl"
          data-testid="result-type"
        >
          {result.type}
        </h1>
        <p className="mt-3 text-2xl font-bold">{profile.name}</p>
        <p className="mx-auto mt-2 max-w-2xl text-lg text-muted-foreground">{profile.tagline}</p>
        <Badge variant={categoryTone(profile.category)} className="mt-4 text-sm">
          {profile.category} • {profile.frequency} of population
        </Badge>
        <p className="mt-4 text-sm text-muted-foreground">
          Published on <time dateTime={createdAt}>{formatLongDate(createdAt)}</time>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/personality-test">
              <ClipboardList aria-hidden="true" />
              Take the test
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={`/r/${slug}/compare`}>
              <Users aria-hidden="true" />
              Compare with your result
            </Link>
          </Button>
        </div>
      </header>

      <div className="mt-12 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <Card className="self-start">
          <CardHeader>
            <CardTitle as="h2">The five dimensions</CardTitle>
          </CardHeader>
          <CardContent>
            <DimensionBars scores={result.dimensions} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">About {profile.name}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="leading-7 text-muted-foreground">{profile.description}</p>
            <Link
              to={`/personality-types/${result.code.toLowerCase()}`}
              className="mt-4 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              Read the full {result.code} profile
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </CardContent>
        </Card>
      </div>
      <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-muted-foreground">
        This page shows only the type and the five scores its owner chose to publish: not their
        answers, their e-mail address or any report. They can remove it at any time.
      </p>
    </div>
  );
}

function RemovedResult() {
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">Removed</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">This result is no longer shared</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        Whoever published it has taken it down, so there is nothing to see here any more. You can
        still find your own type.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/personality-test">Take the test</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/personality-types">Browse the 16 types</Link>
        </Button>
      </div>
    </section>
  );
}
