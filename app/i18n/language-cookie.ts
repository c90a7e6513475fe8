/**
 * The `lang` cookie: the language a visitor chose with the switcher (decision 034). It never
 * changes what a URL shows (the same URL is the same language for everyone, so the page cache and
 * shared links stay right); it only stops the "this page is also in ..." suggestion from asking
 * again. Not HttpOnly: the suggestion, drawn in the browser, reads it. Browser-safe.
 */
export const languageCookieName = "lang";

const oneYearSeconds = 365 * 24 * 60 * 60;

export function languageCookieHeader(code: string, { secure }: { secure: boolean }): string {
  return [
    `${languageCookieName}=${encodeURIComponent(code)}`,
    `Max-Age=${oneYearSeconds}`,
    "Path=/",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The chosen language in a Cookie header (or `document.cookie`), if any. */
export function chosenLanguage(cookies: string | null | undefined): string | undefined {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookies ?? "");
  return match ? decodeURIComponent(match[1]!) || undefined : undefined;
}
