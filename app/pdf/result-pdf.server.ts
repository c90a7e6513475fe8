import type { PersonalityProfile } from "~/assessment/profile-types";
import { dimensions, type Dimension } from "~/assessment/questions";
import {
  poles,
  readDimension,
  type Clarity,
  type PoleCode,
  type Result,
} from "~/assessment/scoring";
import { frequencyCountText, frequencyText } from "~/components/results/frequency-figure";
import { clarityShortKey, dimensionKey, poleKey } from "~/components/results/labels";
import { site } from "~/config/site";
import type { RichContent, RichSpan } from "~/content/rich-text";
import { pseudoLocale, servedLocales } from "~/i18n/locales";
import { serverTranslate } from "~/i18n/messages.server";
import type { Translate } from "~/i18n/translate";
import type { PremiumReport } from "~/premium/report";
import { typeFrequency, type FrequencyFigure } from "~/statistics/frequency";
import { PdfWriter, type Language, type TextOptions } from "./writer.server";

/**
 * The result as a PDF (issue 21, decision 036), drawn on the server in the page's language with
 * Noto fonts for every script: the same content and catalogue keys as the results screen's
 * download had (header, type, profile, the five dimensions with bars, the profile's sections, the
 * footer), then the premium report on its own pages for an entitled reader only. Text stays text:
 * selectable and searchable, with the document's language in its catalogue (/Lang).
 */

export interface ResultPdfInput {
  /** The page's language ("en", "ar", "zh-CN"). */
  locale: string;
  result: Result;
  /** The type's profile in that language (`profileIn`). */
  profile: PersonalityProfile;
  /**
   * How common the type is (app/statistics/frequency.ts): measured once enough people took the
   * test, else the profile's estimate (the default); null names the category alone.
   */
  frequency?: FrequencyFigure | null;
  /** When the test was taken (a saved result) or the PDF made. */
  date?: Date;
  /** Only for a reader entitled to it; the caller decides (`canReadPremiumReport`). */
  premium?: PremiumReport | null;
}

const colors = {
  text: "#1e1e24",
  heading: "#3c3c48",
  muted: "#6e6e78",
  faint: "#787882",
  brand: "#5b3fd0",
  track: "#ebe9f2",
};

/** A language's locale and writing direction (English for an unknown code). */
export function languageOf(locale: string): Language {
  const info = [...servedLocales, pseudoLocale].find((entry) => entry.code === locale);
  return { locale: info?.code ?? "en", direction: info?.dir ?? "ltr" };
}

export async function buildResultPdf({
  locale,
  result,
  profile,
  frequency = typeFrequency(null, profile.code, profile.frequency),
  date = new Date(),
  premium,
}: ResultPdfInput): Promise<Buffer> {
  const t = serverTranslate(locale);
  const language = languageOf(locale);
  const pdf = new PdfWriter({
    language,
    title: t("results:pdf.title", { type: result.type, name: profile.name }),
    creator: site.name,
  });

  const body: TextOptions = { size: 10.5 };
  const heading = (text: string) => {
    pdf.space(10);
    pdf.ensure(48);
    pdf.paragraph(text, { size: 14, weight: 700, color: colors.heading });
    pdf.space(4);
  };
  const bullets = (items: readonly string[], options: TextOptions = body) => {
    for (const item of items) pdf.item("•", item, options);
  };
  const list = (items: readonly string[]) => items.join(t("results:pdf.listSeparator"));

  pdf.paragraph(t("results:pdf.header"), { size: 10, color: colors.muted });
  pdf.space(6);
  pdf.paragraph(result.type, { size: 34, weight: 700, color: colors.brand });
  pdf.paragraph(profile.name, { size: 18, weight: 700 });
  pdf.paragraph(profile.tagline, { size: 12, color: colors.heading });
  const category = t("results:category.name", { category: profile.category });
  pdf.paragraph(
    frequency
      ? t("results:pdf.population", {
          category,
          figure: [frequencyText(t, frequency), frequencyCountText(t, frequency)]
            .filter(Boolean)
            .join(" · "),
        })
      : category,
    { ...body, color: colors.muted },
  );

  heading(t("results:pdf.dimensions"));
  for (const dimension of dimensions) {
    const reading = readDimension(dimension, result.dimensions[dimension]);
    pdf.ensure(60);
    pdf.paragraph(t("results:pdf.scoreLine", scoreValues(t, dimension, reading)), body);
    bar(pdf, dimension, reading, t);
  }

  heading(t("results:pdf.overview"));
  pdf.paragraph(profile.description, body);
  heading(t("results:pdf.strengths"));
  for (const point of profile.strengths) pdf.item("•", t("results:pdf.point", { ...point }), body);
  heading(t("results:pdf.growth"));
  for (const point of profile.challenges) pdf.item("•", t("results:pdf.point", { ...point }), body);
  heading(t("results:pdf.idealCareers"));
  pdf.paragraph(list(profile.careers.ideal), body);
  heading(t("results:pdf.workEnvironment"));
  bullets(profile.careers.environment);
  pdf.paragraph(t("results:pdf.careerTip", { tip: profile.careers.tip }), body);
  heading(t("results:pdf.relationships"));
  bullets(profile.relationships.strengths);
  pdf.paragraph(
    t("results:pdf.compatibleTypes", { types: list(profile.relationships.compatibleTypes) }),
    body,
  );
  pdf.paragraph(t("results:pdf.relationshipTip", { tip: profile.relationships.tip }), body);
  heading(t("results:pdf.famousPeople"));
  pdf.paragraph(list(profile.famousPeople), body);
  heading(t("results:pdf.coreValues"));
  pdf.paragraph(list(profile.coreValues), body);

  pdf.space(16);
  pdf.paragraph(t("results:pdf.footer", { when: date }), { size: 8.5, color: colors.faint });

  if (premium) premiumPages(pdf, t, result, profile, premium);
  return pdf.finish();
}

type Reading = { pole: PoleCode; strength: number; clarity: Clarity; borderline: boolean };

/** The values of a score line: "Mind: 72% Introverted (clear preference)". */
function scoreValues(t: Translate, dimension: Dimension, reading: Reading) {
  return {
    dimension: t(dimensionKey(dimension)),
    pole: t(poleKey(reading.pole)),
    share: reading.strength / 100,
    clarity: t(clarityShortKey[reading.clarity]),
    borderline: reading.borderline ? "yes" : "no",
  };
}

/**
 * A dimension's bar: the track, its midpoint, and the share toward the leaning pole, with the two
 * poles' names under its ends. The first pole is at the start side: on the right in a
 * right-to-left page, whose bar is the mirror image.
 */
function bar(pdf: PdfWriter, dimension: Dimension, reading: Reading, t: Translate) {
  const left = pdf.margin;
  const width = pdf.width;
  const half = width / 2;
  const top = pdf.y + 2;
  const rtl = pdf.language.direction === "rtl";
  const share = ((reading.strength - 50) / 50) * half;
  const towardSecond = reading.pole === poles[dimension][1].pole;
  // The second pole's side: the right in a left-to-right page, the left in a right-to-left one.
  const toRight = towardSecond !== rtl;
  pdf.rect(left, top, width, 8, colors.track);
  if (share > 0) pdf.rect(toRight ? left + half : left + half - share, top, share, 8, colors.brand);
  pdf.rect(left + half - 0.5, top - 2, 1, 12, colors.faint);
  const label: TextOptions = { size: 8, color: colors.muted };
  const first = t(poleKey(poles[dimension][0].pole));
  const second = t(poleKey(poles[dimension][1].pole));
  const startBox = { left: rtl ? left + half : left, width: half };
  const endBox = { left: rtl ? left : left + half, width: half };
  const height = Math.max(
    pdf.label(first, label, startBox, rtl ? "right" : "left", top + 12),
    pdf.label(second, label, endBox, rtl ? "left" : "right", top + 12),
  );
  pdf.y = top + 12 + height + 8;
}

/** The premium report, from a new page: headings in the page's language, its writing in its own. */
function premiumPages(
  pdf: PdfWriter,
  t: Translate,
  result: Result,
  profile: PersonalityProfile,
  report: PremiumReport,
) {
  const writing = languageOf(report.lang ?? "en");
  const text: TextOptions = { size: 10.5, language: writing };
  const heading = (value: string) => {
    pdf.space(10);
    pdf.ensure(48);
    pdf.paragraph(value, { size: 14, weight: 700, color: colors.heading });
    pdf.space(4);
  };
  const subheading = (value: string, language?: Language) => {
    pdf.space(8);
    pdf.ensure(36);
    pdf.paragraph(value, { size: 11.5, weight: 700, color: colors.heading, language });
  };
  const spansText = (spans: RichSpan[]) => spans.map((span) => span.text).join("");
  const rich = (content: RichContent) => {
    for (const block of content) {
      switch (block.type) {
        case "heading":
          subheading(spansText(block.spans), writing);
          break;
        case "paragraph":
          pdf.space(4);
          pdf.paragraph(spansText(block.spans), text);
          break;
        case "list":
          pdf.space(4);
          block.items.forEach((spans, index) =>
            pdf.item(block.ordered ? `${index + 1}.` : "•", spansText(spans), text),
          );
          break;
        case "image":
          break;
      }
    }
  };

  pdf.newPage();
  pdf.paragraph(t("results:pdf.premiumHeader"), { size: 10, color: colors.muted });
  pdf.space(6);
  pdf.paragraph(t("results:pdf.premiumTitle"), { size: 26, weight: 700, color: colors.brand });
  // The type's name as the first page gives it, in the page's language.
  pdf.paragraph(t("results:pdf.premiumType", { type: result.type, name: profile.name }), {
    size: 14,
    weight: 700,
  });
  pdf.paragraph(t("results:pdf.premiumIntro"), { size: 10.5, color: colors.heading });
  for (const part of report.dimensions) {
    heading(t("results:pdf.premiumScore", scoreValues(t, part.dimension, part)));
    rich(part.intro);
    subheading(t("results:premium.guidance", { clarity: part.clarity }));
    rich(part.guidance);
  }
  const identity = report.identity;
  heading(t("results:pdf.premiumScore", scoreValues(t, "identity", identity)));
  rich(identity.intro);
  subheading(t("results:premium.identity", { identity: identity.identity }));
  rich(identity.body);
  heading(t("results:premium.growthPlan"));
  rich(report.growthPlan);
  heading(t("results:premium.career"));
  rich(report.career);
  heading(t("results:premium.relationships"));
  rich(report.relationships);
}
