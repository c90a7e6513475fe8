import { dimensions, type Dimension } from "~/assessment/questions";
import { poles } from "~/assessment/scoring";
import { categories, typeCodes } from "~/assessment/type-codes";
import { dimensionKey, poleKey } from "~/components/results/labels";
import { site } from "~/config/site";
import { serverTranslate } from "~/i18n/messages.server";
import { typeNameIn } from "~/i18n/profiles.server";
import type { Translate } from "~/i18n/translate";
import {
  teamComposition,
  type DimensionSpread,
  type SharedResult,
  type TeamComposition,
} from "~/teams/composition";
import { countSides, teamSummary, type TeamSummary } from "~/teams/summary";
import { languageOf } from "./result-pdf.server";
import { PdfWriter, type TextOptions } from "./writer.server";

/**
 * A team's report as a PDF (issue 23, decision 042), for its owner and admins: who has shared,
 * the sixteen types in their four groups, the Assertive/Turbulent split, each dimension as a strip
 * of dots with the team's spread, the written summary (English content, marked as such in a PDF
 * in another language), what the test measures, and every shared result in a table that carries
 * its header onto each new page. Drawn with the result PDF's writer (decision 036), so names and
 * labels in any of the site's scripts come out as text.
 */

export interface TeamReportPdfInput {
  /** The page's language ("en", "ar", "zh-CN"). */
  locale: string;
  teamName: string;
  /** How many members the team has, whether they share a result or not. */
  members: number;
  /** The results members share with the team. */
  results: readonly SharedResult[];
  /** When the report is made. */
  date?: Date;
}

const colors = {
  text: "#1e1e24",
  heading: "#3c3c48",
  muted: "#6e6e78",
  faint: "#787882",
  brand: "#5b3fd0",
  track: "#ebe9f2",
  band: "#d9d2f5",
  tint: "#f3f0fc",
  /** A type some member has, in the grid; the others are `empty`. */
  held: "#e4ddf9",
  empty: "#f6f5f9",
};

export async function buildTeamReportPdf({
  locale,
  teamName,
  members,
  results,
  date = new Date(),
}: TeamReportPdfInput): Promise<Buffer> {
  const t = serverTranslate(locale);
  const language = languageOf(locale);
  const composition = teamComposition(results);
  const summary = teamSummary(composition, { members });
  const pdf = new PdfWriter({
    language,
    title: t("teamView:report.documentTitle", { team: teamName }),
    creator: site.name,
  });
  const body: TextOptions = { size: 10.5 };
  const note: TextOptions = { size: 9, color: colors.muted };

  pdf.paragraph(t("teamView:report.header"), { size: 10, color: colors.muted });
  pdf.space(6);
  pdf.paragraph(t("teamView:report.title"), { size: 26, weight: 700, color: colors.brand });
  pdf.paragraph(teamName, { size: 18, weight: 700 });
  pdf.paragraph(t("teamView:report.made", { when: date }), { ...body, color: colors.heading });
  pdf.paragraph(t("teamView:report.shared", { shared: composition.n, members }), body);

  if (composition.n === 0) {
    pdf.space(10);
    pdf.paragraph(t("teamView:report.noResults"), body);
  } else {
    heading(pdf, t("teamView:report.types"), 14, 110);
    pdf.paragraph(t("teamView:report.typesNote"), note);
    pdf.space(4);
    typeGrid(pdf, t, locale, composition);

    heading(pdf, t("teamView:report.groups"));
    for (const group of categories)
      pdf.item("•", t("teamView:report.group", { group, count: composition.groups[group] }), body);
    pdf.item(
      "•",
      t("teamView:report.identities", {
        assertive: composition.identities.A,
        turbulent: composition.identities.T,
      }),
      body,
    );

    // With its note and the first strip.
    heading(pdf, t("teamView:report.dimensions"), 14, 130);
    pdf.paragraph(t("teamView:report.dimensionsNote"), note);
    for (const spread of composition.dimensions) strip(pdf, t, spread);
  }

  summaryPages(pdf, t, locale, summary);

  heading(pdf, t("teamView:summary.howToRead"));
  pdf.paragraph(t("teamView:report.measures"), body);

  if (composition.n > 0) positionsTable(pdf, t, locale, results);

  pdf.space(16);
  pdf.ensure(30);
  pdf.paragraph(t("teamView:report.footer", { when: date }), { size: 8.5, color: colors.faint });
  return pdf.finish();
}

/** A heading, kept on one page with the `keep` points that follow it (its first lines). */
function heading(pdf: PdfWriter, text: string, size = 14, keep = size * 3) {
  pdf.space(size > 12 ? 12 : 8);
  pdf.ensure(size * 1.45 + keep);
  pdf.paragraph(text, { size, weight: 700, color: colors.heading });
  pdf.space(3);
}

/**
 * The sixteen types as four rows of four, a row per group, each cell with the code, the type's
 * name in the page's language and how many members have it. A right-to-left page mirrors it.
 */
function typeGrid(pdf: PdfWriter, t: Translate, locale: string, composition: TeamComposition) {
  const rtl = pdf.language.direction === "rtl";
  const gap = 4;
  const cellWidth = (pdf.width - gap * 3) / 4;
  const cellHeight = 62;
  const padding = 5;
  const side = rtl ? "right" : "left";
  categories.forEach((group, row) => {
    pdf.ensure(cellHeight + 24);
    pdf.paragraph(t("teamView:report.group", { group, count: composition.groups[group] }), {
      size: 9.5,
      weight: 700,
      color: colors.heading,
    });
    const top = pdf.y + 2;
    typeCodes.slice(row * 4, row * 4 + 4).forEach((code, column) => {
      const count = composition.types[code];
      const place = rtl ? 3 - column : column;
      const left = pdf.margin + place * (cellWidth + gap);
      pdf.rect(left, top, cellWidth, cellHeight, count > 0 ? colors.held : colors.empty);
      const box = { left: left + padding, width: cellWidth - padding * 2 };
      let y = top + padding;
      y += pdf.label(code, { size: 11, weight: 700, color: colors.brand }, box, side, y);
      pdf.label(typeNameIn(code, locale), { size: 8, color: colors.heading }, box, side, y);
      pdf.label(
        t("teamView:report.typeCount", { count }),
        { size: 9.5, weight: count > 0 ? 700 : 400, color: count > 0 ? colors.text : colors.muted },
        box,
        side,
        top + cellHeight - padding - 9.5 * 1.45,
      );
    });
    pdf.y = top + cellHeight + 8;
  });
}

/**
 * A dimension's line of counts and its strip: every member a dot at their score, stacked where
 * scores meet (smaller dots in a large team, so a column stays within the strip), the band of one
 * standard deviation either side of the mean, the mean and the midpoint. The first pole is at the
 * start side, as on the result bars.
 */
function strip(pdf: PdfWriter, t: Translate, spread: DimensionSpread) {
  const { dimension } = spread;
  const [first, second] = poles[dimension];
  const counts = countSides(spread.positions);
  const height = 44;
  const labels = 14;
  pdf.space(8);
  pdf.ensure(height + labels + 40);
  pdf.paragraph(
    t("teamView:report.dimensionLine", {
      dimension: t(dimensionKey(dimension)),
      first: t(poleKey(first.pole)),
      second: t(poleKey(second.pole)),
      firstCount: counts.first,
      middle: counts.middle,
      secondCount: counts.second,
      mean: Math.round(spread.mean),
      sd: Math.round(spread.sd),
    }),
    { size: 9.5 },
  );
  const left = pdf.margin;
  const width = pdf.width;
  const rtl = pdf.language.direction === "rtl";
  const x = (score: number) => left + (rtl ? 1 - score / 100 : score / 100) * width;
  const top = pdf.y + 4;
  const bottom = top + height;
  pdf.rect(left, top, width, height, colors.track);
  const low = Math.max(0, spread.mean - spread.sd);
  const high = Math.min(100, spread.mean + spread.sd);
  pdf.rect(Math.min(x(low), x(high)), top, Math.abs(x(high) - x(low)), height, colors.band);
  pdf.rect(x(50) - 0.5, top - 2, 1, height + 4, colors.faint);

  // Two points of score to a column: 51 columns across the strip.
  const columns = new Map<number, number>();
  for (const { score } of spread.positions) {
    const column = Math.round(score / 2);
    columns.set(column, (columns.get(column) ?? 0) + 1);
  }
  const tallest = Math.max(1, ...columns.values());
  const columnWidth = width / 51;
  const dot = Math.min(5, columnWidth * 0.9, (height - 4) / tallest);
  const doc = pdf.doc;
  for (const [column, count] of columns) {
    const cx = x(Math.min(100, column * 2));
    for (let index = 0; index < count; index++)
      doc.circle(cx, bottom - 2 - dot / 2 - index * dot, dot / 2).fill(colors.brand);
  }
  pdf.rect(x(spread.mean) - 0.75, top, 1.5, height, colors.text);

  const label: TextOptions = { size: 8, color: colors.muted };
  const half = width / 2;
  const startBox = { left: rtl ? left + half : left, width: half };
  const endBox = { left: rtl ? left : left + half, width: half };
  const taken = Math.max(
    pdf.label(t(poleKey(first.pole)), label, startBox, rtl ? "right" : "left", bottom + 3),
    pdf.label(t(poleKey(second.pole)), label, endBox, rtl ? "left" : "right", bottom + 3),
  );
  pdf.y = bottom + 3 + taken + 4;
}

/** The written summary: headings in the page's language, its passages in English. */
function summaryPages(pdf: PdfWriter, t: Translate, locale: string, summary: TeamSummary | null) {
  heading(pdf, t("teamView:summary.title"));
  if (!summary) {
    pdf.paragraph(t("teamView:report.noSummary"), { size: 10.5 });
    return;
  }
  pdf.paragraph(t("teamView:summary.intro"), { size: 9.5, color: colors.muted });
  if (locale !== "en")
    pdf.paragraph(t("teamView:report.contentNote"), { size: 9.5, color: colors.muted });
  const english: TextOptions = {
    size: 10.5,
    ...(locale === "en" ? {} : { language: languageOf("en") }),
  };
  const paragraphs = (texts: readonly string[]) =>
    texts.forEach((text, index) => {
      if (index > 0) pdf.space(4);
      pdf.paragraph(text, english);
    });
  // Subheadings keep their labels and the first lines of their text.
  const keep = 70;
  heading(pdf, t("teamView:summary.overview"), 11.5, keep);
  paragraphs(summary.overview);
  for (const part of summary.dimensions) {
    const [first, second] = poles[part.dimension];
    heading(
      pdf,
      t("teamView:summary.dimension", {
        dimension: t(dimensionKey(part.dimension)),
        first: t(poleKey(first.pole)),
        second: t(poleKey(second.pole)),
      }),
      11.5,
      keep,
    );
    const label: TextOptions = { size: 9, color: colors.muted };
    pdf.paragraph(
      t("teamView:summary.lean", {
        strength: part.strength,
        pole: part.lean ? t(poleKey(part.lean)) : "",
      }),
      label,
    );
    pdf.paragraph(
      t("teamView:summary.spread", { spread: part.spread, sd: Math.round(part.sd) }),
      label,
    );
    pdf.space(3);
    paragraphs(part.paragraphs);
  }
  heading(pdf, t("teamView:summary.limits"), 11.5, keep);
  paragraphs(summary.limits);
}

/**
 * Every shared result: name, type and the five scores, by name in the page's language's order,
 * from a new page. The header row starts each page of the table, and a row is never split.
 */
function positionsTable(
  pdf: PdfWriter,
  t: Translate,
  locale: string,
  results: readonly SharedResult[],
) {
  pdf.newPage();
  heading(pdf, t("teamView:report.positions"));
  pdf.paragraph(
    t("teamView:report.positionsNote", {
      poles: dimensions
        .map((dimension) => t(poleKey(poles[dimension][1].pole)))
        .join(t("results:pdf.listSeparator")),
    }),
    { size: 9, color: colors.muted },
  );
  pdf.space(6);

  const size = 8.5;
  const padding = 3;
  const rtl = pdf.language.direction === "rtl";
  const scoreWidth = 46;
  const typeWidth = 50;
  const nameWidth = pdf.width - typeWidth - scoreWidth * dimensions.length;
  const widths = [nameWidth, typeWidth, ...dimensions.map(() => scoreWidth)];
  // Each column's left edge, from the start side.
  const lefts: number[] = [];
  let offset = 0;
  for (const width of widths) {
    lefts.push(rtl ? pdf.margin + pdf.width - offset - width : pdf.margin + offset);
    offset += width;
  }
  const side = rtl ? "right" : "left";

  /** A row; only the first `measured` cells can take more than one line (a member's name). */
  const row = (cells: readonly string[], options: TextOptions, fill?: string, measured = 1) => {
    const height =
      Math.max(
        options.size * 1.45,
        ...cells
          .slice(0, measured)
          .map((text, index) => pdf.labelHeight(text, options, widths[index]! - padding * 2)),
      ) +
      padding * 2;
    return {
      height,
      draw: () => {
        const top = pdf.y;
        if (fill) pdf.rect(pdf.margin, top, pdf.width, height, fill);
        cells.forEach((text, index) =>
          pdf.label(
            text,
            options,
            { left: lefts[index]! + padding, width: widths[index]! - padding * 2 },
            side,
            top + padding,
          ),
        );
        pdf.y = top + height;
      },
    };
  };

  const header = row(
    [
      t("teamView:report.name"),
      t("teamView:report.type"),
      ...dimensions.map((dimension: Dimension) => t(dimensionKey(dimension))),
    ],
    { size, weight: 700, color: colors.heading },
    colors.track,
    widths.length,
  );
  const collator = new Intl.Collator(locale);
  const sorted = [...results].sort((a, b) => collator.compare(a.name, b.name));
  pdf.ensure(header.height + size * 3);
  header.draw();
  sorted.forEach((result, index) => {
    const line = row(
      [
        result.name,
        result.type,
        ...dimensions.map((dimension) => String(result.dimensions[dimension])),
      ],
      { size },
      index % 2 === 1 ? colors.tint : undefined,
    );
    if (pdf.ensure(line.height)) header.draw();
    line.draw();
  });
}
