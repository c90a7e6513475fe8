import { ClipboardList, Loader2 } from "lucide-react";
import { data, Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/public-result.compare";
import { codeOf, type ComparedResult } from "~/assessment/compare";
import { getOptionalUser, requireUser } from "~/auth/session.server";
import { ComparisonView } from "~/components/compare/comparison-view";
import { useLocalResult, usePairText } from "~/components/compare/local-result";
import { RemovedResult } from "~/components/results/removed-result";
import { Button } from "~/components/ui/button";
import { findPublicResult } from "~/db/public-results.server";
import { findTestSession, listTestSessionPage } from "~/db/test-sessions.server";
import {
  isPersonalRequest,
  publicResultCacheControl,
  publicResultHeaders,
} from "~/lib/cache.server";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { notFoundMeta, pageMeta, removedResultMeta } from "~/lib/meta";
import { comparedPublic, comparedSaved, pairTextFor, typeNamesFor } from "./compare.server";

/** How many of a signed-in user's saved results the choice offers, newest first. */
const savedChoices = 20;

/**
 * /r/:slug/compare: a published result compared with the visitor's own (issue 20). The loader
 * sends only the published side; a result kept in this browser is compared in the browser and
 * never sent. A signed-in user may instead choose one of their saved results (`?mine=<id>`), which
 * the server reads by id and owner together: anyone else's id is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const found = await findPublicResult(context.db, params.slug);
  if (found.status === "missing") throw data(null, { status: 404 });
  if (found.status === "removed")
    return data(
      { kind: "removed" as const, i18n: pageMessages(locale, ["results"]) },
      { status: 410, headers: { "X-Robots-Tag": "noindex" } },
    );
  const other = comparedPublic(found.result, serverTranslate(locale)("compare:label.otherPerson"));
  const base = {
    kind: "found" as const,
    slug: found.result.slug,
    other,
    named: found.result.displayName !== null,
    // All sixteen: the visitor's own type, computed in the browser, must not be asked for.
    typeNames: typeNamesFor(locale, "all"),
    // "results" names the dimensions, poles and categories.
    i18n: pageMessages(locale, ["results", "compare"]),
  };
  const mineId = new URL(request.url).searchParams.get("mine");
  if (mineId !== null) {
    const user = await requireUser(request, context);
    const session = await findTestSession(context.db, user.id, mineId);
    if (!session) throw data(null, { status: 404 });
    const mine = comparedSaved(session);
    const saved = await savedResultsOf(context.db, user.id);
    return data(
      { ...base, signedIn: true, saved, mine, mineId, pairText: pairTextFor(mine, other) },
      { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
    );
  }
  const personal = isPersonalRequest(request.headers.get("Cookie"));
  const user = personal ? await getOptionalUser(request, context) : null;
  const saved = user ? await savedResultsOf(context.db, user.id) : [];
  return data(
    { ...base, signedIn: Boolean(user), saved, mine: null, mineId: null, pairText: null },
    {
      // The same for every anonymous visitor: shared like /r/:slug itself.
      headers: {
        "Cache-Control": publicResultCacheControl(request),
        "X-Robots-Tag": "noindex",
      },
    },
  );
}

async function savedResultsOf(db: Parameters<typeof listTestSessionPage>[0], userId: string) {
  // The newest few, read as one page of the dashboard's list is (decision 029).
  const rows = await listTestSessionPage(db, userId, { offset: 0, limit: savedChoices });
  return rows.map((row) => ({
    id: row.id,
    type: row.personalityType,
    completedAt: row.completedAt.toISOString(),
  }));
}

export const headers: Route.HeadersFunction = publicResultHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return notFoundMeta();
  if (loaderData.kind === "removed") return removedResultMeta();
  const t = metaT(matches);
  const { other, named } = loaderData;
  return pageMeta(
    t("compare:meta.withTitle", { name: named ? other.label : other.type }),
    named
      ? t("compare:meta.withDescriptionNamed", { name: other.label, type: other.type })
      : t("compare:meta.withDescription", { type: other.type }),
    { noindex: true },
  );
};

export default function ComparePublicResult({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.kind === "removed")
    return <RemovedResult>{t("results:removed.comparison")}</RemovedResult>;
  const { other, named, mine, pairText, typeNames } = loaderData;
  const title = t("compare:title.withYou", { other: named ? other.label : other.type });
  if (mine)
    return (
      <ComparisonView
        a={mine}
        b={other}
        typeNames={typeNames}
        title={title}
        pairText={pairText ?? "unavailable"}
      >
        <SavedChoice data={loaderData} />
      </ComparisonView>
    );
  return <WithLocalResult data={loaderData} title={title} />;
}

type Found = Extract<Route.ComponentProps["loaderData"], { kind: "found" }>;

function WithLocalResult({ data: loaded, title }: { data: Found; title: string }) {
  const t = useT();
  const local = useLocalResult();
  const pairText = usePairText(local ? codeOf(local) : undefined, codeOf(loaded.other));
  if (local === undefined)
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p
          role="status"
          className="mt-6 flex items-center justify-center gap-3 text-muted-foreground"
        >
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {t("compare:local.looking")}
        </p>
        <noscript>
          <p className="mt-4 text-muted-foreground">{t("compare:local.noScript")}</p>
          <SavedChoice data={loaded} />
        </noscript>
      </div>
    );
  if (local)
    return (
      <ComparisonView
        a={local}
        b={loaded.other as ComparedResult}
        typeNames={loaded.typeNames}
        title={title}
        pairText={pairText}
      >
        <p className="mt-10 text-pretty text-sm text-muted-foreground">
          {t("compare:local.notSent")}
        </p>
        <SavedChoice data={loaded} />
      </ComparisonView>
    );
  return <NoResult data={loaded} />;
}

function NoResult({ data: loaded }: { data: Found }) {
  const t = useT();
  const { other, named, slug, signedIn, saved } = loaded;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">
        {t("compare:eyebrow")}
      </p>
      <h1 className="mt-3 text-balance text-3xl font-bold tracking-tight">
        {t("compare:noResult.title")}
      </h1>
      <p className="mt-3 text-pretty text-muted-foreground">
        {t("compare:noResult.text", {
          named: named ? "yes" : "no",
          name: other.label,
          type: other.type,
          saved: signedIn && saved.length > 0 ? "yes" : "no",
        })}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <SiteLink to="/personality-test">
            <ClipboardList aria-hidden="true" />
            {t("compare:takeTest")}
          </SiteLink>
        </Button>
        <Button asChild variant="outline">
          <SiteLink to={`/r/${slug}`}>{t("compare:noResult.back")}</SiteLink>
        </Button>
        {signedIn ? null : (
          <Button asChild variant="outline">
            <SiteLink to={`/auth?${new URLSearchParams({ redirectTo: `/r/${slug}/compare` })}`}>
              {t("compare:noResult.signIn")}
            </SiteLink>
          </Button>
        )}
      </div>
      <SavedChoice data={loaded} />
    </div>
  );
}

/** A signed-in user's saved results to compare with instead: a GET form, so it needs no script. */
function SavedChoice({ data: loaded }: { data: Found }) {
  const t = useT();
  const { saved, signedIn, mineId } = loaded;
  if (!signedIn || saved.length === 0) return null;
  return (
    <Form method="get" className="mx-auto mt-10 flex max-w-md flex-col gap-3 text-start">
      <label htmlFor="mine" className="font-semibold">
        {t("compare:saved.label")}
      </label>
      <select
        id="mine"
        name="mine"
        defaultValue={mineId ?? saved[0]!.id}
        className="h-10 rounded-md border border-input bg-background px-3 text-foreground"
      >
        {saved.map((result) => (
          <option key={result.id} value={result.id}>
            {t("compare:saved.option", { type: result.type, when: result.completedAt })}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline" className="self-start">
        {t("compare:saved.submit")}
      </Button>
    </Form>
  );
}
