import { verifyJWT } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/auth.verify";
import { clearSignUpBrowser, isSignUpBrowser } from "~/auth/sign-up-browser.server";
import {
  authError,
  cookieHeaderFrom,
  logAuthFailure,
  safeRedirect,
  withCookies,
} from "~/auth/session.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import { users } from "~/db/schema";
import { pageMeta } from "~/lib/meta";
import { toastHeaders } from "~/lib/toast.server";

export const meta: Route.MetaFunction = () => pageMeta("Confirm your email");

/**
 * The link in the confirmation mail. A valid token confirms the address. The browser that signed
 * up with that address is signed in and lands on the home page (spec §7: "redirect to the site
 * root after e-mail confirmation"); any other browser is asked to sign in, so a link an attacker
 * sends cannot sign the victim into the attacker's account (login CSRF).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (!token) return { problem: "missing" as const };
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  try {
    const email = await tokenEmail(context, token);
    // The token stays valid for 24 hours; once the address is confirmed it must not sign anyone
    // in again (a forwarded or leaked mail would otherwise be a key to the account).
    if (email && (await alreadyVerified(context, email))) return { problem: "used" as const };
    const { headers } = await context.auth.api.verifyEmail({
      query: { token },
      headers: request.headers,
      returnHeaders: true,
    });
    if (email && (await isSignUpBrowser(request, email))) {
      const welcome = await toastHeaders({
        type: "success",
        title: "Email confirmed",
        description: `Welcome to ${site.name}! You're signed in.`,
      });
      return redirect(redirectTo || "/", {
        headers: withCookies(headers, welcome, await clearSignUpBrowser()),
      });
    }
    // better-auth has signed this browser in (autoSignInAfterVerification): undo that, and leave
    // no session behind. Its Set-Cookie is not passed on.
    await dropNewSession(context, request, headers);
    const params = new URLSearchParams(redirectTo ? { redirectTo } : {});
    const confirmed = await toastHeaders({
      type: "success",
      title: "Email confirmed",
      description: "Your email address is confirmed. Sign in to continue.",
    });
    return redirect(params.size ? `/auth?${params}` : "/auth", { headers: confirmed });
  } catch (error) {
    if (authError(error).status >= 500) {
      logAuthFailure(error, "email verification");
      throw new Response("Email confirmation is unavailable for a moment.", { status: 503 });
    }
    return { problem: "invalid" as const };
  }
}

/** The address a genuine, unexpired token confirms; null for anything else. */
async function tokenEmail(context: Route.LoaderArgs["context"], token: string) {
  const { secret } = await context.auth.$context;
  const payload = await verifyJWT(token, secret);
  return typeof payload?.email === "string" ? payload.email.toLowerCase() : null;
}

/** Whether this address is already confirmed. */
async function alreadyVerified(context: Route.LoaderArgs["context"], email: string) {
  const [row] = await context.db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row?.verified === true;
}

/** Signs out the session whose cookie better-auth just set, unless it is the browser's own. */
async function dropNewSession(
  context: Route.LoaderArgs["context"],
  request: Request,
  setCookies: Headers,
) {
  const created = cookieHeaderFrom(setCookies);
  const token = (cookies: string | null) => cookies?.match(/session_token=([^;]+)/)?.[1];
  const newToken = token(created.get("cookie"));
  if (!newToken || newToken === token(request.headers.get("cookie"))) return;
  await context.auth.api.signOut({ headers: created });
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <AuthShell title="Confirm your email" description="This confirmation link can't be used.">
      <FormAlert
        title={loaderData.problem === "used" ? "Already confirmed" : "Link expired or incomplete"}
      >
        {loaderData.problem === "missing"
          ? "The link is incomplete. Please open it straight from the mail we sent you."
          : loaderData.problem === "used"
            ? "This email address is already confirmed, so the link has done its job. Sign in with your email and password."
            : "Confirmation links work for 24 hours. If you've already confirmed, just sign in."}
      </FormAlert>
      <p className="text-sm text-muted-foreground">
        To get a fresh link, sign in with your email and password: if your address is still
        unconfirmed, we'll send a new one straight away.
      </p>
      <Button asChild className="mt-6 w-full">
        <Link to="/auth">Go to sign in</Link>
      </Button>
    </AuthShell>
  );
}
