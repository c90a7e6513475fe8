/**
 * What the result PDF (result-pdf.ts, jsPDF's standard fonts) can write: Latin-1, with
 * typographic quotes and dashes in their plain forms. Kept apart from result-pdf.ts, which loads
 * jsPDF, so the results screen can ask without loading it.
 */
const typographic = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/…/g, "...")
    .replace(/•/g, "-");

/** `text` as the PDF writes it: anything beyond Latin-1 is left out. */
export const plain = (text: string): string => typographic(text).replace(/[^\x20-\xff\n]/g, "");

/**
 * Whether the PDF can write these texts whole. It cannot write most of the site's languages yet
 * (Cyrillic, Greek, Arabic, Hebrew, CJK, Devanagari, and Latin letters beyond Latin-1), and a
 * PDF with their letters left out would be worse than none: in those languages the results
 * screen offers the image and the page itself, not the PDF.
 */
export const pdfCanWrite = (texts: readonly string[]): boolean =>
  texts.every((text) => /^[\x20-\xff\n]*$/.test(typographic(text)));
