import { Trash2 } from "lucide-react";
import { useEffect } from "react";
import { data, Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/public-result.remove";
import { consume, limits, waitMessage } from "~/auth/rate-limit.server";
import { getOptionalUser } from "~/auth/session.server";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import {
  findPublicResult,
  isSlug,
  removalTokenMatches,
  unpublishResult,
} from "~/db/public-results.server";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { createTranslate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { readFormBody } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { publishedStorageKey } from "~/lib/publishing";
import { redirectWithToast } from "~/lib/toast.server";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { comparisonPagesOf } from "./compare.server";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta(undefined, undefined, { noindex: true });
  const t = createTranslate(loaderData.i18n.locale, loaderData.i18n.messages);
  return pageMeta(t("results:remove.metaTitle"), t("results:remove.metaDescription"), {
    noindex: true,
  });
};

/**
 * A visitor's private removal link, /r/:slug/remove?token=…: asks before it removes (a link
 * preview or a prefetch must not take a page down). Only the right secret for a live page shows
 * the question; a removed page says so; anything else is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const i18n = pageMessages(localeOf(params), ["results"]);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (await removalTokenMatches(context.db, params.slug, token))
    return data({ state: "ask" as const, slug: params.slug, token, i18n }, { headers: noReferrer });
  // A removed page says so here too (its address answers 410 to everyone anyway); this is also
  // what the page loads after its own removal post.
  const found = await findPublicResult(context.db, params.slug);
  if (found.status === "removed")
    return data(
      { state: "removed" as const, slug: params.slug, token: "", i18n },
      { headers: noReferrer },
    );
  throw data(null, { status: 404 });
}

// The secret is in the address: no other site learns it from a link followed from this page.
const noReferrer = { "Referrer-Policy": "no-referrer" };

export const headers: Route.HeadersFunction = () => noReferrer;

/**
 * Unpublishes: with the removal secret (a visitor), or as the signed-in owner (the dashboard's
 * list, without a secret). Anyone else, or a page already removed: 404, and nothing changes. The
 * page cache's copies go at once here, and from every other process's at its next poll, within
 * about 2 s (decisions 031 and 033).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  if (!isSlug(params.slug)) throw data(null, { status: 404 });
  const body = await readFormBody(request);
  const token = body?.get("token");
  const blocked = await consume(context.db, [limits.removalsPerIp(context.clientIp)]);
  if (blocked) {
    return data(
      {
        state: "error" as const,
        slug: params.slug,
        token: typeof token === "string" ? token : "",
        message: t("results:remove.tooMany", { wait: waitMessage(blocked) }),
      },
      { status: 429, headers: { "Retry-After": String(blocked.retryAfterSeconds) } },
    );
  }
  if (typeof token === "string" && token) {
    if (!(await unpublishResult(context.db, { slug: params.slug, token })))
      throw data(null, { status: 404 });
    await context.purgePages([`/r/${params.slug}`, ...comparisonPagesOf(params.slug)]);
    return data({ state: "done" as const, slug: params.slug, token: "" });
  }
  const user = await getOptionalUser(request, context);
  if (!user || !(await unpublishResult(context.db, { slug: params.slug, userId: user.id })))
    throw data(null, { status: 404 });
  await context.purgePages([`/r/${params.slug}`, ...comparisonPagesOf(params.slug)]);
  throw await redirectWithToast("/dashboard", {
    type: "success",
    title: t("results:remove.doneTitle"),
    description: t("results:remove.doneDescription"),
  });
}

export default function RemovePublicResult({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const shown = actionData ?? loaderData;
  const pending = usePendingSubmit(`/r/${loaderData.slug}/remove`);
  const done = shown.state === "done";
  useEffect(() => {
    if (!done) return;
    // This browser no longer needs the secret of a page that is gone.
    try {
      const kept: unknown = JSON.parse(localStorage.getItem(publishedStorageKey) ?? "[]");
      if (Array.isArray(kept))
        localStorage.setItem(
          publishedStorageKey,
          JSON.stringify(kept.filter((item) => item?.slug !== loaderData.slug)),
        );
    } catch {
      // Nothing kept, or storage is off: nothing to forget.
    }
  }, [done, loaderData.slug]);

  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      {shown.state === "ask" || shown.state === "error" ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{t("results:remove.askTitle")}</h1>
          <p className="mt-3 text-muted-foreground">
            {t.rich(
              "results:remove.askText",
              { slug: loaderData.slug },
              {
                link: (children) => (
                  <SiteLink
                    key="link"
                    to={`/r/${loaderData.slug}`}
                    className="font-medium text-primary underline"
                  >
                    {children}
                  </SiteLink>
                ),
              },
            )}
          </p>
          {shown.state === "error" ? (
            <div className="mt-6 w-full text-start">
              <FormAlert title={t("results:remove.notRemoved")}>{shown.message}</FormAlert>
            </div>
          ) : null}
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit" variant="destructive" disabled={pending}>
              <Trash2 aria-hidden="true" />
              {pending ? t("results:remove.removing") : t("results:remove.submit")}
            </Button>
          </Form>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight">
            {done ? t("results:remove.removed") : t("results:remove.alreadyRemoved")}
          </h1>
          <p className="mt-3 text-muted-foreground">{t("results:remove.removedText")}</p>
          <Button asChild className="mt-8">
            <SiteLink to="/">{t("results:remove.home")}</SiteLink>
          </Button>
        </>
      )}
    </section>
  );
}
