import { themeCookieName, type Theme } from "./theme";

/** A year: the choice is a preference, kept until the visitor changes it or clears the site's data. */
const oneYearSeconds = 365 * 24 * 60 * 60;

/**
 * The Set-Cookie header that keeps `theme`: a plain value the page cache can read without
 * decoding, HttpOnly (the page is rendered in the theme on the server; no script reads it),
 * SameSite=Lax, Secure on an https site. "system" is the absence of a choice, so it clears the
 * cookie instead of keeping one.
 */
export function themeCookieHeader(theme: Theme, { secure }: { secure: boolean }): string {
  const flags = ["Path=/", "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  return theme === "system"
    ? [`${themeCookieName}=`, "Max-Age=0", "Expires=Thu, 01 Jan 1970 00:00:00 GMT", ...flags].join(
        "; ",
      )
    : [`${themeCookieName}=${theme}`, `Max-Age=${oneYearSeconds}`, ...flags].join("; ");
}
