import { Link, redirect } from "react-router";
import type { Route } from "./+types/auth.verify";
import { authError, logAuthFailure, withCookies } from "~/auth/session.server";
import { AuthShell, FormAlert } from "~/components/auth/auth-shell";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/meta";
import { toastHeaders } from "~/lib/toast.server";

export const meta: Route.MetaFunction = () => pageMeta("Confirm your email");

/**
 * The link in the confirmation mail. A valid token verifies the address and signs the user in,
 * landing on the home page (spec §7: "redirect to the site root after e-mail confirmation").
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { problem: "missing" as const };
  try {
    const { headers } = await context.auth.api.verifyEmail({
      query: { token },
      headers: request.headers,
      returnHeaders: true,
    });
    const welcome = await toastHeaders({
      type: "success",
      title: "Email confirmed",
      description: `Welcome to ${site.name}! You're signed in.`,
    });
    return redirect("/", { headers: withCookies(headers, welcome) });
  } catch (error) {
    if (authError(error).status >= 500) {
      logAuthFailure(error, "email verification");
      throw new Response("Email confirmation is unavailable for a moment.", { status: 503 });
    }
    return { problem: "invalid" as const };
  }
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <AuthShell title="Confirm your email" description="This confirmation link can't be used.">
      <FormAlert title="Link expired or already used">
        {loaderData.problem === "missing"
          ? "The link is incomplete. Please open it straight from the mail we sent you."
          : "Confirmation links work once and for 24 hours. If you've already confirmed, just sign in."}
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
