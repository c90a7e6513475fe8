import PDFDocument from "pdfkit";
import { logger } from "~/lib/logger.server";
import type { Direction } from "./bidi";
import { featuresFor, fontFile, type Face, type Weight } from "./fonts.server";
import { layoutParagraph, type Line } from "./layout.server";

/**
 * A pdfkit document written top to bottom on A4 pages (decision 036): paragraphs laid out by
 * `layoutParagraph` in any script, list items, bars, and page breaks where the next block would
 * not fit. Only the subset fonts a document draws with are registered in it.
 */

export interface Language {
  /** BCP 47: word breaks, the CJK family, and the PDF's /Lang where it differs from the page's. */
  locale: string;
  direction: Direction;
}

export interface TextOptions {
  size: number;
  weight?: Weight;
  color?: string;
  /** The language of this text, when it is not the document's (the premium report's writing). */
  language?: Language;
  /** Points kept free at the start side (left, or right in a right-to-left paragraph). */
  indent?: number;
}

export interface DocumentInfo {
  language: Language;
  title: string;
  creator: string;
}

const lineHeight = 1.45;
/** The baseline's place in a line, from its top, as a share of the font size. */
const baseline = 1.1;

export class PdfWriter {
  readonly margin = 48;
  readonly doc: PDFKit.PDFDocument;
  readonly language: Language;
  y: number;
  private readonly registered = new Set<string>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor({ language, title, creator }: DocumentInfo) {
    this.language = language;
    this.doc = new PDFDocument({
      size: "A4",
      margin: this.margin,
      lang: language.locale,
      displayTitle: true,
      info: { Title: title, Creator: creator, Producer: creator },
    });
    this.doc.on("data", (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on("end", resolve);
      this.doc.on("error", reject);
    });
    this.y = this.margin;
  }

  get width(): number {
    return this.doc.page.width - this.margin * 2;
  }

  private get bottom(): number {
    return this.doc.page.height - this.margin;
  }

  newPage() {
    this.doc.addPage();
    this.y = this.margin;
  }

  /** Starts a new page unless `height` more points fit on this one; whether it started one. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  space(points: number) {
    this.y += points;
  }

  /** A paragraph in the document's language (or `options.language`), wrapped to the width. */
  paragraph(text: string, options: TextOptions) {
    this.draw(this.lay(text, options), options);
  }

  /** A list item: the marker in a box at the start side, the text's lines hanging beside it. */
  item(marker: string, text: string, options: TextOptions) {
    const language = options.language ?? this.language;
    const base = options.indent ?? 0;
    const box = options.size * 1.6;
    const lines = this.lay(text, { ...options, indent: base + box });
    const [markerLine] = layoutParagraph(marker, {
      ...language,
      size: options.size,
      weight: options.weight ?? 400,
      width: box,
    });
    this.ensure(options.size * lineHeight);
    const boxLeft =
      language.direction === "rtl" ? this.margin + this.width - base - box : this.margin + base;
    if (markerLine) this.drawLine(markerLine, boxLeft, this.y, options);
    this.draw(lines, { ...options, indent: base + box });
  }

  /**
   * Text in a box at `top` (page coordinates), each line against the box's `side`: a bar's pole
   * names. Returns the height it took.
   */
  label(
    text: string,
    options: TextOptions,
    box: { left: number; width: number },
    side: "left" | "right",
    top: number,
  ): number {
    const language = options.language ?? this.language;
    const lines = layoutParagraph(text, {
      ...language,
      size: options.size,
      weight: options.weight ?? 400,
      width: box.width,
    });
    lines.forEach((line, index) => {
      const natural = language.direction === "rtl" ? box.width - line.width : 0;
      const wanted = side === "left" ? 0 : box.width - line.width;
      this.drawLine(
        line,
        box.left + wanted - natural,
        top + index * options.size * lineHeight,
        options,
      );
    });
    return lines.length * options.size * lineHeight;
  }

  /** The height `label` would take for this text in a box of this width, without drawing it. */
  labelHeight(text: string, options: TextOptions, width: number): number {
    const language = options.language ?? this.language;
    const lines = layoutParagraph(text, {
      ...language,
      size: options.size,
      weight: options.weight ?? 400,
      width,
    });
    return lines.length * options.size * lineHeight;
  }

  /** A filled rectangle, in page coordinates. */
  rect(x: number, y: number, width: number, height: number, color: string) {
    this.doc.rect(x, y, width, height).fill(color);
  }

  private lay(text: string, options: TextOptions): Line[] {
    const language = options.language ?? this.language;
    return layoutParagraph(
      text,
      {
        ...language,
        size: options.size,
        weight: options.weight ?? 400,
        width: this.width - (options.indent ?? 0),
      },
      (codePoint) =>
        logger().warn(
          { codePoint: `U+${codePoint.toString(16).toUpperCase()}`, locale: language.locale },
          "No font in the result PDF has this character",
        ),
    );
  }

  private draw(lines: readonly Line[], options: TextOptions) {
    const language = options.language ?? this.language;
    const indent = options.indent ?? 0;
    const left = this.margin + (language.direction === "rtl" ? 0 : indent);
    for (const line of lines) {
      this.ensure(options.size * lineHeight);
      this.drawLine(line, left, this.y, options);
      this.y += options.size * lineHeight;
    }
  }

  /** One line: each run in its font, on the line's baseline. */
  drawLine(line: Line, left: number, top: number, options: TextOptions) {
    const doc = this.doc;
    const foreign = options.language && options.language.locale !== this.language.locale;
    // Text in another language than the document's says so (a Span with its /Lang).
    if (foreign) doc.markContent("Span", { lang: options.language!.locale });
    doc.fillColor(options.color ?? "#1e1e24");
    for (const run of line.runs) {
      this.use(run.face);
      doc.font(run.face.name).fontSize(options.size);
      // Readers that honour ActualText copy these words in reading order (Devanagari's reordered
      // vowel signs); pdf.js does not, and copies the glyphs' order.
      if (run.actualText) doc.markContent("Span", { actual: run.actualText });
      // A mirrored mark is its own glyph reflected across its box: its text stays what was written.
      if (run.mirrored) doc.save().transform(-1, 0, 0, 1, 2 * (left + run.x) + run.width, 0);
      doc.text(run.text, left + run.x, top + options.size * baseline, {
        lineBreak: false,
        baseline: "alphabetic",
        // pdfkit hands these to fontkit, which also takes `{ ccmp: false }`; its types know arrays.
        features: featuresFor(run.face) as unknown as PDFKit.Mixins.OpenTypeFeatures[],
      });
      if (run.mirrored) doc.restore();
      if (run.actualText) doc.endMarkedContent();
    }
    if (foreign) doc.endMarkedContent();
  }

  /** Registers a subset font in this document on its first use. */
  private use(face: Face) {
    if (this.registered.has(face.name)) return;
    this.doc.registerFont(face.name, fontFile(face));
    this.registered.add(face.name);
  }

  /** Ends the document; its bytes. */
  async finish(): Promise<Buffer> {
    this.doc.end();
    await this.done;
    return Buffer.concat(this.chunks);
  }
}
