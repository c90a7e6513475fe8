import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import { questionsOnPage } from "~/assessment/questions";
import { seriousViolations } from "../support/axe";
import { hydrated, openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";

/** Issue 19, "Taking it": the hint and Next, the scale at every width, the header on phones. */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** The page scrolls sideways: wider than the screen (WCAG 1.4.10 Reflow). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * Every visible piece of text of one statement's scale: the words and numbers under the circles
 * and the two ends. Returns pairs that overlap, and pieces outside the screen.
 */
const scaleTextClashes = (page: Page, id: number) =>
  page.evaluate((statementId) => {
    const fieldset = document.getElementById(`statement-${statementId}`)!;
    const boxes = [...fieldset.querySelectorAll<HTMLElement>("label span, div > span")]
      .filter((span) => span.children.length === 0 && span.textContent?.trim())
      .map((span) => ({ text: span.textContent!, box: span.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const clashes: string[] = [];
    boxes.forEach((a, i) => {
      if (a.box.left < 0 || a.box.right > window.innerWidth) clashes.push(`${a.text} off screen`);
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.box.right <= b.box.left ||
          b.box.right <= a.box.left ||
          a.box.bottom <= b.box.top ||
          b.box.bottom <= a.box.top;
        if (!apart) clashes.push(`${a.text} overlaps ${b.text}`);
      }
    });
    return { clashes, count: boxes.length };
  }, id);

const screens = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
  // 400 % zoom of a 1280 x 900 window lays the page out in 320 x 225 CSS pixels.
  { name: "320 px at 400 % zoom", viewport: { width: 320, height: 225 } },
];

for (const { name, viewport } of screens) {
  test(`${name}: the scale reads cleanly, and the disabled-looking Next leads to the statement left open`, async () => {
    const { page, problems } = await openPage(browser(), {
      viewport,
      reducedMotion: "reduce",
      bypassCSP: true,
    });
    await page.goto(`${baseUrl}/personality-test`);
    await hydrated(page);
    await expect.poll(() => heading(page).textContent()).toBe("Page 1 of 10");
    expect(await overflowsSideways(page)).toBe(false);
    const statements = questionsOnPage(0, 6);
    const { clashes, count } = await scaleTextClashes(page, statements[0]!.id);
    expect(clashes).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(16); // seven numbers, seven words, two ends
    expect(await seriousViolations(page)).toEqual([]);

    // Answer all but the third statement.
    const open = statements[2]!;
    for (const q of statements.filter((q) => q !== open))
      await page.locator(`#statement-${q.id} label`).nth(4).click();
    const hint = page.getByText("Answer all 6 statements to continue.");
    expect(await hint.isVisible()).toBe(true);
    const next = page.getByRole("button", { name: "Next" });
    expect(await next.getAttribute("aria-disabled")).toBe("true");
    expect(await next.getAttribute("aria-describedby")).toBe(await hint.getAttribute("id"));

    // Pressing it (it looks disabled, so Playwright must be told to press anyway).
    await next.click({ force: true });
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name))
      .toBe(`q${open.id}`);
    // The statement's text is on screen and not under the header or the sticky progress.
    const legend = (await page.locator(`#statement-${open.id} legend`).boundingBox())!;
    expect(legend.y).toBeGreaterThanOrEqual(0);
    expect(legend.y + legend.height).toBeLessThanOrEqual(viewport.height);
    expect(
      await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("fieldset")?.id, {
        x: legend.x + 4,
        y: legend.y + legend.height / 2,
      }),
    ).toBe(`statement-${open.id}`);

    // Space chooses on the focused statement; then Next is a plain button again.
    await page.keyboard.press("Space");
    await expect.poll(() => next.getAttribute("aria-disabled")).toBeNull();
    await expect.poll(() => hint.isVisible()).toBe(false);
    await next.click();
    await expect.poll(() => heading(page).textContent()).toBe("Page 2 of 10");
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

const headerBox = (page: Page) => page.getByRole("banner").boundingBox();

for (const { name, viewport } of [
  { name: "upright", viewport: { width: 390, height: 844 } },
  { name: "on its side", viewport: { width: 844, height: 390 } },
]) {
  test(`a phone ${name}: the header takes at most 64 px, hides while scrolling down, returns on the way up and on focus`, async () => {
    const { page, problems } = await openPage(browser(), {
      viewport,
      reducedMotion: "reduce",
      hasTouch: true,
    });
    await page.goto(`${baseUrl}/personality-test`);
    await hydrated(page);
    expect((await headerBox(page))!.height).toBeLessThanOrEqual(64);

    await page.mouse.wheel(0, 600);
    await expect
      .poll(async () => (await headerBox(page))!.y + (await headerBox(page))!.height)
      .toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await headerBox(page))!.y).toBe(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await headerBox(page))!.y).toBeLessThan(0);

    // Focus moving into the header (as Shift+Tab back up the page does) brings it back.
    await page.getByRole("button", { name: "Open menu" }).focus();
    await expect.poll(async () => (await headerBox(page))!.y).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
}
