import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { hello } from "~/mail/templates";
import { launchBrowser, openPage, type WatchedPage } from "../support/browser";
import type { SpawnedServer } from "../support/server";
import { password, startServer } from "./support";

/**
 * The Content-Security-Policy carries a fresh nonce on every answer, and text people type
 * (their name, a contact message) is shown as text wherever the site shows it: it never runs.
 */
let server: SpawnedServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  // Both at once; when one fails, afterAll still stops the other (a server left running would
  // outlive the test run).
  const [started, launched] = await Promise.allSettled([startServer(), launchBrowser()]);
  if (started.status === "fulfilled") server = started.value;
  if (launched.status === "fulfilled") browser = launched.value;
  for (const result of [started, launched]) if (result.status === "rejected") throw result.reason;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const nonceOf = (csp: string) => csp.match(/'nonce-([^']+)'/)?.[1];

test("every answer has its own script nonce, the page's scripts carry it, and inline scripts are not allowed", async () => {
  const answers = await Promise.all([fetch(`${server.url}/`), fetch(`${server.url}/`)]);
  const nonces: string[] = [];
  for (const answer of answers) {
    const csp = answer.headers.get("content-security-policy")!;
    const scriptSrc = csp
      .split(";")
      .find((directive) => directive.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const nonce = nonceOf(scriptSrc);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    nonces.push(nonce!);
    // Every script element of the page carries this answer's nonce.
    const scripts = [...(await answer.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

const hostileName = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
const hostileSubject = `</textarea><script>window.__xss=3</script>`;
const hostileMessage = `<svg onload="window.__xss=4"></svg><a href="javascript:window.__xss=5">x</a> ' OR 1=1 -- \u202Eevil`;

/** Records CSP violations the page reports (CSP-blocked code would show up here). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = found;
    document.addEventListener("securitypolicyviolation", (event) =>
      found.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
}

/** Nothing of the hostile text ran on this page, and the browser refused nothing of ours. */
async function expectInert(watched: WatchedPage) {
  const { page } = watched;
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    violations: (window as unknown as { __violations?: string[] }).__violations ?? [],
    injected: document.querySelectorAll('img[src="x"], svg[onload], a[href^="javascript:"]').length,
  }));
  expect(state, page.url()).toEqual({ xss: undefined, violations: [], injected: 0 });
}

test("a hostile name and contact message are shown literally and never run", async () => {
  const watched = await openPage(browser);
  const { page, problems } = watched;
  await watchViolations(page);
  const email = `o'neil+xss-${Date.now()}@example.com`;

  await page.goto(`${server.url}/auth?mode=signup`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Full Name").fill(hostileName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
  await expectInert(watched);

  // The outbox shows the mail with the name in its greeting (shortened, as every mail shortens a
  // long name), as text.
  await page.goto(`${server.url}/dev/outbox`);
  const mail = page
    .locator("article")
    .filter({ hasText: `To: ${email}` })
    .first();
  expect(await mail.locator("pre").textContent()).toContain(hello("en", hostileName));
  await expectInert(watched);
  await mail.locator("ul a").first().click();
  await page.waitForURL(`${server.url}/`);

  // Header, dashboard and account page, signed in as the hostile name.
  expect(await page.getByTestId("signed-in-email").first().textContent()).toBe(email);
  await expectInert(watched);
  await page.goto(`${server.url}/dashboard`);
  const welcome = page.getByRole("heading", { name: /Welcome/ });
  expect(await welcome.textContent()).toBe(`Welcome, ${hostileName.split(" ")[0]}`);
  await expectInert(watched);
  await page.goto(`${server.url}/account`);
  await page.getByText(hostileName, { exact: true }).waitFor();
  await expectInert(watched);

  // A contact message made of script: sent, and nothing runs.
  await page.goto(`${server.url}/contact`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Name").fill(hostileName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Subject").fill(hostileSubject);
  await page.getByLabel("Message").fill(hostileMessage);
  await page.getByRole("button", { name: /Send Message/ }).click();
  await page.getByText("Message Sent!").first().waitFor();
  await expectInert(watched);
  expect(problems).toEqual([]);
});

test("a refused contact form echoes the hostile text back into its fields, as text", async () => {
  // Without JavaScript the browser posts the form and the server renders the answer itself.
  const watched = await openPage(browser, { javaScriptEnabled: false });
  const { page } = watched;
  await page.goto(`${server.url}/contact`);
  await page.getByLabel("Name").fill(hostileName);
  // The browser's own check accepts this address; the server's rule (a dotted domain) does not.
  await page.getByLabel("Email").fill("xss@localhost");
  await page.getByLabel("Subject").fill(hostileSubject);
  await page.getByLabel("Message").fill(hostileMessage);
  await page.getByRole("button", { name: /Send Message/ }).click();
  await page.getByText("Please enter a valid email address, like name@example.com.").waitFor();
  expect(await page.getByLabel("Name").inputValue()).toBe(hostileName);
  expect(await page.getByLabel("Subject").inputValue()).toBe(hostileSubject);
  expect(await page.getByLabel("Message").inputValue()).toBe(hostileMessage);
  // Scripts are off here, so look at the document: none of the markup became elements.
  expect(await page.locator('img[src="x"], svg[onload], a[href^="javascript:"]').count()).toBe(0);
  expect(await page.locator("script:not([nonce])").count()).toBe(0);
  await page.context().close();
});
