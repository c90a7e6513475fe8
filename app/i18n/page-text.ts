import { useMatches } from "react-router";
import { contentLocaleCodes, pseudoLocale, type LocaleInfo } from "./locales";
import { useLanguage } from "./use-language";

/**
 * Which pages have their own text in which languages (issue 21): tier-1 pages in every served
 * language; home, about, contact and pricing in tier-2 languages; the types library in the
 * languages its content is written in (content/locales); the blog, the legal pages and the
 * explanation on /science in English only (/science's tables of figures are in every language). A page whose text is not in the reader's language says so in that language, points its
 * canonical address at the English page, and is left out of the hreflang alternates and the
 * sitemap there. Browser-safe.
 */
export type PageText =
  "home" | "about" | "contact" | "pricing" | "types" | "blog" | "legal" | "science";

/**
 * The languages the type pages' Markdown is written in: English (content/types), the languages
 * with a complete content/locales folder, and the pseudo-locale (tests), whose text is drawn from
 * the English.
 */
export const typeContentLocales: readonly string[] = [
  "en",
  ...contentLocaleCodes,
  pseudoLocale.code,
];

/** Whether a page of this kind has its own text in a language (all pages do in English). */
export function hasOwnPageText(kind: PageText | undefined, language: LocaleInfo): boolean {
  if (kind === undefined || language.prefix === "") return true;
  switch (kind) {
    case "blog":
    case "legal":
    case "science":
      return false;
    case "types":
      return typeContentLocales.includes(language.code);
    default:
      return language.tier === 2;
  }
}

/** A route's `handle` naming its page's text, when it is not a tier-1 page. */
export interface PageTextHandle {
  pageText: PageText;
}

/** The matched page's kind of text, from the deepest route that names one. */
export function usePageText(): PageText | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<PageTextHandle> | undefined;
    if (handle?.pageText) return handle.pageText;
  }
  return undefined;
}

/** The attributes `useContentLanguage` gives an element holding written content. */
export type ContentLanguage = { lang?: "en"; dir?: "ltr" };

/**
 * The language attributes of some of the site's written content (content/: type pages, articles,
 * legal pages, the type cards' descriptions) on a page in another language, when that content is
 * not written in the page's language: `lang="en"`, so screen readers and translation tools read
 * it as the English it is, and `dir="ltr"`, so on a right-to-left page its sentences run and end
 * the way English does (without it, a full stop or a "-3" lands at the wrong end of the line).
 * Nothing where the page's language has its own text. `writtenIn`: the languages the content
 * exists in (English only, unless told). Spread onto the element: `<div {...language}>`.
 */
export function useContentLanguage(writtenIn: readonly string[] = ["en"]): ContentLanguage {
  return writtenIn.includes(useLanguage().code) ? {} : { lang: "en", dir: "ltr" };
}
