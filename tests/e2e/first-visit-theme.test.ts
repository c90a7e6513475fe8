import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { computeResult } from "~/assessment/scoring";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { toast, tabTo } from "../support/journeys";

/**
 * Issue 19, "Everywhere": dark mode follows the system's setting, and the footer's System / Light /
 * Dark switch overrides it, remembered across reloads and pages (decision 026).
 */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const sizes = [
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
  { name: "390 px", viewport: { width: 390, height: 844 } },
] as const;

/** The page's background, as painted: which theme the visitor actually sees. */
async function painted(page: Page): Promise<string> {
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  if (background === "rgb(255, 255, 255)") return "light";
  if (background === "rgb(19, 17, 31)") return "dark";
  return background;
}

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const themeSwitch = (page: Page) => page.getByRole("group", { name: "Theme" });
const option = (page: Page, label: string) =>
  themeSwitch(page).getByRole("button", { name: label, exact: true });
const pressed = (page: Page) =>
  themeSwitch(page).locator('button[aria-pressed="true"]').allTextContents();
const themeCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "theme");
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

for (const { name, viewport } of sizes) {
  test(`${name}: a dark system shows dark; Light overrides it at once and survives reload and navigation; System follows the system again`, async () => {
    const { page, problems } = await openPage(browser(), {
      viewport,
      colorScheme: "dark",
      reducedMotion: "reduce",
      bypassCSP: true,
    });
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState("networkidle");
    expect(await themeOf(page)).toBe("system");
    expect(await painted(page)).toBe("dark");
    expect(await pressed(page)).toEqual(["System"]);
    expect(await seriousViolations(page), "home, dark").toEqual([]);

    // The page changes in place: no reload, no new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await option(page, "Light").click();
    await expect.poll(() => painted(page)).toBe("light");
    expect(await themeOf(page)).toBe("light");
    expect(await pressed(page)).toEqual(["Light"]);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/`);
    await expect.poll(async () => (await themeCookie(page))?.value).toBe("light");
    const yearAhead = Date.now() / 1000 + 360 * 24 * 60 * 60;
    expect((await themeCookie(page))!.expires).toBeGreaterThan(yearAhead);
    expect(await seriousViolations(page), "home, light").toEqual([]);

    // A reload: the server renders the chosen theme, so the first paint is already light.
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toContain('<html lang="en" dir="ltr" data-theme="light">');
    expect(await painted(page)).toBe("light");
    expect(await pressed(page)).toEqual(["Light"]);

    // Navigation, within the app and by a fresh load.
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
    expect(await painted(page)).toBe("light");
    await page.goto(`${baseUrl}/blog`);
    expect(await painted(page)).toBe("light");
    expect(await pressed(page)).toEqual(["Light"]);

    // System: the choice is forgotten and the system's dark returns, and stays after a reload.
    await option(page, "System").click();
    await expect.poll(() => painted(page)).toBe("dark");
    expect(await themeOf(page)).toBe("system");
    await expect.poll(() => themeCookie(page)).toBeUndefined();
    await page.reload();
    expect(await painted(page)).toBe("dark");
    expect(await pressed(page)).toEqual(["System"]);
    // The system changing its mind is followed too.
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => painted(page)).toBe("light");
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

test("320 px, keyboard only: Tab reaches the switch, Enter chooses Dark, Space goes back to System, focus stays", async () => {
  const { page, problems } = await openPage(browser(), {
    viewport: { width: 320, height: 640 },
    colorScheme: "light",
    reducedMotion: "reduce",
    bypassCSP: true,
  });
  await page.goto(`${baseUrl}/about`);
  await page.waitForLoadState("networkidle");
  expect(await painted(page)).toBe("light");
  // Nothing overflows the narrow screen, the switch included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);

  await tabTo(page, option(page, "System"));
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(await focusedText(page)).toBe("Dark");
  await page.keyboard.press("Enter");
  await expect.poll(() => painted(page)).toBe("dark");
  expect(await pressed(page)).toEqual(["Dark"]);
  expect(await focusedText(page)).toBe("Dark");
  expect(await seriousViolations(page), "about, dark").toEqual([]);

  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  expect(await focusedText(page)).toBe("System");
  await page.keyboard.press("Space");
  await expect.poll(() => painted(page)).toBe("light");
  expect(await themeOf(page)).toBe("system");
  expect(await focusedText(page)).toBe("System");
  expect(problems).toEqual([]);
  await page.context().close();
});

test("without JavaScript the switch posts, comes back to the same page at the switch, and is remembered", async () => {
  const { page } = await openPage(browser(), {
    javaScriptEnabled: false,
    colorScheme: "dark",
    reducedMotion: "reduce",
  });
  await page.goto(`${baseUrl}/pricing`);
  expect(await painted(page)).toBe("dark");

  await option(page, "Light").click();
  await page.waitForURL(`${baseUrl}/pricing#theme-switch`);
  expect(await painted(page)).toBe("light");
  expect(await pressed(page)).toEqual(["Light"]);
  await page.goto(`${baseUrl}/personality-types`);
  expect(await painted(page)).toBe("light");

  await option(page, "Dark").click();
  await page.waitForURL(`${baseUrl}/personality-types#theme-switch`);
  expect(await painted(page)).toBe("dark");
  expect(await themeOf(page)).toBe("dark");

  await option(page, "System").click();
  await page.waitForURL(`${baseUrl}/personality-types#theme-switch`);
  expect(await themeOf(page)).toBe("system");
  expect(await painted(page)).toBe("dark");
  expect(await themeCookie(page)).toBeUndefined();
  await page.context().close();
});

test("390 px, Dark chosen on a light system: the menu, the Retake dialog and a toast are dark too, and pass axe", async () => {
  const { page, problems } = await openPage(browser(), {
    viewport: { width: 390, height: 844 },
    colorScheme: "light",
    reducedMotion: "reduce",
    bypassCSP: true,
  });
  await page.context().addCookies([{ name: "theme", value: "dark", url: baseUrl }]);
  await page.goto(`${baseUrl}/robots.txt`);
  const answers = answersFor("ISFJ-A", 2);
  const kept = { answers, page: 9, stage: "results", result: computeResult(answers) };
  await page.evaluate(
    (value) => localStorage.setItem("typeatlas:test:v1", value),
    JSON.stringify({ ...kept, submissionId: crypto.randomUUID(), saved: null }),
  );
  await page.goto(`${baseUrl}/personality-test`);
  await page.getByTestId("result-type").waitFor();
  await page.waitForLoadState("networkidle");
  expect(await painted(page)).toBe("dark");
  expect(await seriousViolations(page), "the result").toEqual([]);

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await menu.waitFor();
  expect(await menu.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    "rgb(19, 17, 31)",
  );
  expect(await seriousViolations(page), "the menu").toEqual([]);
  await page.getByRole("button", { name: "Close menu" }).click();
  await menu.waitFor({ state: "hidden" });

  await page.getByRole("button", { name: "Retake", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Start the test again?" });
  await dialog.waitFor();
  expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    "rgb(26, 24, 41)",
  );
  expect(await seriousViolations(page), "the retake dialog").toEqual([]);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });

  await page.getByRole("button", { name: "Get Premium Report - $9.99" }).click();
  const prompt = toast(page, "Sign in required");
  await prompt.waitFor();
  expect(
    await page.locator("[data-sonner-toaster]").first().getAttribute("data-sonner-theme"),
  ).toBe("dark");
  expect(await seriousViolations(page), "the toast").toEqual([]);
  expect(problems).toEqual([]);
  await page.context().close();
});
