// The one module that takes React Router's redirect: every other one redirects through this.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { redirect as routerRedirect } from "react-router";
import { askerLanguage } from "~/i18n/asker-language.server";
import { servedLanguages } from "~/i18n/pseudo.server";
import { localizePathOnce } from "~/i18n/paths";

/**
 * React Router's `redirect`, to the page in the language of the page the request is for
 * (issue 21): an action on "/es/account" that answers `redirect("/account")` sends the reader to
 * "/es/account". Paths are written once, in English; a path already in a language (a
 * `redirectTo` taken from the address bar), resource routes and outside addresses are left as
 * they are.
 */
export function redirect(url: string, init?: number | ResponseInit): Response {
  return routerRedirect(inAskerLanguage(url), init);
}

/**
 * A path written in English as the page in the language of the request's page ("/dashboard" ->
 * "/es/dashboard"), for addresses handed to others to redirect to (a checkout's return pages).
 */
export function inAskerLanguage(path: string): string {
  const prefixes = servedLanguages().map((language) => language.prefix);
  return localizePathOnce(path, askerLanguage().prefix, prefixes);
}
