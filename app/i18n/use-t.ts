import { useMemo } from "react";
import { useMatches } from "react-router";
import { compileMessage } from "./icu";
import englishCommon from "./messages/en/common.json";
import englishErrors from "./messages/en/errors.json";
import { createTranslate, type LoaderI18n, type PageMessages, type Translate } from "./translate";

/** The `i18n` a loader sent with its data (decision 034), if any. */
export function i18nOf(data: unknown): LoaderI18n | undefined {
  const i18n = (data as { i18n?: LoaderI18n } | null | undefined)?.i18n;
  return i18n && typeof i18n === "object" && "messages" in i18n ? i18n : undefined;
}

const compile = (messages: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(messages).map(([key, source]) => [key, compileMessage(source)]),
  );

let englishFallback: Pick<PageMessages, "common" | "errors"> | undefined;
function fallback() {
  englishFallback ??= { common: compile(englishCommon), errors: compile(englishErrors) };
  return englishFallback as Required<typeof englishFallback>;
}

/** A `t` over the messages that the loaders of the matched routes sent (root's first). */
export function translateFrom(loaderData: readonly unknown[]): Translate {
  const messages: PageMessages = {};
  let locale = "en";
  for (const i18n of loaderData.map(i18nOf)) {
    if (!i18n) continue;
    locale = i18n.locale;
    // Namespace by namespace: a route may send a part of one the root sends whole, or another part.
    for (const [namespace, part] of Object.entries(i18n.messages) as [
      keyof PageMessages,
      PageMessages[keyof PageMessages],
    ][])
      messages[namespace] =
        messages[namespace] && messages[namespace] !== part
          ? { ...messages[namespace], ...part }
          : part;
  }
  // Only when the root loader itself failed (the error page's frame has no data at all): the
  // header, footer and error page in English rather than no page.
  if (!messages.common || !messages.errors) {
    const english = fallback();
    messages.common ??= english.common;
    messages.errors ??= english.errors;
  }
  return createTranslate(locale, messages);
}

/**
 * The page's `t`: the messages every matched route's loader sent (root's common ones first), in
 * the page's language (decision 034). Works in the server render and in the browser alike.
 */
export function useT(): Translate {
  // React Router keeps the same matches array until the page's data changes.
  const matches = useMatches();
  return useMemo(() => translateFrom(matches.map((match) => match.loaderData)), [matches]);
}
