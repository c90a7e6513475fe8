import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { create, type Font } from "fontkit";

/**
 * The result PDF's fonts (decision 036): Noto Sans and its sister families for the scripts of the
 * site's languages, from the @fontsource packages (SIL Open Font License 1.1). Each package splits
 * a family into subsets, each a file with the `unicode-range` its CSS names; a character is drawn
 * from the first family of the page language's fallback order whose subset covers it and whose
 * file has its glyph, so a character a font lacks is never a blank box.
 *
 * The CSS is read once per process and a subset file only when a document first needs it; the
 * parsed fonts stay for the process, and each document embeds only the glyphs it uses. WOFF, not
 * WOFF2: its tables are zlib streams, unpacked here once per file (`unpackWoff`).
 */

export type Weight = 400 | 700;

const packages = {
  sans: "@fontsource/noto-sans",
  arabic: "@fontsource/noto-sans-arabic",
  hebrew: "@fontsource/noto-sans-hebrew",
  devanagari: "@fontsource/noto-sans-devanagari",
  jp: "@fontsource/noto-sans-jp",
  sc: "@fontsource/noto-sans-sc",
  kr: "@fontsource/noto-sans-kr",
} as const;

export type Family = keyof typeof packages;

/** The families tried for a character, first to last, in a page language. */
export function fallbackOrder(locale: string): readonly Family[] {
  const language = locale.split("-")[0];
  const cjk: Family[] =
    language === "ja"
      ? ["jp", "sc", "kr"]
      : language === "zh"
        ? ["sc", "jp", "kr"]
        : language === "ko"
          ? ["kr", "jp", "sc"]
          : [];
  // Han characters differ between Japanese, Chinese and Korean: the page's own comes first; Latin
  // in a CJK page is drawn by its CJK family, as a browser would with `font-family: Noto Sans JP`.
  const rest: Family[] = ["sans", "arabic", "hebrew", "devanagari", "jp", "sc", "kr"];
  return [...cjk, ...rest.filter((family) => !cjk.includes(family))];
}

/** One subset file of a family at a weight. */
export interface Face {
  /** The file's name without extension ("noto-sans-jp-12-400-normal"): the font's name in a PDF. */
  name: string;
  family: Family;
  weight: Weight;
  file: string;
  /** Sorted, inclusive code point ranges from the CSS `unicode-range`. */
  ranges: readonly (readonly [number, number])[];
}

const require = createRequire(import.meta.url);

/** Reads a @fontsource CSS file's faces: the WOFF file and unicode-range of each. */
export function parseFontFaces(css: string, family: Family, weight: Weight, dir: string): Face[] {
  const faces: Face[] = [];
  for (const block of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
    const file = /url\(\.\/files\/([^)]+)\.woff\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file) continue;
    faces.push({
      name: file,
      family,
      weight,
      file: path.join(dir, "files", `${file}.woff`),
      ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]],
    });
  }
  return faces;
}

/** "U+0000-00FF,U+0131,U+4E??" as sorted inclusive ranges. */
export function parseUnicodeRange(value: string): [number, number][] {
  const ranges = value.split(",").map((part): [number, number] => {
    const spec = part.trim().replace(/^U\+/i, "");
    if (spec.includes("?"))
      return [parseInt(spec.replace(/\?/g, "0"), 16), parseInt(spec.replace(/\?/g, "F"), 16)];
    const [start, end = start] = spec.split("-");
    return [parseInt(start!, 16), parseInt(end!, 16)];
  });
  return ranges.sort((a, b) => a[0] - b[0]);
}

const covers = (ranges: Face["ranges"], codePoint: number) => {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = ranges[middle]!;
    if (codePoint < start) high = middle - 1;
    else if (codePoint > end) low = middle + 1;
    else return true;
  }
  return false;
};

const faceLists = new Map<string, Face[]>();

/** A family's subsets at a weight, from its CSS (read once per process). */
export function facesOf(family: Family, weight: Weight): readonly Face[] {
  const key = `${family}/${weight}`;
  let faces = faceLists.get(key);
  if (!faces) {
    const css = require.resolve(`${packages[family]}/${weight}.css`);
    faces = parseFontFaces(readFileSync(css, "utf8"), family, weight, path.dirname(css));
    faceLists.set(key, faces);
  }
  return faces;
}

const files = new Map<string, Buffer>();
const fonts = new Map<string, Font>();

/** A subset file as an OpenType font, read and unpacked on first use and kept for the process. */
export function fontFile(face: Face): Buffer {
  let file = files.get(face.file);
  if (!file) {
    file = unpackWoff(readFileSync(face.file));
    files.set(face.file, file);
  }
  return file;
}

/**
 * The parsed font of a subset file, for choosing and measuring: kept for the process. Documents
 * draw with their own copy (pdfkit opens `fontFile` per document): fontkit remembers a glyph's
 * characters from its first use, and a glyph shared by two words (Devanagari's reph) would give
 * the second one's text the first one's characters in every later document.
 */
export function fontOf(face: Face): Font {
  let font = fonts.get(face.file);
  if (!font) {
    font = create(fontFile(face)) as Font;
    fonts.set(face.file, font);
  }
  return font;
}

/**
 * The OpenType features a subset is laid out with, for measuring and drawing alike. Outside
 * Devanagari, no glyph composition (`ccmp`): Noto splits some letters into a base and marks there
 * (Vietnamese "ọ" into "o" and a dot, an Arabic letter into its dotless form and dots), and a
 * PDF can name no text for the split-off glyphs, so copied text had control characters in their
 * place. The fonts have every one of those letters whole. Devanagari needs its composition to
 * shape. A fresh object each time: fontkit writes into it.
 */
export function featuresFor(face: Face): Record<string, boolean> | undefined {
  return face.name.includes("devanagari") ? undefined : { ccmp: false };
}

/**
 * A WOFF 1.0 file (W3C WOFF, section 4) as the plain OpenType font it wraps: each table inflated
 * with Node's zlib, once. fontkit reads WOFF itself, but inflates a table with its pure-JavaScript
 * inflater on every read of it, the glyph table on every glyph: four fifths of a document's time.
 */
export function unpackWoff(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** How many subset files this process has read (for the bench and tests). */
export const loadedFontCount = () => fonts.size;

const chosen = new Map<string, Face | null>();

/**
 * The subset that draws `codePoint` at `weight`: the first family in `order` whose subset covers it
 * and has its glyph. Undefined when none has it.
 */
export function faceFor(
  codePoint: number,
  weight: Weight,
  order: readonly Family[],
): Face | undefined {
  const key = `${order.join(",")}/${weight}/${codePoint}`;
  let face = chosen.get(key);
  if (face === undefined) {
    face = null;
    search: for (const family of order)
      for (const candidate of facesOf(family, weight))
        if (
          covers(candidate.ranges, codePoint) &&
          fontOf(candidate).hasGlyphForCodePoint(codePoint)
        ) {
          face = candidate;
          break search;
        }
    chosen.set(key, face);
  }
  return face ?? undefined;
}

/** A stretch of text drawn with one subset file. */
export interface Run {
  face: Face;
  text: string;
}

/** U+FFFD, drawn where no font has a character. */
const replacement = 0xfffd;

/**
 * `text` as runs of one subset each. A combining mark, a joiner or a variation selector stays in
 * its base character's subset when that has it, so a cluster is shaped by one font. A character
 * no font has becomes U+FFFD and is reported through `missing`.
 */
export function splitRuns(
  text: string,
  weight: Weight,
  order: readonly Family[],
  missing: (codePoint: number) => void = () => {},
): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    let face: Face | undefined;
    let drawn = char;
    if (current && attaches(char) && fontOf(current.face).hasGlyphForCodePoint(codePoint))
      face = current.face;
    face ??= faceFor(codePoint, weight, order);
    if (!face) {
      missing(codePoint);
      drawn = String.fromCodePoint(replacement);
      face = faceFor(replacement, weight, order)!;
    }
    if (current && current.face === face) current.text += drawn;
    else {
      current = { face, text: drawn };
      runs.push(current);
    }
  }
  return runs;
}

/** Characters that belong to the character before them. */
const attaches = (char: string) => /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f])$/u.test(char);

const widths = new Map<string, number>();
/** Words kept measured: about a hundred documents' worth, a few megabytes. */
const maxWidths = 50_000;

/**
 * The advance width of `text` drawn with `face` at `size` points. Shaping is most of a document's
 * work, and the same words come back in every document of a type and language: widths are kept.
 */
export function widthOf(face: Face, text: string, size: number): number {
  const key = `${face.name}\u0000${text}`;
  let perEm = widths.get(key);
  if (perEm === undefined) {
    const font = fontOf(face);
    perEm = font.layout(text, featuresFor(face)).advanceWidth / font.unitsPerEm;
    if (widths.size >= maxWidths) widths.clear();
    widths.set(key, perEm);
  }
  return perEm * size;
}

/** Text drawn as one SVG path, its baseline at y = 0 (y grows downward), and its advance. */
export interface TextOutline {
  d: string;
  width: number;
  /** Above and below the baseline, from the first run's font, as satori sets a line box. */
  ascent: number;
  descent: number;
}

/**
 * `text` shaped and drawn as outlines at `size`: runs of one subset each (`splitRuns`), each laid
 * out by fontkit with the features the PDF uses (`featuresFor`). For images whose text satori
 * cannot shape (Devanagari's conjuncts and vowel signs, app/og/language.server.ts): the outlines
 * are exactly what the PDF draws, and the width exactly what its layout measures.
 */
export function textOutline(
  text: string,
  { locale, size, weight }: { locale: string; size: number; weight: Weight },
): TextOutline {
  const parts: string[] = [];
  let x = 0;
  let ascent = 0;
  let descent = 0;
  for (const run of splitRuns(text, weight, fallbackOrder(locale))) {
    const font = fontOf(run.face);
    const scale = size / font.unitsPerEm;
    if (!parts.length) {
      ascent = font.ascent * scale;
      descent = -font.descent * scale;
    }
    const { glyphs, positions } = font.layout(run.text, featuresFor(run.face));
    glyphs.forEach((glyph, index) => {
      const position = positions[index]!;
      const d = glyph.path
        .scale(scale, -scale)
        .translate(x + position.xOffset * scale, -position.yOffset * scale)
        .toSVG();
      if (d) parts.push(d);
      x += position.xAdvance * scale;
    });
  }
  return { d: parts.join(""), width: x, ascent, descent };
}
