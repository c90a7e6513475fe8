import { useMemo } from "react";
import { useMatches } from "react-router";
import { compileMessage, type Compiled } from "./icu";
import englishCommon from "./messages/en/common.json";
import { createTranslate, type LoaderI18n, type PageMessages, type Translate } from "./translate";

function i18nOf(data: unknown): LoaderI18n | undefined {
  const i18n = (data as { i18n?: LoaderI18n } | null | undefined)?.i18n;
  return i18n && typeof i18n === "object" && "messages" in i18n ? i18n : undefined;
}

let englishFallback: Record<string, Compiled> | undefined;
function fallbackCommon() {
  englishFallback ??= Object.fromEntries(
    Object.entries(englishCommon).map(([key, source]) => [key, compileMessage(source)]),
  );
  return englishFallback;
}

/**
 * The page's `t`: the messages every matched route's loader sent (root's common ones first), in
 * the page's language (decision 034). Works in the server render and in the browser alike.
 */
export function useT(): Translate {
  // React Router keeps the same matches array until the page's data changes.
  const matches = useMatches();
  return useMemo(() => {
    const messages: PageMessages = {};
    let locale = "en";
    for (const i18n of matches.map((match) => i18nOf(match.loaderData))) {
      if (!i18n) continue;
      locale = i18n.locale;
      Object.assign(messages, i18n.messages);
    }
    // Only when the root loader itself failed (the error page's frame has no data at all): the
    // header and footer in English rather than no page.
    if (!messages.common) messages.common = fallbackCommon();
    return createTranslate(locale, messages);
  }, [matches]);
}
