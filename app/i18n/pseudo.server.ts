import { pseudoLocale, servedLocales, type LocaleInfo } from "./locales";

/** The pseudo-locale is served only to tests that ask for it (I18N_PSEUDO_LOCALE=1). */
export const pseudoServed = () => process.env.I18N_PSEUDO_LOCALE === "1";

/** The languages this server serves, the pseudo-locale too when tests ask for it. */
export function servedLanguages(): readonly LocaleInfo[] {
  return pseudoServed() ? [...servedLocales, pseudoLocale] : servedLocales;
}
