import { redirect } from "react-router";
import type { Route } from "./+types/auth.sign-out";
import { logAuthFailure, withCookies } from "~/auth/session.server";
import { toastHeaders } from "~/lib/toast.server";

/** "Sign Out" posts here: the session is deleted on the server and its cookie cleared. */
export async function action({ request, context }: Route.ActionArgs) {
  let cleared = new Headers();
  try {
    const { headers } = await context.auth.api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    cleared = headers;
  } catch (error) {
    // No session (already signed out in another tab) is fine; anything else is logged.
    logAuthFailure(error, "sign-out");
  }
  const bye = await toastHeaders({
    type: "success",
    title: "Signed out",
    description: "See you next time.",
  });
  return redirect("/", { headers: withCookies(cleared, bye) });
}

export function loader() {
  return redirect("/");
}
