import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori from "satori";

/**
 * Draws a card to PNG: satori lays the elements out into SVG with the site's font, resvg
 * rasterises it. Satori reads TTF, OTF and WOFF, not WOFF2, so the font is Inter's WOFF files from
 * @fontsource/inter (SIL Open Font License 1.1), the font the pages ask for (app/app.css).
 */

const require = createRequire(import.meta.url);

function fontFile(weight: 400 | 700): Buffer {
  return readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
}

let loaded: { fonts: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[] } | null =
  null;

function fonts() {
  loaded ??= {
    fonts: ([400, 700] as const).map((weight) => ({
      name: "Inter",
      data: fontFile(weight),
      weight,
      style: "normal" as const,
    })),
  };
  return loaded.fonts;
}

export async function renderPng(element: ReactNode, width: number, height: number) {
  const svg = await satori(element, { width, height, fonts: fonts() });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng());
}

/**
 * What identifies this build's drawing: a hash of the file this code was loaded from (in
 * production the whole server bundle, so any redeploy with a change draws anew; under Vite, this
 * module) and the fonts. Part of every image's ETag.
 */
export const drawingVersion: string = (() => {
  const hash = createHash("sha256");
  try {
    hash.update(readFileSync(new URL(import.meta.url)));
  } catch {
    // Loaded from somewhere without a file (an eval'd module): the fonts still name the drawing.
  }
  for (const font of fonts()) hash.update(font.data);
  return hash.digest("base64url").slice(0, 16);
})();
