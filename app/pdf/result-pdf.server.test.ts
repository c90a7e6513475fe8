import { inflateSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { computeResult } from "~/assessment/scoring";
import { plainText, type RichContent } from "~/content/rich-text";
import { serverTranslate } from "~/i18n/messages.server";
import { profileIn } from "~/i18n/profiles.server";
import { buildPremiumReport } from "~/premium/report.server";
import { comparable, pdfInfo, pdfPages } from "../../tests/support/pdf";
import { buildResultPdf } from "./result-pdf.server";

const result = computeResult(answersFor("INTJ-A", 2));

/** The PDF's streams that inflate, as text: its pages' drawing operators among them. */
const drawing = (bytes: Uint8Array) =>
  [
    ...Buffer.from(bytes)
      .toString("latin1")
      .matchAll(/stream\n([\s\S]*?)\nendstream/g),
  ]
    .map((match) => {
      try {
        return inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
      } catch {
        return "";
      }
    })
    .join("\n");
const date = new Date("2026-03-02T12:00:00Z");

/** The first words of a text, about `count` characters' worth, cut at a space where it has one. */
const firstWords = (text: string, count = 60) => {
  const cut = text.slice(0, count);
  return /\s/.test(cut) ? cut.replace(/\s+\S*$/u, "") : cut;
};

describe.each(["en", "ar", "he", "hi", "ja", "zh-CN", "ko", "ru", "el", "vi"])(
  "the %s PDF",
  (locale) => {
    test("has the type's name, a dimension and the description's first words in its language, as text, with its /Lang", async () => {
      const profile = profileIn(result.type, locale)!;
      const t = serverTranslate(locale);
      const bytes = await buildResultPdf({ locale, result, profile, date });
      const pages = await pdfPages(bytes);
      const text = comparable(pages.join(""));
      expect(text).toContain(comparable(result.type));
      expect(text).toContain(comparable(profile.name));
      expect(text).toContain(comparable(t("results:dimension.energy")));
      expect(text).toContain(comparable(firstWords(profile.description)));
      expect(text).toContain(comparable(t("results:pdf.footer", { when: date })));
      // No character lost to a control code or a replacement box.
      expect(pages.join("").match(/[\p{Cc}\ufffd]/gu)).toBeNull();
      const info = await pdfInfo(bytes);
      expect(info).toEqual({
        language: locale,
        title: t("results:pdf.title", { type: result.type, name: profile.name }),
        creator: "TypeAtlas",
      });
    });
  },
);

test("without a premium report the PDF holds only the free profile", async () => {
  const profile = profileIn(result.type, "en")!;
  const text = (await pdfPages(await buildResultPdf({ locale: "en", result, profile, date }))).join(
    " ",
  );
  expect(text).toContain(profile.name);
  expect(text).not.toContain("Premium Report");
  expect(text).not.toContain("For your");
});

test("with a premium report, every part of it follows from a new page", async () => {
  const premium = buildPremiumReport(result)!;
  const profile = profileIn(result.type, "en")!;
  const free = await pdfPages(await buildResultPdf({ locale: "en", result, profile, date }));
  const pages = await pdfPages(
    await buildResultPdf({ locale: "en", result, profile, date, premium }),
  );
  // The free pages are unchanged; the premium part starts on the first page after them.
  expect(pages.slice(0, free.length)).toEqual(free);
  expect(comparable(pages[free.length]!)).toMatch(
    new RegExp(
      `^${comparable("TypeAtlas premium report Premium Report INTJ-A - The Cartographer")}`,
    ),
  );
  const text = comparable(pages.slice(free.length).join(""));
  for (const part of premium.dimensions) {
    expect(text).toContain(comparable(`${part.leaning} ${part.strength}%`));
    expect(text).toContain(comparable(`For your ${part.clarity} preference`));
  }
  expect(text).toContain(comparable("Assertive (-A)"));
  for (const heading of ["Growth plan", "Career guidance", "Relationship guidance"])
    expect(text).toContain(comparable(heading));
  // Every paragraph and list item, in full.
  const blocks: RichContent = [
    ...premium.dimensions.flatMap((part) => [...part.intro, ...part.guidance]),
    ...premium.identity.intro,
    ...premium.identity.body,
    ...premium.growthPlan,
    ...premium.career,
    ...premium.relationships,
  ];
  for (const block of blocks) {
    if (block.type === "list")
      block.items.forEach((item, index) => {
        const marker = block.ordered ? `${index + 1}.` : "•";
        expect(text).toContain(
          comparable(`${marker} ${plainText([{ type: "paragraph", spans: item }])}`),
        );
      });
    else expect(text).toContain(comparable(plainText([block])));
  }
});

test("in an Arabic PDF the premium report is written in Arabic, read right to left", async () => {
  const premium = buildPremiumReport(result, "ar")!;
  expect(premium.lang).toBe("ar");
  const profile = profileIn(result.type, "ar")!;
  const bytes = await buildResultPdf({ locale: "ar", result, profile, date, premium });
  const text = comparable((await pdfPages(bytes)).join(""));
  expect(text).toContain(comparable(plainText(premium.growthPlan).split("\n")[0]!));
  expect(drawing(bytes)).not.toMatch(/\/Span <<\s*\/Lang \(en\)\s*>> BDC/);
});

test("in a PDF in a language without its own premium report (Korean) the English writing is marked as English, its headings Korean", async () => {
  const premium = buildPremiumReport(result, "ko")!;
  expect(premium.lang).toBe("en");
  const profile = profileIn(result.type, "ko")!;
  const t = serverTranslate("ko");
  const bytes = await buildResultPdf({ locale: "ko", result, profile, date, premium });
  const pages = await pdfPages(bytes);
  const text = comparable(pages.join(""));
  expect(text).toContain(comparable(t("results:premium.growthPlan")));
  expect(text).toContain(comparable(plainText(premium.growthPlan).split("\n")[0]!));
  // The writing's language is the report's: marked-content spans with /Lang (en).
  expect(drawing(bytes)).toMatch(/\/Span <<\s*\/Lang \(en\)\s*>> BDC/);
});
