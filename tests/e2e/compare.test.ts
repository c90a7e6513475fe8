import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import {
  compareResults,
  readingOf,
  yourComparedResult,
  type ComparedResult,
} from "~/assessment/compare";
import { pairText } from "~/assessment/comparisons";
import { standardErrors } from "~/assessment/measurement";
import { dimensions } from "~/assessment/questions";
import { computeResult, readDimension } from "~/assessment/scoring";
import { poleKey } from "~/components/results/labels";
import { seriousViolations } from "../support/axe";
import { english, englishTranslate } from "../support/english";
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

/** A result published from `type`'s answers (as `publish` sends them), as the page compares it. */
function published(label: string, type: string): ComparedResult {
  const answers = answersFor(type, 2);
  return {
    label,
    type: computeResult(answers).type,
    scores: computeResult(answers).dimensions,
    standardErrors: standardErrors(answers),
  };
}

/** The visitor's own side, computed from the answers kept in the browser. */
const visitorSide = () => yourComparedResult(visitor.result, visitor.answers);

/** Each dimension's two marks as a screen reader hears them ("Sam: 83% Introverted"), in order. */
function marksOf(a: ComparedResult, b: ComparedResult): string[] {
  return dimensions.flatMap((dimension) =>
    [a, b].map((side) => {
      const { strength, pole } = readDimension(dimension, side.scores[dimension]);
      return english("compare:side.score", {
        name: side.isYou ? english("compare:you") : side.label,
        share: strength / 100,
        pole: english(poleKey(pole)),
      });
    }),
  );
}

const markLabels = (page: Page) =>
  page
    .locator('li[data-dimension] [role="img"]')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute("aria-label")));

for (const { name, viewport } of viewportSizes) {
  test(`${name}: a visitor with a result in this browser compares it with a published one, and nothing of theirs is sent`, async () => {
    const sam = await publish("INTJ-A", "Sam");
    const { page, problems } = await openPage(browser(), { viewport, bypassCSP: true });
    await keepVisitorResult(page);
    const requests = recordRequests(page);

    await page.goto(`${baseUrl}/r/${sam.slug}`);
    await page.getByRole("link", { name: english("results:public.compare") }).click();
    await page
      .getByRole("heading", { level: 1, name: english("compare:title.withYou", { other: "Sam" }) })
      .waitFor();
    await page.getByRole("heading", { name: english("compare:pair.shared") }).waitFor();
    await page.waitForLoadState("networkidle");

    expect(await page.getByTestId("side-a").innerText()).toContain("ENFP-T");
    expect(await page.getByTestId("side-b").innerText()).toContain("INTJ-A");
    expect(await page.locator("li[data-dimension]").count()).toBe(5);
    const [you, samSide] = [visitorSide(), published("Sam", "INTJ-A")];
    expect(await markLabels(page)).toEqual(marksOf(you, samSide));
    expect(await page.getByTestId("mind-reading").innerText()).toBe(
      readingOf(englishTranslate(), compareResults(you, samSide)[0]!, you, samSide),
    );
    const body = await page.locator("main").innerText();
    expect(body).toContain(firstWords(pairText("ENFP", "INTJ")!.shared));
    expect(body).toContain(english("compare:local.notSent"));

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
    expect(await response?.text()).toContain(
      english("compare:reading.alikeSame", {
        who: "they",
        a: "Sam",
        b: "Alex",
        pole: english("results:pole.introverted"),
        aShare: 0.83,
        dimension: english("results:dimension.mind"),
      }),
    );
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await page
      .getByRole("heading", {
        level: 1,
        name: english("compare:title.pair", { a: "Sam", b: "Alex" }),
      })
      .waitFor();
    const body = await page.locator("main").innerText();
    expect(body).toContain(
      english("compare:pair.same", {
        who: "they",
        a: "Sam",
        b: "Alex",
        code: "ISTJ",
        name: "The Keystone",
      }),
    );
    expect(body).toContain(
      english("compare:summary.alike", { who: "they", dimensions: "" }).trimEnd(),
    );
    expect(await markLabels(page)).toEqual(
      marksOf(published("Sam", "ISTJ-T"), published("Alex", "ISTJ-A")),
    );
    expect(
      await page
        .getByRole("link", { name: english("compare:yourTurn.compareWith", { name: "Sam" }) })
        .getAttribute("href"),
    ).toBe(`/r/${sam.slug}/compare`);
    expect(await seriousViolations(page), "two public results").toEqual([]);
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
  await page.getByRole("heading", { name: english("compare:pair.shared") }).waitFor();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    "rgb(19, 17, 31)",
  );
  expect(await seriousViolations(page), "local, dark").toEqual([]);

  await page.goto(`${baseUrl}/compare/${sam.slug}/${alex.slug}`);
  await page
    .getByRole("heading", {
      level: 1,
      name: english("compare:title.pair", { a: "ESFP-A", b: "INTP-T" }),
    })
    .waitFor();
  expect(await seriousViolations(page), "public, dark").toEqual([]);
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
  await page
    .getByRole("heading", {
      level: 1,
      name: english("compare:missing.removedTitle", { which: "second" }),
    })
    .waitFor();
  expect(await page.locator("main").innerText()).toContain(
    english("compare:missing.remainingNamed", { name: "Sam", type: "ENTJ-A" }),
  );
  expect(await seriousViolations(page), "one side removed").toEqual([]);
  await page.getByRole("link", { name: english("compare:missing.seeOther") }).click();
  await page.waitForURL(`${baseUrl}/r/${sam.slug}`);
  await page.getByTestId("result-type").waitFor();

  const unknown = await page.goto(`${baseUrl}/compare/Zz9Zz9Zz9Z/${sam.slug}`);
  expect(unknown?.status()).toBe(404);
  await page
    .getByRole("heading", {
      level: 1,
      name: english("compare:missing.missingTitle", { which: "first" }),
    })
    .waitFor();

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
  await page.getByRole("heading", { level: 1, name: english("compare:noResult.title") }).waitFor();
  expect(await page.locator("main").innerText()).toContain(
    english("compare:noResult.text", { named: "no", name: "", type: "ESTJ-T", saved: "no" }),
  );
  expect(await seriousViolations(page), "no result").toEqual([]);
  await page.getByRole("link", { name: english("compare:takeTest") }).click();
  await page.waitForURL(`${baseUrl}/personality-test`);
  expect(problems).toEqual([]);
  await page.context().close();
});
