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
  // The same images in another language (decision 030).
  expect(leaf("/ja/og/blog/how-the-test-works.png")).toBe("og-localized");
  expect(leaf("/pt-br/og/type/intj/career-paths.png")).toBe("og-localized");
  expect(leaf("/ar/og/compare/INTJ-A/ENFP-T.png")).toBe("og-localized");
  expect(leaf("/de/og/page/home.png")).toBe("og-localized");
  expect(leaf("/api/test-sessions")).toBe("routes/api.test-sessions.ts");
  expect(leaf("/api/billing/checkout")).toBe("routes/api.billing.checkout.ts");
  expect(leaf("/api/statistics/contributions")).toBe("routes/api.statistics.contributions.ts");
  expect(leaf("/language")).toBe("routes/language.ts");
  expect(leaf("/language/suggestion")).toBe("routes/language.suggestion.ts");
  expect(leaf("/sitemap.xml")).toBe("routes/sitemap.ts");
  expect(leaf("/dev/outbox")).toBe("routes/dev.outbox.tsx");
  expect(leaf("/personality-test/results/pdf")).toBe("routes/result-pdf.ts");
  expect(leaf("/ar/personality-test/results/pdf")).toBe("routes/result-pdf.ts");
  const team = "0b6c3f0e-7f6a-4c55-9a53-2f1c7d9e8a10";
  expect(leaf(`/teams/${team}/report.pdf`)).toBe("routes/team.report-pdf.ts");
  expect(leaf(`/ar/teams/${team}/report.pdf`)).toBe("routes/team.report-pdf.ts");
});

test("pages answer in English unprefixed and under a language prefix", () => {
  expect(leaf("/about")).toBe("routes/about.tsx");
  expect(leaf("/es/about")).toBe("routes/about.tsx");
  expect(leaf("/es")).toBe("routes/home.tsx");
  expect(leaf("/es/personality-types/intj")).toBe("routes/personality-type.tsx");
});

/**
 * Every page module below the language prefix, layouts' children included; the operators' area's
 * pathless layout sits outside it (English only, decision 038).
 */
function prefixedFiles(entries: readonly RouteConfigEntry[], under = false): string[] {
  return entries.flatMap((entry) => {
    const prefixed = under || Boolean(entry.path?.startsWith(":lang?"));
    return [
      ...(prefixed ? [entry.file] : []),
      ...(entry.children ? prefixedFiles(entry.children, prefixed) : []),
    ];
  });
}

test("every page below the language prefix reads its language with localeOf (an unknown prefix is its 404)", () => {
  const files = [...new Set(prefixedFiles(routes))];
  expect(files.length).toBeGreaterThan(25);
  for (const file of files) {
    const source = fs.readFileSync(path.join("app", file), "utf8");
    expect(/\b(localeOf|languageOf)\(/.test(source), file).toBe(true);
  }
});
