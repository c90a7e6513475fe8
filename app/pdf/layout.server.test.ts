import { expect, test } from "vitest";
import { layoutParagraph, textUnits, type Line, type ParagraphStyle } from "./layout.server";

const style = (overrides: Partial<ParagraphStyle>): ParagraphStyle => ({
  locale: "en",
  direction: "ltr",
  size: 10.5,
  weight: 400,
  width: 300,
  ...overrides,
});

/** A line's runs from left to right, as their text reads after NFKC (presentation forms too). */
const visual = (line: Line) =>
  [...line.runs].sort((a, b) => a.x - b.x).map((run) => run.text.normalize("NFKC"));

const right = (line: Line) => Math.max(...line.runs.map((run) => run.x + run.width));

test("a right-to-left line reads from right to left, and INTJ-A and 72% keep their own order", () => {
  const lines = layoutParagraph(
    "نمط INTJ-A بنسبة 72% واضح",
    style({ locale: "ar", direction: "rtl" }),
  );
  expect(lines).toHaveLength(1);
  const [line] = lines as [Line];
  expect(visual(line)).toEqual(["واضح", "72", "%", "بنسبة", "INTJ", "-", "A", "نمط"]);
  // Right-aligned, and drawn in reading order, so its text copies as it is read.
  expect(right(line)).toBeCloseTo(300, 5);
  expect(line.runs.map((run) => run.text.normalize("NFKC"))).toEqual([
    "نمط",
    "INTJ",
    "-",
    "A",
    "بنسبة",
    "72",
    "%",
    "واضح",
  ]);
});

test("an Arabic comma between two left-to-right words stays between them, in their order", () => {
  const [line] = layoutParagraph(
    "الأنماط المتوافقة: INFJ، INTJ",
    style({ locale: "ar", direction: "rtl" }),
  ) as [Line];
  expect(visual(line).slice(0, 3)).toEqual(["INFJ", "،", "INTJ"]);
});

test("Arabic letters are drawn in the forms their neighbours give them, which read back as the letters", () => {
  const [line] = layoutParagraph("بنسبة", style({ locale: "ar", direction: "rtl" })) as [Line];
  expect(line.runs.map((run) => run.text)).toEqual(["\ufe91\ufee8\ufeb4\ufe92\ufe94"]);
});

test("a bracket between right-to-left words faces their way, and keeps its own character", () => {
  const [line] = layoutParagraph("الثقة (أكثر) هنا", style({ locale: "ar", direction: "rtl" })) as [
    Line,
  ];
  const brackets = line.runs.filter((run) => run.text === "(" || run.text === ")");
  expect(brackets.map((run) => [run.text, run.mirrored])).toEqual([
    ["(", true],
    [")", true],
  ]);
  // The opening one is on the right of the word it opens.
  const word = line.runs.find((run) => run.text.normalize("NFKC") === "أكثر")!;
  expect(brackets[0]!.x).toBeGreaterThan(word.x);
  expect(brackets[1]!.x).toBeLessThan(word.x);
});

test("a Japanese paragraph breaks between words without spaces, never before 、 or 。", () => {
  const text =
    "自信型の地図職人タイプは、自分の考えに静かな自信を持って世の中と向き合います。計画を立てたらそれに打ち込み、一歩ごとに周りの承認を求めることなく前に進みます。";
  const lines = layoutParagraph(text, style({ locale: "ja", width: 120 }));
  expect(lines.length).toBeGreaterThan(3);
  expect(lines.map((line) => line.runs.map((run) => run.text).join("")).join("")).toBe(text);
  for (const line of lines) {
    expect(line.width).toBeLessThanOrEqual(120);
    expect(line.runs[0]!.text).not.toMatch(/^[、。]/);
  }
  // Words stay whole: 地図職人 is not split across lines.
  expect(
    lines.some((line) =>
      line.runs
        .map((run) => run.text)
        .join("")
        .includes("地図職人"),
    ),
  ).toBe(true);
});

test("a long English paragraph fills each line greedily to the width, words in order", () => {
  const words =
    "Cartographers tend to see where a project should be a year from now and work backwards from there; while others are still agreeing on a starting point, the whole route is already on their map, and they rarely need anyone's approval to take the next step along it.".split(
      " ",
    );
  const width = 200;
  const lines = layoutParagraph(words.join(" "), style({ width }));
  expect(lines.length).toBeGreaterThan(4);
  const lineTexts = lines.map((line) => line.runs.map((run) => run.text).join(" "));
  expect(lineTexts.join(" ").split(" ")).toEqual(words);
  lines.forEach((line, index) => {
    expect(line.width).toBeLessThanOrEqual(width);
    expect(line.runs[0]!.x).toBe(0);
    // Greedy: the next line's first word would not have fitted on this one.
    const next = lines[index + 1];
    if (next) {
      const [firstOfNext] = layoutParagraph(lineTexts[index + 1]!.split(" ")[0]!, style({}));
      expect(line.width + firstOfNext!.width).toBeGreaterThan(width - 3);
    }
  });
});

test("a word wider than the line is split between its characters", () => {
  const lines = layoutParagraph("x".repeat(120), style({ width: 100 }));
  expect(lines.length).toBeGreaterThan(2);
  expect(lines.map((line) => line.runs.map((run) => run.text).join("")).join("")).toBe(
    "x".repeat(120),
  );
  for (const line of lines) expect(line.width).toBeLessThanOrEqual(100);
});

test("Devanagari words whose signs are drawn out of reading order carry their text in order", () => {
  const [line] = layoutParagraph("मानचित्रकार कार्य", style({ locale: "hi" })) as [Line];
  expect(line.runs.map((run) => run.actualText)).toEqual(["मानचित्रकार कार्य"]);
  const [plain] = layoutParagraph("योजना", style({ locale: "hi" })) as [Line];
  expect(plain.runs[0]!.actualText).toBeUndefined();
});

test("a line break in the text starts a new line, and an empty paragraph is one empty line", () => {
  expect(layoutParagraph("one\ntwo", style({})).map(visual)).toEqual([["one"], ["two"]]);
  expect(layoutParagraph("", style({}))).toEqual([{ runs: [], width: 0 }]);
});

test("text units (the preview images' words): a word keeps its punctuation, drawn on the side it reads; left-to-right words in Arabic stay one unit in their order", () => {
  const units = textUnits("اكتشف ذاتك: خطة Premium Monthly الآن", {
    locale: "ar",
    direction: "rtl",
    size: 20,
    weight: 400,
  });
  const texts = units.map((unit) => unit.parts.map((part) => part.text.normalize("NFKC")));
  expect(texts).toEqual([["اكتشف"], [":", "ذاتك"], ["خطة"], ["Premium", "Monthly"], ["الآن"]]);
  // A name with its code in brackets stays one left-to-right run, as the bidi algorithm reads it.
  const named = textUnits("The Cartographer (INTJ) · المحللون", {
    locale: "ar",
    direction: "rtl",
    size: 20,
    weight: 700,
  });
  expect(named.map((unit) => unit.parts.map((part) => part.text.normalize("NFKC")))).toEqual([
    ["The", "Cartographer", "(", "INTJ", ")"],
    ["·"],
    ["المحللون"],
  ]);
  // Each unit is as wide as its parts and the spaces between them; the last has none after it.
  for (const unit of units)
    expect(unit.width).toBeCloseTo(
      unit.parts.reduce((sum, part) => sum + part.width + part.gap, 0),
      5,
    );
  expect(units[3]!.parts[0]!.gap).toBeGreaterThan(0);
  expect(units.at(-1)!.space).toBe(0);
  expect(units[0]!.space).toBeGreaterThan(0);
});

test("text units in left-to-right text follow the text, and a bracket between Arabic words is turned to face them", () => {
  const hindi = textUnits("अपना प्रकार जानें।", {
    locale: "hi",
    direction: "ltr",
    size: 20,
    weight: 700,
  });
  expect(hindi.map((unit) => unit.parts.map((part) => part.text).join(""))).toEqual([
    "अपना",
    "प्रकार",
    "जानें।",
  ]);
  const brackets = textUnits("نمط (المحلل) هنا", {
    locale: "ar",
    direction: "rtl",
    size: 20,
    weight: 400,
  });
  // Left to right: the closing bracket, turned to "(", the word, then the opening one turned to ")",
  // so both open toward the word as a browser draws them.
  expect(brackets[1]!.parts.map((part) => part.text.normalize("NFKC"))).toEqual([
    "(",
    "المحلل",
    ")",
  ]);
});
