import { data } from "react-router";
import { redirect } from "~/lib/redirect.server";
import type { Route } from "./+types/language";
import { safeRedirect } from "~/auth/session.server";
import { languageCookieHeader } from "~/i18n/language-cookie";
import { servedLanguages } from "~/i18n/messages.server";
import { localizePath, splitLocalePath } from "~/i18n/paths";

/**
 * The language switcher's links lead here (decision 034): `/language?to=es&return=/es/about`
 * remembers the choice in the `lang` cookie and sends the browser to the same page in that
 * language. No database and no session, so a burst costs a cookie each. `return` must be a path
 * on this site (`safeRedirect`; anything else means home). An unknown language is a 400 that says
 * which languages there are, and sets nothing.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const languages = servedLanguages();
  const to = url.searchParams.get("to") ?? "";
  const language = languages.find((l) => l.code.toLowerCase() === to.toLowerCase());
  if (!language)
    return data(
      {
        error: `"${to.slice(0, 40)}" is not a language of this site. Choose one of: ${languages.map((l) => l.code).join(", ")}.`,
      },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  const back = safeRedirect(url.searchParams.get("return"), "/");
  const { path } = splitLocalePath(
    back,
    languages.map((l) => l.prefix),
  );
  return redirect(localizePath(path, language.prefix), {
    status: 303,
    headers: {
      "Set-Cookie": languageCookieHeader(language.code, {
        secure: context.siteUrl.startsWith("https:"),
      }),
      "Cache-Control": "no-store",
    },
  });
}
