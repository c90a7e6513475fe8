import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { sourceLocale, type LocaleInfo } from "./locales";
import { localizePath } from "./paths";

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

/** Turns a site path into the same page in the current page's language. */
export function useLocalize(): (path: string) => string {
  const { prefix } = useLanguage();
  return useCallback((path: string) => localizePath(path, prefix), [prefix]);
}
