import fc from "fast-check";
import { expect, test } from "vitest";
import { parseTheme, themeFromCookieHeader, themes } from "./theme";
import { themeCookieHeader } from "./theme.server";

test("a theme cookie names light or dark; anything else, or none, is system", () => {
  expect(themeFromCookieHeader("theme=dark")).toBe("dark");
  expect(themeFromCookieHeader("a=1; theme=light; b=2")).toBe("light");
  expect(themeFromCookieHeader("theme=system")).toBe("system");
  for (const header of [undefined, null, "", "theme=", "theme=Dark", "theme=sepia", "xtheme=dark"])
    expect(themeFromCookieHeader(header), String(header)).toBe("system");
  // The browser sends the cookie of the most specific path first: that one counts.
  expect(themeFromCookieHeader("theme=dark; theme=light")).toBe("dark");
  expect(parseTheme(null)).toBe("system");
  expect(parseTheme(["dark"])).toBe("system");
});

test("any Cookie header reads as one of the three themes", () => {
  fc.assert(
    fc.property(fc.string({ unit: "binary" }), (header) => {
      expect(themes).toContain(themeFromCookieHeader(header));
    }),
  );
  fc.assert(
    fc.property(
      fc.array(fc.stringMatching(/^[a-z]{1,8}=[a-z0-9]{0,8}$/)),
      fc.constantFrom("light" as const, "dark" as const),
      (others, theme) => {
        const cookies = [...others.filter((c) => !c.startsWith("theme=")), `theme=${theme}`];
        expect(themeFromCookieHeader(cookies.join("; "))).toBe(theme);
      },
    ),
  );
});

test("choosing light or dark keeps the cookie a year; choosing system clears it", () => {
  expect(themeCookieHeader("dark", { secure: false })).toBe(
    "theme=dark; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax",
  );
  expect(themeCookieHeader("light", { secure: true })).toBe(
    "theme=light; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure",
  );
  expect(themeCookieHeader("system", { secure: false })).toMatch(/^theme=; Max-Age=0; /);
});
