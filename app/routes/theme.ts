import { data } from "react-router";
import { redirect } from "~/lib/redirect.server";
import type { Route } from "./+types/theme";
import { safeRedirect } from "~/auth/session.server";
import { readFormBody } from "~/lib/form-body.server";
import { parseTheme } from "~/lib/theme";
import { themeCookieHeader } from "~/lib/theme.server";

/**
 * The footer's theme switch posts here (decision 026). It sets or clears the `theme` cookie and
 * touches nothing else: no database, no session, so a burst of requests costs a cookie each and
 * needs no rate limit. A value that is not a theme means "system".
 *
 * Without JavaScript the form carries `returnTo`, the page it was on: the answer sends the
 * browser back there, to a path on this site only (`safeRedirect`; anything else goes home).
 * With JavaScript the switch posts through a fetcher without `returnTo`, and gets the theme back
 * as data while the root loader revalidates, so the page changes in place.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const theme = parseTheme(form?.get("theme"));
  const headers = {
    "Set-Cookie": themeCookieHeader(theme, { secure: context.siteUrl.startsWith("https:") }),
  };
  const returnTo = form?.get("returnTo");
  if (returnTo != null) return redirect(safeRedirect(returnTo, "/"), { status: 303, headers });
  return data({ theme }, { headers });
}

/** Nothing to show at this address: a visitor who opens it is sent home. */
export function loader() {
  return redirect("/");
}
