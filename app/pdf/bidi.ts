/**
 * A small bidi for the result PDF's lines (decision 036), not the whole Unicode Bidirectional
 * Algorithm: the PDF's text is our own catalogue and profiles, whose right-to-left paragraphs hold
 * left-to-right words (a type code, a percentage, a name) but no nested embeddings. Within a
 * right-to-left line, pieces go from right to left, except that a stretch of left-to-right pieces,
 * with the neutral ones between them, keeps its own order. A piece is one word or one punctuation
 * mark; the font draws a right-to-left word's letters from right to left itself.
 */

export type Direction = "ltr" | "rtl";

/** How a piece takes part: strongly one way, a number, a number's sign, or neutral. */
export type BidiClass = "ltr" | "rtl" | "number" | "numberSign" | "neutral";

// Letters of the right-to-left scripts; their punctuation (the Arabic comma) is neutral and their
// digits are numbers, as in Unicode's bidi classes.
const strongRtl =
  /(?=\p{L})[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const strongLtr = /[\p{L}\p{Mn}]/u;
const digits = /^[\p{Nd}.,:/\u066b\u066c]*\p{Nd}[\p{Nd}.,:/\u066b\u066c]*$/u;
// European terminators: the signs that go with a number (a percent sign, a currency, a plus).
const numberSigns = /^[%‰‱°#+\-−$€£¥₹₪\u066a\u060b]+$/u;

export function bidiClass(text: string): BidiClass {
  if (strongRtl.test(text)) return "rtl";
  if (digits.test(text)) return "number";
  if (numberSigns.test(text)) return "numberSign";
  if (strongLtr.test(text)) return "ltr";
  return "neutral";
}

/**
 * A line's pieces (given in logical order, as their classes) in visual order: units from left to
 * right, each a stretch of indices drawn left to right. A left-to-right line is one unit in logical
 * order: right-to-left words there are rare in our text, and each is drawn right to left by its
 * font.
 */
export function visualUnits(classes: readonly BidiClass[], direction: Direction): number[][] {
  const logical = classes.map((_, index) => index);
  if (direction === "ltr") return logical.length ? [logical] : [];
  // Resolve signs next to a number, then neutrals between two left-to-right pieces.
  const resolved = classes.map((cls, index): "ltr" | "rtl" | "neutral" => {
    if (cls === "ltr" || cls === "number") return "ltr";
    if (cls === "numberSign")
      return classes[index - 1] === "number" || classes[index + 1] === "number" ? "ltr" : "neutral";
    return cls === "rtl" ? "rtl" : "neutral";
  });
  const units: number[][] = [];
  for (let index = 0; index < resolved.length; index++) {
    if (resolved[index] !== "ltr") {
      units.push([index]);
      continue;
    }
    // A left-to-right stretch runs to its last left-to-right piece before the next right-to-left
    // one; neutrals inside it keep their place.
    let end = index;
    for (let probe = index + 1; probe < resolved.length && resolved[probe] !== "rtl"; probe++)
      if (resolved[probe] === "ltr") end = probe;
    units.push(logical.slice(index, end + 1));
    index = end;
  }
  return units.reverse();
}

/** Brackets and guillemets, which a right-to-left line draws facing the other way. */
const mirroredMarks = /^[()[\]{}<>«»‹›]+$/u;

export function isMirrored(text: string): boolean {
  return mirroredMarks.test(text);
}
