import { createCookie, type Cookie } from "react-router";
import { authSecret } from "~/auth/secret.server";
import { env } from "~/env.server";

/**
 * A cookie the site sets for itself (a toast, the mark of the browser that signed up): HttpOnly,
 * SameSite=Lax, Secure on an https site, and signed with the auth secret so a forged one is
 * ignored. Made on first use, because the secret and the settings are read lazily.
 */
export function signedCookie(name: string, options: { path: string; maxAge: number }) {
  let cookie: Cookie | undefined;
  return (): Cookie => {
    if (!cookie) {
      const { NODE_ENV, SITE_URL } = env();
      cookie = createCookie(name, {
        ...options,
        httpOnly: true,
        sameSite: "lax",
        secure: NODE_ENV === "production" && Boolean(SITE_URL?.startsWith("https:")),
        secrets: [authSecret()],
      });
    }
    return cookie;
  };
}
