import { createTranslate, type LoaderI18n, type PageMessages, type Translate } from "./translate";

/**
 * A `t` for a route's `meta` export, which cannot call hooks: the messages every matched route's
 * loader sent, merged as `useT` merges them (decision 034). Browser-safe.
 */
export function metaTranslate(matches: readonly ({ data?: unknown } | undefined)[]): Translate {
  const messages: PageMessages = {};
  let locale = "en";
  for (const match of matches) {
    const i18n = (match?.data as { i18n?: LoaderI18n } | null | undefined)?.i18n;
    if (!i18n || typeof i18n !== "object" || !("messages" in i18n)) continue;
    locale = i18n.locale;
    Object.assign(messages, i18n.messages);
  }
  return createTranslate(locale, messages);
}
