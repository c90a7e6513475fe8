import { arabicPresentationForms } from "./arabic-forms";
import { bidiClass, isMirrored, visualUnits, type BidiClass, type Direction } from "./bidi";
import { fallbackOrder, splitRuns, widthOf, type Face, type Weight } from "./fonts.server";

/**
 * Paragraph layout for the result PDF (decision 036). pdfkit's own `text()` wraps left to right
 * with one font; this breaks lines where `Intl.Segmenter` finds words in the paragraph's language
 * (Japanese and Chinese too, which have no spaces), measures every word as runs of one subset font
 * each (`splitRuns`), fills lines greedily and orders each line's words for its direction
 * (`visualUnits`). The result is positions only; the writer draws them.
 */

export interface ParagraphStyle {
  /** The paragraph's language: word breaks, and which CJK family draws Han characters. */
  locale: string;
  direction: Direction;
  size: number;
  weight: Weight;
  /** The width lines are filled to, in points. */
  width: number;
}

/** One run of one font, placed on its line: `x` from the paragraph's left edge. */
export interface PlacedRun {
  face: Face;
  text: string;
  x: number;
  width: number;
  /**
   * Drawn as its mirror image: a bracket or guillemet between right-to-left words faces their way
   * ("(" looks like ")") while its text stays the character written.
   */
  mirrored?: boolean;
  /**
   * The run's text in reading order, where its glyphs come in another order (a Devanagari vowel
   * sign drawn before its consonant, a reph after it): written as the PDF's ActualText.
   */
  actualText?: string;
}

export interface Line {
  runs: PlacedRun[];
  /** The width the line's words and spaces take. */
  width: number;
}

interface Piece {
  /** The text as written (logical order, before presentation forms). */
  source: string;
  /** The text the fonts draw. */
  text: string;
  runs: { face: Face; text: string; width: number }[];
  width: number;
  bidi: BidiClass;
  /** The space after this piece: its width, and whether a line may break there. */
  spaceAfter: number;
  breakAfter: boolean;
}

// Formatting characters that only steer bidi (ours does that itself) or hyphenation.
const invisible = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\u00ad]/g;
const spaces = /^[\s\u3000]+$/u;
const nonBreakingSpace = /^[\u00a0\u202f\u2007]+$/u;
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
// Never at the start of a line (closing marks, small kana, Japanese and Chinese stops)...
const noBreakBefore =
  /^[)\]}»›”’、。，．：；！？）］｝〕〉》」』】〙〗〟ヽヾーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖㇰ-ㇿ々〻‐゠–〜～‼⁇⁈⁉・,.:;!?%‰…]/u;
// ...and never at the end of one (opening marks).
const noBreakAfter = /[([{«‹“‘（［｛〔〈《「『【〘〖〝]$/u;

const segmenters = new Map<string, Intl.Segmenter>();
const segmenterFor = (locale: string) => {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: "word" });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
};
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

function measure(text: string, style: ParagraphStyle, missing?: (codePoint: number) => void) {
  const runs = splitRuns(text, style.weight, fallbackOrder(style.locale), missing).map((run) => ({
    ...run,
    width: widthOf(run.face, run.text, style.size),
  }));
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}

/** The paragraph's words and marks, measured, with where a line may break. */
function piecesOf(text: string, style: ParagraphStyle, missing?: (codePoint: number) => void) {
  const pieces: Piece[] = [];
  const spaceWidth = measure(" ", style).width;
  for (const { segment } of segmenterFor(style.locale).segment(text)) {
    const previous = pieces.at(-1);
    if (spaces.test(segment) || nonBreakingSpace.test(segment)) {
      if (!previous) continue;
      previous.spaceAfter +=
        segment === " " ? spaceWidth : measure(segment.replace(/\s/g, " "), style).width;
      previous.breakAfter ||= !nonBreakingSpace.test(segment);
      continue;
    }
    const drawn = arabicPresentationForms(segment);
    const piece: Piece = {
      source: segment,
      text: drawn,
      ...measure(drawn, style, missing),
      bidi: bidiClass(segment),
      spaceAfter: 0,
      breakAfter: false,
    };
    // Between two words with no space: a line may break only in Chinese or Japanese text, and
    // never before a closing mark or after an opening one.
    if (
      previous &&
      previous.spaceAfter === 0 &&
      (cjk.test(previous.source) || cjk.test(segment)) &&
      !noBreakBefore.test(segment) &&
      !noBreakAfter.test(previous.source)
    )
      previous.breakAfter = true;
    pieces.push(piece);
  }
  return pieces;
}

/** A word too wide for any line, as pieces of as many whole characters as fit. */
function splitWide(piece: Piece, style: ParagraphStyle): Piece[] {
  const parts: Piece[] = [];
  let text = "";
  for (const { segment } of graphemes.segment(piece.source)) {
    const candidate = text + segment;
    if (text && measure(arabicPresentationForms(candidate), style).width > style.width) {
      parts.push(pieceOf(text, style, true));
      text = segment;
    } else text = candidate;
  }
  parts.push({ ...pieceOf(text, style, piece.breakAfter), spaceAfter: piece.spaceAfter });
  return parts;
}

function pieceOf(source: string, style: ParagraphStyle, breakAfter: boolean): Piece {
  const text = arabicPresentationForms(source);
  return {
    source,
    text,
    ...measure(text, style),
    bidi: bidiClass(source),
    spaceAfter: 0,
    breakAfter,
  };
}

/**
 * Lays a paragraph out in lines. `missing` hears of any character no font has (drawn as U+FFFD).
 * A line break in the text ("\n") starts a new line.
 */
export function layoutParagraph(
  text: string,
  style: ParagraphStyle,
  missing?: (codePoint: number) => void,
): Line[] {
  const lines: Line[] = [];
  for (const part of text.normalize("NFC").replace(invisible, "").split("\n")) {
    const pieces = piecesOf(part, style, missing).flatMap((piece) =>
      piece.width > style.width ? splitWide(piece, style) : [piece],
    );
    const first = lines.length;
    let line: Piece[] = [];
    let width = 0;
    // The pieces from the last break opportunity on: they move to the next line together.
    let sinceBreak = 0;
    for (const piece of pieces) {
      const gap = line.length ? line.at(-1)!.spaceAfter : 0;
      if (line.length && width + gap + piece.width > style.width) {
        // Back to the last place a line may break; with none on this line, before this piece.
        const carried = line.splice(
          sinceBreak < line.length ? line.length - sinceBreak : line.length,
        );
        lines.push(placeLine(line, style));
        line = carried;
        sinceBreak = carried.length;
      }
      line.push(piece);
      width = lineWidth(line);
      sinceBreak = piece.breakAfter ? 0 : sinceBreak + 1;
    }
    if (line.length || lines.length === first) lines.push(placeLine(line, style));
  }
  return lines;
}

const lineWidth = (pieces: readonly Piece[]) =>
  pieces.reduce(
    (sum, piece, index) => sum + piece.width + (index < pieces.length - 1 ? piece.spaceAfter : 0),
    0,
  );

const reordered = /\u093f|\u0930\u094d(?=\p{L})/u;

/**
 * A line's runs at their places, right-aligned and in right-to-left order in an RTL paragraph.
 * The runs come in reading order, whatever their places: a PDF's text is read in the order it is
 * drawn, so a right-to-left line's words copy in the order they are read.
 */
function placeLine(pieces: readonly Piece[], style: ParagraphStyle): Line {
  const width = lineWidth(pieces);
  const units = visualUnits(
    pieces.map((piece) => piece.bidi),
    style.direction,
  );
  const placed: PlacedRun[][] = [];
  let x = style.direction === "rtl" ? style.width - width : 0;
  units.forEach((unit, position) => {
    for (const [offset, index] of unit.entries()) {
      const piece = pieces[index]!;
      // A neutral piece between right-to-left words faces their way: "(" reads as ")".
      const mirror =
        style.direction === "rtl" &&
        unit.length === 1 &&
        piece.bidi === "neutral" &&
        isMirrored(piece.text);
      // A right-to-left word's runs go from right to left; each run's glyphs are the font's.
      const runs = piece.bidi === "rtl" ? [...piece.runs].reverse() : piece.runs;
      const here: PlacedRun[] = [];
      for (const run of runs) {
        here.push({
          face: run.face,
          text: run.text,
          x,
          width: run.width,
          ...(mirror ? { mirrored: true } : {}),
          ...(reordered.test(run.text) ? { actualText: run.text } : {}),
        });
        x += run.width;
      }
      placed[index] = piece.bidi === "rtl" ? here.reverse() : here;
      if (offset < unit.length - 1) x += piece.spaceAfter;
    }
    const next = units[position + 1];
    if (next) x += pieces[Math.min(Math.max(...unit), Math.max(...next))]!.spaceAfter;
  });
  const runs = placed.flat();
  return { runs: style.direction === "ltr" ? joinRuns(runs, style.size) : runs, width };
}

/**
 * Neighbouring runs of one font in a left-to-right line as one, with the space between them as a
 * character: fewer text operations to draw, and spaces a reader copies as they are (a right-to-left
 * line keeps its words apart, each drawn where it goes).
 */
function joinRuns(runs: readonly PlacedRun[], size: number): PlacedRun[] {
  const joined: PlacedRun[] = [];
  for (const run of runs) {
    const last = joined.at(-1);
    const gap = last ? run.x - (last.x + last.width) : NaN;
    const space = last ? widthOf(last.face, " ", size) : NaN;
    const separator = Math.abs(gap) < 0.01 ? "" : Math.abs(gap - space) < 0.01 ? " " : undefined;
    if (
      !last ||
      last.face !== run.face ||
      separator === undefined ||
      last.mirrored ||
      run.mirrored ||
      // fontkit fails to place a mark that follows a space (no anchor to attach it to).
      /^\p{M}/u.test(run.text)
    ) {
      joined.push({ ...run });
      continue;
    }
    const text = last.text + separator + run.text;
    last.text = text;
    last.width = run.x + run.width - last.x;
    if (last.actualText || run.actualText) last.actualText = text;
  }
  return joined;
}

/** A piece of a unit, in the order it is drawn from left to right. */
export interface MeasuredPart {
  /** The text the fonts draw (Arabic in its presentation forms, a mirrored bracket turned). */
  text: string;
  width: number;
  /** The space after it on the line, before the next part to its right. */
  gap: number;
}

/** A piece of text a line may break after, measured (the preview images' `TextUnit`). */
export interface MeasuredUnit {
  /** Its parts from left to right, ordered as `placeLine` orders a line's pieces. */
  parts: MeasuredPart[];
  width: number;
  /** The space after it, 0 where the next unit follows without one. */
  space: number;
}

const turned: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "«": "»",
  "»": "«",
  "‹": "›",
  "›": "‹",
};

/** A unit's pieces from left to right, with the spaces between them, as a line places them. */
function partsOf(pieces: readonly Piece[], direction: Direction): MeasuredPart[] {
  const order = visualUnits(
    pieces.map((piece) => piece.bidi),
    direction,
  );
  const parts: MeasuredPart[] = [];
  order.forEach((group, position) => {
    group.forEach((index, offset) => {
      const piece = pieces[index]!;
      const mirror =
        direction === "rtl" &&
        group.length === 1 &&
        piece.bidi === "neutral" &&
        isMirrored(piece.text);
      const next = order[position + 1];
      const gap =
        offset < group.length - 1
          ? piece.spaceAfter
          : next
            ? pieces[Math.min(Math.max(...group), Math.max(...next))]!.spaceAfter
            : 0;
      parts.push({
        text: mirror ? [...piece.text].map((char) => turned[char] ?? char).join("") : piece.text,
        width: piece.width,
        gap,
      });
    });
  });
  return parts;
}

/**
 * Text as the units a line may break after (a word with its punctuation), measured as the
 * paragraph layout measures them, for drawings that place words themselves: the preview images
 * of right-to-left and Devanagari text (app/og/language.server.ts). In right-to-left text, a run
 * of left-to-right words ("Premium Monthly") stays one unit, so it keeps its own order.
 */
export function textUnits(text: string, style: Omit<ParagraphStyle, "width">): MeasuredUnit[] {
  const full: ParagraphStyle = { ...style, width: Number.POSITIVE_INFINITY };
  // The words with their punctuation: pieces up to each place a line may break.
  const words: Piece[][] = [];
  let open = false;
  for (const piece of piecesOf(text.normalize("NFC").replace(invisible, ""), full)) {
    if (open) words.at(-1)!.push(piece);
    else words.push([piece]);
    open = !piece.breakAfter;
  }
  const direction = (word: Piece[]) =>
    word.some((piece) => piece.bidi === "rtl")
      ? "rtl"
      : word.some((piece) => piece.bidi === "ltr" || piece.bidi === "number")
        ? "ltr"
        : "neutral";
  // In right-to-left text, left-to-right words and the marks between them ("The Cartographer
  // (INTJ)", "Premium · Monthly") are one unit, drawn in their own order.
  const units: Piece[][] = [];
  words.forEach((word, index) => {
    const last = units.at(-1);
    const kind = direction(word);
    const nextStrong = words
      .slice(index + 1)
      .map(direction)
      .find((next) => next !== "neutral");
    if (
      style.direction === "rtl" &&
      last &&
      direction(last) === "ltr" &&
      (kind === "ltr" || (kind === "neutral" && nextStrong === "ltr"))
    )
      last.push(...word);
    else units.push([...word]);
  });
  return units.map((pieces) => {
    // The unit's own trailing space is the line's, not a part's.
    const inner = pieces.map((piece, index) =>
      index === pieces.length - 1 ? { ...piece, spaceAfter: 0 } : piece,
    );
    // A left-to-right unit is set as its own run (as if isolated), so a closing bracket stays with
    // it rather than turning to the right-to-left words beyond it.
    const parts = partsOf(inner, direction(pieces) === "ltr" ? "ltr" : style.direction);
    return {
      parts,
      width: parts.reduce((sum, part) => sum + part.width + part.gap, 0),
      space: pieces.at(-1)!.spaceAfter,
    };
  });
}
