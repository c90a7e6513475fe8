import { createHash } from "node:crypto";
import fs from "node:fs";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { expect } from "vitest";
import { chromiumLaunchOptions } from "../../scripts/chromium.js";

/**
 * Debian's `chromium-headless-shell`: Chromium's old headless mode, the build Playwright itself
 * runs headless tests in. The same Blink and V8 as /usr/bin/chromium without the full browser's
 * layers, for about a third less CPU per journey (decision 023). `.ci/run` installs it; without
 * it the tests use /usr/bin/chromium, and CHROMIUM_PATH names any other binary.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";

export async function launchBrowser(): Promise<Browser> {
  const options = chromiumLaunchOptions();
  if (!process.env.CHROMIUM_PATH && fs.existsSync(headlessShell))
    options.executablePath = headlessShell;
  return chromium.launch(options);
}

export interface WatchedPage {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions, seen on the page so far. */
  problems: string[];
}

/**
 * The client address this test file's pages come from. The e2e suite shares one server, whose
 * per-address limits (30 sign-ups an hour) a whole suite from 127.0.0.1 would run into; the server
 * trusts X-Forwarded-For from loopback as it would from a proxy in front of it, so each file
 * gets its own address, kept for all its pages: one in 127.0.0.0/8, so the operator's pages (the
 * local outbox) still count it as this machine.
 */
export function ownAddress(): string {
  const file = expect.getState().testPath ?? "";
  const [a = 0, b = 0] = createHash("sha256").update(file).digest();
  return `127.19.${a}.${b}`;
}

/**
 * A page that records console errors and warnings, and page errors. A document answered with a
 * 4xx on purpose (the 404 page) logs "Failed to load resource" for itself; pass `allowStatus` to
 * accept that.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...options,
    extraHTTPHeaders: { "X-Forwarded-For": ownAddress(), ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const text = message.text();
    if (/Failed to load resource: the server responded with a status of 404/.test(text)) return;
    problems.push(message.type() === "warning" ? `warning: ${text}` : text);
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  return { page, problems };
}

/**
 * Waits until the page runs its JavaScript (the root marks <html data-hydrated>): what only a
 * hydrated page handles (a scroll listener, a button that is not a form's) works from then on.
 * `networkidle` alone is not enough on a busy machine, where hydration can end later.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
