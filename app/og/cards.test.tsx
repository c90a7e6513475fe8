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
import { renderPng } from "./render.server";

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
    pageCard({
      eyebrow: "Analyst · Personality type",
      code: "INTJ",
      title: "The Cartographer",
      description: "Quiet strategists who picture where things should end up.",
      category: "Analyst",
    }),
    cardSize.width,
    cardSize.height,
  );
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
});

test("the result card and the share card draw for all 32 type keys", async () => {
  expect(profileKeys).toHaveLength(32);
  for (const key of profileKeys) {
    const card = await renderPng(resultCard(inputOf(key)), cardSize.width, cardSize.height);
    expect(pngSize(card), key).toEqual({ width: 1200, height: 630 });
    const share = await renderPng(shareCard(inputOf(key)), shareSize.width, shareSize.height);
    expect(pngSize(share), key).toEqual({ width: 1080, height: 1350 });
  }
}, 120_000);

test("a comparison card draws two results, also of one category", async () => {
  for (const [a, b] of [
    ["INTJ-A", "ESFP-T"],
    ["INTJ-A", "ENTP-T"],
  ] as const) {
    const png = await renderPng(
      comparisonCard(inputOf(a), { ...inputOf(b), owner: "Sam" }),
      cardSize.width,
      cardSize.height,
    );
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  }
});

test("different scores draw different result cards", async () => {
  const input = inputOf("INTJ-A");
  const first = await renderPng(resultCard(input), cardSize.width, cardSize.height);
  const other = await renderPng(
    resultCard({ ...input, scores: { ...input.scores, mind: 2 } }),
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
