import type { Auth } from "./auth.server";
import { authError, cookieHeaderFrom } from "./session.server";

/** What opening a confirmation link did. */
export type EmailConfirmation =
  /** The address is confirmed now; `headers` holds the session cookie better-auth set for it. */
  | { outcome: "confirmed"; email: string; headers: Headers }
  /** The address was already confirmed: the link has done its job and signs no one in. */
  | { outcome: "used" }
  /** Not a genuine, unexpired token for an account. */
  | { outcome: "invalid" };

const sessionCookie = /(?:^|;\s*)[^=;]*session_token=([^;]+)/;

/**
 * Confirms the address of a confirmation link's token, through better-auth's public API alone:
 * its `verifyEmail` checks the token (a JWT signed with the site's secret) and confirms the
 * address; with `autoSignInAfterVerification` it sets a session cookie for a newly confirmed
 * address and none for one already confirmed, which is how a used link is told apart. The
 * address comes from that new session. Errors of better-auth's own (5xx) are thrown.
 */
export async function confirmEmail(
  auth: Auth,
  request: Request,
  token: string,
): Promise<EmailConfirmation> {
  let headers: Headers;
  try {
    ({ headers } = await auth.api.verifyEmail({
      query: { token },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    if (authError(error).status >= 500) throw error;
    return { outcome: "invalid" };
  }
  const created = cookieHeaderFrom(headers);
  if (!sessionCookie.test(created.get("cookie") ?? "")) return { outcome: "used" };
  const session = await auth.api.getSession({ headers: created });
  if (!session) return { outcome: "used" };
  return { outcome: "confirmed", email: session.user.email.toLowerCase(), headers };
}

/**
 * Signs out the session better-auth set with `setCookies`, unless it is the one this browser
 * already had (then it was only refreshed).
 */
export async function dropNewSession(auth: Auth, request: Request, setCookies: Headers) {
  const created = cookieHeaderFrom(setCookies);
  const token = (cookies: string | null) => cookies?.match(sessionCookie)?.[1];
  const newToken = token(created.get("cookie"));
  if (!newToken || newToken === token(request.headers.get("cookie"))) return;
  await auth.api.signOut({ headers: created });
}
