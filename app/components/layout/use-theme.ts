import { useFetchers, useRouteLoaderData } from "react-router";
import { parseTheme, type Theme } from "~/lib/theme";
import type { loader as rootLoader } from "~/root";

/** Where the theme switch posts (app/routes/theme.ts). */
export const themeAction = "/theme";

/**
 * The theme the page shows: the one being chosen, while the switch's post is on its way (so the
 * page changes at once), else the one the root loader read from the cookie.
 */
export function useTheme(): Theme {
  const chosen = useRouteLoaderData<typeof rootLoader>("root")?.theme;
  const pending = useFetchers().find(
    (fetcher) => fetcher.formAction === themeAction && fetcher.formData,
  );
  return parseTheme(pending ? pending.formData?.get("theme") : chosen);
}
