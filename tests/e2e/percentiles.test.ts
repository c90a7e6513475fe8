import fs from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { dimensions } from "~/assessment/questions";
import { openDatabase } from "~/db/client.server";
import { statisticsSnapshots } from "~/db/schema";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { seriousViolations } from "../support/axe";
import { finishedTest, keepInBrowser } from "../support/kept-test";
import { normsSnapshot } from "../support/norms-snapshot";
import { spawnServer, temporaryDir, type SpawnedServer } from "../support/server";

/**
 * Issue 22: the results screen compares a visitor's result with everyone who took the test once
 * there are 500 consenting results, and labels the badge an estimate until then.
 */
const browser = sharedBrowser();
/** The suite's server: no statistics computed yet. */
const withoutStatistics = inject("baseUrl");

// A server of its own, its database given a snapshot of 2,000 results before it starts (PGlite
// belongs to one process).
let server: SpawnedServer | undefined;
let dataDir: string | undefined;
const withStatistics = () => server!.url;

beforeAll(async () => {
  dataDir = temporaryDir("typeatlas-percentiles-");
  const handle = await openDatabase({ dataDir });
  try {
    const snapshot = normsSnapshot({
      n: 2_000,
      // ISTP: 90 of 2,000, 4.5 %, shown as 5 %; everyone else some other type.
      types: { ISTP: 90, ENFP: 1_910 },
      computedAt: "2026-11-20T12:00:00.000Z",
    });
    await handle.db.insert(statisticsSnapshots).values({
      n: snapshot.n,
      synthetic: false,
      data: snapshot,
      computedAt: new Date(snapshot.computedAt),
    });
  } finally {
    await handle.close();
  }
  server = await spawnServer({ env: { DATA_DIR: dataDir } });
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A visitor's finished ISTP-A test kept in the browser, its results screen opened in `lang`. */
async function openResult(page: Page, baseUrl: string, prefix = "") {
  await page.goto(`${baseUrl}${prefix}/about`);
  await keepInBrowser(page, finishedTest("ISTP-A"));
  await page.goto(`${baseUrl}${prefix}/personality-test`);
  await page.getByTestId("result-type").waitFor();
}

describe("with 2,000 consenting results", () => {
  test("320 px, dark: the badge's measured share and a percentile with its band under every bar, accessible", async () => {
    const { page, problems } = await openPage(browser(), {
      viewport: { width: 320, height: 568 },
      colorScheme: "dark",
      reducedMotion: "reduce",
      bypassCSP: true,
    });
    await openResult(page, withStatistics());
    const badge = page.getByTestId("type-frequency");
    await expect
      .poll(() => badge.textContent())
      .toBe(
        "Explorer • 5% of people who took the test here (Out of 2,000 people who took the test here and agreed to be counted)",
      );
    expect(await badge.getAttribute("title")).toBe(
      "Out of 2,000 people who took the test here and agreed to be counted",
    );
    for (const dimension of dimensions) {
      const line = page.getByTestId(`${dimension}-percentile`);
      expect(await line.textContent(), dimension).toMatch(
        /^You lean \w+ more than \d+% of people who took the test \(between \d+% and \d+%, allowing for the test's margin of error\)\.$/,
      );
      expect(await line.isVisible()).toBe(true);
    }
    expect(await page.getByTestId("percentile-source").textContent()).toBe(
      "Compared with 2,000 people who took the test here and agreed to be counted. Computed on November 20, 2026.",
    );
    // Nothing is wider than a small phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    // Painted dark (the site follows the system's scheme until the reader chooses).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      "rgb(19, 17, 31)",
    );
    expect(await seriousViolations(page), "the results screen with percentiles").toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("the norms come from their own small resource, not from the test page's data", async () => {
    const norms = await fetch(`${withStatistics()}/api/statistics/norms`);
    expect(norms.status).toBe(200);
    expect(norms.headers.get("cache-control")).toBe("public, max-age=300");
    expect(norms.headers.get("etag")).toBeTruthy();
    const page = await fetch(`${withStatistics()}/personality-test.data`);
    expect(await page.text()).not.toContain("histogram");
  });

  test("in Arabic the lines are in Arabic, right to left", async () => {
    const { page, problems } = await openPage(browser(), {
      viewport: { width: 390, height: 844 },
      reducedMotion: "reduce",
      bypassCSP: true,
    });
    await openResult(page, withStatistics(), "/ar");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    const mind = page.getByTestId("mind-percentile");
    await mind.waitFor();
    expect(await mind.textContent()).toMatch(/^ميلك إلى .+ أقوى من ميل .+ ممن أجروا الاختبار/);
    expect(await page.getByTestId("type-frequency").textContent()).toContain(
      "ممن أجروا الاختبار هنا",
    );
    expect(await seriousViolations(page), "the Arabic results screen").toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("a type page shows the measured share too", async () => {
    const { page, problems } = await openPage(browser());
    await page.goto(`${withStatistics()}/personality-types/istp`);
    expect(await page.getByTestId("type-frequency").textContent()).toBe(
      "5% of people who took the test here (Out of 2,000 people who took the test here and agreed to be counted)",
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("before 500 results", () => {
  test("the badge is labelled an estimate and no bar has a percentile", async () => {
    const { page, problems } = await openPage(browser(), {
      viewport: { width: 320, height: 568 },
      reducedMotion: "reduce",
      bypassCSP: true,
    });
    await openResult(page, withoutStatistics);
    await expect
      .poll(() => page.getByTestId("type-frequency").textContent())
      .toBe("Explorer • about 4% to 5% of the population (estimate)");
    await page.waitForLoadState("networkidle");
    expect(await page.locator("[data-testid$='-percentile']").count()).toBe(0);
    expect(await page.getByTestId("percentile-source").count()).toBe(0);
    expect(await seriousViolations(page), "the results screen with the estimate").toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
