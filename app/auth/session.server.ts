import { type AppLoadContext } from "react-router";
import { redirect } from "~/lib/redirect.server";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";

/** What the pages know about the signed-in user. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
}

interface SessionLookup {
  user: SessionUser | null;
  /** Set-Cookie headers from a session refresh, for the root loader to pass on. */
  headers: Headers;
  /** The lookup itself failed (the database is down): not the same as being signed out. */
  failed?: boolean;
}

// The root loader and the page's loader run for the same request; look the session up once.
const lookups = new WeakMap<Request, Promise<SessionLookup>>();

export function getSession(request: Request, context: AppLoadContext): Promise<SessionLookup> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = readSession(request, context);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** Whether the request carries a session cookie at all (valid or not). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieHeader?.includes("session_token") ?? false;
}

async function readSession(request: Request, context: AppLoadContext): Promise<SessionLookup> {
  // No session cookie, no query: most visitors never touch the sessions table.
  if (!hasSessionCookie(request.headers.get("cookie"))) {
    return { user: null, headers: new Headers() };
  }
  let found;
  try {
    // The quick path answers most requests; better-auth decides the rest (see session-reader).
    const user = await context.sessionReader(request.headers.get("cookie") ?? "");
    if (user) return { user, headers: new Headers() };
    found = await context.auth.api.getSession({ headers: request.headers, returnHeaders: true });
  } catch (error) {
    logAuthFailure(error, "session lookup");
    return { user: null, headers: new Headers(), failed: true };
  }
  const { response, headers } = found;
  if (!response) return { user: null, headers };
  return { user: toSessionUser(response.user), headers };
}

/** What the pages see of a user record, from better-auth or from the quick session reader. */
export function toSessionUser(user: {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
  createdAt: Date | string;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

export async function getOptionalUser(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser | null> {
  return (await getSession(request, context)).user;
}

/** The signed-in user, or a redirect to /auth that brings them back here afterwards. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const { user, failed } = await getSession(request, context);
  if (user) return user;
  if (failed) {
    throw new Response("Your account is unavailable for a moment.", { status: 503 });
  }
  const here = new URL(request.url);
  // A data request (.data) redirects to the page itself, not to its data URL.
  const path = here.pathname.replace(/\.data$/, "") || "/";
  const params = new URLSearchParams({ redirectTo: path + stripDataParam(here.search) });
  throw redirect(`/auth?${params}`);
}

function stripDataParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("_routes");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** Any fixed origin will do: redirect targets are resolved against it to see where they lead. */
const probeOrigin = "https://typeatlas.test";

/**
 * Where to go after signing in: a path on this site only. Anything else (another origin,
 * "//evil.example", a backslash trick, "/.//evil.example" or "/%2e//evil.example", which a browser
 * would normalise into "//evil.example") falls back to `fallback`. The target is resolved the way a
 * browser resolves it first and checked afterwards, and what is returned is that normalised path,
 * so the string checked is the string sent.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(to, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin) return fallback;
  const path = url.pathname + url.search + url.hash;
  // A path that starts with two slashes (or a slash and a backslash) is read as another host.
  if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}

/** Collects Set-Cookie headers from several sources into one Headers object. */
export function withCookies(...sources: (Headers | undefined)[]): Headers {
  const merged = new Headers();
  for (const source of sources) {
    if (!source) continue;
    for (const cookie of source.getSetCookie()) merged.append("Set-Cookie", cookie);
  }
  return merged;
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieHeaderFrom(setCookies: Headers): Headers {
  const pairs = setCookies.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  return new Headers({ cookie: pairs.join("; ") });
}

/** better-auth throws APIError; this reads its status, code and message without trusting shape. */
export function authError(error: unknown): { status: number; code: string; message: string } {
  const candidate = error as {
    statusCode?: number;
    status?: number | string;
    body?: { code?: string; message?: string };
    message?: string;
  };
  const status =
    typeof candidate.statusCode === "number"
      ? candidate.statusCode
      : typeof candidate.status === "number"
        ? candidate.status
        : 500;
  return {
    status,
    code: candidate.body?.code ?? "UNKNOWN",
    message: candidate.body?.message ?? candidate.message ?? "Unknown error",
  };
}

/** Logs an unexpected failure of the authentication layer (the database, usually). */
export function logAuthFailure(error: unknown, what: string) {
  logger().error({ error: loggableError(error) }, `Authentication failed unexpectedly: ${what}`);
}
