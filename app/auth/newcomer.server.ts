import crypto from "node:crypto";
import { signedCookie } from "~/lib/signed-cookie.server";

/**
 * Telling a new user from a returning one, so nobody is "welcomed back" to a site they have just
 * joined.
 */

/** An account is new on its first day: the day its confirmation link is valid. */
const newForMs = 24 * 60 * 60 * 1000;

export function isNewAccount(createdAt: string | Date, now = Date.now()): boolean {
  const age = now - new Date(createdAt).getTime();
  return age >= 0 && age < newForMs;
}

/**
 * A confirmation link opened in another browser confirms the address but signs no one in
 * (auth.verify.tsx): that browser's first sign-in is the account's first. This signed mark, a hash
 * of the address, lets /auth greet it as new. It goes only to /auth and its steps.
 */
// Path /: the page it serves is also at /<language>/... (decision 035).
const firstSignInCookie = signedCookie("first-sign-in", { path: "/", maxAge: newForMs / 1000 });

function addressHash(email: string): string {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}

export async function markFirstSignIn(email: string): Promise<Headers> {
  return new Headers({ "Set-Cookie": await firstSignInCookie().serialize(addressHash(email)) });
}

/** Whether this browser was told its account is confirmed and has not signed in since. */
export async function awaitsFirstSignIn(request: Request): Promise<boolean> {
  return typeof (await firstSignInCookie().parse(request.headers.get("Cookie"))) === "string";
}

/** Whether signing in as `email` here is that account's first sign-in. */
export async function isFirstSignIn(request: Request, email: string): Promise<boolean> {
  const value: unknown = await firstSignInCookie().parse(request.headers.get("Cookie"));
  const expected = addressHash(email);
  return (
    typeof value === "string" &&
    value.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(value), Buffer.from(expected))
  );
}

export async function clearFirstSignIn(): Promise<Headers> {
  return new Headers({
    "Set-Cookie": await firstSignInCookie().serialize("", { maxAge: 0, expires: new Date(0) }),
  });
}
