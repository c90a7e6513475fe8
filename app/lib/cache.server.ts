import { data, type HeadersFunction, type LoaderFunctionArgs } from "react-router";
import { hasSessionCookie } from "~/auth/session.server";

/**
 * Public pages whose content changes only with a deploy or a CMS edit: a shared cache (CDN) may
 * keep them for ten minutes and serve a stale copy for a day while it revalidates. Browsers always
 * revalidate (max-age=0), so signing in shows the signed-in header at once.
 */
const shareable = "public, max-age=0, s-maxage=600, stale-while-revalidate=86400";
/** A page for one person (its header shows their e-mail address): kept by no cache, not even the browser's. */
const personal = "private, no-store";

/**
 * A published result's pages (/r/:slug, /r/:slug/compare, /compare/:a/:b; issue 20, decision
 * 031): the same for every anonymous visitor, but every cache may keep them only while it
 * revalidates, so an unpublished result is never served from a shared cache (the server's own
 * page cache is purged when it is unpublished).
 */
const publicResult = "public, no-cache";

/** A toast cookie: the page shows a one-time message to this visitor. */
const toastCookie = /(?:^|;\s*)toast=/;

/**
 * Whether a request's cookies personalise the page: a session, whose header shows the e-mail
 * address, or a toast. Also read by the server's page cache (server/page-cache.ts).
 */
export function isPersonalRequest(cookieHeader: string | null | undefined): boolean {
  const cookies = cookieHeader ?? "";
  return hasSessionCookie(cookies) || toastCookie.test(cookies);
}

/** Cache-Control for a content page's loader: shareable unless this request is personal. */
export function contentCacheControl(request: Request): string {
  return isPersonalRequest(request.headers.get("Cookie")) ? personal : shareable;
}

/** Cache-Control for a published result's page: shared unless this request is personal. */
export function publicResultCacheControl(request: Request): string {
  return isPersonalRequest(request.headers.get("Cookie")) ? personal : publicResult;
}

/**
 * The `headers` export of content routes: the loader's Cache-Control, unless a parent route (the
 * root, refreshing the session or clearing a toast) sets a cookie, which must never be shared.
 * A response whose loader set none (a not-found or failed page) is personal too.
 */
export const contentHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) =>
  sharedOrPersonal(loaderHeaders, parentHeaders);

function sharedOrPersonal(loaderHeaders: Headers, parentHeaders: Headers): Record<string, string> {
  const cacheControl = loaderHeaders.get("Cache-Control") ?? personal;
  return {
    "Cache-Control": parentHeaders.has("Set-Cookie") ? personal : cacheControl,
    Vary: "Cookie",
  };
}

/**
 * The `headers` export of a published result's pages: as a content page's, and the loader's
 * X-Robots-Tag too (noindex unless the owners let search engines list the page).
 */
export const publicResultHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = sharedOrPersonal(loaderHeaders, parentHeaders);
  const robots = loaderHeaders.get("X-Robots-Tag");
  if (robots) headers["X-Robots-Tag"] = robots;
  return headers;
};

/**
 * The loader of a page with nothing to load (About, Pricing, Contact, the test): it only says the
 * page may be shared, so anonymous visitors get it from the page cache like any content page.
 */
export function staticPageLoader({ request }: LoaderFunctionArgs) {
  return data(null, { headers: { "Cache-Control": contentCacheControl(request) } });
}
