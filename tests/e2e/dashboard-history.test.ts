import type { BrowserContextOptions, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { freshEmail, signUpAndVerify } from "../support/journeys";
import { viewportSizes } from "../support/kept-test";

/** Issue 20, "Over time": the dashboard's results in pages, the history chart's table, comparing. */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** Twelve results of different types and strengths: two pages of the list, varied scores. */
const saves = [
  ["INTJ-A", 3],
  ["ENTJ-A", 1],
  ["INFP-T", 2],
  ["ESTP-A", 3],
  ["ISFJ-T", 1],
  ["ENFP-A", 2],
  ["ISTP-T", 3],
  ["ESFJ-A", 1],
  ["INTP-T", 2],
  ["ENTP-A", 3],
  ["ISTJ-T", 2],
  ["ESFP-A", 1],
] as const;

let storageState: BrowserContextOptions["storageState"];

beforeAll(async () => {
  // One account, signed up as a person does; its results are saved through the API the test page
  // uses (the e2e server's database belongs to its process).
  const { page } = await openPage(browser());
  await signUpAndVerify(page, freshEmail("history"));
  for (const [type, strength] of saves) {
    const response = await page.request.post(`${baseUrl}/api/test-sessions`, {
      data: { submissionId: crypto.randomUUID(), responses: answersFor(type, strength) },
    });
    expect(response.status()).toBe(201);
  }
  storageState = await page.context().storageState();
  await page.context().close();
});

async function dashboard(options: BrowserContextOptions = {}) {
  const opened = await openPage(browser(), { storageState, bypassCSP: true, ...options });
  await opened.page.goto(`${baseUrl}/dashboard`);
  await opened.page.waitForLoadState("networkidle");
  return opened;
}

const rows = (page: Page) => page.getByTestId("result-list").locator("li");

describe("the dashboard's history", () => {
  for (const size of viewportSizes) {
    test(`${size.name}: pages through the results, reads the table and compares two`, async () => {
      const { page, problems } = await dashboard({ viewport: size.viewport });
      expect(await page.getByTestId("test-count").textContent()).toContain("12 personality tests");
      expect(await rows(page).count()).toBe(10);
      // Newest first: the last save leads.
      expect(await rows(page).first().textContent()).toContain("ESFP-A");
      expect(await page.getByTestId("page-position").textContent()).toBe("Page 1 of 2");
      expect(await seriousViolations(page)).toEqual([]);

      const pages = page.getByRole("navigation", { name: "Pages of your results" });
      await pages.getByRole("link", { name: "Next" }).click();
      await page.waitForURL(/page=2/);
      await page.getByTestId("page-position").filter({ hasText: "Page 2 of 2" }).waitFor();
      expect(await rows(page).count()).toBe(2);
      expect(await rows(page).last().textContent()).toContain("INTJ-A");
      await pages.getByRole("link", { name: "Previous" }).click();
      await page.getByTestId("page-position").filter({ hasText: "Page 1 of 2" }).waitFor();

      // The chart's table, opened from the keyboard: the latest ten results, oldest first.
      expect(await page.getByTestId("history-scope").textContent()).toContain(
        "Your latest 10 of 12 results",
      );
      const summary = page.getByText("The same scores as a table");
      await summary.focus();
      await page.keyboard.press("Enter");
      const table = page.getByTestId("history-table");
      await table.waitFor();
      const bodyRows = table.locator("tbody tr");
      expect(await bodyRows.count()).toBe(10);
      expect(await bodyRows.first().textContent()).toContain("INFP-T");
      expect(await bodyRows.last().textContent()).toContain("ESFP-A");
      expect(await table.getByRole("columnheader").allTextContents()).toEqual([
        "Date",
        "Type",
        "Mind",
        "Energy",
        "Nature",
        "Tactics",
        "Identity",
      ]);
      expect(await seriousViolations(page)).toEqual([]);

      // Compare the newest (ESFP-A) with the one before (ISTJ-T).
      const first = page.getByLabel("First result");
      const second = page.getByLabel("Second result");
      const options = await first.locator("option").allTextContents();
      expect(options).toHaveLength(10);
      await first.selectOption({ label: options[0]! });
      await second.selectOption({ label: options[1]! });
      await page.getByRole("button", { name: "Compare" }).click();
      const comparison = page.getByTestId("comparison");
      await comparison.waitFor();
      const text = (await comparison.textContent()) ?? "";
      expect(text).toContain("ISTJ-T");
      expect(text).toContain("95% band");
      // I to E and J to P at full strength: larger than the measurement error.
      expect(text).toMatch(
        /Your Mind score moved from \d+ to \d+: larger than the test's measurement error, so likely a real change\./,
      );
      expect(text).toMatch(/Your (Energy|Nature|Tactics|Identity) score (moved|stayed)/);
      expect(await seriousViolations(page)).toEqual([]);
      // The page fits its width: nothing scrolls sideways but the table's own region.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  test("without JavaScript the pages and the compare form work", async () => {
    const { page } = await dashboard({ javaScriptEnabled: false });
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    expect(await rows(page).count()).toBe(2);
    const first = page.getByLabel("First result");
    const labels = await first.locator("option").allTextContents();
    await first.selectOption({ label: labels[0]! });
    await page.getByLabel("Second result").selectOption({ label: labels[1]! });
    await page.getByRole("button", { name: "Compare" }).click();
    await page.waitForURL(/from=.*to=/);
    const text = (await page.getByTestId("comparison").textContent()) ?? "";
    expect(text).toContain("INTJ-A");
    expect(text).toContain("ENTJ-A");
    expect(text).toMatch(/Your Mind score moved from \d+ to \d+/);
    // Still on the second page of the list.
    expect(await rows(page).count()).toBe(2);
  });

  test("a result that is not the user's answers the 404 page", async () => {
    const { page } = await openPage(browser(), { storageState });
    const response = await page.goto(
      `${baseUrl}/dashboard?from=${crypto.randomUUID()}&to=${crypto.randomUUID()}`,
    );
    expect(response?.status()).toBe(404);
    expect(await page.getByTestId("comparison").count()).toBe(0);
  });
});
