import crypto from "node:crypto";
import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";

/**
 * Issue 19, "Everywhere": the largest image of a page is fetched at once and first
 * (`fetchpriority="high"`, never lazy), the others below the first screen lazily with their size
 * reserved; static images are served under fingerprinted names and kept for a year (decision 027).
 */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const year = "public, max-age=31536000, immutable";
const post = "/blog/how-the-test-works";

/** The page's largest contentful paint so far: its element's tag, address and fetch attributes. */
function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{
        tag: string;
        src: string | null;
        loading: string | null;
        fetchpriority: string | null;
      }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const element = entries.at(-1)?.element;
          resolve({
            tag: element?.tagName ?? "",
            src: element?.getAttribute("src") ?? null,
            loading: element?.getAttribute("loading") ?? null,
            fetchpriority: element?.getAttribute("fetchpriority") ?? null,
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/** Every image of the page: where it sits, how it is fetched, and whether its size is reserved. */
function images(page: Page) {
  return page.evaluate(() =>
    [...document.images].map((image) => ({
      src: image.getAttribute("src") ?? "",
      onFirstScreen: image.getBoundingClientRect().top < window.innerHeight,
      loading: image.getAttribute("loading"),
      fetchpriority: image.getAttribute("fetchpriority"),
      sized: Boolean(image.getAttribute("width") && image.getAttribute("height")),
    })),
  );
}

async function open(path: string, viewport: { width: number; height: number }) {
  const { page, problems } = await openPage(browser(), { viewport, reducedMotion: "reduce" });
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.loading === "lazy" || image.complete),
  );
  return { page, problems };
}

const screens = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
  { width: 320, height: 568 },
];

for (const viewport of screens) {
  test(`${viewport.width} px: the blog's first cover is fetched first and at once, and is its largest paint; the covers below wait`, async () => {
    const { page, problems } = await open("/blog", viewport);
    const first = await page.locator("main article img").first().getAttribute("src");
    const paint = await largestPaint(page);
    // At 320 x 568 the heading above the list is larger than the part of the cover on screen.
    if (viewport.width > 320 || paint.tag === "IMG")
      expect(paint).toEqual({ tag: "IMG", src: first, loading: null, fetchpriority: "high" });
    const all = await images(page);
    expect(all.filter((image) => image.fetchpriority === "high")).toHaveLength(1);
    for (const image of all) {
      expect(image.sized).toBe(true);
      // Nothing on the first screen waits; everything well below it does.
      if (image.onFirstScreen) expect(image.loading).toBeNull();
    }
    expect(all.filter((image) => image.loading === "lazy").length).toBeGreaterThanOrEqual(6);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test(`${viewport.width} px: a post's cover is fetched first and at once, and is its largest paint unless the title is`, async () => {
    const { page, problems } = await open(post, viewport);
    const cover = page.locator("article > img").first();
    expect(await cover.getAttribute("fetchpriority")).toBe("high");
    expect(await cover.getAttribute("loading")).toBeNull();
    // The cover, or on some widths the title, which can outgrow it: never another image.
    const paint = await largestPaint(page);
    if (paint.tag === "IMG") {
      expect(paint).toEqual({
        tag: "IMG",
        src: await cover.getAttribute("src"),
        loading: null,
        fetchpriority: "high",
      });
    } else {
      expect(paint.tag).toBe("H1");
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

test("the types list's first card and a type's emblem are fetched first; no page has two such images", async () => {
  for (const path of ["/personality-types", "/personality-types/intj", "/", post, "/blog"]) {
    const { page } = await open(path, { width: 1280, height: 900 });
    const all = await images(page);
    expect(all.filter((image) => image.fetchpriority === "high").length).toBeLessThanOrEqual(1);
    for (const image of all.filter((image) => image.onFirstScreen))
      expect(image.loading, `${path}: ${image.src}`).toBeNull();
    if (path.startsWith("/personality-types"))
      expect(all.find((image) => image.fetchpriority === "high")?.onFirstScreen).toBe(true);
    await page.context().close();
  }
});

test("images and the icon use fingerprinted addresses, kept for a year; the plain ones work for an hour", async () => {
  const html = await (await fetch(`${baseUrl}${post}`)).text();
  const addresses = new Set([
    ...[...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<link [^>]*rel="icon" href="([^"]+)"/g)].map((match) => match[1]!),
  ]);
  expect(addresses.size).toBeGreaterThanOrEqual(2);
  for (const address of addresses) {
    const hash = /^\/assets\/.+-([0-9a-f]{8})\.svg$/.exec(address)?.[1];
    expect(hash, address).toBeTruthy();
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(`${baseUrl}${address}`, { method });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(year);
      expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      if (method === "GET") {
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 8)).toBe(hash);
      }
    }
  }
  // The link preview is the post's drawn PNG card (decision 030, tests/e2e/previews.test.ts).
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(ogImage).toMatch(/^http:\/\/[^/]+\/og\/blog\/how-the-test-works\.png$/);

  // The plain address still answers (a link kept somewhere), kept for an hour only.
  const plain = await fetch(`${baseUrl}/images/blog/how-the-test-works.svg`);
  expect(plain.status).toBe(200);
  expect(plain.headers.get("cache-control")).toBe("public, max-age=3600");
  // A fingerprint that matches no file is not found, and nothing keeps that answer.
  const stale = await fetch(`${baseUrl}/assets/images/blog/how-the-test-works-00000000.svg`);
  expect(stale.status).toBe(404);
  expect(stale.headers.get("cache-control")).toBe("private, no-store");
});
