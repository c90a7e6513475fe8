import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { gradientContrast } from "../support/contrast";
import { toast } from "../support/journeys";
import { finishedTest, storageKey } from "../support/kept-test";

/**
 * Issue 19, "Everywhere": both themes pass WCAG AA colour contrast, gradients included. axe judges
 * text on plain colours; tests/support/contrast.ts measures text on gradients stop by stop. The
 * dark theme here is the system's (prefers-color-scheme), chosen by no cookie at all. Toasts are
 * measured too: sonner's own light colours were below AA.
 */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** A test in progress: the first page half answered, so chosen and unchosen states both show. */
const inProgress = { answers: { 1: 1, 2: 4, 3: 7 }, page: 0, stage: "test", result: null };

const finished = () => finishedTest("ENFP-T");

const pages: { name: string; path: string; kept?: () => object; gradient: boolean }[] = [
  { name: "home", path: "/", gradient: true },
  { name: "test", path: "/personality-test", kept: () => inProgress, gradient: false },
  { name: "result", path: "/personality-test", kept: finished, gradient: true },
  { name: "pricing", path: "/pricing", gradient: true },
  { name: "type page", path: "/personality-types/enfp", gradient: true },
  { name: "blog", path: "/blog", gradient: true },
  { name: "blog post", path: "/blog/how-the-test-works", gradient: false },
];

const pageBackground = { light: "rgb(255, 255, 255)", dark: "rgb(19, 17, 31)" };

/** The whole page in one viewport, so every line of text is on screen for axe to measure. */
async function showWholePage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: Math.min(height, 8_000) });
}

for (const scheme of ["light", "dark"] as const) {
  test(`${scheme}: home, test, result, pricing, type page and blog pass AA contrast, gradients included`, async () => {
    const { page, problems } = await openPage(browser(), {
      colorScheme: scheme,
      reducedMotion: "reduce",
      bypassCSP: true,
      permissions: ["clipboard-read", "clipboard-write"],
    });
    for (const { name, path, kept, gradient } of pages) {
      if (kept) {
        await page.goto(`${baseUrl}/robots.txt`);
        await page.evaluate(
          ([key, value]) => {
            localStorage.setItem(key!, value!);
            // A tab that has opened the test before goes straight back to its statements.
            sessionStorage.setItem("typeatlas:test:entered", "1");
          },
          [storageKey, JSON.stringify(kept())],
        );
      }
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState("networkidle");
      if (name === "result") await page.getByTestId("result-type").waitFor();
      if (name === "test") await page.getByText("3 of 60 answered").waitFor();
      await showWholePage(page);

      expect(await page.evaluate(() => document.documentElement.dataset.theme), name).toBe(
        "system",
      );
      expect(
        await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
        `${name}: the page is painted in the ${scheme} theme`,
      ).toBe(pageBackground[scheme]);
      expect(await seriousViolations(page), `${name}: axe`).toEqual([]);
      const { checked, failures } = await gradientContrast(page);
      expect(failures, `${name}: text on gradients`).toEqual([]);
      if (gradient) expect(checked, `${name}: text on a gradient was measured`).toBeGreaterThan(0);
      if (name === "result") {
        // Toasts of both kinds, success and error, over the page.
        await page.getByRole("button", { name: "Share" }).click();
        await toast(page, "Link copied").waitFor();
        await page.getByRole("button", { name: "Get Premium Report - $9.99" }).click();
        await toast(page, "Sign in required").waitFor();
        await page.locator('[data-sonner-toast][data-mounted="true"]').nth(1).waitFor();
        expect(await seriousViolations(page), "toasts").toEqual([]);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

test("the gradient check fails text too faint on any stop, through half-transparent layers", async () => {
  const { page } = await openPage(browser());
  await page.setContent(`
    <body style="margin:0;background:#13111f">
      <section style="background-image:linear-gradient(to right, #5b3fd0, #a28bff)">
        <h2 style="color:#ffffff;font-size:16px">White on a stop that turns pale</h2>
        <p style="color:#ffffff;font-size:16px;background:rgb(0 0 0 / 0.6)">White on a dark veil</p>
        <span style="color:rgb(255 255 255 / 0.3);background-image:linear-gradient(#2a1b73, #1f165a)">Faint</span>
      </section>
      <p style="color:#777">Not on a gradient: axe's to judge</p>
    </body>`);
  const { checked, failures } = await gradientContrast(page);
  expect(checked).toBe(3);
  expect(failures).toHaveLength(2);
  expect(failures[0]).toMatch(
    /^"White on a stop that turns pale" .* on the stop rgb\(162, 139, 255\); AA needs 4.5:1$/,
  );
  expect(failures[1]).toMatch(/^"Faint" .* AA needs 4.5:1$/);
  await page.context().close();
});
