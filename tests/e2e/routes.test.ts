import { expect, inject, test } from "vitest";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

// Every route of the spec's table, with the status and main heading a visitor gets, and for the
// not-found states the spec's exact message (§8).
const pages: { path: string; status: number; heading: string | RegExp; message?: string }[] = [
  { path: "/", status: 200, heading: /Discover Yourself/ },
  { path: "/auth", status: 200, heading: "Welcome Back" },
  { path: "/personality-types", status: 200, heading: "The 16 Personality Types" },
  { path: "/personality-types/intj", status: 200, heading: "The Cartographer" },
  { path: "/personality-types/esfp/career-paths", status: 200, heading: "Career Paths" },
  { path: "/personality-test", status: 200, heading: "Page 1 of 10" },
  { path: "/blog", status: 200, heading: "Insights & Articles" },
  { path: "/about", status: 200, heading: "About TypeAtlas" },
  { path: "/science", status: 200, heading: "How the Test Scores, and How Well It Measures" },
  { path: "/contact", status: 200, heading: "Get In Touch" },
  { path: "/pricing", status: 200, heading: "Choose Your Plan" },
  { path: "/legal/privacy-policy", status: 200, heading: "Privacy Policy" },
  { path: "/legal/terms-of-service", status: 200, heading: "Terms of Service" },
  { path: "/legal/cookie-policy", status: 200, heading: "Cookie Policy" },
  {
    path: "/personality-types/abcd",
    status: 404,
    heading: "Personality Type Not Found",
    message: 'Personality type "abcd" not found',
  },
  {
    path: "/personality-types/intj/nonsense",
    status: 404,
    heading: "Section Not Found",
    message: 'Section "nonsense" not found for this personality type.',
  },
  {
    path: "/personality-types/abcd/career-paths",
    status: 404,
    heading: "Section Not Found",
    message: 'Personality type "abcd" not found',
  },
  {
    path: "/blog/no-such-post",
    status: 404,
    heading: "Post Not Found",
    message: "The article you are looking for does not exist or has been removed.",
  },
  {
    path: "/legal/refund-policy",
    status: 404,
    heading: "Page Not Found",
    message: 'Legal page with slug "refund-policy" not found.',
  },
];

for (const { path, status, heading, message } of pages) {
  test(`${path} answers ${status} with its heading and no console error`, async () => {
    const { page, problems } = await openPage(browser());
    const response = await page.goto(baseUrl + path);
    expect(response?.status()).toBe(status);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).first().textContent())
      .toMatch(heading);
    if (message) expect(await page.getByText(message, { exact: true }).isVisible()).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await page.title()).toMatch(/TypeAtlas/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

test("an unknown route gets status 404 and the 404 page with a link home", async () => {
  const { page, problems } = await openPage(browser());
  const response = await page.goto(`${baseUrl}/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("404");
  expect(await page.getByText("Oops! Page not found").isVisible()).toBe(true);
  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await page.waitForURL(`${baseUrl}/`);
  expect(problems).toEqual([]);
  await page.context().close();
});

for (const path of ["/dashboard", "/test-results/0b0e4f1e-6c1a-4c55-9d1c-111111111111"]) {
  test(`${path} sends a signed-out visitor to /auth`, async () => {
    const response = await fetch(baseUrl + path, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
  });
}

test("responses carry the security headers and a per-request script nonce", async () => {
  const first = await fetch(`${baseUrl}/`);
  const second = await fetch(`${baseUrl}/`);
  const csp = first.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(first.headers.get("x-content-type-options")).toBe("nosniff");
  expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  // Every inline script in the document carries this response's nonce.
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test("pages are compressed and hashed assets are cached for a year", async () => {
  const page = await fetch(`${baseUrl}/about`, { headers: { "accept-encoding": "gzip" } });
  expect(page.headers.get("content-encoding")).toBe("gzip");
  const html = await page.text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await fetch(baseUrl + asset);
  expect(assetResponse.status).toBe(200);
  expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const missing = await fetch(`${baseUrl}/assets/missing-file.js`);
  expect(missing.status).toBe(404);
});

test("/healthz reports the database as up after a real query", async () => {
  const response = await fetch(`${baseUrl}/healthz`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ ok: true, db: "up" });
});
