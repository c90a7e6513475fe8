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
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { data } from "react-router";
import { SiteLink } from "~/components/common/site-link";
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
import { claims, testimonials } from "~/config/site";
import { testConstants } from "~/config/test";
import { openKeptResult, markTestEntered } from "~/components/test/storage";
import { useKeptTest } from "~/components/test/use-kept-test";
import { categoryIntros } from "~/content/categories";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { logger } from "~/lib/logger.server";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import type { MessageKey } from "~/i18n/english";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import type { Translate } from "~/i18n/translate";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { organizationLd, websiteLd } from "~/lib/json-ld";
import { useOptionalUser } from "~/lib/use-user";
import type { PageTextHandle } from "~/i18n/page-text";
import { shownFigures } from "~/statistics/figures";
import { figureInputs } from "~/statistics/figures.server";

/** Its text's languages (app/i18n/page-text.ts). */
export const handle: PageTextHandle = { pageText: "home" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const [grid, posts, inputs] = await Promise.all([
    context.content.localized(locale).homeTypes(),
    // Spec §8: a failed blog query is logged and the section says there are no posts yet.
    context.content.latestPosts().catch((error: unknown) => {
      logger().error({ error: String(error) }, "Failed to load the latest posts for home");
      return [];
    }),
    // Only what the configuration computes is read: a count kept ten minutes, the snapshot one.
    figureInputs(context),
  ]);
  return data(
    // The type families come from "types", the post cards from "blog".
    {
      grid,
      posts,
      figures: shownFigures(claims, inputs),
      i18n: pageMessages(locale, ["home", "types", "blog"]),
    },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(undefined, t("home:meta.description"), {
    siteUrl: siteUrlOf(matches),
    image: ogImage(ogPaths.page("home"), t("home:meta.imageAlt"), t.locale),
  });
};

const features = [
  {
    icon: Brain,
    title: "home:features.dimensions.title",
    text: "home:features.dimensions.text",
  },
  { icon: BarChart3, title: "home:features.scores.title", text: "home:features.scores.text" },
  { icon: HeartHandshake, title: "home:features.daily.title", text: "home:features.daily.text" },
  { icon: ShieldCheck, title: "home:features.private.title", text: "home:features.private.text" },
] as const satisfies readonly { icon: LucideIcon; title: MessageKey; text: MessageKey }[];

const steps = [
  { title: "home:steps.answer.title", text: "home:steps.answer.text" },
  { title: "home:steps.type.title", text: "home:steps.type.text" },
  { title: "home:steps.explore.title", text: "home:steps.explore.text" },
] as const satisfies readonly { title: MessageKey; text: MessageKey }[];

/** The test's figures, for the step that names them. */
const testFigures = {
  count: testConstants.questionCount,
  points: testConstants.scalePoints,
  minutes: testConstants.minutes,
};

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
function useTestCall(t: Translate): TestCall {
  const user = useOptionalUser();
  const kept = useKeptTest();
  const note = user
    ? { note: t("home:call.saved") }
    : {
        note: t("home:call.signIn"),
        noteLink: `/auth?redirectTo=${encodeURIComponent("/personality-test")}`,
      };
  if (kept.kind === "in-progress") {
    return {
      label: t("home:call.resume", {
        answered: kept.answered,
        total: testConstants.questionCount,
      }),
      onClick: markTestEntered,
      ...note,
    };
  }
  if (kept.kind === "finished")
    return { label: t("home:call.seeResult"), onClick: openKeptResult, ...note };
  return { label: t("home:call.take"), ...note };
}

function TestNote({ call, className }: { call: TestCall; className: string }) {
  if (!call.noteLink) return <p className={className}>{call.note}</p>;
  return (
    <p className={className}>
      <SiteLink to={call.noteLink} className="underline underline-offset-4 hover:no-underline">
        {call.note}
      </SiteLink>
    </p>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { grid, posts, figures } = loaderData;
  const t = useT();
  const testCall = useTestCall(t);
  const siteUrl = useSiteUrl();
  return (
    <>
      {siteUrl ? <JsonLd data={[organizationLd(siteUrl), websiteLd(siteUrl)]} /> : null}
      <section className="relative overflow-hidden bg-gradient-to-br from-brand via-brand-via to-brand-deeper px-4 py-20 text-white sm:py-28">
        <Container className="flex flex-col items-center text-center">
          <Badge className="bg-white/15 text-white">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {t("home:hero.badge")}
          </Badge>
          <h1 className="mt-6 max-w-3xl text-balance text-4xl font-extrabold tracking-tight sm:text-6xl">
            {t("home:hero.title")}
          </h1>
          <p className="mt-6 max-w-2xl text-pretty text-lg text-white/85">{t("home:hero.text")}</p>
          <div className="mt-10 flex flex-col items-center gap-3">
            <Button asChild variant="inverse" size="lg" className="whitespace-normal">
              <SiteLink to="/personality-test" onClick={testCall.onClick}>
                {testCall.label}
                <ArrowRight aria-hidden="true" />
              </SiteLink>
            </Button>
            <TestNote call={testCall} className="text-sm text-white/85" />
          </div>
        </Container>
      </section>

      <section aria-label={t("home:numbers.label")} className="border-b py-12">
        <Container>
          <Stats figures={figures} />
        </Container>
      </section>

      <section className="py-20" aria-labelledby="features-heading">
        <Container>
          <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
            {t("home:features.heading")}
          </h2>
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features.map((item) => (
              <IconCard
                key={item.title}
                icon={item.icon}
                title={t(item.title)}
                text={t(item.text)}
              />
            ))}
          </div>
        </Container>
      </section>

      <section className="bg-muted py-20" aria-labelledby="steps-heading">
        <Container>
          <h2 id="steps-heading" className="text-center text-3xl font-bold tracking-tight">
            {t("home:steps.heading")}
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
                <h3 className="mt-4 text-lg font-semibold">{t(step.title)}</h3>
                <p className="mt-2 text-muted-foreground">{t(step.text, testFigures)}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className="py-20" aria-labelledby="types-heading">
        <Container>
          <div className="flex flex-col items-center text-center">
            <h2 id="types-heading" className="text-3xl font-bold tracking-tight">
              {t("home:types.heading")}
            </h2>
            <p className="mt-3 max-w-2xl text-muted-foreground">{t("home:types.intro")}</p>
          </div>
          {grid.sample ? (
            <p
              role="status"
              className="mx-auto mt-8 max-w-2xl rounded-lg border border-notice-border bg-notice px-4 py-3 text-center text-sm text-notice-foreground"
            >
              {t("home:types.sample")}
            </p>
          ) : null}
          <div className="mt-12 grid gap-10 lg:grid-cols-2">
            {categories.map((category) => {
              const members = grid.types.filter((type) => type.category === category);
              if (members.length === 0) return null;
              return (
                <div key={category}>
                  <div className="flex items-center gap-3">
                    <h3 className="text-xl font-semibold">
                      {t("types:family.heading", { category })}
                    </h3>
                    <Badge variant={categoryTone(category)}>
                      {t(categoryIntros[category].letters)}
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
              <SiteLink to="/personality-types">
                {t("home:types.explore")}
                <ArrowRight aria-hidden="true" />
              </SiteLink>
            </Button>
          </div>
        </Container>
      </section>

      <section className="bg-muted py-20" aria-labelledby="blog-heading">
        <Container className="flex flex-col items-center text-center">
          <h2 id="blog-heading" className="text-3xl font-bold tracking-tight">
            {t("home:blog.heading")}
          </h2>
          {posts.length > 0 ? (
            <div className="mt-12 grid w-full gap-6 md:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.slug} post={post} headingLevel={3} />
              ))}
            </div>
          ) : (
            <p className="mt-6 text-muted-foreground">{t("home:blog.empty")}</p>
          )}
          <Button asChild variant="link" className="mt-6">
            <SiteLink to="/blog">
              {t("home:blog.readAll")}
              <ArrowRight aria-hidden="true" />
            </SiteLink>
          </Button>
        </Container>
      </section>

      <section className="py-20" aria-labelledby="testimonials-heading">
        <Container>
          <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight">
            {t("home:testimonials.heading")}
          </h2>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {testimonials.map((item) => (
              <li key={item.name}>
                <figure className="flex h-full flex-col rounded-lg border p-6 shadow-sm">
                  <Quote className="size-6 text-primary" aria-hidden="true" />
                  {/* The reader's own words, in the English they were written in. */}
                  <blockquote lang="en" className="mt-3 flex-1 leading-7 text-muted-foreground">
                    {item.quote}
                  </blockquote>
                  <figcaption className="mt-4 text-sm font-semibold">
                    {t.rich<ReactNode>(
                      "home:testimonials.caption",
                      { name: item.name, type: item.type },
                      {
                        name: (children) => (
                          <span key="name" translate="no">
                            {children}
                          </span>
                        ),
                        type: (children) => (
                          <span key="type" className="text-primary">
                            {children}
                          </span>
                        ),
                      },
                    )}
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
          <h2 className="mt-4 text-3xl font-bold tracking-tight">{t("home:cta.heading")}</h2>
          <p className="mt-3 max-w-xl text-muted-foreground">{t("home:cta.text")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="whitespace-normal">
              <SiteLink to="/personality-test" onClick={testCall.onClick}>
                {testCall.label}
              </SiteLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <SiteLink to="/personality-types">{t("home:cta.browse")}</SiteLink>
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}
