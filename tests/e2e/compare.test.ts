import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import { pairText } from "~/assessment/comparisons";
import { seriousViolations } from "../support/axe";
import { openPage, ownAddress } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { finishedTest, keepInBrowser, viewportSizes } from "../support/kept-test";
import { publishAnswers } from "../support/publishing";

/** Issue 20, "Comparing": a published result beside the visitor's own, and two published results. */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** Publishes a result from a visitor's 60 answers, as the publish dialog does. */
const publish = (type: string, displayName: string | null) =>
  publishAnswers(baseUrl, type, { displayName, headers: { "X-Forwarded-For": ownAddress() } });

async function unpublish(published: { slug: string; removalToken: string }) {
  const response = await fetch(`${baseUrl}/r/${published.slug}/remove.data`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": ownAddress(),
    },
    body: new URLSearchParams({ token: published.removalToken }),
  });
  expect(response.status).toBe(200);
}

/** The visitor's finished ENFP-T test, kept in this browser as the test page keeps it. */
const visitor = finishedTest("ENFP-T");
async function keepVisitorResult(page: Page) {
  await page.goto(`${baseUrl}/robots.txt`);
  await keepInBrowser(page, { ...visitor, submissionId: crypto.randomUUID() });
}

/** Every request the page makes, with its body: none may carry the visitor's answers or type. */
function recordRequests(page: Page) {
  const seen: { method: string; url: string; body: string }[] = [];
  page.on("request", (request) =>
    seen.push({ method: request.method(), url: request.url(), body: request.postData() ?? "" }),
  );
  return seen;
}

const firstWords = (text: string) => text.split(" ").slice(0, 8).join(" ");

for (const { name, viewport } of viewportSizes) {
  test(`${name}: a visitor with a result in this browser compares it with a published one, and nothing of theirs is sent`, async () => {
    const sam = await publish("INTJ-A", "Sam");
    const { page, problems } = await openPage(browser(), { viewport, bypassCSP: true });
    await keepVisitorResult(page);
    const requests = recordRequests(page);

    await page.goto(`${baseUrl}/r/${sam.slug}`);
    await page.getByRole("link", { name: "Compare with your result" }).click();
    await page.getByRole("heading", { level: 1, name: "You and Sam" }).waitFor();
    await page.getByRole("heading", { name: "Shared ground" }).waitFor();
    await page.waitForLoadState("networkidle");

    expect(await page.getByTestId("side-a").innerText()).toContain("ENFP-T");
    expect(await page.getByTestId("side-b").innerText()).toContain("INTJ-A");
    expect(await page.locator("li[data-dimension]").count()).toBe(5);
    expect(await page.getByRole("img", { name: /^You: \d+% / }).count()).toBe(5);
    expect(await page.getByRole("img", { name: /^Sam: \d+% / }).count()).toBe(5);
    expect(await page.getByTestId("mind-reading").innerText()).toMatch(
      /^You lean Extraverted \(\d+%\) and Sam leans Introverted \(\d+%\)/,
    );
    const body = await page.locator("main").innerText();
    expect(body).toContain(firstWords(pairText("ENFP", "INTJ")!.shared));
    expect(body).toContain("nothing of it was sent to TypeAtlas");

    // No request carried the visitor's answers or type: every one is a GET, and none names ENFP.
    const answersJson = JSON.stringify(visitor.answers).slice(1, 40);
    for (const request of requests) {
      expect(request.method, request.url).toBe("GET");
      expect(request.url).not.toMatch(/enfp/i);
      expect(request.body).not.toContain(answersJson);
    }
    expect(requests.some((r) => r.url.includes(`/r/${sam.slug}/compare`))).toBe(true);

    // Nothing runs off the side of a small screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await seriousViolations(page), "the comparison").toEqual([]);
    await page.screenshot({ path: `/tmp/compare-local-${viewport.width}.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test(`${name}: /compare/a/b shows two published results side by side, from the server`, async () => {
    const sam = await publish("ISTJ-T", "Sam");
    const alex = await publish("ISTJ-A", "Alex");
    const { page, problems } = await openPage(browser(), {
      viewport,
      bypassCSP: true,
    });
    const response = await page.goto(`${baseUrl}/compare/${sam.slug}/${alex.slug}`);
    expect(response?.status()).toBe(200);
    // Rendered on the server: the readings are in the page as sent.
    expect(await response?.text()).toContain("Sam and Alex both lean Introverted, both at 83%.");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await page.getByRole("heading", { level: 1, name: "Sam and Alex" }).waitFor();
    const body = await page.locator("main").innerText();
    expect(body).toContain("Sam and Alex are both ISTJ, The Keystone, so they share a type.");
    expect(body).toMatch(/Where they are alike:/);
    expect(await page.getByRole("img", { name: /^Alex: \d+% Assertive$/ }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Compare with Sam" }).getAttribute("href")).toBe(
      `/r/${sam.slug}/compare`,
    );
    expect(await seriousViolations(page), "two public results").toEqual([]);
    await page.screenshot({ path: `/tmp/compare-public-${viewport.width}.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

test("dark: both comparison pages are axe clean", async () => {
  const sam = await publish("ESFP-A", "Sam");
  const alex = await publish("INTP-T", null);
  const { page, problems } = await openPage(browser(), {
    viewport: { width: 390, height: 844 },
    colorScheme: "dark",
    bypassCSP: true,
  });
  await keepVisitorResult(page);
  await page.goto(`${baseUrl}/r/${alex.slug}/compare`);
  await page.getByRole("heading", { name: "Shared ground" }).waitFor();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    "rgb(19, 17, 31)",
  );
  expect(await seriousViolations(page), "local, dark").toEqual([]);
  await page.screenshot({ path: "/tmp/compare-local-dark.png", fullPage: true });

  await page.goto(`${baseUrl}/compare/${sam.slug}/${alex.slug}`);
  await page.getByRole("heading", { level: 1, name: "ESFP-A and INTP-T" }).waitFor();
  expect(await seriousViolations(page), "public, dark").toEqual([]);
  await page.screenshot({ path: "/tmp/compare-public-dark.png", fullPage: true });
  expect(problems).toEqual([]);
  await page.context().close();
});

test("a compare link with one side removed or unknown says which, and offers the other", async () => {
  const sam = await publish("ENTJ-A", "Sam");
  const gone = await publish("ISFP-T", "Kim");
  await unpublish(gone);
  const { page, problems } = await openPage(browser(), { bypassCSP: true });

  const removed = await page.goto(`${baseUrl}/compare/${sam.slug}/${gone.slug}`);
  expect(removed?.status()).toBe(410);
  await page.getByRole("heading", { level: 1, name: "The second result was removed" }).waitFor();
  expect(await page.locator("main").innerText()).toContain(
    "The other result, Sam's ENTJ-A, is still shared.",
  );
  expect(await seriousViolations(page), "one side removed").toEqual([]);
  await page.getByRole("link", { name: "See the other result" }).click();
  await page.waitForURL(`${baseUrl}/r/${sam.slug}`);
  await page.getByTestId("result-type").waitFor();

  const unknown = await page.goto(`${baseUrl}/compare/Zz9Zz9Zz9Z/${sam.slug}`);
  expect(unknown?.status()).toBe(404);
  await page.getByRole("heading", { level: 1, name: "The first result was not found" }).waitFor();

  const malformed = await page.goto(`${baseUrl}/compare/nope/${sam.slug}`);
  expect(malformed?.status()).toBe(404);
  await page.getByRole("heading", { level: 1, name: "404" }).waitFor();
  // The browser reports the 410 document itself; that is the answer this test asked for.
  expect(problems.filter((p) => !/status of 410/.test(p))).toEqual([]);
  await page.context().close();
});

test("with no result in this browser, the page says so and offers the test", async () => {
  const sam = await publish("ESTJ-T", null);
  const { page, problems } = await openPage(browser(), {
    viewport: { width: 390, height: 844 },
    bypassCSP: true,
  });
  await page.goto(`${baseUrl}/r/${sam.slug}/compare`);
  await page.getByRole("heading", { level: 1, name: "Take the test to compare" }).waitFor();
  expect(await page.locator("main").innerText()).toContain(
    "This result is ESTJ-T. There is no result of yours in this browser to put beside it.",
  );
  expect(await seriousViolations(page), "no result").toEqual([]);
  await page.getByRole("link", { name: "Take the test" }).click();
  await page.waitForURL(`${baseUrl}/personality-test`);
  expect(problems).toEqual([]);
  await page.context().close();
});
