import { expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { getProfile } from "~/assessment/profiles";
import { computeResult } from "~/assessment/scoring";
import { plainText } from "~/content/rich-text";
import { buildPremiumReport } from "~/premium/report.server";
import { englishTranslate } from "../../../tests/support/english";
import { pdfPages as pagesOf } from "../../../tests/support/pdf";
import { buildResultPdf } from "./result-pdf";

/** The PDF's text, page by page, with runs of spaces made one. */
const pdfPages = async (bytes: ArrayBuffer) =>
  (await pagesOf(bytes)).map((page) => page.replace(/\s+/g, " "));

// The same substitutions the PDF makes for its Latin-1 fonts.
const asPdfText = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/\s+/g, " ")
    .trim();

const result = computeResult(answersFor("INFP-T", 2));
const profile = getProfile(result.type)!;
const date = new Date("2026-03-02T12:00:00Z");
const t = englishTranslate();

test("without a premium report the PDF holds only the free profile", async () => {
  const pages = await pdfPages(buildResultPdf(t, result, profile, date).output("arraybuffer"));
  const text = pages.join("\n");
  expect(text).toContain(profile.name);
  expect(text).not.toContain("Premium Report");
  expect(text).not.toContain("For your");
});

test("with a premium report, every part of it follows on a new page", async () => {
  const report = buildPremiumReport(result)!;
  const free = await pdfPages(buildResultPdf(t, result, profile, date).output("arraybuffer"));
  const pages = await pdfPages(
    buildResultPdf(t, result, profile, date, report).output("arraybuffer"),
  );

  // The free pages are unchanged; the premium part starts on the first page after them.
  expect(pages.slice(0, free.length)).toEqual(free);
  const premium = pages.slice(free.length).join(" ");
  expect(pages[free.length]).toMatch(/^TypeAtlas premium report Premium Report INFP-T - The Poet/);

  for (const part of report.dimensions) {
    expect(premium).toContain(
      `${part.name}: ${part.leaning} ${part.strength}% - ${part.clarity} preference`,
    );
    expect(premium).toContain(`For your ${part.clarity} preference`);
  }
  expect(premium).toContain("Turbulent (-T)");
  for (const heading of ["Growth plan", "Career guidance", "Relationship guidance"])
    expect(premium).toContain(heading);

  // Every paragraph and list item, in full.
  const blocks = [
    ...report.dimensions.flatMap((part) => [...part.intro, ...part.guidance]),
    ...report.identity.intro,
    ...report.identity.body,
    ...report.growthPlan,
    ...report.career,
    ...report.relationships,
  ];
  for (const block of blocks) {
    if (block.type === "list")
      block.items.forEach((item, index) => {
        const marker = block.ordered ? `${index + 1}.` : "-";
        expect(premium).toContain(
          `${marker} ${asPdfText(plainText([{ type: "paragraph", spans: item }]))}`,
        );
      });
    else expect(premium).toContain(asPdfText(plainText([block])));
  }
});
