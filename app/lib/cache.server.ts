import type { HeadersFunction } from "react-router";

/**
 * Public pages whose content changes only with a deploy or a CMS edit: a shared cache (CDN) may
 * keep them for ten minutes and serve a stale copy for a day while it revalidates. Browsers always
 * revalidate (max-age=0), so signing in shows the signed-in header at once.
 */
const shareable = "public, max-age=0, s-maxage=600, stale-while-revalidate=86400";
const personal = "private, no-cache";

/** Cookies whose presence makes a page personal: the session (its header shows the e-mail) and a toast. */
const personalCookie = /(?:^|;\s*)(?:__Secure-)?(?:typeatlas\.session_token|toast)=/;

/** Cache-Control for a content page's loader: shareable unless this request is personal. */
export function contentCacheControl(request: Request, status = 200): string {
  if (status !== 200 || personalCookie.test(request.headers.get("Cookie") ?? "")) return personal;
  return shareable;
}

/**
 * The `headers` export of content routes: the loader's Cache-Control, unless a parent route (the
 * root, refreshing the session or clearing a toast) sets a cookie, which must never be shared.
 */
export const contentHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control") ?? personal;
  return {
    "Cache-Control": parentHeaders.has("Set-Cookie") ? personal : cacheControl,
    Vary: "Cookie",
  };
};
