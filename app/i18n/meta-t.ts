import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { MessageKey } from "./english";
import { createTranslate, type Translate } from "./translate";
import { i18nOf, translateFrom } from "./use-t";

interface MetaMatch {
  id: string;
  data?: unknown;
  meta?: MetaDescriptor[];
}

/**
 * A route's `meta` in the page's language (decision 034): `build` gets a `t` over the messages the
 * matched routes' loaders sent, as `useT` does for the page. Without the route's own data (its
 * loader threw, and an error page shows) the root's tags stand, since there are no messages to
 * word the route's own.
 */
export function translatedMeta(
  { data, matches }: { data: unknown; matches: readonly (MetaMatch | undefined)[] },
  build: (t: Translate) => MetaDescriptor[],
): MetaDescriptor[] {
  if (!data) return matches.find((match) => match?.id === "root")?.meta ?? [];
  return build(metaT(matches));
}

/**
 * A `t` for a route's `meta` export: the messages the matched routes' loaders sent, merged as
 * `useT` merges them, so titles, descriptions and image texts come in the page's language.
 */
export function metaT(
  matches: readonly ({ data?: unknown; loaderData?: unknown } | undefined)[],
): Translate {
  // The same merge as the page's `useT`, with its English frame for a request whose loaders did
  // not run (an action that threw): the error page's title must not fail in turn.
  return translateFrom(matches.map((match) => match?.loaderData ?? match?.data));
}

/**
 * A `t` over the messages a thrown page problem carries (`pageProblem(..., i18n)`), for a route's
 * error boundary and its `meta` when the loader threw; undefined for any other error (an unknown
 * language prefix, an unexpected failure), which the root's error page then answers.
 */
export function problemT(error: unknown): Translate | undefined {
  const i18n = isRouteErrorResponse(error) ? i18nOf(error.data) : undefined;
  return i18n ? createTranslate(i18n.locale, i18n.messages) : undefined;
}

/**
 * A route's `meta` when its loader threw: the page's not-found title from the problem's messages,
 * kept out of search results; the site's own title for a problem without them.
 */
export function problemMeta(error: unknown, title: MessageKey) {
  const t = problemT(error);
  return pageMeta(t ? t(title) : undefined, undefined, { noindex: true });
}
