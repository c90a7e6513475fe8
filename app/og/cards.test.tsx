import { expect, test } from "vitest";
import { getProfile, profileKeys } from "~/assessment/profiles";
import type { DimensionScores } from "~/assessment/scoring";
import {
  cardSize,
  clip,
  comparisonCard,
  pageCard,
  resultCard,
  shareCard,
  shareSize,
} from "./cards";
import { createContentService } from "~/content/service.server";
import { servedLocales } from "~/i18n/locales";
import { faceFor, fallbackOrder } from "~/pdf/fonts.server";
import { cardLanguage } from "./language.server";
import { resolvePreview } from "./previews.server";
import { renderPng } from "./render.server";

const english = cardLanguage("en");

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(signature)).toBe(true);
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Scores that give `key` (e.g. "ENFP-T"): 30 for a first pole, 70 for a second. */
function scoresOf(key: string): DimensionScores {
  const [e, n, f, p] = key;
  const second = (letter: string | undefined, pole: string) => (letter === pole ? 70 : 30);
  return {
    mind: second(e, "E"),
    energy: second(n, "N"),
    nature: second(f, "F"),
    tactics: second(p, "P"),
    identity: key.endsWith("-A") ? 70 : 30,
  };
}

function inputOf(key: string) {
  const profile = getProfile(key)!;
  return { type: key, name: profile.name, category: profile.category, scores: scoresOf(key) };
}

test("a page card is a 1200x630 PNG", async () => {
  const png = await renderPng(
    pageCard(
      {
        eyebrow: "Analyst · Personality type",
        code: "INTJ",
        title: "The Cartographer",
        description: "Quiet strategists who picture where things should end up.",
        category: "Analyst",
      },
      english,
    ),
    cardSize.width,
    cardSize.height,
  );
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
});

test("the result card and the share card draw for all 32 type keys", async () => {
  expect(profileKeys).toHaveLength(32);
  for (const key of profileKeys) {
    const card = await renderPng(
      resultCard(inputOf(key), english),
      cardSize.width,
      cardSize.height,
    );
    expect(pngSize(card), key).toEqual({ width: 1200, height: 630 });
    const share = await renderPng(
      shareCard(inputOf(key), english),
      shareSize.width,
      shareSize.height,
    );
    expect(pngSize(share), key).toEqual({ width: 1080, height: 1350 });
  }
}, 120_000);

test("a comparison card draws two results, also of one category", async () => {
  for (const [a, b] of [
    ["INTJ-A", "ESFP-T"],
    ["INTJ-A", "ENTP-T"],
  ] as const) {
    const png = await renderPng(
      comparisonCard(inputOf(a), inputOf(b), english),
      cardSize.width,
      cardSize.height,
    );
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  }
});

test("different scores draw different result cards", async () => {
  const input = inputOf("INTJ-A");
  const first = await renderPng(resultCard(input, english), cardSize.width, cardSize.height);
  const other = await renderPng(
    resultCard({ ...input, scores: { ...input.scores, mind: 2 } }, english),
    cardSize.width,
    cardSize.height,
  );
  expect(first.equals(other)).toBe(false);
});

test("clip cuts long text at a word and marks the cut", () => {
  expect(clip("short", 10)).toBe("short");
  expect(clip("one two three four five", 16)).toBe("one two three…");
  expect(clip("a  b\n c", 10)).toBe("a b c");
  expect(clip("x".repeat(30), 10)).toBe(`${"x".repeat(9)}…`);
});

const sample = new URLSearchParams(
  "mind=30&energy=70&nature=45&tactics=20&identity=62&bmind=80&benergy=40&bnature=70&btactics=90&bidentity=20",
);

test("every served language draws its page, result and comparison cards, with a font for every character", async () => {
  const content = createContentService();
  for (const { code } of servedLocales) {
    const language = cardLanguage(code);
    for (const path of ["page/home.png", "result/INTJ-A.png", "compare/INTJ-A/ESFP-T.png"]) {
      const resolved = await resolvePreview(path, sample, content, code);
      if (!resolved.ok) throw new Error(`${code} ${path}: ${resolved.error}`);
      const { drawing } = resolved;
      expect(drawing.locale).toBe(code);
      const png = await renderPng(drawing.element(), drawing.width, drawing.height, code);
      expect(pngSize(png), `${code} ${path}`).toEqual(cardSize);
    }
    // Every word the cards show in this language has a font (no empty boxes).
    const words = [
      language.tagline,
      ...Object.values(language.footer),
      language.resultEyebrow,
      ...(["slight", "moderate", "clear", "very clear"] as const).map(language.clarity),
      ...["Analyst", "Diplomat", "Sentinel", "Explorer"].map(language.category),
      language.percent(73),
    ].join("");
    const missing = [...words].filter(
      (char) => !/\s/u.test(char) && !faceFor(char.codePointAt(0)!, 700, fallbackOrder(code)),
    );
    expect(missing, code).toEqual([]);
  }
}, 120_000);
