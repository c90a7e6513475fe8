import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { expect, test } from "vitest";
import routes from "./routes";

/** The route tree as React Router matches it, each route named by its id or file. */
function objects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => ({
    id: entry.id ?? entry.file,
    path: entry.path,
    index: entry.index,
    children: entry.children ? objects(entry.children) : undefined,
  })) as RouteObject[];
}

const tree = objects(routes);
const leaf = (pathname: string) => matchRoutes(tree, pathname)?.at(-1)?.route.id;

test("resource addresses reach their own route, never a page in a language named like them", () => {
  expect(leaf("/og/blog/how-the-test-works.png")).toBe("og-blog");
  expect(leaf("/og/legal/privacy-policy.png")).toBe("og-legal");
  expect(leaf("/og/compare/INTJ-A/ENFP-T.png")).toBe("og-compare");
  expect(leaf("/og/type/intj/career-paths.png")).toBe("routes/og.ts");
  expect(leaf("/og/page/home.png")).toBe("routes/og.ts");
  expect(leaf("/api/test-sessions")).toBe("routes/api.test-sessions.ts");
  expect(leaf("/api/billing/checkout")).toBe("routes/api.billing.checkout.ts");
  expect(leaf("/language")).toBe("routes/language.ts");
  expect(leaf("/language/suggestion")).toBe("routes/language.suggestion.ts");
  expect(leaf("/sitemap.xml")).toBe("routes/sitemap.ts");
  expect(leaf("/dev/outbox")).toBe("routes/dev.outbox.tsx");
  expect(leaf("/personality-test/results/pdf")).toBe("routes/result-pdf.ts");
  expect(leaf("/ar/personality-test/results/pdf")).toBe("routes/result-pdf.ts");
});

test("pages answer in English unprefixed and under a language prefix", () => {
  expect(leaf("/about")).toBe("routes/about.tsx");
  expect(leaf("/es/about")).toBe("routes/about.tsx");
  expect(leaf("/es")).toBe("routes/home.tsx");
  expect(leaf("/es/personality-types/intj")).toBe("routes/personality-type.tsx");
});

/** Every page module below the language prefix. */
function prefixedFiles(entries: readonly RouteConfigEntry[]): string[] {
  // A layout's children count by their own paths: the operators' area's layout sits outside the
  // prefix (decision 038).
  return entries.flatMap((entry) => [
    ...(entry.path?.startsWith(":lang?") ? [entry.file] : []),
    ...prefixedFiles(entry.children ?? []),
  ]);
}

test("every page below the language prefix reads its language with localeOf (an unknown prefix is its 404)", () => {
  const files = [...new Set(prefixedFiles(routes))];
  expect(files.length).toBeGreaterThan(25);
  for (const file of files) {
    const source = fs.readFileSync(path.join("app", file), "utf8");
    expect(/\b(localeOf|languageOf)\(/.test(source), file).toBe(true);
  }
});
