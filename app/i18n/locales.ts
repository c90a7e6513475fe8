/**
 * The languages the site is served in (issue 21, decision 034). Browser-safe.
 *
 * A language is listed here only once its tier-1 catalogue is complete: the catalogue check
 * (app/i18n/catalog.ts) fails the build for a listed language with a missing message, so no page
 * ever falls back to English silently. English is the source and lives at the unprefixed URLs;
 * every other language at `/<prefix>/...`.
 */

export interface LocaleInfo {
  /** BCP 47 tag, as `Intl` and `<html lang>` take it. */
  code: string;
  /** The URL prefix (lower case), "" for English. */
  prefix: string;
  /** The language's own name for itself, as the switcher shows it. */
  name: string;
  dir: "ltr" | "rtl";
  /** 2: the types library, premium report, pricing, home, about and contact too. */
  tier: 1 | 2;
}

export const sourceLocale: LocaleInfo = {
  code: "en",
  prefix: "",
  name: "English",
  dir: "ltr",
  tier: 2,
};

/**
 * The pseudo-locale: English with accents and 40 % more length, generated from the English
 * catalogue, so tests can see every string that skipped the catalogue and every box too small for
 * a longer language. Served only when I18N_PSEUDO_LOCALE=1 (tests), never to visitors.
 */
export const pseudoLocale: LocaleInfo = {
  code: "en-XA",
  prefix: "en-xa",
  name: "Ëñğłîšĥ (pseudo)",
  dir: "ltr",
  tier: 2,
};

/** The served languages, English first. */
export const servedLocales: readonly LocaleInfo[] = [sourceLocale];

export type LocaleCode = string;
