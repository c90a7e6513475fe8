// `npm run bench:lighthouse`: Lighthouse's performance and accessibility scores, LCP, TBT, CLS and
// the JavaScript transferred, for five pages (home, test and results in both colour themes), as
// medians of several runs (a shared machine is noisy). Lighthouse's default config: mobile form
// factor, simulated throttling. Each run gets a fresh Chromium (chrome-launcher, our launch flags)
// with an empty profile, so no run warms another's cache. Traffic goes only to 127.0.0.1.
//
// The results page is the visitor's own: /personality-test after finishing the test, drawn from
// the state the test keeps in localStorage (app/components/test/test-store.ts). Before that audit
// the run's Chromium opens /robots.txt on the site, stores there a finished test with stage
// "results" and the result /api/score computes for its answers, checks that /personality-test now
// shows the results screen, and closes the tab. Lighthouse's storage reset leaves localStorage
// alone by default (settings.clearStorageTypes) while it empties the HTTP cache, so the audited
// load is a cold load of the results screen, as a visitor who comes back to it gets.
//
// The colour theme (decision 026) is the visitor's `theme` cookie, set in the run's Chromium before
// the audit as the footer's switch would set it: Lighthouse's storage reset leaves cookies alone
// too, so the audited load is the server-rendered page in that theme, as a returning visitor gets.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { median, startServer } from "./bench-server.js";
import { buildIsFresh } from "./build-stamp.js";
import { chromiumLaunchOptions } from "./chromium.js";

const testStorageKey = "typeatlas:test:v1";

export const lighthousePages = [
  { name: "home", path: "/", theme: "light" },
  { name: "home", path: "/", theme: "dark" },
  { name: "test", path: "/personality-test", theme: "light" },
  { name: "test", path: "/personality-test", theme: "dark" },
  { name: "results", path: "/personality-test", theme: "light", seed: seedFinishedTest },
  { name: "results", path: "/personality-test", theme: "dark", seed: seedFinishedTest },
  // The test page in a right-to-left and a CJK language (issue 21): no slower, no less accessible.
  { name: "test, Arabic", path: "/ar/personality-test", theme: "light" },
  { name: "test, Japanese", path: "/ja/personality-test", theme: "light" },
  { name: "type", path: "/personality-types/intj", theme: "light" },
  { name: "blog post", path: "/blog/how-the-test-works", theme: "light" },
];

/** One name per audit: the page and its theme. */
const auditName = (page) => `${page.name} (${page.theme})`;

/**
 * The visitor's chosen theme in this browser, as the footer's switch keeps it (app/routes/theme.ts),
 * checked on the page itself: it must be rendered in that theme, or the audit would measure the
 * other. (That visit warms only the server's page cache, which the runs after the first find warm
 * anyway; Lighthouse empties the browser's cache before it loads the page.)
 */
async function chooseTheme(baseUrl, port, { path, theme }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.addCookies([{ name: "theme", value: theme, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    const rendered = await page.evaluate("document.documentElement.dataset.theme");
    await page.close();
    if (rendered !== theme) throw new Error(`${path} is rendered in "${rendered}", not "${theme}"`);
  } finally {
    // Connected, not launched: this only disconnects, the browser and its cookies stay.
    await browser.close();
  }
}

/** A finished test in the browser's storage, as the test leaves it on the results screen. */
async function seedFinishedTest(baseUrl, port) {
  const answers = Object.fromEntries(
    Array.from({ length: 60 }, (_, i) => [i + 1, ((i * 5) % 7) + 1]),
  );
  const response = await fetch(`${baseUrl}/api/score`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ responses: answers }),
  });
  if (!response.ok) throw new Error(`/api/score answered ${response.status}`);
  const { result } = await response.json();
  const stored = {
    answers,
    page: 9,
    stage: "results",
    result,
    submissionId: crypto.randomUUID(),
    saved: null,
  };
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [testStorageKey, JSON.stringify(stored)],
    );
    // The stored state must bring up the results screen, or the audit would measure the test.
    // (Lighthouse empties the HTTP cache before it loads the page, so this visit warms nothing.)
    await page.goto(`${baseUrl}/personality-test`);
    await page.getByTestId("result-type").waitFor({ timeout: 60_000 });
    await page.close();
  } finally {
    // Connected, not launched: this only disconnects, the browser and its storage stay.
    await browser.close();
  }
}

function summarize(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    jsBytes: scriptBytes,
    // Lighthouse's measure of this machine's speed at the time (higher is faster): TBT, and so
    // the score, grow when the shared machine is busy.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Same-site requests that failed: a build replaced under the server, or a broken page. */
function failedRequests(lhr, baseUrl) {
  const origin = new URL(baseUrl).origin;
  return (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter((request) => request.url.startsWith(origin) && request.statusCode >= 400)
    .map((request) => `${request.statusCode} ${request.url}`);
}

/**
 * One audit in a fresh browser, tried up to three times: on a busy machine Lighthouse now and then
 * loses its trace (NO_NAVSTART) or a request fails while someone rebuilds under the server.
 */
async function auditOnce(baseUrl, page) {
  for (let attempt = 1; ; attempt++) {
    try {
      const audit = await launchAndAudit(baseUrl, page);
      const failed = failedRequests(audit.lhr, baseUrl);
      if (!failed.length) return audit;
      throw new Error(`${page.path}: requests failed: ${failed.join(", ")}`);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(
        `${auditName(page)}: ${error instanceof Error ? error.message : error}; trying again`,
      );
    }
  }
}

async function launchAndAudit(baseUrl, page) {
  const { executablePath, args } = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: args,
    logLevel: "silent",
  });
  try {
    await chooseTheme(baseUrl, chrome.port, page);
    await page.seed?.(baseUrl, chrome.port);
    const runnerResult = await lighthouse(`${baseUrl}${page.path}`, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility"],
    });
    const lhr = runnerResult?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${page.path}`);
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.code}`);
    }
    return { lhr, summary: summarize(lhr) };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse on the pages (home, test and results in both themes), `runs` times each (pages
 * interleaved, so a busy moment on the machine does not fall on one page only). Returns per page the medians, and each run's figures.
 * Without a baseUrl it builds when stale and starts (and stops) its own production server.
 * `onReport(name, run, lhr)` receives every full report, e.g. to keep them.
 */
export async function lighthouseAudit({
  baseUrl,
  runs = 3,
  pages = lighthousePages,
  onReport,
} = {}) {
  let server;
  let dataDir;
  if (!baseUrl) {
    if (!buildIsFresh()) {
      const built = spawnSync(process.execPath, ["scripts/build.js"], { stdio: "inherit" });
      if (built.status !== 0) throw new Error("the build failed");
    }
    // The production server on a free port with a throw-away data folder, as `npm run bench`.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-lighthouse-"));
    server = await startServer({ dataDir, env: { NODE_ENV: "production" } });
    baseUrl = server.url;
  }
  try {
    const samples = Object.fromEntries(pages.map((page) => [auditName(page), []]));
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        const { lhr, summary } = await auditOnce(baseUrl, page);
        samples[auditName(page)].push(summary);
        onReport?.(auditName(page), run, lhr);
      }
    }
    return pages.map((page) => {
      const all = samples[auditName(page)];
      const pick = (key) => median(all.map((sample) => sample[key]));
      return {
        page: page.name,
        theme: page.theme,
        path: page.path,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
        jsBytes: pick("jsBytes"),
        benchmarkIndex: pick("benchmarkIndex"),
        runs: all,
      };
    });
  } finally {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function lighthouseTable(results) {
  const lines = [
    "| page | theme | path | performance | accessibility | LCP ms | TBT ms | CLS | JS bytes | benchmark index |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const r of results) {
    lines.push(
      `| ${r.page} | ${r.theme} | ${r.path} | ${r.performance} | ${r.accessibility} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.jsBytes} | ${Math.round(r.benchmarkIndex)} |`,
    );
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
  const reportDir = ".tmp/lighthouse";
  fs.mkdirSync(reportDir, { recursive: true });
  let version = "";
  // LIGHTHOUSE_PATHS="/personality-test,/ar/personality-test" audits only those pages (unseeded).
  const paths = process.env.LIGHTHOUSE_PATHS?.split(",");
  const results = await lighthouseAudit({
    baseUrl: process.env.LIGHTHOUSE_BASE_URL || undefined,
    runs,
    ...(paths
      ? { pages: lighthousePages.filter((page) => paths.includes(page.path) && !page.seed) }
      : {}),
    onReport: (name, run, lhr) => {
      version = lhr.lighthouseVersion;
      fs.writeFileSync(
        path.join(reportDir, `${name.replace(/\W+/g, "-")}-${run + 1}.json`),
        JSON.stringify(lhr),
      );
    },
  });
  fs.writeFileSync(path.join(reportDir, "summary.json"), JSON.stringify(results, null, 2));
  console.log(`\nLighthouse ${version} (mobile, simulated throttling; medians of ${runs} runs)\n`);
  console.log(lighthouseTable(results));
  console.log(`\nFull reports: ${reportDir}/`);
}
