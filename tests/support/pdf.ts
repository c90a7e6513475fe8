import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** A PDF's text, page by page, as a reader's copy-and-paste would see it (through pdf.js). */
export async function pdfPages(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const pdf = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: require
      .resolve("pdfjs-dist/package.json")
      .replace("package.json", "standard_fonts/"),
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages;
}
