import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { answersFor } from "~/assessment/answer-sets";
import { computeResult } from "~/assessment/scoring";
import { serverForFile } from "../attack/support";
import { pseudoSignUp } from "../support/pseudo-sign-up";

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

/**
 * Words that stay as they are in every language: the brand, codes, letters; and month names and
 * a list's "and", which `Intl` writes for the pseudo-locale in English (it writes them in every
 * real language).
 */
const kept =
  /^(and|January|February|March|April|May|June|July|August|September|October|November|December|TypeAtlas|pseudo|[EI][NS][TF][JP](-[AT])?|[EISNTFJPAT]{1,2}|UTC|CVC|PDF|[A-Z]{2,5}s?)$/;

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
      // An address or a name the visitor typed may be cut short on purpose (with its title).
      if (!element.checkVisibility() || element.closest('[lang="en"], [translate="no"]')) continue;
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

/** Two published results, for the public result and comparison pages. */
async function published(url: string): Promise<[string, string]> {
  const slugs: string[] = [];
  for (const type of ["INTJ-A", "ESFP-T"]) {
    const response = await fetch(`${url}/api/public-results`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: url },
      body: JSON.stringify({ responses: answersFor(type) }),
    });
    slugs.push(((await response.json()) as { slug: string }).slug);
  }
  return slugs as [string, string];
}

test.each([390, 1280])(
  "at %i px every page's words come from the catalogue and nothing is cut off",
  async (width) => {
    const { url } = server();
    const { page } = await openPage(browser(), { viewport: { width, height: 900 } });
    const problems: string[] = [];
    const [a, b] = await published(url);
    // The results screen, from a finished test kept in this browser.
    const answers = answersFor("ENFJ-T");
    await page.goto(`${url}/en-xa/about`);
    await page.evaluate(
      (state) => localStorage.setItem("typeatlas:test:v1", JSON.stringify(state)),
      { answers, page: 9, stage: "results", result: computeResult(answers) },
    );
    for (const path of [...pages, `/r/${a}`, `/compare/${a}/${b}`, "/personality-test"]) {
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

/** A new account, signed up and confirmed in the pseudo-locale, in this page's browser. */
async function signedUp(page: Page, url: string): Promise<string> {
  const { email, mail } = await pseudoSignUp(page, url, "walk");
  const link = mail
    .match(/href="([^"]+\/auth\/verify\?token=[^"]+)"/)?.[1]
    ?.replaceAll("&amp;", "&");
  await page.goto(link!);
  await page.waitForURL((address) => !address.pathname.includes("/auth"));
  return email;
}

test("signed in, the dashboard, account and billing pages' words come from the catalogue and nothing is cut off", async () => {
  const { url } = server();
  const { page } = await openPage(browser());
  const email = await signedUp(page, url);
  // What the visitor typed (their name and address) is theirs, in no page's language.
  const typed = new Set(`Ada Lovelace ${email}`.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g));
  const problems: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      "/dashboard",
      "/account",
      "/account/security",
      "/account/data",
      "/pricing",
    ]) {
      await page.goto(`${url}/en-xa${path}`);
      await page.waitForLoadState("networkidle");
      const english = [
        ...new Set((await plainWords(page)).filter((word) => !kept.test(word) && !typed.has(word))),
      ];
      if (english.length > 0)
        problems.push(`${path} at ${width}: English words ${english.join(", ")}`);
      for (const box of await clipped(page)) problems.push(`${path} at ${width}: cut off ${box}`);
    }
  }
  expect(problems.length, problems.join("\n")).toBe(0);
  await page.context().close();
});
