/**
 * Arabic letters as their presentation forms (Unicode's Arabic Presentation Forms-B): each letter
 * in the form its neighbours give it (isolated, final, initial, medial), and lam with alef as one
 * ligature, before the text reaches the font.
 *
 * Why not leave the joining to the font's own shaping? Noto Sans Arabic draws a letter as a
 * dotless base and its dots as separate marks, and one base serves several letters (beh, teh,
 * noon and yeh share a tooth). A PDF names the text of a glyph once per font (its ToUnicode map),
 * so the copied or searched text of a shared base came out as whichever letter used it first, and
 * the dots as control characters (foliojs/fontkit#304). Every presentation form has a glyph of
 * its own with its dots, so the PDF's text is the real text, in presentation forms that NFKC (and
 * every search) reads as the plain letters. Marks (shadda, tanween) stay as they are: the font
 * places them on these glyphs. Letters without a form here (beyond the Arabic block's basic
 * letters) are left to the font.
 */

type Joining = "dual" | "right";

/** Each basic letter: how it joins and its first presentation form (isolated; then final, ...). */
const letters = new Map<number, { joining: Joining; isolated: number }>([
  [0x0621, { joining: "right", isolated: 0xfe80 }], // hamza: one form only, joins nothing
  [0x0622, { joining: "right", isolated: 0xfe81 }],
  [0x0623, { joining: "right", isolated: 0xfe83 }],
  [0x0624, { joining: "right", isolated: 0xfe85 }],
  [0x0625, { joining: "right", isolated: 0xfe87 }],
  [0x0626, { joining: "dual", isolated: 0xfe89 }],
  [0x0627, { joining: "right", isolated: 0xfe8d }],
  [0x0628, { joining: "dual", isolated: 0xfe8f }],
  [0x0629, { joining: "right", isolated: 0xfe93 }],
  [0x062a, { joining: "dual", isolated: 0xfe95 }],
  [0x062b, { joining: "dual", isolated: 0xfe99 }],
  [0x062c, { joining: "dual", isolated: 0xfe9d }],
  [0x062d, { joining: "dual", isolated: 0xfea1 }],
  [0x062e, { joining: "dual", isolated: 0xfea5 }],
  [0x062f, { joining: "right", isolated: 0xfea9 }],
  [0x0630, { joining: "right", isolated: 0xfeab }],
  [0x0631, { joining: "right", isolated: 0xfead }],
  [0x0632, { joining: "right", isolated: 0xfeaf }],
  [0x0633, { joining: "dual", isolated: 0xfeb1 }],
  [0x0634, { joining: "dual", isolated: 0xfeb5 }],
  [0x0635, { joining: "dual", isolated: 0xfeb9 }],
  [0x0636, { joining: "dual", isolated: 0xfebd }],
  [0x0637, { joining: "dual", isolated: 0xfec1 }],
  [0x0638, { joining: "dual", isolated: 0xfec5 }],
  [0x0639, { joining: "dual", isolated: 0xfec9 }],
  [0x063a, { joining: "dual", isolated: 0xfecd }],
  [0x0641, { joining: "dual", isolated: 0xfed1 }],
  [0x0642, { joining: "dual", isolated: 0xfed5 }],
  [0x0643, { joining: "dual", isolated: 0xfed9 }],
  [0x0644, { joining: "dual", isolated: 0xfedd }],
  [0x0645, { joining: "dual", isolated: 0xfee1 }],
  [0x0646, { joining: "dual", isolated: 0xfee5 }],
  [0x0647, { joining: "dual", isolated: 0xfee9 }],
  [0x0648, { joining: "right", isolated: 0xfeed }],
  // Alef maksura joins on both sides in Unicode, but Forms-B has only its isolated and final
  // forms: it ends words.
  [0x0649, { joining: "right", isolated: 0xfeef }],
  [0x064a, { joining: "dual", isolated: 0xfef1 }],
]);

const hamza = 0x0621;
const tatweel = 0x0640;
const lam = 0x0644;
const zwnj = 0x200c;
const zwj = 0x200d;

/** Lam followed by these alefs is one ligature: its isolated form (the final one is next). */
const lamAlef = new Map([
  [0x0622, 0xfef5],
  [0x0623, 0xfef7],
  [0x0625, 0xfef9],
  [0x0627, 0xfefb],
]);

/** Marks sit on a letter without breaking the joining around it. */
const isTransparent = (codePoint: number) =>
  (codePoint >= 0x0610 && codePoint <= 0x061a) ||
  (codePoint >= 0x064b && codePoint <= 0x065f) ||
  codePoint === 0x0670 ||
  (codePoint >= 0x06d6 && codePoint <= 0x06ed);

/** Whether a character joins the letter after it (to its left). */
const joinsForward = (codePoint: number | undefined) =>
  codePoint === tatweel ||
  codePoint === zwj ||
  (codePoint !== undefined && letters.get(codePoint)?.joining === "dual");

/** Whether a character joins the letter before it (to its right). */
const joinsBack = (codePoint: number | undefined) =>
  codePoint === tatweel ||
  codePoint === zwj ||
  (codePoint !== undefined && codePoint !== hamza && letters.has(codePoint));

/** `text` with its basic Arabic letters as presentation forms; everything else as it was. */
export function arabicPresentationForms(text: string): string {
  const codePoints = [...text].map((char) => char.codePointAt(0)!);
  if (!codePoints.some((codePoint) => letters.has(codePoint))) return text;
  // The neighbours that decide joining, skipping marks.
  const previous: (number | undefined)[] = [];
  const next: (number | undefined)[] = [];
  let last: number | undefined;
  codePoints.forEach((codePoint, index) => {
    previous[index] = last;
    if (!isTransparent(codePoint)) last = codePoint;
  });
  last = undefined;
  for (let index = codePoints.length - 1; index >= 0; index--) {
    next[index] = last;
    if (!isTransparent(codePoints[index]!)) last = codePoints[index];
  }

  const out: number[] = [];
  for (let index = 0; index < codePoints.length; index++) {
    const codePoint = codePoints[index]!;
    const letter = letters.get(codePoint);
    if (codePoint === zwj || codePoint === zwnj) continue; // done their work on the joining
    if (!letter) {
      out.push(codePoint);
      continue;
    }
    const joinedBefore = joinsForward(previous[index]) && joinsBack(codePoint);
    const following = next[index];
    if (codePoint === lam && following !== undefined && lamAlef.has(following)) {
      // One glyph for both: its marks follow it, the alef's too.
      out.push(lamAlef.get(following)! + (joinedBefore ? 1 : 0));
      let skip = index + 1;
      while (skip < codePoints.length && codePoints[skip] !== following) {
        out.push(codePoints[skip]!);
        skip++;
      }
      index = skip;
      continue;
    }
    const joinedAfter = letter.joining === "dual" && joinsBack(following);
    const form =
      codePoint === hamza
        ? 0
        : joinedBefore && joinedAfter
          ? 3
          : joinedAfter
            ? 2
            : joinedBefore
              ? 1
              : 0;
    out.push(letter.isolated + form);
  }
  return String.fromCodePoint(...out);
}
