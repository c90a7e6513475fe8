import { redirect } from "~/lib/redirect.server";
import type { Route } from "./+types/auth.sign-out";
import { logAuthFailure, withCookies } from "~/auth/session.server";
import { localeOf, serverTranslate } from "~/i18n/messages.server";
import { toastHeaders } from "~/lib/toast.server";

/** "Sign Out" posts here: the session is deleted on the server and its cookie cleared. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
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
    title: t("auth:toast.signedOut.title"),
    description: t("auth:toast.signedOut.description"),
  });
  return redirect("/", { headers: withCookies(cleared, bye) });
}

export function loader() {
  return redirect("/");
}
