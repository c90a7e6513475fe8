import { expect, inject, test } from "vitest";
import content from "virtual:typeatlas/content";
import { profileSources } from "~/assessment/profiles";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { startSanityStub } from "../support/sanity-stub";
import { spawnServer, temporaryDir } from "../support/server";
import { servedLocales } from "~/i18n/locales";
import { splitLocalePath } from "~/i18n/paths";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .trim();

const h1Of = (html: string) => decode(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");

/** The h1 each content page must show, from the bundled content itself. */
function expectedHeadings(): Map<string, string> {
  const headings = new Map<string, string>();
  for (const type of content.types)
    headings.set(`/personality-types/${type.slug}`, profileSources[type.code].name);
  for (const section of content.sections)
    headings.set(
      `/personality-types/${section.typeCode.toLowerCase()}/${section.slug}`,
      section.title,
    );
  for (const post of content.posts) headings.set(`/blog/${post.slug}`, post.title);
  for (const page of content.legal) headings.set(`/legal/${page.slug}`, page.title);
  return headings;
}

test("the sitemap lists every public page: 16 types, 112 sections, every post and legal page", async () => {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  expect(response.headers.get("content-type")).toContain("application/xml");
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const paths = locs.map((loc) => new URL(loc).pathname);
  expect(locs.every((loc) => loc.startsWith(baseUrl))).toBe(true);
  for (const path of expectedHeadings().keys()) expect(paths).toContain(path);
  for (const path of [
    "/",
    "/personality-types",
    "/blog",
    "/about",
    "/contact",
    "/pricing",
    "/personality-test",
  ])
    expect(paths).toContain(path);
  expect(
    paths.filter((path) => /^\/personality-types\/[a-z]{4}\/[a-z-]+$/.test(path)),
  ).toHaveLength(112);
  const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  expect(robots).toContain("Disallow: /dashboard");
});

/**
 * The crawl follows links through the English pages; in other languages it follows each link, and
 * fetches each page the sitemap lists, once per page it leads to, in whichever language it meets
 * it first. (Following every language's links would fetch the whole site once per language: its
 * links are the English ones with a prefix, and its type pages are checked against the English
 * ones block by block when the site is built.)
 */
const prefixes = servedLocales.map((locale) => locale.prefix).filter(Boolean);
const metInSomeLanguage = new Set<string>();
const crawled = (path: string) => {
  // The switcher's links (every page has one per language) set a cookie: languages.test.ts.
  if (path.startsWith("/language?")) return false;
  const { prefix, path: english } = splitLocalePath(path, prefixes);
  if (prefix === "") return true;
  if (metInSomeLanguage.has(english)) return false;
  metInSomeLanguage.add(english);
  return true;
};

test("crawling from the home page and the sitemap finds no broken internal link, no 5xx, and every page's title", async () => {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const queue = [
    "/",
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .filter(crawled),
  ];
  const seen = new Set<string>();
  const broken: string[] = [];
  const headings = expectedHeadings();
  const wrongTitles: string[] = [];
  const images = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await fetch(baseUrl + path, { redirect: "manual" });
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get("location") ?? "";
      if (location.startsWith("/")) queue.push(location);
      continue;
    }
    if (response.status !== 200) {
      broken.push(`${path}: ${response.status}`);
      continue;
    }
    if (!(response.headers.get("content-type") ?? "").includes("text/html")) continue;
    const html = await response.text();
    const expected = headings.get(path);
    if (expected && h1Of(html) !== expected)
      wrongTitles.push(`${path}: h1 "${h1Of(html)}", expected "${expected}"`);
    if (expected && !decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "").includes(expected))
      wrongTitles.push(`${path}: <title> does not name "${expected}"`);
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      const target = decode(href!).split("#")[0]!;
      if (target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/account/data"))
        if (crawled(target)) queue.push(target);
    }
    for (const [, src] of html.matchAll(/<img\b[^>]*\bsrc="(\/[^"]+)"/g)) images.add(decode(src!));
  }
  for (const src of images) {
    const response = await fetch(baseUrl + src);
    if (response.status !== 200) broken.push(`${src}: ${response.status}`);
  }
  expect(broken).toEqual([]);
  expect(wrongTitles).toEqual([]);
  // Every content page was reached.
  for (const path of headings.keys()) expect(seen).toContain(path);
  expect(images.size).toBeGreaterThanOrEqual(32 + content.posts.length);
});

test("content pages may be kept by a shared cache; the same page for a signed-in visitor may not", async () => {
  const anonymous = await fetch(`${baseUrl}/personality-types/intj`);
  expect(anonymous.headers.get("cache-control")).toBe(
    "public, max-age=0, s-maxage=600, stale-while-revalidate=86400",
  );
  expect(anonymous.headers.get("vary")).toContain("Cookie");
  const personal = await fetch(`${baseUrl}/personality-types/intj`, {
    headers: { Cookie: "typeatlas.session_token=not-a-real-session" },
  });
  expect(personal.headers.get("cache-control")).toBe("private, no-store");
  const missing = await fetch(`${baseUrl}/blog/no-such-post`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get("cache-control")).toBe("private, no-store");
});

test("a type page carries its canonical address, description and Open Graph tags", async () => {
  const html = await (await fetch(`${baseUrl}/personality-types/infp`)).text();
  expect(html).toContain(`<link rel="canonical" href="${baseUrl}/personality-types/infp"/>`);
  expect(html).toContain(`<meta property="og:url" content="${baseUrl}/personality-types/infp"/>`);
  expect(html).toContain('<meta property="og:title" content="The Poet (INFP)"/>');
  // The preview is the type's drawn card (decision 030), with its size, type and alt text.
  expect(html).toContain(`<meta property="og:image" content="${baseUrl}/og/type/infp.png"/>`);
  expect(html).toContain('<meta property="og:image:type" content="image/png"/>');
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toMatch(/<meta property="og:image:alt" content="INFP, The Poet: [^"]+"\/>/);
  const post = await (await fetch(`${baseUrl}/blog/${content.posts[0]!.slug}`)).text();
  expect(post).toContain('<meta property="og:type" content="article"/>');
});

test("the type page shows the spec's sections and its side navigation leads to each section", async () => {
  const { page, problems } = await openPage(browser());
  await page.goto(`${baseUrl}/personality-types/estj`);
  await page.getByRole("heading", { level: 1, name: "The Organizer" }).waitFor();
  for (const heading of [
    "Who is The Organizer?",
    "Key Strengths",
    "Growth Areas",
    "Career Paths",
    "Relationships",
    "Famous people",
  ])
    expect(await page.getByRole("heading", { level: 2, name: heading }).count(), heading).toBe(1);
  expect(await page.locator("#strengths ~ ul > li").count()).toBe(4);
  expect(await page.locator("#growth ~ ul > li").count()).toBe(4);
  expect(await page.locator("#careers ~ ul > li").count()).toBeLessThanOrEqual(8);
  const nav = page.getByRole("navigation", { name: "The Organizer (ESTJ)" });
  expect(await nav.getByRole("link").allTextContents()).toEqual([
    "Introduction",
    "Strengths and Weaknesses",
    "Romantic Relationships",
    "Friendships",
    "Parenthood",
    "Career Paths",
    "Workplace Habits",
    "Conclusion",
  ]);
  await nav.getByRole("link", { name: "Parenthood" }).click();
  await page.waitForURL(`${baseUrl}/personality-types/estj/parenthood`);
  await page.getByRole("heading", { level: 1, name: "Parenthood" }).waitFor();
  expect(await nav.getByRole("link", { name: "Parenthood" }).getAttribute("aria-current")).toBe(
    "page",
  );
  await page.getByRole("link", { name: "Career Paths" }).last().click();
  await page.waitForURL(`${baseUrl}/personality-types/estj/career-paths`);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("home shows the latest three posts; a post shows its byline and Share copies its address", async () => {
  const { page, problems } = await openPage(browser(), {
    permissions: ["clipboard-read", "clipboard-write"],
  });
  await page.goto(baseUrl);
  const blog = page.getByRole("region", { name: "From the blog" });
  const titles = await blog.getByRole("heading", { level: 3 }).allTextContents();
  expect(titles).toEqual(content.posts.slice(0, 3).map((post) => post.title));
  await blog.getByRole("link", { name: titles[0] }).click();
  const post = content.posts[0]!;
  await page.waitForURL(`${baseUrl}/blog/${post.slug}`);
  await page.getByRole("heading", { level: 1, name: post.title }).waitFor();
  expect(await page.getByText(post.author, { exact: true }).isVisible()).toBe(true);
  expect(
    await page
      .getByText(/\d+ min read$/)
      .first()
      .textContent(),
  ).toMatch(/min read/);
  expect(await page.getByRole("heading", { name: "Related Resources" }).isVisible()).toBe(true);
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByText("Link copied").waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseUrl}/blog/${post.slug}`,
  );
  expect(problems).toEqual([]);
  await page.context().close();
});

test("a legal page shows its title, last-updated date and content", async () => {
  const { page, problems } = await openPage(browser());
  await page.goto(`${baseUrl}/legal/cookie-policy`);
  await page.getByRole("heading", { level: 1, name: "Cookie Policy" }).waitFor();
  expect(await page.getByText(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/).isVisible()).toBe(true);
  expect(await page.getByText("typeatlas.session_token").first().isVisible()).toBe(true);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("axe finds no serious or critical violation on the content pages", async () => {
  const { page } = await openPage(browser(), { bypassCSP: true });
  for (const path of [
    "/",
    "/personality-types",
    "/personality-types/isfp",
    "/personality-types/isfp/friendships",
    "/blog",
    `/blog/${content.posts[1]!.slug}`,
    "/legal/privacy-policy",
  ]) {
    await page.goto(baseUrl + path);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.context().close();
});

test("with the CMS configured but failing, pages use the bundled content and home shows the sample notice", async () => {
  const cms = await startSanityStub(() => ({ status: 503, body: { error: "unavailable" } }));
  const server = await spawnServer({
    env: {
      DATA_DIR: temporaryDir("typeatlas-cms-"),
      SANITY_PROJECT_ID: "e2e-project",
      SANITY_API_HOST: cms.apiHost,
    },
  });
  try {
    const { page, problems } = await openPage(browser());
    await page.goto(server.url);
    await page.getByText("Showing sample data").waitFor();
    const grid = page.getByRole("region", { name: "Sixteen types in four families" });
    expect(await grid.getByRole("link", { name: /^[EI]N[TF][JP] The / }).count()).toBe(6);
    expect(cms.requests.length).toBeGreaterThan(0);
    await page.goto(`${server.url}/personality-types/isfj`);
    await page.getByRole("heading", { level: 1, name: "The Caretaker" }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  } finally {
    await server.stop();
    await cms.close();
  }
});
