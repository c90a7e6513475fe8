import { verifyJWT } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/auth.verify";
import { authError, logAuthFailure, withCookies } from "~/auth/session.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import { users } from "~/db/schema";
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
    // The token stays valid for 24 hours; once the address is confirmed it must not sign anyone
    // in again (a forwarded or leaked mail would otherwise be a key to the account).
    if (await alreadyVerified(context, token)) return { problem: "used" as const };
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

/** Whether the token is genuine and its address is already confirmed. */
async function alreadyVerified(context: Route.LoaderArgs["context"], token: string) {
  const { secret } = await context.auth.$context;
  const payload = await verifyJWT(token, secret);
  const email = payload?.email;
  if (typeof email !== "string") return false;
  const [row] = await context.db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row?.verified === true;
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
