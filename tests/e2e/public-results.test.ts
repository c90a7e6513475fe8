import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { computeResult } from "~/assessment/scoring";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { freshEmail, signUpAndVerify, toast } from "../support/journeys";
import { openKeptResult, viewportSizes } from "../support/kept-test";
import { seriousViolations } from "../support/axe";
import { english } from "../support/english";

/** Issue 20, "Public result pages": publish, view signed out, unpublish (410). */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** Axe in the light and the dark theme. */
async function axeBothThemes(page: Page, what: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    // The theme's colours fade in (a transition): measure the settled page.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await seriousViolations(page), `${what} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** Fills the dialog and publishes; returns the page's address and the removal link, if any. */
async function publishFromDialog(page: Page, name: string) {
  await page
    .getByRole("link", { name: "Publish" })
    .or(page.getByRole("button", { name: "Publish" }))
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Publish your result" });
  await dialog.waitFor();
  // Focus moved into the dialog, on the name field.
  expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(
    "displayName",
  );
  await expect.poll(() => dialog.getByText("It never shows:").isVisible()).toBe(true);
  await axeBothThemes(page, "the publish dialog");
  // A name the server would refuse is refused in place, and nothing is published (the field
  // itself takes at most 40 characters).
  await page.keyboard.type("see www.example.com");
  await dialog.getByRole("button", { name: "Publish" }).click();
  await dialog.getByText("A name cannot be a web address.").waitFor();
  await dialog.getByLabel("Display name (optional)").fill(name);
  await dialog.getByRole("button", { name: "Publish" }).click();
  const done = page.getByRole("dialog", { name: "Your result is public" });
  await done.waitFor();
  await axeBothThemes(page, "the publish dialog's success");
  const link = await done.getByTestId("public-link").inputValue();
  const removal = (await done.getByTestId("removal-link").count())
    ? await done.getByTestId("removal-link").inputValue()
    : null;
  // Escape closes it, and focus goes back to the page.
  await page.keyboard.press("Escape");
  await done.waitFor({ state: "hidden" });
  return { link, removal };
}

for (const { name, viewport } of viewportSizes) {
  test(`${name}: a visitor publishes from the results screen, a fresh browser sees it, the removal link takes it down (410)`, async () => {
    const { page, problems } = await openPage(browser(), {
      viewport,
      reducedMotion: "reduce",
      bypassCSP: true,
    });
    await openKeptResult(page, baseUrl, "ESTP-A");
    const { link, removal } = await publishFromDialog(page, "Sam");
    expect(link).toMatch(new RegExp(`^${baseUrl}/r/[0-9A-Za-z]{10}$`));
    expect(removal).toMatch(/\/remove\?token=[\w-]{40,}$/);
    // The browser keeps the removal secret beside the local result.
    const kept = await page.evaluate(() => localStorage.getItem("typeatlas:published:v1"));
    expect(kept).toContain(link.split("/r/")[1]);

    // Signed out, in a fresh browser context.
    const fresh = await openPage(browser(), { viewport, reducedMotion: "reduce", bypassCSP: true });
    const shown = await fresh.page.goto(link);
    expect(shown?.status()).toBe(200);
    await fresh.page.getByTestId("result-type").waitFor();
    expect(await fresh.page.getByTestId("result-type").textContent()).toBe(
      computeResult(answersFor("ESTP-A", 2)).type,
    );
    await fresh.page.getByText("Sam's personality type").waitFor();
    expect(await fresh.page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await fresh.page.getByRole("link", { name: "Take the test" }).first().waitFor();
    expect(
      await fresh.page
        .getByRole("link", { name: english("results:public.compare") })
        .getAttribute("href"),
    ).toBe(`${new URL(link).pathname}/compare`);
    await axeBothThemes(fresh.page, "the public page");

    // The removal link asks, then removes; the page answers 410 at once.
    await page.goto(removal!);
    await page.getByRole("heading", { name: "Remove this public result?" }).waitFor();
    await axeBothThemes(page, "the removal page");
    await page.getByRole("button", { name: "Remove the page" }).click();
    await page.getByRole("heading", { name: "The page is removed" }).waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("typeatlas:published:v1")))
      .toBe("[]");
    const gone = await fresh.page.goto(link);
    expect(gone?.status()).toBe(410);
    await fresh.page.getByRole("heading", { name: "This result is no longer shared" }).waitFor();
    await axeBothThemes(fresh.page, "the removed page");
    expect(problems.filter((problem) => !/status of 410/.test(problem))).toEqual([]);
    expect(fresh.problems.filter((problem) => !/status of 410/.test(problem))).toEqual([]);
    await fresh.page.context().close();
    await page.context().close();
  });
}

for (const { name, viewport } of viewportSizes.slice(0, 2)) {
  test(`${name}: a signed-in user publishes from the result page, sees it on the dashboard and unpublishes it there`, async () => {
    // Signed up at full width (the header shows the address there), then at this size.
    const { page, problems } = await openPage(browser(), {
      reducedMotion: "reduce",
      bypassCSP: true,
    });
    await signUpAndVerify(page, freshEmail("publisher"));
    await page.setViewportSize(viewport);
    const sessionId = await page.evaluate(
      async (responses) => {
        const response = await fetch("/api/test-sessions", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ submissionId: crypto.randomUUID(), responses }),
        });
        return ((await response.json()) as { session: { id: string } }).session.id;
      },
      answersFor("INFJ-T", 2),
    );
    await page.goto(`${baseUrl}/test-results/${sessionId}`);
    await page.getByTestId("result-type").waitFor();
    await page.waitForLoadState("networkidle");
    const { link, removal } = await publishFromDialog(page, "Ada");
    expect(removal).toBeNull();
    const slug = link.split("/r/")[1]!;

    await page.goto(`${baseUrl}/dashboard`);
    const list = page.getByTestId("public-links");
    await list.getByText(`/r/${slug}`).waitFor();
    await axeBothThemes(page, "the dashboard's public pages");
    await list.getByRole("button", { name: /Unpublish/ }).click();
    await toast(page, "Page removed").waitFor();
    await page.getByText("Nothing is public.").waitFor();

    const fresh = await openPage(browser(), { viewport });
    expect((await fresh.page.goto(link))?.status()).toBe(410);
    expect(problems).toEqual([]);
    await fresh.page.context().close();
    await page.context().close();
  });
}
