import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { sourceLocale, type LocaleInfo } from "./locales";
import { localizePathOnce } from "./paths";

interface RootLanguages {
  language?: LocaleInfo;
  languages?: readonly LocaleInfo[];
}

/** The page's language (from the root loader; English on an error page without data). */
export function useLanguage(): LocaleInfo {
  return (useRouteLoaderData("root") as RootLanguages | undefined)?.language ?? sourceLocale;
}

/** Every language the site serves, English first. */
export function useLanguages(): readonly LocaleInfo[] {
  return (useRouteLoaderData("root") as RootLanguages | undefined)?.languages ?? [sourceLocale];
}

/**
 * Turns a site path into the same page in the current page's language; a path already in a
 * language (a `redirectTo` taken from the address bar) stays as it is.
 */
export function useLocalize(): (path: string) => string {
  const { prefix } = useLanguage();
  const languages = useLanguages();
  return useCallback(
    (path: string) =>
      localizePathOnce(
        path,
        prefix,
        languages.map((language) => language.prefix),
      ),
    [prefix, languages],
  );
}
