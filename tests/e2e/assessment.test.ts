import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { getProfile } from "~/assessment/profiles";
import { questions, questionsOnPage, testOrder } from "~/assessment/questions";
import { computeResult, readDimension } from "~/assessment/scoring";
import { hydrated, openPage } from "../support/browser";
import { pdfText } from "../support/journeys";
import { seedAnswers } from "../support/results";
import { expectResultMatchesModule } from "../support/results";
import { sharedBrowser } from "../support/browser-hooks";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();
const require = createRequire(import.meta.url);

/** Non-extreme answers for a type: strength 2 with every third statement softened to 1. */
function mixedAnswers(type: string): Record<number, number> {
  const answers = answersFor(type, 2);
  for (const q of questions) if (q.id % 3 === 0) answers[q.id] = 4 + Math.sign(answers[q.id]! - 4);
  expect(computeResult(answers).type).toBe(type);
  return answers;
}

async function newTestPage(options: Parameters<typeof openPage>[1] = {}) {
  const watched = await openPage(browser(), { reducedMotion: "reduce", ...options });
  await watched.page.goto(`${baseUrl}/personality-test`);
  await hydrated(watched.page);
  return watched;
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

async function answerPageByPointer(page: Page, answers: Record<number, number>, pageIndex: number) {
  for (const q of questionsOnPage(pageIndex, 6)) {
    await page
      .locator(`#statement-${q.id} label`)
      .nth(answers[q.id]! - 1)
      .click();
  }
}

async function answerAllByPointer(page: Page, answers: Record<number, number>) {
  for (let p = 0; p < 10; p++) {
    await expect.poll(() => heading(page).textContent()).toBe(`Page ${p + 1} of 10`);
    await answerPageByPointer(page, answers, p);
    await page.getByRole("button", { name: p === 9 ? "Complete Test" : "Next" }).click();
  }
}

test("the whole test can be completed by keyboard alone, through the upsell to the results", async () => {
  const { page, problems } = await newTestPage();
  const answers = mixedAnswers("INFJ-T");
  for (let p = 0; p < 10; p++) {
    await expect.poll(() => heading(page).textContent()).toBe(`Page ${p + 1} of 10`);
    await heading(page).focus();
    for (const q of questionsOnPage(p, 6)) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(
        `q${q.id}`,
      );
      // Space chooses the first point; each arrow moves one point along the scale.
      await page.keyboard.press("Space");
      for (let step = 1; step < answers[q.id]!; step++) await page.keyboard.press("ArrowRight");
    }
    const label = p === 9 ? "Complete Test" : "Next";
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      if ((await page.evaluate(() => document.activeElement?.textContent)) === label) break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(label);
    await page.keyboard.press("Enter");
  }
  await page.getByRole("heading", { name: "Analyzing Your Personality..." }).waitFor();
  const skip = page.getByRole("button", { name: "Continue with Basic Report" });
  await skip.waitFor({ timeout: 10_000 });
  await skip.focus();
  await page.keyboard.press("Enter");
  await expectResultMatchesModule(page, answers);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("Next waits for a complete page, Previous is off on page 1, and the last page says Complete Test", async () => {
  const { page } = await newTestPage();
  const answers = mixedAnswers("ESTJ-A");
  const next = page.getByRole("button", { name: "Next" });
  expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
  expect(await next.isDisabled()).toBe(true);
  const [sixth] = questionsOnPage(0, 6).slice(5);
  for (const q of questionsOnPage(0, 6).slice(0, 5))
    await page
      .locator(`#statement-${q.id} label`)
      .nth(answers[q.id]! - 1)
      .click();
  expect(await next.isDisabled()).toBe(true);
  await page
    .locator(`#statement-${sixth!.id} label`)
    .nth(answers[sixth!.id]! - 1)
    .click();
  expect(await next.isDisabled()).toBe(false);
  await next.click();
  await expect.poll(() => heading(page).textContent()).toBe("Page 2 of 10");
  expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(false);
  await page.getByRole("button", { name: "Previous" }).click();
  await expect.poll(() => heading(page).textContent()).toBe("Page 1 of 10");
  // Answers persist across pages.
  expect(await page.locator(`#statement-${sixth!.id} input:checked`).getAttribute("value")).toBe(
    String(answers[sixth!.id]),
  );
  // Per-dimension trackers and overall progress: the first page holds two Mind statements and
  // one of each other dimension (departures #16).
  const trackers = page.getByRole("list", { name: "Answers per dimension" });
  expect(await trackers.textContent()).toBe("Mind2/12Energy1/12Nature1/12Tactics1/12Identity1/12");
  await page.getByText("10% complete").waitFor();
  for (let p = 0; p < 9; p++) {
    await answerPageByPointer(page, answers, p);
    await page.getByRole("button", { name: "Next" }).click();
  }
  await expect.poll(() => heading(page).textContent()).toBe("Page 10 of 10");
  expect(await page.getByRole("button", { name: "Next" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "Complete Test" }).isDisabled()).toBe(true);
  await page.context().close();
});

test("a reload mid-test returns to the same page with the same answers", async () => {
  const { page, problems } = await newTestPage();
  const answers = mixedAnswers("ISTP-A");
  for (let p = 0; p < 2; p++) {
    await answerPageByPointer(page, answers, p);
    await page.getByRole("button", { name: "Next" }).click();
  }
  // Statements 13, 14 and 15 of the test, and 12 (the last of page 2), by their ids.
  const [twelfth, thirteenth, fourteenth, fifteenth] = testOrder.slice(11, 15) as number[];
  for (const id of [thirteenth!, fourteenth!])
    await page
      .locator(`#statement-${id} label`)
      .nth(answers[id]! - 1)
      .click();
  await page.reload();
  await hydrated(page);
  await expect.poll(() => heading(page).textContent()).toBe("Page 3 of 10");
  await page.getByText("14 of 60 answered").waitFor();
  expect(await page.locator(`#statement-${thirteenth} input:checked`).getAttribute("value")).toBe(
    String(answers[thirteenth!]),
  );
  expect(await page.locator(`#statement-${fifteenth} input:checked`).count()).toBe(0);
  await page.getByRole("button", { name: "Previous" }).click();
  expect(await page.locator(`#statement-${twelfth} input:checked`).getAttribute("value")).toBe(
    String(answers[twelfth!]),
  );
  expect(problems).toEqual([]);
  await page.context().close();
});

test("choosing an answer with the pointer moves focus to the next unanswered statement", async () => {
  const { page } = await newTestPage();
  const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement).name);
  const [first, second, third, fourth] = testOrder;
  await page.locator(`#statement-${first} label`).nth(4).click();
  await expect.poll(focused).toBe(`q${second}`);
  await page.locator(`#statement-${third} label`).nth(2).click();
  await expect.poll(focused).toBe(`q${fourth}`);
  await page.context().close();
});

// The first type is answered statement by statement; the others, whose point is the scoring on
// the screen, start from their 60 answers kept in the browser (the keyboard and pointer journeys
// above and below answer every page).
for (const [index, type] of ["INTJ-A", "ENFP-T", "ISFJ-A", "ESTP-T"].entries()) {
  const answered = index === 0 ? "answered by pointer" : "kept in the browser";
  test(`answers for ${type} (${answered}) show ${type} with the scoring module's percentages`, async () => {
    const answers = mixedAnswers(type);
    let watched: Awaited<ReturnType<typeof newTestPage>>;
    if (index === 0) {
      watched = await newTestPage();
      await answerAllByPointer(watched.page, answers);
    } else {
      watched = await openPage(browser(), { reducedMotion: "reduce" });
      await seedAnswers(watched.page, answers);
      await watched.page.goto(`${baseUrl}/personality-test`);
      await hydrated(watched.page);
      await watched.page.getByRole("button", { name: "Complete Test" }).click();
    }
    const { page, problems } = watched;
    await page.getByRole("heading", { name: "Analyzing Your Personality..." }).waitFor();
    await page
      .getByRole("button", { name: "Continue with Basic Report" })
      .click({ timeout: 10_000 });
    await expectResultMatchesModule(page, answers);
    // A reload keeps the result (departures #11).
    await page.reload();
    await expectResultMatchesModule(page, answers);
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

test("the upsell shows both plans, asks a visitor to sign in, and can be skipped", async () => {
  const { page } = await newTestPage();
  await answerAllByPointer(page, mixedAnswers("ENTJ-T"));
  await page.getByText("Cancel anytime • 7-day money-back guarantee").waitFor({ timeout: 10_000 });
  expect(await page.getByRole("article", { name: "Premium Monthly" }).textContent()).toContain(
    "$19.95",
  );
  await page.getByRole("article", { name: "Premium 2-Month" }).getByRole("button").click();
  await page.getByText("Sign in required").waitFor();
  await page.getByText("Please sign in to upgrade", { exact: true }).waitFor();
  await page.getByRole("button", { name: "Continue with Basic Report" }).click();
  await page.getByTestId("result-type").waitFor();
  await page.context().close();
});

test("results: tabs, Learn More, the premium prompt, Download gives a PDF that opens, and Retake clears", async () => {
  const { page, problems } = await newTestPage({ acceptDownloads: true });
  const answers = mixedAnswers("INFP-A");
  await answerAllByPointer(page, answers);
  await page.getByRole("button", { name: "Continue with Basic Report" }).click({ timeout: 10_000 });
  await expectResultMatchesModule(page, answers);
  const profile = getProfile("INFP-A")!;

  await page.getByRole("tab", { name: "Strengths" }).click();
  await page.getByRole("heading", { name: "Areas for Growth" }).waitFor();
  await page.getByText(profile.challenges[0]!.title).waitFor();
  await page.getByRole("tab", { name: "Careers" }).click();
  await page.getByText(profile.careers.tip).waitFor();
  await page.getByRole("tab", { name: "Relationships" }).click();
  await page.getByText(profile.relationships.tip).waitFor();

  await page.getByRole("button", { name: "Get Premium Report - $9.99" }).click();
  await page.getByText("Sign in required").waitFor();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download", exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("typeatlas-infp-a.pdf");
  const { pages, text } = await pdfText(await download.path());
  expect(pages).toBeGreaterThanOrEqual(2);
  expect(text).toContain("INFP-A");
  expect(text).toContain(profile.name);
  expect(text).toContain("Areas for growth");
  const mind = readDimension("mind", computeResult(answers).dimensions.mind);
  expect(text).toContain(`Mind: ${mind.strength}% ${mind.leaning}`);

  await page.getByRole("link", { name: "Learn More" }).click();
  await page.waitForURL(`${baseUrl}/pricing`);
  await page.goto(`${baseUrl}/personality-test`);
  await page.getByTestId("result-type").waitFor();
  await page.getByRole("button", { name: "Retake" }).click();
  await page.getByRole("alertdialog", { name: "Start the test again?" }).waitFor();
  await page.getByRole("button", { name: "Start again without saving" }).click();
  await expect.poll(() => heading(page).textContent()).toBe("Page 1 of 10");
  await page.getByText("0 of 60 answered").waitFor();
  await page.reload();
  await expect.poll(() => heading(page).textContent()).toBe("Page 1 of 10");
  expect(await page.locator("input:checked").count()).toBe(0);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("Share copies a link when the browser has no share sheet", async () => {
  const { page } = await newTestPage({ permissions: ["clipboard-read", "clipboard-write"] });
  await page.evaluate(() => {
    // Headless Chromium may offer navigator.share; remove it to test the fallback.
    Object.defineProperty(navigator, "share", { value: undefined });
  });
  await answerAllByPointer(page, mixedAnswers("ESFP-A"));
  await page.getByRole("button", { name: "Continue with Basic Report" }).click({ timeout: 10_000 });
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByText("Link copied").waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`${baseUrl}/personality-types/esfp`);
  await page.context().close();
});

test("axe finds no serious or critical violation on the test, the upsell and the results", async () => {
  const { page } = await newTestPage({ bypassCSP: true });
  const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  async function audit(label: string) {
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: Document,
              opts: object,
            ) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, { resultTypes: ["violations"] });
      return result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id} (${v.impact}): ${JSON.stringify(v.nodes.slice(0, 2))}`);
    });
    expect(violations, label).toEqual([]);
  }
  await audit("test page");
  await answerAllByPointer(page, mixedAnswers("ISTJ-T"));
  await page
    .getByRole("button", { name: "Continue with Basic Report" })
    .waitFor({ timeout: 10_000 });
  await audit("upsell");
  await page.getByRole("button", { name: "Continue with Basic Report" }).click();
  await page.getByTestId("result-type").waitFor();
  await audit("results, overview");
  await page.getByRole("tab", { name: "Careers" }).click();
  await audit("results, careers");
  await page.context().close();
});
