import { jsPDF } from "jspdf";
import type { PersonalityProfile } from "~/assessment/profile-types";
import { dimensions } from "~/assessment/questions";
import {
  poles,
  readDimension,
  type Clarity,
  type PoleCode,
  type Result,
} from "~/assessment/scoring";
import { site } from "~/config/site";
import type { RichContent } from "~/content/rich-text";
import type { Translate } from "~/i18n/translate";
import type { PremiumReport } from "~/premium/report";
import { clarityShortKey, dimensionKey, poleKey } from "./labels";
import { plain } from "./pdf-text";

/**
 * The result as a PDF, built in the browser with jsPDF (no outside service). Loaded only when the
 * visitor presses Download, so it adds nothing to the test page's first load.
 */

export function buildResultPdf(
  t: Translate,
  result: Result,
  profile: PersonalityProfile,
  date = new Date(),
  premiumReport?: PremiumReport,
): jsPDF {
  const doc = new jsPDF({ unit: "pt", format: "a4" });
  const margin = 48;
  const width = doc.internal.pageSize.getWidth() - margin * 2;
  const bottom = doc.internal.pageSize.getHeight() - margin;
  let y = margin;

  const ensure = (height: number) => {
    if (y + height > bottom) {
      doc.addPage();
      y = margin;
    }
  };
  const text = (value: string, size: number, style: "normal" | "bold" = "normal", color = 30) => {
    doc.setFont("helvetica", style);
    doc.setFontSize(size);
    doc.setTextColor(color);
    const lines = doc.splitTextToSize(plain(value), width) as string[];
    for (const line of lines) {
      ensure(size * 1.35);
      doc.text(line, margin, y + size);
      y += size * 1.35;
    }
  };
  const heading = (value: string) => {
    y += 10;
    ensure(40);
    text(value, 14, "bold", 60);
    y += 4;
  };
  const bullets = (items: readonly string[]) => {
    for (const item of items) text(`- ${item}`, 10.5);
  };
  /** A list item whose wrapped lines hang under its first word, not under the marker. */
  const item = (marker: string, value: string) => {
    const size = 10.5;
    const indent = 16;
    doc.setFont("helvetica", "normal");
    doc.setFontSize(size);
    doc.setTextColor(30);
    const lines = doc.splitTextToSize(plain(value), width - indent) as string[];
    lines.forEach((line, index) => {
      ensure(size * 1.35);
      if (index === 0) doc.text(marker, margin, y + size);
      doc.text(line, margin + indent, y + size);
      y += size * 1.35;
    });
    y += 2;
  };
  const rich = (content: RichContent) => {
    const spansText = (spans: { text: string }[]) => spans.map((span) => span.text).join("");
    for (const block of content) {
      switch (block.type) {
        case "heading":
          y += 6;
          ensure(30);
          text(spansText(block.spans), 11.5, "bold", 60);
          break;
        case "paragraph":
          y += 4;
          text(spansText(block.spans), 10.5);
          break;
        case "list":
          y += 4;
          block.items.forEach((spans, index) =>
            item(block.ordered ? `${index + 1}.` : "-", spansText(spans)),
          );
          break;
        case "image":
          break;
      }
    }
  };
  const subheading = (value: string) => {
    y += 8;
    ensure(30);
    text(value, 11.5, "bold", 60);
  };

  /** The values of a score line: "Mind: 72% Introverted (clear preference)". */
  const score = (
    dimension: (typeof dimensions)[number],
    reading: { pole: PoleCode; strength: number; clarity: Clarity; borderline: boolean },
  ) => ({
    dimension: t(dimensionKey(dimension)),
    pole: t(poleKey(reading.pole)),
    share: reading.strength / 100,
    clarity: t(clarityShortKey[reading.clarity]),
    borderline: reading.borderline ? "yes" : "no",
  });
  const list = (items: readonly string[]) => items.join(t("results:pdf.listSeparator"));

  text(t("results:pdf.header"), 10, "normal", 110);
  y += 6;
  text(result.type, 34, "bold", 60);
  text(profile.name, 18, "bold");
  text(profile.tagline, 12, "normal", 80);
  text(
    t("results:pdf.population", {
      category: t("results:category.name", { category: profile.category }),
      frequency: profile.frequency,
    }),
    10.5,
    "normal",
    110,
  );

  heading(t("results:pdf.dimensions"));
  for (const dimension of dimensions) {
    const reading = readDimension(dimension, result.dimensions[dimension]);
    ensure(46);
    text(t("results:pdf.scoreLine", score(dimension, reading)), 10.5);
    // The bar: grey track, the midpoint, and the share toward the leaning pole.
    const barY = y + 2;
    doc.setFillColor(235, 233, 242);
    doc.rect(margin, barY, width, 8, "F");
    doc.setFillColor(91, 63, 208);
    const half = width / 2;
    const share = ((reading.strength - 50) / 50) * half;
    if (reading.pole === poles[dimension][1].pole) doc.rect(margin + half, barY, share, 8, "F");
    else doc.rect(margin + half - share, barY, share, 8, "F");
    doc.setFillColor(120, 120, 130);
    doc.rect(margin + half - 0.5, barY - 2, 1, 12, "F");
    doc.setFontSize(8);
    doc.setTextColor(110);
    doc.text(plain(t(poleKey(poles[dimension][0].pole))), margin, barY + 20);
    doc.text(plain(t(poleKey(poles[dimension][1].pole))), margin + width, barY + 20, {
      align: "right",
    });
    y = barY + 30;
  }

  heading(t("results:pdf.overview"));
  text(profile.description, 10.5);
  heading(t("results:pdf.strengths"));
  for (const point of profile.strengths) text(t("results:pdf.point", { ...point }), 10.5);
  heading(t("results:pdf.growth"));
  for (const point of profile.challenges) text(t("results:pdf.point", { ...point }), 10.5);
  heading(t("results:pdf.idealCareers"));
  text(list(profile.careers.ideal), 10.5);
  heading(t("results:pdf.workEnvironment"));
  bullets(profile.careers.environment);
  text(t("results:pdf.careerTip", { tip: profile.careers.tip }), 10.5);
  heading(t("results:pdf.relationships"));
  bullets(profile.relationships.strengths);
  text(
    t("results:pdf.compatibleTypes", { types: list(profile.relationships.compatibleTypes) }),
    10.5,
  );
  text(t("results:pdf.relationshipTip", { tip: profile.relationships.tip }), 10.5);
  heading(t("results:pdf.famousPeople"));
  text(list(profile.famousPeople), 10.5);
  heading(t("results:pdf.coreValues"));
  text(list(profile.coreValues), 10.5);

  y += 16;
  text(t("results:pdf.footer", { when: date }), 8.5, "normal", 120);

  if (premiumReport) {
    // The premium part starts on its own page, like a second document after the free profile.
    doc.addPage();
    y = margin;
    text(t("results:pdf.premiumHeader"), 10, "normal", 110);
    y += 6;
    text(t("results:pdf.premiumTitle"), 26, "bold", 60);
    text(
      premiumReport.typeName
        ? t("results:pdf.premiumType", { type: result.type, name: premiumReport.typeName })
        : result.type,
      14,
      "bold",
    );
    text(t("results:pdf.premiumIntro"), 10.5, "normal", 80);
    for (const part of premiumReport.dimensions) {
      heading(t("results:pdf.premiumScore", score(part.dimension, part)));
      rich(part.intro);
      subheading(t("results:premium.guidance", { clarity: part.clarity }));
      rich(part.guidance);
    }
    const identity = premiumReport.identity;
    heading(t("results:pdf.premiumScore", score("identity", identity)));
    rich(identity.intro);
    subheading(t("results:premium.identity", { identity: identity.identity }));
    rich(identity.body);
    heading(t("results:premium.growthPlan"));
    rich(premiumReport.growthPlan);
    heading(t("results:premium.career"));
    rich(premiumReport.career);
    heading(t("results:premium.relationships"));
    rich(premiumReport.relationships);
  }

  doc.setProperties({
    title: plain(t("results:pdf.title", { type: result.type, name: profile.name })),
    creator: site.name,
  });
  return doc;
}

export function downloadResultPdf(
  t: Translate,
  result: Result,
  profile: PersonalityProfile,
  premiumReport?: PremiumReport,
): void {
  buildResultPdf(t, result, profile, new Date(), premiumReport).save(
    `typeatlas-${result.type.toLowerCase()}.pdf`,
  );
}
