import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/auth.verify";
import { confirmEmailChange } from "~/auth/email-change.server";
import { confirmEmail, dropNewSession } from "~/auth/email-verification.server";
import { markFirstSignIn } from "~/auth/newcomer.server";
import { clearSignUpBrowser, signUpBrowserReturn } from "~/auth/sign-up-browser.server";
import { getOptionalUser, logAuthFailure, safeRedirect, withCookies } from "~/auth/session.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { EmailChangeResult } from "~/components/auth/email-change-result";
import { FormAlert } from "~/components/ui/form-alert";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/meta";
import { toastHeaders } from "~/lib/toast.server";

export const meta: Route.MetaFunction = () => pageMeta("Confirm your email");

/**
 * The link in the confirmation mail. A valid token confirms the address. The browser that signed
 * up with that address is signed in and lands where it signed up from (a result, which is then
 * saved), or else on the home page (spec §7: "redirect to the site root after e-mail
 * confirmation"); any other browser is asked to sign in, and greeted as new when it does, so a
 * link an attacker sends cannot sign the victim into the attacker's account (login CSRF). The link that confirms a
 * new address for an account (decision 024) comes here too: its own record tells it apart.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (!token) return { problem: "missing" as const };
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  try {
    const change = await confirmEmailChange(context, request, token);
    if (change?.outcome === "changed") {
      const { email, userId, headers } = change;
      if ((await getOptionalUser(request, context))?.id === userId) {
        // The owner's own browser: to the account page, whose next request shows the new address
        // everywhere (this request's header was drawn from the session as it was).
        const changed = await toastHeaders({
          type: "success",
          title: "Email address changed",
          description: `From now on you sign in with ${email}, and our mails go there.`,
        });
        return redirect("/account", { headers: withCookies(headers, changed) });
      }
      return data({ change: { outcome: "changed" as const, email, signedIn: false } }, { headers });
    }
    if (change) {
      const signedIn = (await getOptionalUser(request, context)) !== null;
      const email = "email" in change ? change.email : undefined;
      return { change: { outcome: change.outcome, email, signedIn } };
    }
    // A used link must not sign anyone in again (a forwarded or leaked mail would otherwise be a
    // key to the account): better-auth sets no session for an address already confirmed.
    const confirmation = await confirmEmail(context.auth, request, token);
    if (confirmation.outcome !== "confirmed") return { problem: confirmation.outcome };
    const { email, headers } = confirmation;
    const signUpBrowser = await signUpBrowserReturn(request, email);
    if (signUpBrowser) {
      const welcome = await toastHeaders({
        type: "success",
        title: "Email confirmed",
        description: `Welcome to ${site.name}! You're signed in.`,
      });
      return redirect(signUpBrowser.next || redirectTo || "/", {
        headers: withCookies(headers, welcome, await clearSignUpBrowser()),
      });
    }
    // better-auth has signed this browser in (autoSignInAfterVerification): undo that, and leave
    // no session behind. Its Set-Cookie is not passed on.
    await dropNewSession(context.auth, request, headers);
    const params = new URLSearchParams(redirectTo ? { redirectTo } : {});
    const confirmed = await toastHeaders({
      type: "success",
      title: "Email confirmed",
      description: "Your email address is confirmed. Sign in to continue.",
    });
    return redirect(params.size ? `/auth?${params}` : "/auth", {
      headers: withCookies(confirmed, await markFirstSignIn(email)),
    });
  } catch (error) {
    logAuthFailure(error, "email verification");
    throw new Response("Email confirmation is unavailable for a moment.", { status: 503 });
  }
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  if (loaderData.change) return <EmailChangeResult {...loaderData.change} />;
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
