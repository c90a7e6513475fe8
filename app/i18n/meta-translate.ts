import { createTranslate, type LoaderI18n, type PageMessages, type Translate } from "./translate";

/**
 * A route's `meta` export has no hooks: this is `useT` for it, over the messages the matched
 * routes' loaders sent (root's first), so the title and description read in the page's language.
 */
export function metaTranslate(
  matches: readonly ({ data?: unknown; loaderData?: unknown } | undefined)[],
): Translate {
  const messages: PageMessages = {};
  let locale = "en";
  for (const match of matches) {
    const data = (match?.loaderData ?? match?.data) as { i18n?: LoaderI18n } | null | undefined;
    const i18n = data?.i18n;
    if (!i18n || typeof i18n !== "object" || !("messages" in i18n)) continue;
    locale = i18n.locale;
    Object.assign(messages, i18n.messages);
  }
  return createTranslate(locale, messages);
}
