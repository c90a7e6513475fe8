import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { freshEmail, signUpAndVerify, toast, tabTo } from "../support/journeys";
import { viewportSizes } from "../support/kept-test";
import { seedAnswers } from "../support/results";

/** Issue 22, "Consent first": giving one's answers to the statistics, and withdrawing them. */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();
const storageKey = "typeatlas:statistics:v1";
const apiPath = "/api/statistics/contributions";

/** Axe in the light and the dark theme. */
async function axeBothThemes(page: Page, what: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await seriousViolations(page), `${what} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** Answers all 60 statements (seeded) and presses Complete Test, then on to the basic report. */
async function finishTest(page: Page, type: string) {
  await seedAnswers(page, answersFor(type, 2));
  await page.goto(`${baseUrl}/personality-test`);
  await page.getByRole("button", { name: "Complete Test" }).click();
  await page.getByRole("button", { name: "Continue with Basic Report" }).click();
  await page.getByTestId("result-type").waitFor();
}

for (const { name, viewport } of [viewportSizes[0], viewportSizes[2]]) {
  test(`${name}: a visitor adds their answers, reloads, and withdraws them`, async () => {
    const { page, problems } = await openPage(browser(), {
      viewport,
      reducedMotion: "reduce",
      bypassCSP: true,
    });
    await finishTest(page, "ISFP-T");
    const panel = page.getByTestId("statistics-consent");
    await panel.getByRole("heading", { name: "Add your answers to our statistics" }).waitFor();
    await panel.getByText("never who you are").waitFor();
    expect(await panel.getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe(
      "/legal/privacy-policy",
    );
    // Off until chosen: nothing is kept before the button is pressed.
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
    await panel.scrollIntoViewIfNeeded();
    await axeBothThemes(page, "the panel before choosing");
    await expectNoSidewaysScroll(page);

    // By keyboard: Tab to the button, Enter; the Withdraw button that replaces it takes the focus.
    const add = panel.getByRole("button", { name: "Add my answers" });
    await tabTo(page, add);
    const added = page.waitForResponse(
      (response) => response.url().endsWith(apiPath) && response.request().method() === "POST",
    );
    await page.keyboard.press("Enter");
    expect((await added).status()).toBe(201);
    await panel.getByText("Your answers are added. Thank you.").waitFor();
    const withdraw = panel.getByRole("button", { name: "Withdraw" });
    await expect
      .poll(() => withdraw.evaluate((element) => element === document.activeElement))
      .toBe(true);
    const kept = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), storageKey)) ?? "null",
    ) as { contributorId: string; submissions: string[] } | null;
    expect(kept?.contributorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept?.submissions).toHaveLength(1);
    await axeBothThemes(page, "the panel once added");

    // The browser remembers it gave this result.
    await page.reload();
    await page.getByTestId("result-type").waitFor();
    await panel.getByText("Your answers are added. Thank you.").waitFor();

    const withdrawn = page.waitForResponse(
      (response) => response.url().endsWith(apiPath) && response.request().method() === "POST",
    );
    await tabTo(page, withdraw);
    await page.keyboard.press("Enter");
    const answer = await withdrawn;
    expect(answer.status()).toBe(200);
    // The server deleted the one row given under this browser's id.
    expect(await answer.json()).toEqual({ removed: 1 });
    await panel
      .getByText("Your answers are removed and will be left out of the next computation.")
      .waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
    await panel.getByRole("button", { name: "Add my answers" }).waitFor();
    await axeBothThemes(page, "the panel after withdrawing");
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 180_000);
}

test("a signed-in person turns the account's choice on and off again, at 320 px and in the dark", async () => {
  const { page, problems } = await openPage(browser(), {
    reducedMotion: "reduce",
    bypassCSP: true,
  });
  await signUpAndVerify(page, freshEmail("consent"), "Ada Lovelace");
  // Signed up at the default width (the header shows the account there), then a small phone.
  await page.setViewportSize(viewportSizes[2].viewport);
  // A saved result first: the test page saves it to the account.
  await finishTest(page, "ENTJ-A");
  const panel = page.getByTestId("statistics-consent");
  await panel.getByRole("button", { name: "Add my saved results" }).waitFor();
  await panel.getByRole("link", { name: "Change this in your account settings" }).click();
  await page.waitForURL(`${baseUrl}/account/data#statistics`);

  const section = page.locator("#statistics");
  await section.getByRole("heading", { name: "Statistics" }).waitFor();
  await section.getByText("Off. None of your results is used.").waitFor();
  await axeBothThemes(page, "the account setting, off");
  await expectNoSidewaysScroll(page);

  const turnOn = section.getByRole("button", { name: "Add my results" });
  await tabTo(page, turnOn);
  await page.keyboard.press("Enter");
  await toast(page, "Your results are added").waitFor();
  await section
    .getByText("On. Each result you save is added to the statistics. Results given so far: 1.")
    .waitFor();
  await section.getByText("Your saved results stay in your account.", { exact: false }).waitFor();
  await page.emulateMedia({ colorScheme: "dark" });
  await axeBothThemes(page, "the account setting, on");

  // The results screen says so, and links back to the setting.
  await page.goto(`${baseUrl}/dashboard`);
  await page
    .getByRole("link", { name: /View Results/ })
    .first()
    .click();
  await page.waitForURL(/\/test-results\/[0-9a-f-]{36}$/);
  await page
    .getByTestId("statistics-consent")
    .getByText("Your account adds its saved results to our statistics.")
    .waitFor();

  await page.goto(`${baseUrl}/account/data`);
  await section.getByRole("button", { name: "Remove my results" }).click();
  await toast(page, "Your results are removed").waitFor();
  await section.getByText("Off. None of your results is used.").waitFor();
  await axeBothThemes(page, "the account setting, off again");
  expect(problems).toEqual([]);
  await page.context().close();
}, 180_000);

test("without JavaScript, the account setting still turns the choice on", async () => {
  const setup = await openPage(browser());
  await signUpAndVerify(setup.page, freshEmail("consent-nojs"), "Ada Lovelace");
  const storageState = await setup.page.context().storageState();
  await setup.page.context().close();
  const { page, problems } = await openPage(browser(), {
    storageState,
    javaScriptEnabled: false,
  });
  await page.goto(`${baseUrl}/account/data`);
  const section = page.locator("#statistics");
  await section.getByRole("button", { name: "Add my results" }).click();
  await page.waitForURL(`${baseUrl}/account/data#statistics`);
  await section
    .getByText("On. Each result you save is added to the statistics. Results given so far: 0.")
    .waitFor();
  await section.getByRole("button", { name: "Remove my results" }).click();
  await section.getByText("Off. None of your results is used.").waitFor();
  expect(problems).toEqual([]);
  await page.context().close();
});
