import {
  ArrowRight,
  BarChart3,
  Brain,
  Compass,
  HeartHandshake,
  Quote,
  ShieldCheck,
  Sparkles,
} from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/home";
import { categories, categoryTone } from "~/assessment/type-codes";
import { PostCard } from "~/components/blog/post-card";
import { IconCard } from "~/components/common/icon-card";
import { JsonLd, useSiteUrl } from "~/components/common/json-ld";
import { Container } from "~/components/common/page-hero";
import { Stats } from "~/components/common/stats";
import { TypeCard } from "~/components/types/type-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { site, testimonials } from "~/config/site";
import { testConstants } from "~/config/test";
import { openKeptResult, markTestEntered } from "~/components/test/storage";
import { useKeptTest } from "~/components/test/use-kept-test";
import { categoryIntros } from "~/content/categories";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { logger } from "~/lib/logger.server";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { organizationLd, websiteLd } from "~/lib/json-ld";
import { useOptionalUser } from "~/lib/use-user";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [grid, posts] = await Promise.all([
    context.content.homeTypes(),
    // Spec §8: a failed blog query is logged and the section says there are no posts yet.
    context.content.latestPosts().catch((error: unknown) => {
      logger().error({ error: String(error) }, "Failed to load the latest posts for home");
      return [];
    }),
  ]);
  return data({ grid, posts }, { headers: { "Cache-Control": contentCacheControl(request) } });
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(undefined, undefined, {
    siteUrl: siteUrlOf(matches),
    image: ogImage(
      ogPaths.page("home"),
      `${site.name}: discover yourself with a free test of 16 types and five dimensions`,
    ),
  });

const features = [
  {
    icon: Brain,
    title: "Five dimensions, not four",
    text: "Beyond the four letters, an identity score shows how steady or self-questioning you tend to be.",
  },
  {
    icon: BarChart3,
    title: "Scores you can read",
    text: "Every dimension comes with a percentage and how clear the preference is, so a near-even result is called what it is.",
  },
  {
    icon: HeartHandshake,
    title: "Useful in daily life",
    text: "Profiles cover strengths, growth areas, careers and relationships in concrete terms.",
  },
  {
    icon: ShieldCheck,
    title: "Private by default",
    text: "Your answers stay yours. We never share them without your explicit consent.",
  },
];

const steps = [
  {
    title: "Answer Questions",
    text: `Rate ${testConstants.questionCount} short statements on a ${testConstants.scalePoints}-point scale. It takes about ${testConstants.minutes} minutes.`,
  },
  {
    title: "Get Your Type",
    text: "See your four-letter type, your identity suffix, and a percentage for each of the five dimensions.",
  },
  {
    title: "Explore Insights",
    text: "Read what your type means for your work, your relationships and the way you grow.",
  },
];

interface TestCall {
  label: string;
  /** Before leaving for the test page: a resumed test skips the test's start. */
  onClick?: () => void;
  note: string;
  /** The note links here when signing in would help (departures #15). */
  noteLink?: string;
}

/**
 * The hero's test call (spec §2 "Home", departures #15): the test starts without an account;
 * signing in is offered to save the result. A test kept in this browser is offered to resume, a
 * finished one to see again.
 */
function useTestCall(): TestCall {
  const user = useOptionalUser();
  const kept = useKeptTest();
  const note = user
    ? { note: "Results will be saved to your account" }
    : {
        note: "Sign in to save your results",
        noteLink: `/auth?redirectTo=${encodeURIComponent("/personality-test")}`,
      };
  if (kept.kind === "in-progress") {
    return {
      label: `Resume your test (${kept.answered} of ${testConstants.questionCount})`,
      onClick: markTestEntered,
      ...note,
    };
  }
  if (kept.kind === "finished")
    return { label: "See your result", onClick: openKeptResult, ...note };
  return { label: "Take Free Test Now", ...note };
}

function TestNote({ call, className }: { call: TestCall; className: string }) {
  if (!call.noteLink) return <p className={className}>{call.note}</p>;
  return (
    <p className={className}>
      <Link to={call.noteLink} className="underline underline-offset-4 hover:no-underline">
        {call.note}
      </Link>
    </p>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { grid, posts } = loaderData;
  const testCall = useTestCall();
  const siteUrl = useSiteUrl();
  return (
    <>
      {siteUrl ? <JsonLd data={[organizationLd(siteUrl), websiteLd(siteUrl)]} /> : null}
      <section className="relative overflow-hidden bg-gradient-to-br from-brand via-brand-via to-brand-deeper px-4 py-20 text-white sm:py-28">
        <Container className="flex flex-col items-center text-center">
          <Badge className="bg-white/15 text-white">
            <Sparkles className="size-3.5" aria-hidden="true" />
            Free personality assessment
          </Badge>
          <h1 className="mt-6 max-w-3xl text-balance text-4xl font-extrabold tracking-tight sm:text-6xl">
            {site.tagline}: find out how you think, decide and connect
          </h1>
          <p className="mt-6 max-w-2xl text-pretty text-lg text-white/85">
            Sixty statements and about ten minutes give you a four-letter type, an identity score,
            and a clear picture of where you stand on each of five dimensions.
          </p>
          <div className="mt-10 flex flex-col items-center gap-3">
            <Button asChild variant="inverse" size="lg" className="whitespace-normal">
              <Link to="/personality-test" onClick={testCall.onClick}>
                {testCall.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <TestNote call={testCall} className="text-sm text-white/85" />
          </div>
        </Container>
      </section>

      <section aria-label="TypeAtlas in numbers" className="border-b py-12">
        <Container>
          <Stats />
        </Container>
      </section>

      <section className="py-20" aria-labelledby="features-heading">
        <Container>
          <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
            Why take the test with {site.name}
          </h2>
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features.map((item) => (
              <IconCard key={item.title} {...item} />
            ))}
          </div>
        </Container>
      </section>

      <section className="bg-muted py-20" aria-labelledby="steps-heading">
        <Container>
          <h2 id="steps-heading" className="text-center text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-lg bg-card p-6 shadow-sm">
                <span
                  className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className="py-20" aria-labelledby="types-heading">
        <Container>
          <div className="flex flex-col items-center text-center">
            <h2 id="types-heading" className="text-3xl font-bold tracking-tight">
              Sixteen types in four families
            </h2>
            <p className="mt-3 max-w-2xl text-muted-foreground">
              Each type belongs to one of four families that share a way of seeing the world.
            </p>
          </div>
          {grid.sample ? (
            <p
              role="status"
              className="mx-auto mt-8 max-w-2xl rounded-lg border border-notice-border bg-notice px-4 py-3 text-center text-sm text-notice-foreground"
            >
              Showing sample data: the content service could not be reached, so only six types are
              listed. Connect the content service to show all sixteen.
            </p>
          ) : null}
          <div className="mt-12 grid gap-10 lg:grid-cols-2">
            {categories.map((category) => {
              const members = grid.types.filter((type) => type.category === category);
              if (members.length === 0) return null;
              return (
                <div key={category}>
                  <div className="flex items-center gap-3">
                    <h3 className="text-xl font-semibold">{category}s</h3>
                    <Badge variant={categoryTone(category)}>
                      {categoryIntros[category].letters}
                    </Badge>
                  </div>
                  <div className="mt-4 grid grid-cols-2 gap-3">
                    {members.map((type) => (
                      <TypeCard key={type.code} type={type} compact />
                    ))}
                  </div>
                </div>
              );
            })}
          </div>
          <div className="mt-10 text-center">
            <Button asChild variant="outline">
              <Link to="/personality-types">
                Explore all types
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </Container>
      </section>

      <section className="bg-muted py-20" aria-labelledby="blog-heading">
        <Container className="flex flex-col items-center text-center">
          <h2 id="blog-heading" className="text-3xl font-bold tracking-tight">
            From the blog
          </h2>
          {posts.length > 0 ? (
            <div className="mt-12 grid w-full gap-6 md:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.slug} post={post} headingLevel={3} />
              ))}
            </div>
          ) : (
            <p className="mt-6 text-muted-foreground">No blog posts available yet.</p>
          )}
          <Button asChild variant="link" className="mt-6">
            <Link to="/blog">
              Read all articles
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </Container>
      </section>

      <section className="py-20" aria-labelledby="testimonials-heading">
        <Container>
          <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight">
            What readers tell us
          </h2>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {testimonials.map((item) => (
              <li key={item.name}>
                <figure className="flex h-full flex-col rounded-lg border p-6 shadow-sm">
                  <Quote className="size-6 text-primary" aria-hidden="true" />
                  <blockquote className="mt-3 flex-1 leading-7 text-muted-foreground">
                    {item.quote}
                  </blockquote>
                  <figcaption className="mt-4 text-sm font-semibold">
                    {item.name}, <span className="text-primary">{item.type}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className="bg-muted py-20">
        <Container className="flex flex-col items-center text-center">
          <Compass className="size-10 text-primary" aria-hidden="true" />
          <h2 className="mt-4 text-3xl font-bold tracking-tight">Ready to meet yourself?</h2>
          <p className="mt-3 max-w-xl text-muted-foreground">
            Ten minutes now can change how you read your own reactions for years.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="whitespace-normal">
              <Link to="/personality-test" onClick={testCall.onClick}>
                {testCall.label}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/personality-types">Browse the Types</Link>
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}
