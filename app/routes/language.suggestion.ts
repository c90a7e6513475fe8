import { data } from "react-router";
import type { Route } from "./+types/language.suggestion";
import { servedLanguages, serverTranslate } from "~/i18n/messages.server";

/**
 * The words of the "this page is also in ..." suggestion, in the suggested language (decision 034):
 * the suggestion is drawn in the browser from `navigator.languages` (never on the server, so the
 * page cache keeps one copy per URL), and asks here only when it has something to suggest.
 * The same for everyone: kept by browsers and CDNs for a day.
 */
export function loader({ request }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get("locale") ?? "";
  const language = servedLanguages().find((l) => l.code === code);
  if (!language)
    return data(
      { error: "Ask for a language of this site." },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  const t = serverTranslate(language.code);
  return data(
    {
      code: language.code,
      dir: language.dir,
      text: t("common:language.suggestion", { language: language.name }),
      accept: t("common:language.accept", { language: language.name }),
      dismiss: t("common:language.dismiss"),
    },
    { headers: { "Cache-Control": "public, max-age=86400" } },
  );
}
