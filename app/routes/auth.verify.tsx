import { data } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { redirect } from "~/lib/redirect.server";
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
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { toastHeaders } from "~/lib/toast.server";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? pageMeta(metaT(matches)("auth:meta.verify.title")) : [];

/**
 * The link in the confirmation mail. A valid token confirms the address. The browser that signed
 * up with that address is signed in and lands where it signed up from (a result, which is then
 * saved), or else on the home page (spec §7: "redirect to the site root after e-mail
 * confirmation"); any other browser is asked to sign in, and greeted as new when it does, so a
 * link an attacker sends cannot sign the victim into the attacker's account (login CSRF). The link that confirms a
 * new address for an account (decision 024) comes here too: its own record tells it apart.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const t = serverTranslate(locale);
  const i18n = pageMessages(locale, ["auth"]);
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (!token) return { problem: "missing" as const, i18n };
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
          title: t("auth:verify.changedToast.title"),
          description: t("auth:verify.changedToast.description", { email }),
        });
        return redirect("/account", { headers: withCookies(headers, changed) });
      }
      return data(
        { change: { outcome: "changed" as const, email, signedIn: false }, i18n },
        { headers },
      );
    }
    if (change) {
      const signedIn = (await getOptionalUser(request, context)) !== null;
      const email = "email" in change ? change.email : undefined;
      return { change: { outcome: change.outcome, email, signedIn }, i18n };
    }
    // A used link must not sign anyone in again (a forwarded or leaked mail would otherwise be a
    // key to the account): better-auth sets no session for an address already confirmed.
    const confirmation = await confirmEmail(context.auth, request, token);
    if (confirmation.outcome !== "confirmed") return { problem: confirmation.outcome, i18n };
    const { email, headers } = confirmation;
    const signUpBrowser = await signUpBrowserReturn(request, email);
    if (signUpBrowser) {
      const welcome = await toastHeaders({
        type: "success",
        title: t("auth:verify.confirmedToast.title"),
        description: t("auth:verify.confirmedToast.signedIn"),
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
      title: t("auth:verify.confirmedToast.title"),
      description: t("auth:verify.confirmedToast.signIn"),
    });
    return redirect(params.size ? `/auth?${params}` : "/auth", {
      headers: withCookies(confirmed, await markFirstSignIn(email)),
    });
  } catch (error) {
    logAuthFailure(error, "email verification");
    throw new Response(t("auth:verify.unavailable"), { status: 503 });
  }
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.change) return <EmailChangeResult {...loaderData.change} />;
  return (
    <AuthShell title={t("auth:verify.title")} description={t("auth:verify.description")}>
      <FormAlert
        title={t(
          loaderData.problem === "used" ? "auth:verify.used.title" : "auth:verify.expired.title",
        )}
      >
        {t(
          loaderData.problem === "missing"
            ? "auth:verify.missing.body"
            : loaderData.problem === "used"
              ? "auth:verify.used.body"
              : "auth:verify.expired.body",
        )}
      </FormAlert>
      <p className="text-sm text-muted-foreground">{t("auth:verify.freshLink")}</p>
      <Button asChild className="mt-6 w-full">
        <SiteLink to="/auth">{t("auth:verify.goToSignIn")}</SiteLink>
      </Button>
    </AuthShell>
  );
}
