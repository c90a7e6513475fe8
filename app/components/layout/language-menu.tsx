import { Check, Languages } from "lucide-react";
import { useRef } from "react";
import { useLocation } from "react-router";
import { useLanguage, useLanguages } from "~/i18n/use-language";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";

/** The switcher's link: remember the choice, then the same page in that language. */
export function switchLanguageHref(code: string, returnTo: string) {
  return `/language?to=${encodeURIComponent(code)}&return=${encodeURIComponent(returnTo)}`;
}

/**
 * The language switcher (decision 034), in the header and the footer: a disclosure listing every
 * language by its own name, each a link to this page in that language. Native <details>, so it
 * opens by keyboard and without JavaScript; Escape closes it and gives focus back to its button.
 * Shown only while the site serves more than one language.
 */
export function LanguageMenu({ tone = "plain" }: { tone?: "plain" | "inverted" }) {
  const languages = useLanguages();
  const language = useLanguage();
  const t = useT();
  const { pathname, search } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  if (languages.length < 2) return null;
  return (
    <details
      ref={details}
      className="group relative"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !details.current?.open) return;
        details.current.open = false;
        details.current.querySelector("summary")?.focus();
      }}
    >
      <summary
        aria-label={t("common:language.choose", { language: language.name })}
        className={cn(
          "flex min-h-9 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium [&::-webkit-details-marker]:hidden",
          tone === "inverted"
            ? "text-white/75 hover:bg-white/10 hover:text-white focus-visible:outline-white"
            : "text-muted-foreground hover:bg-muted hover:text-foreground",
        )}
      >
        <Languages className="size-4 shrink-0" aria-hidden="true" />
        <span>{language.name}</span>
      </summary>
      <ul
        className={cn(
          "max-h-80 min-w-48 overflow-y-auto p-1",
          // In the footer the list opens in place, below its button; in the header, over the page.
          tone === "inverted"
            ? "mt-1 rounded-md border border-white/20"
            : "absolute end-0 z-50 mt-1 rounded-md border bg-card text-foreground shadow-md",
        )}
      >
        {languages.map((other) => {
          const current = other.code === language.code;
          return (
            <li key={other.code}>
              <a
                href={switchLanguageHref(other.code, `${pathname}${search}`)}
                lang={other.code}
                hrefLang={other.code}
                dir={other.dir}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-h-9 items-center justify-between gap-3 rounded-sm px-2 text-sm",
                  tone === "inverted"
                    ? "text-white/75 hover:bg-white/10 hover:text-white focus-visible:outline-white"
                    : "hover:bg-muted focus-visible:bg-muted",
                )}
              >
                {other.name}
                {current ? <Check className="size-4 shrink-0" aria-hidden="true" /> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
