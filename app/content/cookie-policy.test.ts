import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { languageCookieName } from "~/i18n/language-cookie";
import { themeCookieName } from "~/lib/theme";

/**
 * The Cookie Policy says "These are the only cookies TypeAtlas sets": every cookie the code can
 * set must have its own section there, or the promise is not kept.
 */
const policy = fs.readFileSync("content/legal/cookie-policy.md", "utf8");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test("every cookie the app sets has its section in the Cookie Policy", () => {
  const signed = sourceFiles("app").flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(/signedCookie\(\s*"([^"]+)"/g)].map((m) => m[1]!),
  );
  expect(signed.length).toBeGreaterThanOrEqual(4);
  const names = [
    ...signed,
    themeCookieName,
    languageCookieName,
    // better-auth's, under our prefix: the session, a two-factor sign-in underway, a trusted browser.
    "typeatlas.session_token",
    "typeatlas.two_factor",
    "typeatlas.trust_device",
  ];
  for (const name of names) expect(policy, name).toContain(`### ${name}\n`);
});
