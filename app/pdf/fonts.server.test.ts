import { readFileSync } from "node:fs";
import { create, type Font } from "fontkit";
import { expect, test } from "vitest";
import { textUnits } from "./layout.server";
import {
  faceFor,
  facesOf,
  fallbackOrder,
  fontOf,
  parseUnicodeRange,
  splitRuns,
  textOutline,
  unpackWoff,
  type Family,
} from "./fonts.server";

const familyOf = (char: string, locale: string) =>
  faceFor(char.codePointAt(0)!, 400, fallbackOrder(locale))?.family;

test("each character is drawn by the first family of the page's order whose subset has it", () => {
  const cases: [string, string, Family][] = [
    ["A", "en", "sans"],
    ["Ж", "ru", "sans"],
    ["λ", "el", "sans"],
    ["ế", "vi", "sans"],
    ["क", "hi", "sans"],
    ["ب", "ar", "arabic"],
    ["ש", "he", "hebrew"],
    // Han characters: the page's own CJK family first.
    ["漢", "ja", "jp"],
    ["漢", "zh-CN", "sc"],
    ["漢", "ko", "kr"],
    ["漢", "en", "jp"],
    // Latin in a CJK page comes from its CJK family, as in a browser.
    ["A", "ja", "jp"],
    ["한", "en", "kr"],
    ["の", "zh-CN", "sc"],
  ];
  for (const [char, locale, family] of cases)
    expect(familyOf(char, locale), `${char} in ${locale}`).toBe(family);
});

test("the chosen subset has the glyph, and its CSS range covers the character", () => {
  for (const char of ["A", "ب", "ש", "क", "漢", "한", "ế", "€"]) {
    const face = faceFor(char.codePointAt(0)!, 700, fallbackOrder("en"))!;
    expect(face.weight).toBe(700);
    expect(fontOf(face).hasGlyphForCodePoint(char.codePointAt(0)!), char).toBe(true);
  }
});

test("a character no font has becomes U+FFFD, said so, and never a blank box", () => {
  const missing: number[] = [];
  const runs = splitRuns("a\u{10fffd}b", 400, fallbackOrder("en"), (codePoint) =>
    missing.push(codePoint),
  );
  expect(missing).toEqual([0x10fffd]);
  expect(runs.map((run) => run.text).join("")).toBe("a\ufffdb");
});

test("a combining mark stays in its letter's font", () => {
  const runs = splitRuns("Ж\u0301a", 400, fallbackOrder("ru"));
  expect(runs[0]!.text).toBe("Ж\u0301");
});

test("the CSS's unicode-range reads as sorted ranges, wildcards too", () => {
  expect(parseUnicodeRange("U+4E??,U+0000-00FF, U+0131")).toEqual([
    [0x0000, 0x00ff],
    [0x0131, 0x0131],
    [0x4e00, 0x4eff],
  ]);
  const latin = facesOf("sans", 400).find((face) => face.name === "noto-sans-latin-400-normal")!;
  expect(latin.ranges[0]).toEqual([0x0000, 0x00ff]);
  expect(facesOf("jp", 400).length).toBeGreaterThan(100);
});

test("an unpacked WOFF is the font it wraps, glyph for glyph", () => {
  const file = facesOf("arabic", 400).find((face) => face.name.includes("-arabic-400"))!.file;
  const woff = readFileSync(file);
  const fromWoff = create(woff) as Font;
  const unpacked = create(unpackWoff(woff)) as Font;
  expect(unpacked.numGlyphs).toBe(fromWoff.numGlyphs);
  const text = "\ufe91\u0651\ufee8\ufeb4\ufe92\ufe94 \ufefb";
  const glyphs = (font: Font) => font.layout(text).glyphs.map((glyph) => glyph.id);
  expect(glyphs(unpacked)).toEqual(glyphs(fromWoff));
  expect(unpacked.layout(text).advanceWidth).toBe(fromWoff.layout(text).advanceWidth);
});

test("a Devanagari word's outline is shaped as the layout measures it: as wide, and drawn", () => {
  const size = 24;
  const outline = textOutline("प्रकार", { locale: "hi", size, weight: 700 });
  const [unit] = textUnits("प्रकार", { locale: "hi", direction: "ltr", size, weight: 700 });
  expect(outline.width).toBeCloseTo(unit!.width, 5);
  expect(outline.d.length).toBeGreaterThan(100);
  expect(outline.ascent).toBeGreaterThan(0);
  expect(outline.descent).toBeGreaterThan(0);
  // Shaped, not drawn a character at a time: the conjunct "प्र" is narrower than its letters.
  const apart = [..."प्रकार"].reduce(
    (sum, char) => sum + textOutline(char, { locale: "hi", size, weight: 700 }).width,
    0,
  );
  expect(outline.width).toBeLessThan(apart - 1);
});
