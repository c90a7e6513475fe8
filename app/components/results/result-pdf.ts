import { jsPDF } from "jspdf";
import type { PersonalityProfile } from "~/assessment/profile-types";
import { dimensionNames, dimensions } from "~/assessment/questions";
import { poles, readDimension, type Result } from "~/assessment/scoring";
import { site } from "~/config/site";
import type { RichContent } from "~/content/rich-text";
import type { PremiumReport } from "~/premium/report";

/**
 * The result as a PDF, built in the browser with jsPDF (no outside service). Loaded only when the
 * visitor presses Download, so it adds nothing to the test page's first load.
 */

// The standard PDF fonts cover Latin-1; typographic quotes and dashes become their plain forms.
function plain(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/…/g, "...")
    .replace(/•/g, "-")
    .replace(/[^\x20-\xff\n]/g, "");
}

export function buildResultPdf(
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
  const list = (items: readonly string[]) => {
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

  text(`${site.name} personality result`, 10, "normal", 110);
  y += 6;
  text(result.type, 34, "bold", 60);
  text(profile.name, 18, "bold");
  text(profile.tagline, 12, "normal", 80);
  text(`${profile.category} - ${profile.frequency} of the population`, 10.5, "normal", 110);

  heading("Your five dimensions");
  for (const dimension of dimensions) {
    const reading = readDimension(dimension, result.dimensions[dimension]);
    ensure(46);
    text(
      `${dimensionNames[dimension]}: ${reading.strength}% ${reading.leaning} (${reading.clarity} preference${reading.borderline ? ", borderline" : ""})`,
      10.5,
    );
    // The bar: grey track, the midpoint, and the share toward the leaning pole.
    const barY = y + 2;
    doc.setFillColor(235, 233, 242);
    doc.rect(margin, barY, width, 8, "F");
    doc.setFillColor(91, 63, 208);
    const half = width / 2;
    const share = ((reading.strength - 50) / 50) * half;
    if (reading.leaning === poles[dimension][1].name) doc.rect(margin + half, barY, share, 8, "F");
    else doc.rect(margin + half - share, barY, share, 8, "F");
    doc.setFillColor(120, 120, 130);
    doc.rect(margin + half - 0.5, barY - 2, 1, 12, "F");
    doc.setFontSize(8);
    doc.setTextColor(110);
    doc.text(poles[dimension][0].name, margin, barY + 20);
    doc.text(poles[dimension][1].name, margin + width, barY + 20, { align: "right" });
    y = barY + 30;
  }

  heading("Overview");
  text(profile.description, 10.5);
  heading("Strengths");
  for (const point of profile.strengths) text(`${point.title}: ${point.description}`, 10.5);
  heading("Areas for growth");
  for (const point of profile.challenges) text(`${point.title}: ${point.description}`, 10.5);
  heading("Ideal careers");
  text(profile.careers.ideal.join(", "), 10.5);
  heading("Work environment");
  list(profile.careers.environment);
  text(`Career tip: ${profile.careers.tip}`, 10.5);
  heading("Relationships");
  list(profile.relationships.strengths);
  text(`Compatible types: ${profile.relationships.compatibleTypes.join(", ")}`, 10.5);
  text(`Relationship tip: ${profile.relationships.tip}`, 10.5);
  heading("Famous people");
  text(profile.famousPeople.join(", "), 10.5);
  heading("Core values");
  text(profile.coreValues.join(", "), 10.5);

  y += 16;
  text(
    `Taken on ${date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" })}. A type describes preferences, not abilities; scores near 50 may change on a retest.`,
    8.5,
    "normal",
    120,
  );

  if (premiumReport) {
    // The premium part starts on its own page, like a second document after the free profile.
    doc.addPage();
    y = margin;
    text(`${site.name} premium report`, 10, "normal", 110);
    y += 6;
    text("Premium Report", 26, "bold", 60);
    text(
      `${result.type}${premiumReport.typeName ? ` - ${premiumReport.typeName}` : ""}`,
      14,
      "bold",
    );
    text(
      "Each dimension shows the guidance that matches how clear your own preference is.",
      10.5,
      "normal",
      80,
    );
    for (const part of premiumReport.dimensions) {
      heading(
        `${part.name}: ${part.leaning} ${part.strength}% - ${part.clarity} preference${part.borderline ? ", borderline" : ""}`,
      );
      rich(part.intro);
      subheading(`For your ${part.clarity} preference`);
      rich(part.guidance);
    }
    const identity = premiumReport.identity;
    heading(
      `${identity.name}: ${identity.leaning} ${identity.strength}% - ${identity.clarity} preference${identity.borderline ? ", borderline" : ""}`,
    );
    rich(identity.intro);
    subheading(`${identity.identity === "A" ? "Assertive" : "Turbulent"} (-${identity.identity})`);
    rich(identity.body);
    heading("Growth plan");
    rich(premiumReport.growthPlan);
    heading("Career guidance");
    rich(premiumReport.career);
    heading("Relationship guidance");
    rich(premiumReport.relationships);
  }

  doc.setProperties({ title: `${result.type} - ${profile.name}`, creator: site.name });
  return doc;
}

export function downloadResultPdf(
  result: Result,
  profile: PersonalityProfile,
  premiumReport?: PremiumReport,
): void {
  buildResultPdf(result, profile, new Date(), premiumReport).save(
    `typeatlas-${result.type.toLowerCase()}.pdf`,
  );
}
