import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { chosenLanguage, languageCookieName } from "~/i18n/language-cookie";
import type { LocaleInfo } from "~/i18n/locales";
import { useLanguage, useLanguages } from "~/i18n/use-language";
import { switchLanguageHref } from "./language-menu";

interface Suggestion {
  code: string;
  dir: "ltr" | "rtl";
  text: string;
  accept: string;
  dismiss: string;
}

/** The first of the browser's languages the site serves, matched exactly or by language. */
export function preferredLanguage(
  browser: readonly string[],
  served: readonly LocaleInfo[],
): LocaleInfo | undefined {
  for (const tag of browser) {
    const lower = tag.toLowerCase();
    const exact = served.find((l) => l.code.toLowerCase() === lower);
    if (exact) return exact;
    const base = served.find((l) => l.code.toLowerCase().split("-")[0] === lower.split("-")[0]);
    if (base) return base;
  }
  return undefined;
}

/**
 * "This page is also available in ..." in the reader's own language, when the browser prefers a
 * language the site serves and the page is in another one (decision 034). Drawn in the browser
 * only (the page cache keeps one copy per URL, the same for everyone), never a redirect: shared
 * links and crawlers get what the URL says. Choosing either button, or the switcher, sets the
 * `lang` cookie, and the suggestion does not come back.
 */
export function LanguageSuggestion() {
  const language = useLanguage();
  const languages = useLanguages();
  const { pathname, search } = useLocation();
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);

  useEffect(() => {
    if (languages.length < 2 || chosenLanguage(document.cookie)) return;
    const preferred = preferredLanguage(navigator.languages ?? [], languages);
    if (!preferred || preferred.code === language.code) return;
    let cancelled = false;
    fetch(`/language/suggestion?locale=${encodeURIComponent(preferred.code)}`)
      .then((response) => (response.ok ? (response.json() as Promise<Suggestion>) : null))
      .then((words) => {
        if (!cancelled && words) setSuggestion(words);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [language.code, languages]);

  if (!suggestion) return null;
  const dismiss = () => {
    document.cookie = `${languageCookieName}=${encodeURIComponent(language.code)}; Max-Age=31536000; Path=/; SameSite=Lax`;
    setSuggestion(null);
  };
  return (
    <div
      role="region"
      aria-label={suggestion.text}
      lang={suggestion.code}
      dir={suggestion.dir}
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-b bg-muted px-4 py-2 text-sm"
    >
      <p>{suggestion.text}</p>
      <a
        href={switchLanguageHref(suggestion.code, `${pathname}${search}`)}
        className="font-semibold text-primary underline underline-offset-4"
      >
        {suggestion.accept}
      </a>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 hover:bg-background"
      >
        <X className="size-4" aria-hidden="true" />
        {suggestion.dismiss}
      </button>
    </div>
  );
}
