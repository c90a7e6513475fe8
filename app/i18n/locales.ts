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

const language =
  (dir: "ltr" | "rtl") =>
  (code: string, name: string, tier: 1 | 2 = 1) =>
    ({ code, prefix: code.toLowerCase(), name, dir, tier }) satisfies LocaleInfo;
const ltr = language("ltr");
const rtl = language("rtl");

/**
 * Every language the site is translated into, with its tier (docs/writing/translation.md). A new
 * language is served once its catalogues and profiles are complete: until then, keep it out of
 * this table (the translations test fails on a listed language that is not complete).
 */
export const translatedLocales: readonly LocaleInfo[] = [
  rtl("ar", "العربية", 2),
  ltr("cs", "Čeština"),
  ltr("da", "Dansk"),
  ltr("de", "Deutsch", 2),
  ltr("el", "Ελληνικά"),
  ltr("es", "Español", 2),
  ltr("fi", "Suomi"),
  ltr("fr", "Français", 2),
  rtl("he", "עברית"),
  ltr("hi", "हिन्दी"),
  ltr("hu", "Magyar"),
  ltr("id", "Bahasa Indonesia"),
  ltr("it", "Italiano"),
  ltr("ja", "日本語", 2),
  ltr("ko", "한국어"),
  ltr("nb", "Norsk bokmål"),
  ltr("nl", "Nederlands"),
  ltr("pl", "Polski"),
  ltr("pt-BR", "Português (Brasil)", 2),
  ltr("ro", "Română"),
  ltr("ru", "Русский", 2),
  ltr("sv", "Svenska"),
  ltr("tr", "Türkçe"),
  ltr("uk", "Українська"),
  ltr("vi", "Tiếng Việt"),
  ltr("zh-CN", "简体中文", 2),
];

/**
 * The served languages, English first: every translated language, each with its complete
 * catalogues and sixteen type profiles (the translations test checks both).
 */
export const servedLocales: readonly LocaleInfo[] = [sourceLocale, ...translatedLocales];

export type LocaleCode = string;

/**
 * The languages besides English whose type pages and premium reports are written
 * (content/locales/<code>, issue 21 tier 2). A language is listed once its folder is complete:
 * the build refuses a listed language with a missing file or one that parts from its English
 * original. A folder being translated is checked as it grows but not served.
 */
export const contentLocaleCodes: readonly string[] = [
  "ar",
  "de",
  "es",
  "fr",
  "ja",
  "pt-BR",
  "ru",
  "zh-CN",
];
