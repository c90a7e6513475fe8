import crypto from "node:crypto";
import { and, eq, gt, isNotNull } from "drizzle-orm";
import { data, type AppLoadContext } from "react-router";
import { getSession } from "~/auth/session.server";
import { parseCookieHeader, verifySignedValue } from "~/auth/session-reader.server";
import { sessions, users } from "~/db/schema";

/** The admin behind a request to /admin (issue 22, decision 038). */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The admin making this request, or the 404 page for everyone else: signed out, not an admin, an
 * admin whose address is unverified, and an admin whose session did not pass a two-factor code
 * (a password-only sign-in, a "trusted device", or a session from before two-factor was turned
 * on). A 404, not a 403, so the area does not say it exists. Asked of the database on every
 * request (never a cache), so a revoked role or session stops working at once.
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<AdminUser> {
  const { user } = await getSession(request, context);
  if (!user) throw notFound();
  const token = await sessionToken(request, context);
  if (!token) throw notFound();
  const [row] = await context.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.token, token),
        eq(sessions.userId, user.id),
        gt(sessions.expiresAt, new Date()),
        isNotNull(sessions.twoFactorVerifiedAt),
        eq(users.role, "admin"),
        eq(users.emailVerified, true),
        eq(users.twoFactorEnabled, true),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The 404 page, exactly as for an address that does not exist. */
export function notFound() {
  return data(null, { status: 404 });
}

/** The session token in the request's signed session cookie, as better-auth names it. */
async function sessionToken(
  request: Request,
  context: AppLoadContext,
): Promise<string | undefined> {
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader) return undefined;
  const auth = await context.auth.$context;
  const raw = parseCookieHeader(cookieHeader).get(auth.authCookies.sessionToken.name);
  if (!raw) return undefined;
  return verifySignedValue(raw, crypto.createSecretKey(Buffer.from(auth.secret, "utf8")));
}

/**
 * The action of an admin page that changes nothing: without one, React Router would answer a POST
 * with 405 to anyone, saying the page exists. This answers 404 to everyone but an admin, and 405
 * to an admin.
 */
export async function readOnlyAdminAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<never> {
  await requireAdmin(request, context);
  throw data(null, { status: 405 });
}
