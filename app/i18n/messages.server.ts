import catalogs from "virtual:typeatlas/messages";
import { pageProblem } from "~/lib/page-problem.server";
import { pseudoServed, servedLanguages } from "./pseudo.server";
import { sourceLocale, type LocaleInfo } from "./locales";
import type { Namespace } from "./namespaces";
import { createTranslate, type LoaderI18n, type PageMessages, type Translate } from "./translate";

/**
 * What a page asks for: a whole namespace ("results"), or the keys of one that start with a
 * prefix ("test:unsaved.", "teams:list.entry") where the page shows a few of a large namespace's
 * messages.
 */
export type MessagePick = Namespace | `${Namespace}:${string}`;

/**
 * The messages a loader sends with its data (decision 034): only the namespaces (or the parts of
 * them) its page uses, in the page's language. Every route loader that renders text returns
 * `i18n: pageMessages(...)`; `useT` reads them from the matched routes, and a key the page did not
 * ask for throws rather than falling back.
 */
export function pageMessages(locale: string, picks: readonly MessagePick[]): LoaderI18n {
  const catalog = catalogs[locale] ?? catalogs.en!;
  const messages: PageMessages = {};
  for (const pick of picks) {
    const split = pick.indexOf(":");
    const namespace = (split < 0 ? pick : pick.slice(0, split)) as Namespace;
    const whole = catalog[namespace] ?? catalogs.en![namespace];
    if (split < 0 || !whole) {
      messages[namespace] = whole;
      continue;
    }
    const prefix = pick.slice(split + 1);
    const part = Object.fromEntries(
      Object.entries(whole).filter(([key]) => key.startsWith(prefix)),
    );
    // A whole namespace asked for too stays whole (and one object, which the stream sends once).
    if (messages[namespace] !== whole) messages[namespace] = { ...messages[namespace], ...part };
  }
  return { locale, messages };
}

/** Whether a language has its own text for a namespace (tier 2 may be English with a note). */
export function hasOwnText(locale: string, namespace: Namespace) {
  return locale === "en" || Boolean(catalogs[locale]?.[namespace]);
}

/** A `t` over every namespace, for actions, mails and other server-side text. */
export function serverTranslate(locale: string): Translate {
  const catalog = catalogs[locale] ?? catalogs.en!;
  return createTranslate(locale, { ...catalogs.en, ...catalog });
}

/**
 * The page's language from the route's `lang` parameter: English without one; a served
 * language's prefix gives that language; anything else is the 404 page. Loaders call it with
 * their `params` (every route below the optional `:lang?` prefix gets it, decision 034).
 */
export function languageOf(params: { lang?: string }): LocaleInfo {
  const language = knownLanguageOf(params);
  if (language) return language;
  throw pageProblem(`No language "${params.lang}"`, 404);
}

/**
 * The page's language, or undefined for an unknown prefix. The root loader uses this and leaves
 * the 404 to the page's own loader (`localeOf`), so the not-found page still has the root's data
 * (header, footer, the TEST MODE notice).
 */
export function knownLanguageOf(params: { lang?: string }): LocaleInfo | undefined {
  if (params.lang === undefined) return sourceLocale;
  const language = servedLanguages().find((locale) => locale.prefix === params.lang);
  return language && language.prefix ? language : undefined;
}

/** The page's locale code ("en", "es", ...), see `languageOf`. */
export function localeOf(params: { lang?: string }): string {
  return languageOf(params).code;
}

export { pseudoServed, servedLanguages };
