import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

async function open(bytes: ArrayBuffer | Uint8Array) {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  return pdfjs.getDocument({
    // A copy: pdf.js takes the buffer it is given away from its caller.
    data: new Uint8Array(bytes).slice(),
    standardFontDataUrl: require
      .resolve("pdfjs-dist/package.json")
      .replace("package.json", "standard_fonts/"),
  }).promise;
}

/** A PDF's text, page by page, as a reader's copy-and-paste would see it (through pdf.js). */
export async function pdfPages(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  const pdf = await open(bytes);
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages;
}

/** The document's language (its catalogue's /Lang) and title, as pdf.js reads them. */
export async function pdfInfo(
  bytes: ArrayBuffer | Uint8Array,
): Promise<{ language?: string; title?: string; creator?: string }> {
  const { info } = (await (await open(bytes)).getMetadata()) as {
    info: { Language?: string; Title?: string; Creator?: string };
  };
  return { language: info.Language, title: info.Title, creator: info.Creator };
}

/**
 * Text as comparable across a PDF's extraction: NFKC (Arabic presentation forms read as their
 * letters), no whitespace and no bidi marks. Devanagari's vowel sign i and reph are left out: a
 * PDF draws them before and after the letters they follow and precede, and pdf.js copies glyphs
 * in the order they are drawn (it ignores the ActualText that gives the reading order,
 * mozilla/pdf.js#12237), so only their place differs.
 */
export function comparable(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\s\u200e\u200f\u061c\u2066-\u2069]+/gu, "")
    .replace(/\u093f|\u0930\u094d/gu, "");
}

/** A piece of a page's text with where pdf.js places it: `y` from the page's top, in points. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
}

/** Each page's text pieces with their places, and the page's size, for layout checks. */
export async function pdfPlacedText(
  bytes: ArrayBuffer | Uint8Array,
): Promise<{ width: number; height: number; items: PlacedText[] }[]> {
  const pdf = await open(bytes);
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      "str" in item && item.str.trim()
        ? [
            {
              text: item.str,
              x: item.transform[4] as number,
              y: height - (item.transform[5] as number),
            },
          ]
        : [],
    );
    pages.push({ width, height, items });
  }
  return pages;
}
