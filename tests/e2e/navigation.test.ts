import { expect, inject, test } from "vitest";
import { footerColumns, headerLinks } from "~/config/site";
import { english } from "../support/english";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

test("every header link navigates to its page on a desktop screen, and focus moves to the new page's heading", async () => {
  const { page, problems } = await openPage(browser());
  await page.goto(`${baseUrl}/about`);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const link of headerLinks) {
    await nav.getByRole("link", { name: english(link.label), exact: true }).click();
    await page.waitForURL(baseUrl + link.to);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    // As after a full page load, reading starts at the new page, not at the link just used.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName), { message: link.to })
      .toBe("H1");
  }
  const banner = page.getByRole("banner");
  for (const [name, to] of [
    ["Sign In", "/auth"],
    ["Get Started", "/auth?mode=signup"],
  ]) {
    await page.goto(`${baseUrl}/`);
    await banner.getByRole("link", { name, exact: true }).click();
    await page.waitForURL(`${baseUrl}${to}`);
  }
  expect(problems).toEqual([]);
  await page.context().close();
});

test("the footer has the three columns, their links and the copyright line", async () => {
  const { page } = await openPage(browser());
  await page.goto(`${baseUrl}/`);
  const footer = page.getByRole("contentinfo");
  for (const column of footerColumns) {
    const nav = footer.getByRole("navigation", { name: english(column.title) });
    for (const link of column.links) {
      expect(
        await nav
          .getByRole("link", { name: english(link.label), exact: true })
          .getAttribute("href"),
      ).toBe(link.to);
    }
  }
  // The year of the request (departures #17).
  expect(await footer.textContent()).toContain(`© ${new Date().getUTCFullYear()} TypeAtlas`);
  await footer.getByRole("link", { name: "Contact Us" }).click();
  await page.waitForURL(`${baseUrl}/contact`);
  await page.context().close();
});

test("on a phone the menu opens by keyboard, traps focus, closes with Escape and navigates", async () => {
  const { page, problems } = await openPage(browser(), { viewport: { width: 375, height: 740 } });
  await page.goto(`${baseUrl}/`);
  await page.waitForLoadState("networkidle");
  expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);

  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await dialog.waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  // Focus goes back to the button that opened it.
  expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

  await page.keyboard.press("Space");
  await dialog.waitFor();
  const pricing = dialog.getByRole("link", { name: "Pricing" });
  for (let i = 0; i < 20 && !(await pricing.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Enter");
  await page.waitForURL(`${baseUrl}/pricing`);
  await dialog.waitFor({ state: "hidden" });
  expect(problems).toEqual([]);
  await page.context().close();
});

test("on a phone the menu opens by touch", async () => {
  const { page } = await openPage(browser(), {
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  await page.goto(`${baseUrl}/`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Open menu" }).tap();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await dialog.getByRole("link", { name: "Blog" }).tap();
  await page.waitForURL(`${baseUrl}/blog`);
  await page.context().close();
});
