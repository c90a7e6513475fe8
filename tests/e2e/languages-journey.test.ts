import fs from "node:fs";
import path from "node:path";
import { expect, inject, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { questionsOnPage } from "~/assessment/questions";
import { computeResult } from "~/assessment/scoring";
import { translatedLocales } from "~/i18n/locales";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { translated } from "../support/english";

/**
 * Issue 21's proof in the browser: the whole test taken in Arabic (right to left) and in
 * Japanese, every statement in the language, the result in it with its own type profile, then
 * read in the other language: a result is stored without a language and reads in any.
 */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const profileName = (locale: string, type: string) =>
  (
    JSON.parse(
      fs.readFileSync(
        path.join(
          process.cwd(),
          "app/i18n/profiles",
          locale,
          `${type.slice(0, 4).toLowerCase()}.json`,
        ),
        "utf8",
      ),
    ) as { name: string }
  ).name;

const statements = (locale: string) =>
  (
    JSON.parse(
      fs.readFileSync(path.join(process.cwd(), "app/i18n/statements", `${locale}.json`), "utf8"),
    ) as { statements: Record<string, string> }
  ).statements;

test.each([
  ["ar", "ja", "ENFP-T"],
  ["ja", "ar", "ISTJ-A"],
])(
  "the whole test in %s, its result read in %s",
  async (code, second, type) => {
    const language = translatedLocales.find((locale) => locale.code === code)!;
    const other = translatedLocales.find((locale) => locale.code === second)!;
    const answers = answersFor(type);
    expect(computeResult(answers).type).toBe(type);
    const { page, problems } = await openPage(browser(), {
      reducedMotion: "reduce",
      locale: code,
      bypassCSP: true,
    });
    await page.goto(`${baseUrl}/${language.prefix}/personality-test`);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
      code,
      language.dir,
    ]);
    const heading = page.getByRole("heading", { level: 1 });
    const own = statements(code);
    for (let p = 0; p < 10; p++) {
      await expect
        .poll(() => heading.textContent())
        .toBe(translated(code, "test:progress.page", { page: p + 1, pages: 10 }));
      for (const q of questionsOnPage(p, 6)) {
        const statement = page.locator(`#statement-${q.id}`);
        expect(await statement.textContent()).toContain(own[q.id]);
        await statement
          .locator("label")
          .nth(answers[q.id]! - 1)
          .click();
      }
      if (p === 0) expect(await seriousViolations(page), `${code}, page 1`).toEqual([]);
      await page
        .getByRole("button", {
          name: translated(code, p === 9 ? "test:page.completeTest" : "test:page.next"),
        })
        .click();
    }
    await page.getByRole("button", { name: translated(code, "test:upsell.continue") }).click();
    await expect.poll(() => page.getByTestId("result-type").textContent()).toBe(type);
    await page.getByText(profileName(code, type), { exact: true }).first().waitFor();
    expect(await seriousViolations(page), `${code}, result`).toEqual([]);

    // The same result, kept in this browser, in the second language.
    await page.goto(`${baseUrl}/${other.prefix}/personality-test`);
    await expect.poll(() => page.getByTestId("result-type").textContent()).toBe(type);
    await page.getByText(profileName(second, type), { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(second);
    expect(problems).toEqual([]);
    await page.context().close();
  },
  120_000,
);
