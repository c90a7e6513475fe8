import { AsyncLocalStorage } from "node:async_hooks";
import { sourceLocale, type LocaleInfo } from "./locales";
import { splitLocalePath } from "./paths";
import { servedLanguages } from "./pseudo.server";

/**
 * The language of the page a request is for, known to everything its handling calls (issue 21):
 * a mail sent on the way to the person asking (a confirmation link, a reset link) is written in
 * the language they were reading, with links to pages in it. Mails to anyone else (an address's
 * owner, the support team) stay English.
 *
 * The server (server/app.ts) sets it; in development the app's modules are Vite's own copies, so
 * the store is kept on `globalThis`, one for both.
 */
const key = Symbol.for("typeatlas.askerLanguage");
const store = ((globalThis as Record<symbol, unknown>)[key] ??=
  new AsyncLocalStorage<LocaleInfo>()) as AsyncLocalStorage<LocaleInfo>;

/** Runs `next` (the rest of a request's handling) in the language of `pathname`'s prefix. */
export function inPageLanguage<T>(pathname: string, next: () => T): T {
  const served = servedLanguages();
  const { prefix } = splitLocalePath(
    pathname,
    served.map((locale) => locale.prefix),
  );
  return store.run(served.find((locale) => locale.prefix === prefix) ?? sourceLocale, next);
}

/** The language of the page whose request is being handled: English outside any request. */
export const askerLanguage = (): LocaleInfo => store.getStore() ?? sourceLocale;
