import type { Page } from "playwright-core";
import { answersFor } from "~/assessment/answer-sets";
import { computeResult } from "~/assessment/scoring";

/** The widths the result and publishing journeys are checked at: desktop, phone, small phone. */
export const viewportSizes = [
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
  { name: "390 px", viewport: { width: 390, height: 844 } },
  { name: "320 px", viewport: { width: 320, height: 568 } },
] as const;

/** Where the test page keeps a visitor's test in the browser (written out, as a visitor's data). */
export const storageKey = "typeatlas:test:v1";

/** A visitor's finished test of `type`, as the test page keeps it, at `stage`. */
export function finishedTest(type: string, stage: "upsell" | "results" = "results") {
  const answers = answersFor(type, 2);
  return {
    answers,
    page: 9,
    stage,
    result: computeResult(answers),
    submissionId: crypto.randomUUID(),
    saved: null,
  };
}

/** Puts a finished test into this origin's storage (the page must be on the site). */
export async function keepInBrowser(page: Page, stored: ReturnType<typeof finishedTest>) {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [storageKey, JSON.stringify(stored)],
  );
}

/** Keeps a finished `type` test in this browser and opens its results screen; returns the result. */
export async function openKeptResult(page: Page, baseUrl: string, type: string) {
  const stored = finishedTest(type);
  await page.goto(`${baseUrl}/about`);
  await keepInBrowser(page, stored);
  await page.goto(`${baseUrl}/personality-test`);
  await page.getByTestId("result-type").waitFor();
  await page.waitForLoadState("networkidle");
  return stored.result;
}
