import type { MessageKey } from "~/i18n/english";
/**
 * The colour theme a visitor chose (decision 026): "system" follows the operating system's
 * setting (prefers-color-scheme), "light" and "dark" override it. The choice lives in a plain
 * `theme` cookie, read by the root loader (which renders it as <html data-theme>) and by the
 * server's page cache (which keeps one copy of a page per theme). No cookie means "system".
 */
export const themes = ["system", "light", "dark"] as const;
export type Theme = (typeof themes)[number];

export const themeCookieName = "theme";

/** Any value that is not a theme's name (missing, misspelt, forged) means "system". */
export function parseTheme(value: unknown): Theme {
  return themes.find((theme) => theme === value) ?? "system";
}

const themeCookie = /(?:^|;)\s*theme=([^;]*)/;

/** The theme a Cookie header asks for; the first `theme` cookie counts, as in the browser's order. */
export function themeFromCookieHeader(header: string | null | undefined): Theme {
  const match = header ? themeCookie.exec(header) : null;
  return parseTheme(match?.[1]?.trim());
}

export const themeLabels: Record<Theme, MessageKey> = {
  system: "common:theme.system",
  light: "common:theme.light",
  dark: "common:theme.dark",
};
