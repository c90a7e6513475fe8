import type { MetaDescriptor } from "react-router";
import { createTranslate, type LoaderI18n, type PageMessages, type Translate } from "./translate";

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
  const messages: PageMessages = {};
  let locale: string | undefined;
  for (const match of matches) {
    const i18n = (match?.data as { i18n?: LoaderI18n } | null | undefined)?.i18n;
    if (!i18n || typeof i18n !== "object" || !("messages" in i18n)) continue;
    locale = i18n.locale;
    Object.assign(messages, i18n.messages);
  }
  if (!data || locale === undefined)
    return matches.find((match) => match?.id === "root")?.meta ?? [];
  return build(createTranslate(locale, messages));
}
