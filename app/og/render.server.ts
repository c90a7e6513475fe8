import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori from "satori";
import {
  faceFor,
  facesOf,
  fallbackOrder,
  fontFile,
  type Face,
  type Weight,
} from "~/pdf/fonts.server";
import { cardFontFamily } from "./language.server";

/**
 * Draws a card to PNG: satori lays the elements out into SVG, resvg rasterises it.
 *
 * Fonts: Inter, the font the pages ask for (app/app.css), in its Latin, Cyrillic, Greek and
 * Vietnamese subsets, from @fontsource/inter (SIL Open Font License 1.1); satori reads WOFF, not
 * WOFF2. Any character those lack (Japanese, Chinese, Korean, Arabic, Hebrew) is drawn from the
 * result PDF's Noto subsets (app/pdf/fonts.server.ts), chosen per character in the card's
 * language's order. Arabic, Hebrew and Hindi cards are set in Noto Sans, the face their text
 * units are measured in (./language.server.ts); Hindi's words arrive as outlines already.
 */

const require = createRequire(import.meta.url);

type SatoriFont = { name: string; data: Buffer; weight: Weight; style: "normal" };

const interSubsets = [
  "latin",
  "latin-ext",
  "cyrillic",
  "cyrillic-ext",
  "greek",
  "greek-ext",
  "vietnamese",
];

function interFile(subset: string, weight: Weight): Buffer {
  return readFileSync(
    require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
  );
}

let inter: SatoriFont[] | null = null;
/** Inter's subsets at both weights, read once. */
function interFonts() {
  inter ??= interSubsets.flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      // Satori takes a character from the first font of a name: one name per subset file.
      name: subset === "latin" ? "Inter" : `Inter ${subset}`,
      data: interFile(subset, weight),
      weight,
      style: "normal" as const,
    })),
  );
  return inter;
}

/** A subset file's name without its weight: "noto-sans-arabic-arabic". */
const subsetName = (face: Face) => face.name.replace(/-\d00-normal$/, "");

/** One name per subset (satori takes a character from the first font of a name). */
const asSatori = (face: Face): SatoriFont => ({
  // A subset's two weights share its name, so satori chooses between them by weight.
  name: face.name === `noto-sans-latin-${face.weight}-normal` ? "Noto Sans" : subsetName(face),
  data: fontFile(face),
  weight: face.weight,
  style: "normal",
});

/**
 * Noto Sans's Latin subsets, the face of cards whose text is measured in it: basic Latin first,
 * as satori draws a character from the first font of a name that it takes to cover it.
 */
const notoSansLatin = (weight: Weight) =>
  ["latin", "latin-ext"].map((subset) =>
    facesOf("sans", weight).find((face) => face.name === `noto-sans-${subset}-${weight}-normal`)!,
  );

function baseFonts(locale: string): SatoriFont[] {
  return cardFontFamily(locale) === "Inter"
    ? interFonts()
    : ([400, 700] as const).flatMap((weight) => notoSansLatin(weight).map(asSatori));
}

/**
 * The Noto subsets that draw a text's characters the base fonts lack, at both weights, in the
 * language's order (satori asks with each run of such characters).
 */
function fallbackFonts(locale: string, segment: string): SatoriFont[] {
  const order = fallbackOrder(locale);
  const chosen = new Map<string, Face>();
  for (const char of segment) {
    const codePoint = char.codePointAt(0)!;
    for (const weight of [400, 700] as const) {
      const face = faceFor(codePoint, weight, order);
      if (face) chosen.set(face.file, face);
    }
  }
  return [...chosen.values()].map(asSatori);
}

export async function renderPng(element: ReactNode, width: number, height: number, locale = "en") {
  const svg = await satori(element, {
    width,
    height,
    fonts: baseFonts(locale),
    loadAdditionalAsset: async (_code, segment) => fallbackFonts(locale, segment),
  });
  // Satori draws every glyph as a path: resvg needs no fonts.
  const resvg = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
  return Buffer.from(resvg.render().asPng());
}

/**
 * What identifies this build's drawing: a hash of the file this code was loaded from (in
 * production the whole server bundle, so any redeploy with a change draws anew; under Vite, this
 * module), and the font packages' versions. Part of every image's ETag.
 */
export const drawingVersion: string = (() => {
  const hash = createHash("sha256");
  try {
    hash.update(readFileSync(new URL(import.meta.url)));
  } catch {
    // Loaded from somewhere without a file (an eval'd module): the fonts still name the drawing.
  }
  for (const name of [
    "inter",
    "noto-sans",
    "noto-sans-arabic",
    "noto-sans-hebrew",
    "noto-sans-devanagari",
    "noto-sans-jp",
    "noto-sans-sc",
    "noto-sans-kr",
  ])
    hash.update(readFileSync(require.resolve(`@fontsource/${name}/package.json`)));
  return hash.digest("base64url").slice(0, 16);
})();
