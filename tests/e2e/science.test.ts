import fs from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import { statisticsSnapshots } from "~/db/schema";
import { testSnapshot } from "~/statistics/test-snapshot";
import type { StatisticsSnapshot } from "~/statistics/types";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { english, translated } from "../support/english";
import { spawnServer, temporaryDir, type SpawnedServer } from "../support/server";

const browser = sharedBrowser();

// A server of its own on a PGlite folder the test writes snapshots into while it is stopped
// (PGlite belongs to one process): first a few results, then enough to publish.
const dataDir = temporaryDir("typeatlas-science-");
let server: SpawnedServer | undefined;

async function insertSnapshot(snapshot: StatisticsSnapshot) {
  await server?.stop();
  const handle = await openDatabase({ dataDir });
  try {
    await handle.db.insert(statisticsSnapshots).values({
      computedAt: new Date(snapshot.computedAt),
      n: snapshot.n,
      synthetic: snapshot.synthetic,
      data: snapshot,
    });
  } finally {
    await handle.close();
  }
  server = await spawnServer({ env: { DATA_DIR: dataDir } });
}

beforeAll(async () => {
  await insertSnapshot(testSnapshot({ byLocale: { en: 110, de: 10 } }));
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Whether the page scrolls sideways as a whole (a table may scroll inside its own region). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test("with 120 results, /science explains the test, says how many so far and links to the test", async () => {
  const { page, problems } = await openPage(browser(), {
    viewport: { width: 320, height: 800 },
    bypassCSP: true,
  });
  await page.goto(`${server!.url}/science`);
  await page.getByRole("heading", { level: 1, name: /How the Test Scores/ }).waitFor();
  await page.getByRole("heading", { name: "What the clarity labels mean" }).waitFor();
  await page.getByRole("heading", { name: english("science:figures.heading") }).waitFor();
  const figures = page.locator("section[aria-labelledby='figures-heading']");
  expect(await figures.textContent()).toContain(
    english("science:figures.collecting", { count: 120, threshold: 200 }),
  );
  expect(await page.getByRole("table").count()).toBe(0);
  await figures.getByRole("link", { name: "take the test" }).click();
  await page.waitForURL(/\/personality-test$/);
  await page.goBack();
  await page.getByRole("heading", { name: english("science:figures.heading") }).waitFor();
  expect(await overflows(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  // The footer's Research link leads here.
  expect(
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: english("common:nav.research") })
      .getAttribute("href"),
  ).toBe("/science");
  expect(problems).toEqual([]);
  await page.context().close();
});

test("with 1,070 simulated results, the figures in tables, said to be simulated; 320 px, dark and Arabic", async () => {
  // Restarting the server on a busy machine takes up to a minute: a guard against hangs only.
  await insertSnapshot(
    testSnapshot({
      byLocale: { en: 900, ar: 120, fr: 49, ja: 1 },
      synthetic: true,
      computedAt: "2026-11-25T03:00:00.000Z",
    }),
  );
  const { page, problems } = await openPage(browser(), {
    viewport: { width: 320, height: 800 },
    bypassCSP: true,
  });
  await page.goto(`${server!.url}/science`);
  await page
    .getByRole("note")
    .filter({ hasText: english("science:figures.synthetic") })
    .waitFor();
  const section = page.locator("section[aria-labelledby='figures-heading']");
  expect(await section.textContent()).toContain(
    english("science:figures.basis", {
      computed: new Date("2026-11-25T03:00:00.000Z"),
      count: 1070,
    }),
  );
  for (const caption of [
    "science:dimensions.caption",
    "science:types.caption",
    "science:identities.caption",
    "science:languages.caption",
  ] as const)
    await page.getByRole("table", { name: english(caption) }).waitFor();
  const dimensions = page.getByRole("table", { name: english("science:dimensions.caption") });
  expect(await dimensions.getByRole("rowheader").allTextContents()).toEqual([
    "Mind",
    "Energy",
    "Nature",
    "Tactics",
    "Identity",
  ]);
  expect(await dimensions.getByRole("columnheader").count()).toBe(7);
  // Languages under 50 results are left out: French (49) and Japanese (1).
  const languages = page.getByRole("table", { name: english("science:languages.caption") });
  expect(await languages.getByRole("rowheader").allTextContents()).toEqual(["English", "Arabic"]);
  expect(
    await page
      .getByRole("table", { name: english("science:types.caption") })
      .getByRole("row")
      .count(),
  ).toBe(17);
  expect(await overflows(page)).toBe(false);
  expect(await seriousViolations(page), "light, 320 px").toEqual([]);

  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await page.getByRole("table", { name: english("science:dimensions.caption") }).waitFor();
  expect(await seriousViolations(page), "dark").toEqual([]);

  await page.goto(`${server!.url}/ar/science`);
  await page.getByRole("table", { name: translated("ar", "science:dimensions.caption") }).waitFor();
  expect(
    await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
  ).toEqual(["ar", "rtl"]);
  // The explanation is English, said so in Arabic, marked as English for screen readers, and set
  // left to right, so its sentences end where English ones do.
  await page
    .getByRole("note")
    .filter({ hasText: translated("ar", "common:pageLanguage.science", { language: "العربية" }) })
    .waitFor();
  expect(
    await page
      .locator("h1")
      .evaluate((h1) => [
        h1.closest("[lang]")?.getAttribute("lang"),
        getComputedStyle(h1).direction,
      ]),
  ).toEqual(["en", "ltr"]);
  await page
    .getByRole("note")
    .filter({ hasText: translated("ar", "science:figures.synthetic") })
    .waitFor();
  expect(await overflows(page)).toBe(false);
  expect(await seriousViolations(page), "Arabic, dark").toEqual([]);
  expect(problems).toEqual([]);
  await page.context().close();
}, 240_000);

test("the sitemap lists /science in English", async () => {
  const sitemap = await (await fetch(`${server!.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${server!.url}/science</loc>`);
});
