import { ArrowRight, Briefcase, MessageCircle, Sprout, Star, Users, Zap } from "lucide-react";
import type { ReactNode } from "react";
import { data } from "react-router";
import { SiteLink } from "~/components/common/site-link";
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
import { localeOf, pageMessages } from "~/i18n/messages.server";
import { metaT, problemMeta, problemT } from "~/i18n/meta-t";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { loadTypeWithSections } from "./personality-type.server";
import { type PageTextHandle, typeContentLocales, useContentLanguage } from "~/i18n/page-text";
import { profileSources } from "~/assessment/profiles";
import {
  frequencyCountText,
  FrequencyFigureText,
  frequencyText,
} from "~/components/results/frequency-figure";
import { typeFrequency } from "~/statistics/frequency";
import { readNorms } from "~/statistics/norms.server";

/** Its text's languages (app/i18n/page-text.ts). */
export const handle: PageTextHandle = { pageText: "types" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const [{ type, sections }, norms] = await Promise.all([
    loadTypeWithSections(request, context.content, params.slug, {
      locale,
      failed: "types:errors.loadType",
    }),
    readNorms(context),
  ]);
  // How common the type is (issue 22): measured once enough people have taken the test, else the
  // profile's estimate. The same for every visitor, so the page stays one cached page; a new
  // figure shows once the cache has let the page go.
  const estimate = profileSources[type.code].frequency;
  const frequency = typeFrequency(norms?.types, type.code, estimate, norms?.synthetic);
  return data(
    { type, sections, frequency, i18n: pageMessages(locale, ["types"]) },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (!loaderData) return problemMeta(error, "types:type.notFound");
  const { type } = loaderData;
  const t = metaT(matches);
  return pageMeta(
    t("types:type.meta.title", { name: type.name, code: type.code }),
    type.description,
    {
      siteUrl: siteUrlOf(matches),
      image: ogImage(
        ogPaths.type(type.slug),
        t("types:type.meta.imageAlt", {
          code: type.code,
          name: type.name,
          family: t("types:family.name", { category: type.category }),
        }),
        t.locale,
      ),
    },
  );
};

/** The text shown under "Who is ...?" when a type has no detailed description (spec §2). */
function FallbackDescription({ type, t }: { type: TypeDetail; t: Translate }) {
  return (
    <div className="text-muted-foreground">
      <p className="mt-4 leading-7">
        {t("types:type.fallback.intro", {
          name: type.name,
          code: type.code,
          family: t("types:family.name", { category: type.category }),
        })}
      </p>
      <ul className="mt-4 flex list-disc flex-col gap-2 pl-6 leading-7">
        {lettersOf(type.code).map((letter) => (
          <li key={letter}>
            {t.rich<ReactNode>(
              "types:type.fallback.letter",
              {
                letter: t(letterMeanings[letter].name),
                gist: t(letterMeanings[letter].gist),
              },
              {
                name: (children) => (
                  <span key="name" className="font-semibold text-foreground">
                    {children}
                  </span>
                ),
              },
            )}
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
  children: ReactNode;
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
  const { type, sections, frequency } = loaderData;
  const t = useT();
  const tone = categoryTone(type.category);
  const badge = typeImages(type.code).badge;
  const contentLanguage = useContentLanguage(typeContentLocales);
  const styles = [
    { title: t("types:type.style.communication"), text: type.communicationStyle },
    { title: t("types:type.style.leadership"), text: type.leadershipStyle },
    { title: t("types:type.style.stress"), text: type.stressTriggers },
  ].filter((item) => item.text);
  return (
    <div {...contentLanguage} className="contents">
      <section className="bg-gradient-to-b from-secondary to-background px-4 pb-10 pt-14">
        <Container className="flex flex-col items-start gap-6 sm:flex-row sm:items-center">
          <img
            src={badge.src}
            width={badge.width}
            height={badge.height}
            // The page's largest image, at the top.
            fetchPriority="high"
            alt={t("types:type.emblemAlt", { code: type.code })}
            className="size-28 rounded-3xl shadow-md sm:size-36"
          />
          <div className="flex flex-col items-start gap-3">
            <div className="flex gap-2">
              <Badge variant={tone}>{type.code}</Badge>
              <Badge variant="outline">{t("types:family.name", { category: type.category })}</Badge>
            </div>
            {frequency ? (
              <p
                className="text-sm text-muted-foreground"
                title={frequencyCountText(t, frequency)}
                data-testid="type-frequency"
              >
                <FrequencyFigureText
                  text={frequencyText(t, frequency)}
                  count={frequencyCountText(t, frequency)}
                />
              </p>
            ) : null}
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{type.name}</h1>
            <p className="text-sm font-medium text-muted-foreground">
              {lettersOf(type.code)
                .map((letter) => t(letterMeanings[letter].name))
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
            <h2 className="text-3xl font-bold tracking-tight">
              {t("types:type.who", { name: type.name })}
            </h2>
            {type.detailedDescription.length > 0 ? (
              <RichContent content={type.detailedDescription} headingOffset={1} className="mt-2" />
            ) : (
              <FallbackDescription type={type} t={t} />
            )}
          </article>

          <TypeSection
            id="strengths"
            icon={Star}
            title={t("types:type.strengths")}
            show={type.strengths.length > 0}
          >
            <PointList points={type.strengths.slice(0, 4)} />
          </TypeSection>

          <TypeSection
            id="growth"
            icon={Sprout}
            title={t("types:type.growth")}
            show={type.weaknesses.length > 0}
          >
            <PointList points={type.weaknesses.slice(0, 4)} />
          </TypeSection>

          <TypeSection
            id="careers"
            icon={Briefcase}
            title={t("types:type.careers")}
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
            title={t("types:type.relationships")}
            show={type.relationships.length > 0}
          >
            <p className="mt-4 leading-7 text-muted-foreground">{type.relationships}</p>
          </TypeSection>

          <TypeSection
            id="style"
            icon={MessageCircle}
            title={t("types:type.style.heading", { name: type.name })}
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
            title={t("types:type.famous.heading")}
            show={type.famousPeople.length > 0}
          >
            <p className="mt-3 text-sm text-muted-foreground">
              {t("types:type.famous.note", { code: type.code })}
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
                {t("types:type.more", { name: type.name })}
              </h2>
              <ul className="mt-5 grid gap-4 sm:grid-cols-2">
                {sections.map((section) => (
                  <li key={section.slug}>
                    <SiteLink
                      to={`/personality-types/${type.slug}/${section.slug}`}
                      className="flex h-full flex-col rounded-lg border p-4 hover:border-primary"
                    >
                      <span className="font-semibold">{section.title}</span>
                      <span className="mt-1 text-sm leading-6 text-muted-foreground">
                        {section.excerpt}
                      </span>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section className="rounded-xl bg-brand px-6 py-8 text-white">
            <h2 className="text-xl font-bold">
              {t("types:type.cta.heading", { name: type.name })}
            </h2>
            <p className="mt-2 text-white/85">{t("types:type.cta.text")}</p>
            <Button asChild variant="inverse" className="mt-5">
              <SiteLink to="/personality-test">
                {t("types:cta.button")}
                <ArrowRight aria-hidden="true" />
              </SiteLink>
            </Button>
          </section>
        </div>
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
      title={t("types:type.notFound")}
      backTo="/personality-types"
      backLabel={t("types:type.backToTypes")}
    />
  );
}
