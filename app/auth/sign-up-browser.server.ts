import crypto from "node:crypto";
import { signedCookie } from "~/lib/signed-cookie.server";

/**
 * Which browser asked for an account. Opening a confirmation link signs in only the browser that
 * signed up with that address; anyone else who opens it (someone an attacker sent their own
 * unused link to, which would be a login CSRF) gets the address confirmed and is asked to sign in.
 * The cookie holds a hash of the address, signed, for as long as the link works (24 hours), and
 * goes only to /auth/verify.
 */
const signUpCookie = signedCookie("signed-up", { path: "/auth/verify", maxAge: 24 * 60 * 60 });

function addressHash(email: string): string {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}

/** The Set-Cookie header that marks this browser as the one that signed up with `email`. */
export async function markSignUpBrowser(email: string): Promise<Headers> {
  return new Headers({ "Set-Cookie": await signUpCookie().serialize(addressHash(email)) });
}

/** Whether this request comes from the browser that signed up with `email`. */
export async function isSignUpBrowser(request: Request, email: string): Promise<boolean> {
  const value: unknown = await signUpCookie().parse(request.headers.get("Cookie"));
  const expected = addressHash(email);
  return (
    typeof value === "string" &&
    value.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(value), Buffer.from(expected))
  );
}

/** Clears the mark once it has done its job. */
export async function clearSignUpBrowser(): Promise<Headers> {
  return new Headers({
    "Set-Cookie": await signUpCookie().serialize("", { maxAge: 0, expires: new Date(0) }),
  });
}
