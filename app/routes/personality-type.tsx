import { ArrowRight, Briefcase, MessageCircle, Sprout, Star, Users, Zap } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/personality-type";
import { letterMeanings, lettersOf } from "~/assessment/letters";
import { categoryTone } from "~/assessment/type-codes";
import { RichContent } from "~/components/content/rich-content";
import { ProblemState } from "~/components/common/not-found";
import { Container } from "~/components/common/page-hero";
import { TypeNav } from "~/components/types/type-nav";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { typeImages, type TypeDetail } from "~/content/model";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { site } from "~/config/site";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { loadTypeWithSections } from "./personality-type.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { type, sections } = await loadTypeWithSections(
    request,
    context.content,
    params.slug,
    "Error loading personality type",
  );
  return data({ type, sections }, { headers: { "Cache-Control": contentCacheControl(request) } });
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageMeta("Personality Type Not Found", undefined, { noindex: true });
  const { type } = loaderData;
  return pageMeta(`${type.name} (${type.code})`, type.description, {
    siteUrl: siteUrlOf(matches),
    image: ogImage(
      ogPaths.type(type.slug),
      `${type.code}, ${type.name}: one of the four ${type.category} personality types on ${site.name}`,
    ),
  });
};

/** The text shown under "Who is ...?" when a type has no detailed description (spec §2). */
function FallbackDescription({ type }: { type: TypeDetail }) {
  return (
    <div className="text-muted-foreground">
      <p className="mt-4 leading-7">
        {type.name} ({type.code}) is one of the four {type.category} types. Each of its letters
        names a preference:
      </p>
      <ul className="mt-4 flex list-disc flex-col gap-2 pl-6 leading-7">
        {lettersOf(type.code).map((letter) => (
          <li key={letter}>
            <span className="font-semibold text-foreground">{letterMeanings[letter].name}</span>:
            someone who {letterMeanings[letter].gist}.
          </li>
        ))}
      </ul>
    </div>
  );
}

function PointList({ points }: { points: TypeDetail["strengths"] }) {
  return (
    <ul className="mt-5 grid gap-4 sm:grid-cols-2">
      {points.map((point) => (
        <li key={point.title} className="rounded-lg border p-4">
          <p className="font-semibold">{point.title}</p>
          {point.description ? (
            <p className="mt-1 text-sm leading-6 text-muted-foreground">{point.description}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** One titled part of the type page, left out when it has nothing to show. */
function TypeSection({
  id,
  icon: Icon,
  title,
  show,
  children,
}: {
  id: string;
  icon: typeof Star;
  title: string;
  show: boolean;
  children: React.ReactNode;
}) {
  if (!show) return null;
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        className="flex scroll-mt-24 items-center gap-2 text-2xl font-bold tracking-tight"
      >
        <Icon className="size-6 text-primary" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function PersonalityType({ loaderData }: Route.ComponentProps) {
  const { type, sections } = loaderData;
  const tone = categoryTone(type.category);
  const badge = typeImages(type.code).badge;
  const styles = [
    { title: "Communication style", text: type.communicationStyle },
    { title: "Leadership style", text: type.leadershipStyle },
    { title: "Under stress", text: type.stressTriggers },
  ].filter((item) => item.text);
  return (
    <>
      <section className="bg-gradient-to-b from-secondary to-background px-4 pb-10 pt-14">
        <Container className="flex flex-col items-start gap-6 sm:flex-row sm:items-center">
          <img
            src={badge.src}
            width={badge.width}
            height={badge.height}
            // The page's largest image, at the top.
            fetchPriority="high"
            alt={`The ${type.code} emblem: one shape for each of its four letters`}
            className="size-28 rounded-3xl shadow-md sm:size-36"
          />
          <div className="flex flex-col items-start gap-3">
            <div className="flex gap-2">
              <Badge variant={tone}>{type.code}</Badge>
              <Badge variant="outline">{type.category}</Badge>
            </div>
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{type.name}</h1>
            <p className="text-sm font-medium text-muted-foreground">
              {lettersOf(type.code)
                .map((letter) => letterMeanings[letter].name)
                .join(" · ")}
            </p>
            <p className="max-w-2xl text-lg text-muted-foreground">{type.description}</p>
          </div>
        </Container>
      </section>
      <Container className="grid gap-10 py-10 lg:grid-cols-[16rem_1fr]">
        <TypeNav type={type} sections={sections} />
        <div className="flex max-w-3xl flex-col gap-12">
          <article id="introduction" className="scroll-mt-24">
            <h2 className="text-3xl font-bold tracking-tight">Who is {type.name}?</h2>
            {type.detailedDescription.length > 0 ? (
              <RichContent content={type.detailedDescription} headingOffset={1} className="mt-2" />
            ) : (
              <FallbackDescription type={type} />
            )}
          </article>

          <TypeSection
            id="strengths"
            icon={Star}
            title="Key Strengths"
            show={type.strengths.length > 0}
          >
            <PointList points={type.strengths.slice(0, 4)} />
          </TypeSection>

          <TypeSection
            id="growth"
            icon={Sprout}
            title="Growth Areas"
            show={type.weaknesses.length > 0}
          >
            <PointList points={type.weaknesses.slice(0, 4)} />
          </TypeSection>

          <TypeSection
            id="careers"
            icon={Briefcase}
            title="Career Paths"
            show={type.careers.length > 0}
          >
            <ul className="mt-5 flex flex-wrap gap-2">
              {type.careers.slice(0, 8).map((career) => (
                <li key={career} className="rounded-full border bg-muted/50 px-3 py-1 text-sm">
                  {career}
                </li>
              ))}
            </ul>
          </TypeSection>

          <TypeSection
            id="relationships"
            icon={Users}
            title="Relationships"
            show={type.relationships.length > 0}
          >
            <p className="mt-4 leading-7 text-muted-foreground">{type.relationships}</p>
          </TypeSection>

          <TypeSection
            id="style"
            icon={MessageCircle}
            title={`How ${type.name} works with others`}
            show={styles.length > 0}
          >
            <dl className="mt-5 grid gap-4">
              {styles.map((item) => (
                <div key={item.title} className="rounded-lg bg-muted/60 p-4">
                  <dt className="font-semibold">{item.title}</dt>
                  <dd className="mt-1 text-sm leading-6 text-muted-foreground">{item.text}</dd>
                </div>
              ))}
            </dl>
          </TypeSection>

          <TypeSection
            id="famous"
            icon={Zap}
            title="Famous people"
            show={type.famousPeople.length > 0}
          >
            <p className="mt-3 text-sm text-muted-foreground">
              People often described as {type.code}s. Their type is inferred from their public lives
              and work, not from a test they took.
            </p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {type.famousPeople.map((person) => (
                <li key={person} className="rounded-full border px-3 py-1 text-sm">
                  {person}
                </li>
              ))}
            </ul>
          </TypeSection>

          {sections.some((section) => section.excerpt) ? (
            <section aria-labelledby="more">
              <h2 id="more" className="text-2xl font-bold tracking-tight">
                More about {type.name}
              </h2>
              <ul className="mt-5 grid gap-4 sm:grid-cols-2">
                {sections.map((section) => (
                  <li key={section.slug}>
                    <Link
                      to={`/personality-types/${type.slug}/${section.slug}`}
                      className="flex h-full flex-col rounded-lg border p-4 hover:border-primary"
                    >
                      <span className="font-semibold">{section.title}</span>
                      <span className="mt-1 text-sm leading-6 text-muted-foreground">
                        {section.excerpt}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section className="rounded-xl bg-brand px-6 py-8 text-white">
            <h2 className="text-xl font-bold">Are you {type.name}?</h2>
            <p className="mt-2 text-white/85">
              Take the free test to see your type and where you stand on each of the five
              dimensions.
            </p>
            <Button asChild variant="inverse" className="mt-5">
              <Link to="/personality-test">
                Take the Test
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </section>
        </div>
      </Container>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ProblemState
      error={error}
      title="Personality Type Not Found"
      backTo="/personality-types"
      backLabel="Back to All Types"
    />
  );
}
