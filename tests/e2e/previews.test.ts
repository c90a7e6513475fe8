import fs from "node:fs";
import { expect, inject, test } from "vitest";
import { servedLocales } from "~/i18n/locales";
import { splitLocalePath } from "~/i18n/paths";
import { seriousViolations } from "../support/axe";
import { openPage, ownAddress } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { openKeptResult } from "../support/kept-test";
import { jsonLdBlocks, structuredDataProblems } from "../support/structured-data";

/** Issue 20, "Preview images and structured data" (decision 030), against the built site. */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, baseUrl), { headers: { "X-Forwarded-For": ownAddress(), ...headers } });

function meta(html: string, property: string) {
  return new RegExp(`<meta property="${property}" content="([^"]*)"/>`).exec(html)?.[1];
}

function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("the og:image of a type page, a blog post and the home page loads as a 1200x630 PNG, kept by ETag", async () => {
  for (const path of ["/personality-types/intj", "/blog/how-the-test-works", "/"]) {
    const html = await (await get(path)).text();
    const image = meta(html, "og:image");
    expect(image, path).toMatch(/^http:\/\/[^/]+\/og\/.+\.png$/);
    expect(meta(html, "og:image:type")).toBe("image/png");
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "og:image:alt")?.length).toBeGreaterThan(20);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');

    const response = await get(new URL(image!).pathname, { "Accept-Encoding": "gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-encoding")).toBeNull();
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(response.headers.get("cache-control")).toBe(
      "max-age=86400, stale-while-revalidate=604800",
    );

    // The second answer is the same bytes (kept, not redrawn or re-encoded by a cache) ...
    const again = await get(new URL(image!).pathname, { "Accept-Encoding": "gzip" });
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    // ... and a browser that has it gets a 304.
    const revalidated = await get(new URL(image!).pathname, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
  }
});

test("every page in the sitemap, and pricing and about, asks for a large card only with a drawn PNG to show; pages without one ask for a small card", async () => {
  const sitemap = await (await get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(listed.length).toBeGreaterThan(100);
  // Every English page, and each page once in another language: the languages' pages share their
  // head's code (the whole sitemap is over two thousand pages).
  const prefixes = servedLocales.map((locale) => locale.prefix).filter(Boolean);
  const metInSomeLanguage = new Set<string>();
  const paths = listed.filter((path) => {
    const { prefix, path: english } = splitLocalePath(path, prefixes);
    if (prefix === "") return true;
    if (metInSomeLanguage.has(english)) return false;
    metInSomeLanguage.add(english);
    return true;
  });
  const images = new Set<string>();
  for (const path of [...paths, "/pricing", "/about"]) {
    const html = await (await get(path)).text();
    const image = meta(html, "og:image");
    // Drawn in the page's language (decision 030).
    const { prefix } = splitLocalePath(path, prefixes);
    expect(image, path).toMatch(
      new RegExp(`^http://[^/]+${prefix ? `/${prefix}` : ""}/og/.+\\.png$`),
    );
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    images.add(new URL(image!).pathname);
  }
  // Each of those images is drawn (a sample of every kind: page, type, section, post, legal).
  const byKind = new Map<string, string>();
  for (const image of images)
    byKind.set(image.replace(/^\/[^/]+(?=\/og\/)/, "").split("/")[2]!, image);
  expect([...byKind.keys()].sort()).toEqual(["blog", "legal", "page", "type"]);
  for (const image of byKind.values()) {
    const response = await get(image);
    expect(response.status, image).toBe(200);
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({
      width: 1200,
      height: 630,
    });
  }
  const account = await (await get("/auth")).text();
  expect(meta(account, "og:image")).toBeUndefined();
  expect(account).toContain('<meta name="twitter:card" content="summary"/>');
}, 120_000);

test("a burst of first requests for one image all get it, the same bytes; unknown images are 404", async () => {
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => get("/og/type/esfj/conclusion.png")),
  );
  expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
  const bodies = await Promise.all(
    responses.map(async (response) => Buffer.from(await response.arrayBuffer())),
  );
  expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
  for (const path of ["/og/type/xxxx.png", "/og/blog/nope.png", "/og/page/careers.png", "/og/x"]) {
    const response = await get(path);
    expect(response.status, path).toBe(404);
    expect(response.headers.get("cache-control"), path).toMatch(/no-store/);
  }
});

test("structured data: Organization and WebSite on home, Article on a post, BreadcrumbList on a section, FAQPage on pricing, each with the page's nonce", async () => {
  const expected: [string, string[]][] = [
    ["/", ["Organization", "WebSite"]],
    ["/blog/how-the-test-works", ["Article"]],
    ["/personality-types/intj/career-paths", ["BreadcrumbList"]],
    ["/pricing", ["FAQPage"]],
  ];
  for (const [path, types] of expected) {
    const response = await get(path);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy")!)?.[1];
    const blocks = jsonLdBlocks(await response.text());
    expect(blocks.length, path).toBe(1);
    expect(blocks[0]!.nonce, path).toBe(nonce);
    const items = [blocks[0]!.data].flat() as { "@type": string }[];
    expect(items.map((item) => item["@type"])).toEqual(types);
    expect(structuredDataProblems(items), path).toEqual([]);
  }
});

for (const { name, viewport } of [
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
  { name: "390 px", viewport: { width: 390, height: 844 } },
  { name: "320 px", viewport: { width: 320, height: 568 } },
]) {
  test(`${name}: "Download image" on the results screen downloads the 1080x1350 share card, by keyboard too`, async () => {
    const { page, problems } = await openPage(browser(), {
      viewport,
      reducedMotion: "reduce",
      acceptDownloads: true,
      // axe is injected as an inline script, which the site's CSP refuses.
      bypassCSP: true,
    });
    const result = await openKeptResult(page, baseUrl, "ENFP-T");
    const link = page.getByRole("link", { name: "Download image" });
    expect(await link.getAttribute("href")).not.toMatch(/answers|responses/);
    await link.focus();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.keyboard.press("Enter"),
    ]);
    expect(download.suggestedFilename()).toBe(`typeatlas-${result.type}.png`);
    const bytes = fs.readFileSync((await download.path())!);
    expect(pngSize(bytes)).toEqual({ width: 1080, height: 1350 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
}
