import type { Page } from "playwright-core";
import { expect } from "vitest";
import { getProfile } from "~/assessment/profiles";
import { dimensions } from "~/assessment/questions";
import { computeResult, readDimension } from "~/assessment/scoring";
import { parseEstimate } from "~/statistics/frequency";

/** The results screen shows what the assessment module computes for these answers. */
export async function expectResultMatchesModule(page: Page, answers: Record<number, number>) {
  const expected = computeResult(answers);
  await expect
    .poll(() => page.getByTestId("result-type").textContent(), { timeout: 10_000 })
    .toBe(expected.type);
  const profile = getProfile(expected.type)!;
  await page.getByText(profile.name, { exact: true }).waitFor();
  // The suite's server has no statistics yet: the badge shows the profile's range as an estimate.
  const range = parseEstimate(profile.frequency)!;
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  await page
    .getByText(
      `${profile.category} • about ${percent(range.low)} to ${percent(range.high)} of the population (estimate)`,
    )
    .waitFor();
  for (const dimension of dimensions) {
    const reading = readDimension(dimension, expected.dimensions[dimension]);
    expect(await page.getByTestId(`${dimension}-percent`).textContent()).toBe(
      `${reading.strength}%`,
    );
    expect(await page.getByTestId(`${dimension}-leaning`).textContent()).toBe(reading.leaning);
  }
}

/**
 * Puts a finished-but-not-submitted test into the page's storage before it loads: all 60 answers,
 * on the last page, so a test can press "Complete Test" at once (the tab counts as one that has
 * opened the test already, so the test's start for a kept test is skipped).
 */
export async function seedAnswers(page: Page, answers: Record<number, number>) {
  await page.addInitScript(
    (stored) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      sessionStorage.setItem("typeatlas:test:entered", "1");
      localStorage.setItem("typeatlas:test:v1", JSON.stringify(stored));
    },
    {
      answers,
      page: 9,
      stage: "test",
      result: null,
      submissionId: crypto.randomUUID(),
      saved: null,
    },
  );
}
