import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { questionsOnPage } from "~/assessment/questions";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { seedAnswers } from "../support/results";

/** Issue 19, "Getting to the test": from the home page into the test, and back to it later. */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const screens = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "320 px", viewport: { width: 320, height: 568 } },
];

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

for (const { name, viewport } of screens) {
  test(`${name}: a signed-out visitor starts from home in one click, leaves with Back, and resumes`, async () => {
    const { page, problems } = await openPage(browser(), {
      viewport,
      reducedMotion: "reduce",
      bypassCSP: true,
    });
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState("networkidle");
    // Signing in is offered to save the result, not asked for first (departures #15).
    expect(
      await page.getByRole("link", { name: "Sign in to save your results" }).getAttribute("href"),
    ).toBe("/auth?redirectTo=%2Fpersonality-test");
    await page.getByRole("link", { name: "Take Free Test Now" }).first().click();
    await page.waitForURL(`${baseUrl}/personality-test`);
    await expect.poll(() => heading(page).textContent()).toBe("Page 1 of 10");

    const answers = answersFor("INFP-T", 2);
    const firstThree = questionsOnPage(0, 6).slice(0, 3);
    for (const q of firstThree)
      await page
        .locator(`#statement-${q.id} label`)
        .nth(answers[q.id]! - 1)
        .click();
    await page.getByText("3 of 60 answered").waitFor();

    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    const resume = page.getByRole("link", { name: "Resume your test (3 of 60)" });
    await resume.first().waitFor();
    expect(await resume.count()).toBe(2); // the hero and the closing call
    expect(await seriousViolations(page)).toEqual([]);
    await resume.first().click();
    // Straight back into the test, answers kept, with no question in between.
    await expect.poll(() => heading(page).textContent()).toBe("Page 1 of 10");
    for (const q of firstThree)
      expect(await page.locator(`#statement-${q.id} input:checked`).getAttribute("value")).toBe(
        String(answers[q.id]),
      );

    // A later visit (a new tab of the same browser) meets the test's start first.
    const later = await page.context().newPage();
    await later.goto(`${baseUrl}/personality-test`);
    await later.getByRole("heading", { name: "Your test is waiting for you" }).waitFor();
    await later.getByText("You have answered 3 of 60 statements.").waitFor();
    expect(await seriousViolations(later)).toEqual([]);
    await later.getByRole("button", { name: "Resume your test (3 of 60)" }).click();
    await expect.poll(() => heading(later).textContent()).toBe("Page 1 of 10");
    expect(await focusedText(later)).toBe("Page 1 of 10");
    expect(await later.locator("input:checked").count()).toBe(3);
    // A reload keeps the visitor in the test.
    await later.reload();
    await expect.poll(() => heading(later).textContent()).toBe("Page 1 of 10");
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

test("phone: starting over from the test's start asks first, says what is lost, and clears", async () => {
  const { page, problems } = await openPage(browser(), {
    viewport: { width: 390, height: 844 },
    reducedMotion: "reduce",
  });
  await page.addInitScript(() =>
    localStorage.setItem(
      "typeatlas:test:v1",
      JSON.stringify({ answers: { 1: 5, 25: 3 }, page: 0, stage: "test", result: null }),
    ),
  );
  await page.goto(`${baseUrl}/personality-test`);
  await page.getByRole("heading", { name: "Your test is waiting for you" }).waitFor();
  await page.getByRole("button", { name: "Start over" }).click();
  await page.getByText("This clears the 2 answers you have given.").waitFor();
  expect(await focusedText(page)).toBe("Start over from the first statement?");
  await page.getByRole("button", { name: "Keep my answers" }).click();
  expect(await focusedText(page)).toBe("Start over");
  await page.getByRole("button", { name: "Start over" }).click();
  await page.getByRole("button", { name: "Clear my answers and start over" }).click();
  await expect.poll(() => heading(page).textContent()).toBe("Page 1 of 10");
  await page.getByText("0 of 60 answered").waitFor();
  expect(await page.locator("input:checked").count()).toBe(0);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("desktop: with a finished result, home offers 'See your result' and it opens the result", async () => {
  const { page, problems } = await openPage(browser(), { reducedMotion: "reduce" });
  await seedAnswers(page, answersFor("ESFJ-A", 2));
  await page.goto(`${baseUrl}/personality-test`);
  await page.getByRole("button", { name: "Complete Test" }).click();
  await page.getByRole("button", { name: "Continue with Basic Report" }).waitFor({
    timeout: 10_000,
  });
  await page.goto(`${baseUrl}/`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: "See your result" }).first().click();
  await page.waitForURL(`${baseUrl}/personality-test`);
  await expect.poll(() => page.getByTestId("result-type").textContent()).toBe("ESFJ-A");
  expect(problems).toEqual([]);
  await page.context().close();
});

test("the footer's Take Test starts the test", async () => {
  const { page } = await openPage(browser());
  await page.goto(`${baseUrl}/about`);
  await page.getByRole("contentinfo").getByRole("link", { name: "Take Test", exact: true }).click();
  await page.waitForURL(`${baseUrl}/personality-test`);
  await expect.poll(() => heading(page).textContent()).toBe("Page 1 of 10");
  await page.context().close();
});
