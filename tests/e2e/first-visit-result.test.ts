import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { computeResult } from "~/assessment/scoring";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { followMailLink, freshEmail, password, signUpAndVerify, toast } from "../support/journeys";
import { seriousViolations } from "../support/axe";
import {
  finishedTest,
  keepInBrowser,
  openKeptResult,
  storageKey,
  viewportSizes,
} from "../support/kept-test";
import { seedAnswers } from "../support/results";

/** Issue 19, "The result": from the analysing screen to a result that is understood and saved. */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? null);

for (const { name, viewport } of viewportSizes) {
  test(`${name}: after analysing, "Continue with Basic Report" is on screen above the plans, and the result's heading takes focus`, async () => {
    const { page, problems } = await openPage(browser(), {
      viewport,
      reducedMotion: "reduce",
      bypassCSP: true,
    });
    const answers = answersFor("ENFP-T", 2);
    await seedAnswers(page, answers);
    await page.goto(`${baseUrl}/personality-test`);
    await page.getByRole("button", { name: "Complete Test" }).click();
    await page.getByRole("heading", { name: "Analyzing Your Personality..." }).waitFor();

    const go = page.getByRole("button", { name: "Continue with Basic Report" });
    await go.waitFor({ timeout: 10_000 });
    const button = (await go.boundingBox())!;
    const firstPlan = (await page.getByRole("article").first().boundingBox())!;
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(button.y + button.height).toBeLessThanOrEqual(viewport.height);
    expect(button.y + button.height).toBeLessThan(firstPlan.y);
    expect(await seriousViolations(page), "the upsell").toEqual([]);

    // By keyboard: Tab reaches it from the heading, and Enter opens the result.
    await page.getByRole("heading", { level: 1 }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Continue with Basic Report",
    );
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedTestId(page)).toBe("result-type");
    expect(await page.getByTestId("result-type").textContent()).toBe(computeResult(answers).type);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test(`${name}: Retake asks first, says the visitor's result would be lost, and Cancel keeps it`, async () => {
    const { page, problems } = await openPage(browser(), {
      viewport,
      reducedMotion: "reduce",
      bypassCSP: true,
    });
    await openKeptResult(page, baseUrl, "ISTP-A");
    const retake = page.getByRole("button", { name: "Retake", exact: true });
    await retake.click();
    const dialog = page.getByRole("alertdialog", { name: "Start the test again?" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "Starting again clears your answers and your ISTP-A result from this browser. It is not saved anywhere else, so it would be gone for good.",
    );
    // Focus starts on the choice that loses nothing: saving first.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Create an account to save it",
    );
    expect(await seriousViolations(page), "the retake dialog").toEqual([]);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Retake");
    expect(await page.getByTestId("result-type").textContent()).toBe("ISTP-A");

    await retake.click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toContain("ISTP-A");

    await retake.click();
    await dialog.getByRole("button", { name: "Start again without saving" }).click();
    await page.getByRole("heading", { name: "Page 1 of 10" }).waitFor();
    await expect.poll(focusedHeading(page)).toBe("Page 1 of 10");
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).not.toContain(
      "ISTP-A",
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test(`${name}: a visitor who signs up from the result comes back to it after confirming the address, saved, and is welcomed as new`, async () => {
    const { page, problems } = await openPage(browser(), { viewport, reducedMotion: "reduce" });
    const email = freshEmail("from-result");
    await openKeptResult(page, baseUrl, "ESTJ-T");
    if (viewport.width < 500) {
      // On the phone, from Retake's offer to save first.
      await page.getByRole("button", { name: "Retake", exact: true }).click();
      await page.getByRole("link", { name: "Create an account to save it" }).click();
    } else {
      await page.getByRole("link", { name: "Create a free account" }).click();
    }
    await page.getByRole("heading", { name: "Create Your Account" }).waitFor();
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    await page.getByText("taken back to where you left off").waitFor();

    await followMailLink(page, email, "Confirm your e-mail address");
    // Straight back to the result, not the dashboard, and saved at once.
    await page.waitForURL(`${baseUrl}/personality-test`);
    await toast(page, "Email confirmed").waitFor();
    await toast(page, "Results saved!").waitFor();
    await page.getByText("This result is saved to your account.").waitFor();
    expect(await page.getByTestId("result-type").textContent()).toBe("ESTJ-T");

    // A client-side navigation to the saved result: focus goes to its heading, as on a full load.
    await page.getByRole("link", { name: "Open it from your dashboard" }).click();
    await page.waitForURL(/\/test-results\//);
    await expect.poll(() => focusedTestId(page)).toBe("result-type");
    await page.goto(`${baseUrl}/dashboard`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome, Ada");
    expect(await page.getByTestId("result-list").textContent()).toContain("ESTJ-T");
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

test("signed-out Get Premium Report: the toast's Sign in comes back to the result, saved, and the report can be bought", async () => {
  const { page, problems } = await openPage(browser(), { reducedMotion: "reduce" });
  const email = freshEmail("premium-visitor");
  await signUpAndVerify(page, email);
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await page.getByRole("link", { name: "Sign In" }).first().waitFor();

  await openKeptResult(page, baseUrl, "INTP-T");
  await page.getByRole("button", { name: "Get Premium Report - $9.99" }).click();
  const prompt = toast(page, "Sign in required");
  await prompt.getByText("Please sign in to upgrade", { exact: true }).waitFor();
  await prompt.getByRole("link", { name: "Sign in" }).click();
  await page.waitForURL(/\/auth\?redirectTo=%2Fpersonality-test%3Fsave%3D/);
  await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  await page.waitForURL(`${baseUrl}/personality-test`);
  await toast(page, "Results saved!").waitFor();
  expect(await page.getByTestId("result-type").textContent()).toBe("INTP-T");
  await page.getByRole("button", { name: "Get Premium Report - $9.99" }).click();
  await page.waitForURL(/\/billing\/sandbox-checkout\//);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("deleting the account also clears the answers and result this browser keeps", async () => {
  const { page, problems } = await openPage(browser(), { reducedMotion: "reduce" });
  const email = freshEmail("leaving");
  await signUpAndVerify(page, email);
  await keepInBrowser(page, finishedTest("ISFP-A", "results"));
  // The page's own clearing is what is tested here: the server's Clear-Site-Data header (which
  // does the same without JavaScript) is taken off the answer.
  await page.route("**/account/data.data*", async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["clear-site-data"];
    await route.fulfill({ response, headers });
  });
  await page.goto(`${baseUrl}/account/data`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Your password").fill(password);
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.waitForURL(`${baseUrl}/`);
  await toast(page, "Account deleted").waitFor();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
  await page.goto(`${baseUrl}/personality-test`);
  await page.getByRole("heading", { name: "Page 1 of 10" }).waitFor();
  expect(problems).toEqual([]);
  await page.context().close();
});

function focusedHeading(page: Page) {
  return () => page.evaluate(() => document.activeElement?.textContent ?? null);
}
