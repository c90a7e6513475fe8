import { Monitor, Moon, Sun } from "lucide-react";
import { useFetcher, useLocation } from "react-router";
import { useT } from "~/i18n/use-t";
import { themeLabels, themes, type Theme } from "~/lib/theme";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { themeAction, useTheme } from "./use-theme";

const icons: Record<Theme, typeof Sun> = { system: Monitor, light: Sun, dark: Moon };

/** The id of the switch, which a browser without JavaScript is sent back to after a choice. */
const switchId = "theme-switch";

/**
 * System / Light / Dark in the footer (decision 026): three buttons in a labelled group, the
 * chosen one pressed. Each is a submit button of one small form, so the switch works by keyboard
 * (Tab, then Enter or Space) and without JavaScript. Before hydration the form carries the page
 * to come back to; once React runs, a fetcher posts without it and the page changes in place.
 */
export function ThemeSwitch() {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const current = useTheme();
  const t = useT();
  return (
    <fetcher.Form method="post" action={themeAction} id={switchId} className="flex flex-col gap-2">
      {hydrated ? null : (
        <input type="hidden" name="returnTo" value={`${pathname}${search}#${switchId}`} />
      )}
      <span id={`${switchId}-label`} className="text-sm font-semibold text-white/90">
        {t("common:theme.label")}
      </span>
      <div
        role="group"
        aria-labelledby={`${switchId}-label`}
        className="inline-flex w-fit rounded-lg border border-white/20 p-0.5"
      >
        {themes.map((theme) => {
          const Icon = icons[theme];
          const pressed = theme === current;
          return (
            <button
              key={theme}
              type="submit"
              name="theme"
              value={theme}
              aria-pressed={pressed}
              className={cn(
                "inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-white",
                pressed
                  ? "bg-white text-footer"
                  : "text-white/75 hover:bg-white/10 hover:text-white",
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {t(themeLabels[theme])}
            </button>
          );
        })}
      </div>
    </fetcher.Form>
  );
}
