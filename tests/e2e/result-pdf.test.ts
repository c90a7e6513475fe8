import fs from "node:fs";
import { expect, inject, test } from "vitest";
import { serverTranslate } from "~/i18n/messages.server";
import { profileIn } from "~/i18n/profiles.server";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { finishedTest, keepInBrowser } from "../support/kept-test";
import { comparable, pdfInfo, pdfPages } from "../support/pdf";

/**
 * Issue 21: "The result PDF renders every tier-1 script correctly ... generate it on the server",
 * proved by the PDF's text, extracted and checked for its script (decision 036).
 */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const cases = [
  { locale: "ar", type: "INTJ-A", script: /\p{Script=Arabic}{4}/u },
  {
    locale: "ja",
    type: "ENFP-T",
    script: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{4}/u,
  },
];

for (const { locale, type, script } of cases)
  test(`in ${locale}, the results screen's Download link downloads the PDF, its text in that script`, async () => {
    const { page, problems } = await openPage(browser(), {
      acceptDownloads: true,
      reducedMotion: "reduce",
    });
    const t = serverTranslate(locale);
    const profile = profileIn(type, locale)!;
    await page.goto(`${baseUrl}/${locale}/about`);
    await keepInBrowser(page, finishedTest(type));
    await page.goto(`${baseUrl}/${locale}/personality-test`);
    await page.getByTestId("result-type").waitFor();

    const link = page.getByRole("link", { name: t("results:view.download"), exact: true });
    // A plain link to the server's PDF in this language: nothing for JavaScript to do.
    expect(await link.getAttribute("href")).toMatch(
      new RegExp(`^/${locale}/personality-test/results/pdf\\?type=${type}&mind=\\d+`),
    );
    // The share card beside it is drawn in the same language (decision 030).
    const image = page.getByRole("link", { name: t("results:view.downloadImage"), exact: true });
    const imageHref = (await image.getAttribute("href"))!;
    expect(imageHref).toMatch(new RegExp(`^/${locale}/og/share/${type}\\.png\\?mind=\\d+`));
    const card = await fetch(`${baseUrl}${imageHref}`);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await card.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`typeatlas-${type.toLowerCase()}.pdf`);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    const pages = await pdfPages(bytes);
    const text = pages.join(" ").normalize("NFKC");
    expect(text).toMatch(script);
    expect(comparable(text)).toContain(comparable(profile.name));
    expect(comparable(text)).toContain(comparable(profile.description.split(/[\s、。]/u)[0]!));
    expect(comparable(text)).toContain(comparable(t("results:pdf.dimensions")));
    expect((await pdfInfo(bytes)).language).toBe(locale);
    expect(problems).toEqual([]);
    await page.context().close();
  });
