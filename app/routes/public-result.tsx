import { ArrowRight, ClipboardList, Users } from "lucide-react";
import { data } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/public-result";
import { profileIn } from "~/i18n/profiles.server";
import { DimensionsCard } from "~/components/results/dimension-bars";
import { TypeHeadline } from "~/components/results/type-headline";
import { RemovedResult } from "~/components/results/removed-result";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { findPublicResult } from "~/db/public-results.server";
import { resultOf } from "~/db/test-sessions.server";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import { createTranslate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { publicResultCacheControl, publicResultHeaders } from "~/lib/cache.server";
import { ogImage, ogPaths } from "~/lib/og";
import { notFoundMeta, pageMeta, removedResultMeta, siteUrlOf } from "~/lib/meta";
import { typeFrequency } from "~/statistics/frequency";
import { readNorms } from "~/statistics/norms.server";

/**
 * Anyone may see a published result at /r/:slug (issue 20, decision 031): anonymous visitors get
 * it from the page cache like a content page. Every cache may keep it only while it revalidates
 * (`publicResultCacheControl`), so an unpublished page is never served from a shared cache; the
 * server's own page cache is purged when it is unpublished. An unknown slug is the 404 page; a
 * removed one, 410.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const found = await findPublicResult(context.db, params.slug);
  if (found.status === "missing") throw data(null, { status: 404 });
  const i18n = pageMessages(locale, ["results"]);
  if (found.status === "removed") {
    return data(
      { removed: true as const, i18n },
      { status: 410, headers: { "X-Robots-Tag": "noindex" } },
    );
  }
  const { result: page } = found;
  const result = resultOf(page);
  const profile = profileIn(result.type, locale);
  if (!profile) throw data(null, { status: 404 });
  const norms = await readNorms(context);
  // A signed-in request gets `private, no-store` (its header shows the user's address).
  const headers: Record<string, string> = {
    "Cache-Control": publicResultCacheControl(request),
  };
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
      },
      // How common the type is, measured once enough people have taken the test (issue 22): the
      // same for every visitor, so the shared page may carry it.
      frequency: typeFrequency(norms?.types, result.code, profile.frequency, norms?.synthetic),
      i18n,
    },
    { headers },
  );
}

export const headers: Route.HeadersFunction = publicResultHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return notFoundMeta();
  if (loaderData.removed) return removedResultMeta();
  const { result, profile, displayName } = loaderData;
  const t = createTranslate(loaderData.i18n.locale, loaderData.i18n.messages);
  const values = {
    name: displayName ?? "",
    type: result.type,
    typeName: profile.name,
    tagline: profile.tagline,
  };
  return pageMeta(
    t(displayName ? "results:public.metaTitleNamed" : "results:public.metaTitle", values),
    t(
      displayName ? "results:public.metaDescriptionNamed" : "results:public.metaDescription",
      values,
    ),
    {
      siteUrl: siteUrlOf(matches),
      noindex: !loaderData.indexable,
      image: ogImage(ogPaths.result(result), t("results:public.imageAlt", values), t.locale),
    },
  );
};

export default function PublicResult({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.removed) return <RemovedResult>{t("results:removed.publicResult")}</RemovedResult>;
  const { slug, result, profile, frequency, displayName, createdAt } = loaderData;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="text-center">
        <TypeHeadline
          eyebrow={
            displayName
              ? t("results:public.eyebrowNamed", { name: displayName })
              : t("results:public.eyebrow")
          }
          type={result.type}
          profile={profile}
          frequency={frequency}
        />
        <p className="mt-4 text-sm text-muted-foreground">
          {t.rich(
            "results:public.publishedOn",
            { when: new Date(createdAt) },
            {
              time: (children) => (
                <time key="time" dateTime={createdAt}>
                  {children}
                </time>
              ),
            },
          )}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <SiteLink to="/personality-test">
              <ClipboardList aria-hidden="true" />
              {t("results:public.takeTest")}
            </SiteLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <SiteLink to={`/r/${slug}/compare`}>
              <Users aria-hidden="true" />
              {t("results:public.compare")}
            </SiteLink>
          </Button>
        </div>
      </header>

      <div className="mt-12 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <DimensionsCard title={t("results:public.dimensionsTitle")} scores={result.dimensions} />
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("results:public.about", { typeName: profile.name })}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="leading-7 text-muted-foreground">{profile.description}</p>
            <SiteLink
              to={`/personality-types/${result.code.toLowerCase()}`}
              className="mt-4 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              {t("results:public.fullProfile", { code: result.code })}
              <ArrowRight className="size-4" aria-hidden="true" />
            </SiteLink>
          </CardContent>
        </Card>
      </div>
      <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-muted-foreground">
        {t("results:public.footnote")}
      </p>
    </div>
  );
}
