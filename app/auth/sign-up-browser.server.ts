import crypto from "node:crypto";
import { signedCookie } from "~/lib/signed-cookie.server";
import { safeRedirect } from "./session.server";

/**
 * Which browser asked for an account, and where it was going. Opening a confirmation link signs in
 * only the browser that signed up with that address, and takes it back to the page it signed up
 * from (a result, say); anyone else who opens it (someone an attacker sent their own unused link
 * to, which would be a login CSRF) gets the address confirmed and is asked to sign in. The cookie
 * holds a hash of the address and the return path, signed, for as long as the link works (24
 * hours), and goes only to /auth/verify.
 */
// Path /: the page it serves is also at /<language>/... (decision 035).
const signUpCookie = signedCookie("signed-up", { path: "/", maxAge: 24 * 60 * 60 });

const maxReturnLength = 512;

function addressHash(email: string): string {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}

/**
 * The Set-Cookie header that marks this browser as the one that signed up with `email`, to come
 * back to `redirectTo` (a path on this site; anything else is dropped).
 */
export async function markSignUpBrowser(email: string, redirectTo = ""): Promise<Headers> {
  const next = safeRedirect(redirectTo, "");
  // A return path too long for a cookie would lose the mark itself.
  const mark = { address: addressHash(email), next: next.length <= maxReturnLength ? next : "" };
  return new Headers({ "Set-Cookie": await signUpCookie().serialize(mark) });
}

/**
 * Whether this request comes from the browser that signed up with `email`: null if not, else
 * where it was going when it signed up ("" for nowhere in particular).
 */
export async function signUpBrowserReturn(
  request: Request,
  email: string,
): Promise<{ next: string } | null> {
  const value: unknown = await signUpCookie().parse(request.headers.get("Cookie"));
  // A mark set before return paths were kept was the hash alone.
  const { address, next } = (
    typeof value === "string" ? { address: value } : value && typeof value === "object" ? value : {}
  ) as { address?: unknown; next?: unknown };
  const expected = addressHash(email);
  const matches =
    typeof address === "string" &&
    address.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(address), Buffer.from(expected));
  if (!matches) return null;
  // Checked again on the way out, though the signature already vouches for it.
  return { next: safeRedirect(typeof next === "string" ? next : "", "") };
}

/** Clears the mark once it has done its job. */
export async function clearSignUpBrowser(): Promise<Headers> {
  return new Headers({
    "Set-Cookie": await signUpCookie().serialize("", { maxAge: 0, expires: new Date(0) }),
  });
}
