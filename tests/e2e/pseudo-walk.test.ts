import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { serverForFile } from "../attack/support";

/**
 * Issue 21's proof: every page walked in the pseudo-locale (English with every letter accented
 * and 40 % longer, each message in brackets), at 390 and 1280 px. A word of plain ASCII letters
 * is text that skipped the catalogue; a box whose text is cut off, or a page wider than the
 * window, did not make room for a longer language. Text the page marks as English on purpose
 * (`lang="en"`: content written in English only) and text no language translates
 * (`translate="no"`: names, the postal address) are left out, as are the brand and type codes.
 */
const server = serverForFile({ I18N_PSEUDO_LOCALE: "1" });
const browser = sharedBrowser();

const pages = [
  "/",
  "/personality-test",
  "/personality-types",
  "/personality-types/intj",
  "/personality-types/intj/career-paths",
  "/blog",
  "/about",
  "/contact",
  "/pricing",
  "/legal/privacy-policy",
  "/auth",
  "/auth?mode=signup",
  "/auth/forgot-password",
  "/no-such-page",
];

/** Words that stay as they are in every language: the brand, codes, letters. */
const kept =
  /^(TypeAtlas|pseudo|[EI][NS][TF][JP](-[AT])?|[EISNTFJPAT]{1,2}|UTC|CVC|PDF|[A-Z]{2,5}s?)$/;

async function plainWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        !parent ||
        parent.closest(
          'script, style, noscript, [lang="en"], [translate="no"], [aria-hidden="true"]',
        )
      )
        continue;
      if (!parent.checkVisibility()) continue;
      for (const word of node.textContent?.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [])
        words.push(word);
    }
    return words;
  });
}

async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      if (!element.checkVisibility() || element.closest('[lang="en"]')) continue;
      const style = getComputedStyle(element);
      // Visually hidden on purpose (the skip link until focused, screen-reader text).
      if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") continue;
      const hides = (value: string) => value === "hidden" || value === "clip";
      const ownText = [...element.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
      );
      if (!ownText) continue;
      if (
        (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
        (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1) ||
        style.textOverflow === "ellipsis"
      )
        found.push(`<${element.tagName.toLowerCase()}> "${element.textContent?.slice(0, 60)}"`);
    }
    return found;
  });
}

test.each([390, 1280])(
  "at %i px every page's words come from the catalogue and nothing is cut off",
  async (width) => {
    const { url } = server();
    const { page } = await openPage(browser(), { viewport: { width, height: 900 } });
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(`${url}/en-xa${path === "/" ? "" : path}`);
      await page.waitForLoadState("networkidle");
      const english = [...new Set((await plainWords(page)).filter((word) => !kept.test(word)))];
      if (english.length > 0) problems.push(`${path}: English words ${english.join(", ")}`);
      for (const box of await clipped(page)) problems.push(`${path}: cut off ${box}`);
    }
    expect(problems.length, problems.join("\n")).toBe(0);
    await page.context().close();
  },
);
