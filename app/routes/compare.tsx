import { ClipboardList, Users } from "lucide-react";
import { data } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/compare";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { distinctLabels } from "~/assessment/compare";
import { ComparisonView } from "~/components/compare/comparison-view";
import { MissingSide } from "~/components/compare/missing-side";
import { Button } from "~/components/ui/button";
import { testConstants } from "~/config/test";
import { findPublicResult, isSlug, type PublicResultLookup } from "~/db/public-results.server";
import { publicResultCacheControl, publicResultHeaders } from "~/lib/cache.server";
import { ogImage, ogPaths } from "~/lib/og";
import { notFoundMeta, pageMeta, siteUrlOf } from "~/lib/meta";
import { comparedPublic, pairTextFor, typeNamesFor } from "./compare.server";

/**
 * /compare/:a/:b: two published results side by side (issue 20), a page anyone with the link may
 * see. Like /r/:slug it is anonymous, kept by the page cache and shared caches only while they
 * revalidate, and noindex unless both owners opted in to search engines. Malformed slugs, or two
 * unknown ones, are the 404 page; with one side gone the page says which and offers the other.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  if (!isSlug(params.a) || !isSlug(params.b)) throw data(null, { status: 404 });
  const [first, second] = await Promise.all([
    findPublicResult(context.db, params.a),
    findPublicResult(context.db, params.b),
  ]);
  if (first.status === "found" && second.status === "found") {
    const t = serverTranslate(locale);
    const [a, b] = distinctLabels(
      t,
      comparedPublic(first.result, t("compare:label.personA")),
      comparedPublic(second.result, t("compare:label.personB")),
    );
    const headers: Record<string, string> = {
      "Cache-Control": publicResultCacheControl(request),
    };
    const indexable = first.result.indexable && second.result.indexable;
    if (!indexable) headers["X-Robots-Tag"] = "noindex";
    return data(
      {
        kind: "both" as const,
        a,
        b,
        slugs: [params.a, params.b] as const,
        named: Boolean(first.result.displayName && second.result.displayName),
        indexable,
        pairText: pairTextFor(a, b),
        typeNames: typeNamesFor(locale, [a, b]),
        // "results" names the dimensions, poles and categories.
        i18n: pageMessages(locale, ["results", "compare"]),
      },
      { headers },
    );
  }
  if (first.status === "missing" && second.status === "missing") throw data(null, { status: 404 });
  const noindex = { "X-Robots-Tag": "noindex" };
  const i18n = pageMessages(locale, ["compare"]);
  if (first.status !== "found" && second.status !== "found") {
    // Both gone, at least one of them unpublished.
    return data(
      {
        kind: "gone" as const,
        which: "both" as const,
        reason: "removed" as const,
        remaining: null,
        i18n,
      },
      { status: 410, headers: noindex },
    );
  }
  const [gone, kept, which] =
    first.status === "found"
      ? [second, first.result, "second" as const]
      : [
          first,
          (second as Extract<PublicResultLookup, { status: "found" }>).result,
          "first" as const,
        ];
  const reason = gone.status === "removed" ? ("removed" as const) : ("missing" as const);
  return data(
    {
      kind: "gone" as const,
      which,
      reason,
      remaining: { slug: kept.slug, displayName: kept.displayName, type: kept.personalityType },
      i18n,
    },
    { status: reason === "removed" ? 410 : 404, headers: noindex },
  );
}

export const headers: Route.HeadersFunction = publicResultHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return notFoundMeta();
  const t = metaT(matches);
  if (loaderData.kind === "gone")
    return pageMeta(t("compare:meta.goneTitle"), t("compare:meta.goneDescription"), {
      noindex: true,
    });
  const { a, b, indexable } = loaderData;
  const types = { a: a.type, b: b.type };
  return pageMeta(
    t("compare:meta.pairTitle", types),
    t("compare:meta.pairDescription", { a: a.label, aType: a.type, b: b.label, bType: b.type }),
    {
      siteUrl: siteUrlOf(matches),
      noindex: !indexable,
      image: ogImage(
        ogPaths.comparison(
          { type: a.type, dimensions: a.scores },
          { type: b.type, dimensions: b.scores },
        ),
        t("compare:meta.pairImageAlt", types),
        t.locale,
      ),
    },
  );
};

export default function Compare({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.kind === "gone")
    return (
      <MissingSide
        which={loaderData.which}
        reason={loaderData.reason}
        remaining={loaderData.remaining}
      />
    );
  const { a, b, slugs, named, pairText, typeNames } = loaderData;
  return (
    <ComparisonView
      a={a}
      b={b}
      typeNames={typeNames}
      title={
        named
          ? t("compare:title.pair", { a: a.label, b: b.label })
          : t("compare:title.pair", { a: a.type, b: b.type })
      }
      pairText={pairText ?? "unavailable"}
    >
      <section aria-labelledby="your-turn" className="mt-12 rounded-lg border bg-muted p-6">
        <h2 id="your-turn" className="text-xl font-bold">
          {t("compare:yourTurn.title")}
        </h2>
        <p className="mt-2 text-pretty text-muted-foreground">
          {t("compare:yourTurn.text", { minutes: testConstants.minutes })}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild>
            <SiteLink to={`/r/${slugs[0]}/compare`}>
              <Users aria-hidden="true" />
              {t("compare:yourTurn.compareWith", { name: a.label })}
            </SiteLink>
          </Button>
          <Button asChild variant="outline">
            <SiteLink to={`/r/${slugs[1]}/compare`}>
              <Users aria-hidden="true" />
              {t("compare:yourTurn.compareWith", { name: b.label })}
            </SiteLink>
          </Button>
          <Button asChild variant="outline">
            <SiteLink to="/personality-test">
              <ClipboardList aria-hidden="true" />
              {t("compare:takeTest")}
            </SiteLink>
          </Button>
        </div>
      </section>
    </ComparisonView>
  );
}
