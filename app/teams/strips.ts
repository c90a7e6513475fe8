/**
 * How a team's dimension strips are drawn (issue 23): where each member's dot sits, with dots
 * that would overlap stacked in rows, and how wide the team's spread is in words. Pure: the server
 * render and the browser lay the strip out the same way, whatever the screen.
 */

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A member's place on one strip: their score along it and their row, 0 at the strip's line. */
export interface StripDot {
  memberId: string;
  name: string;
  score: number;
  row: number;
}

export interface StripLayout {
  dots: StripDot[];
  /** Rows in use; at least 1 when there is any dot. */
  rows: number;
}

/**
 * Points apart two dots must be to share a row: a dot is about 12 px wide, and the strip is about
 * 280 px wide on the narrowest screen the site supports (320 px), where 100 points span it.
 */
export const dotGapPoints = 4.5;

/**
 * The gap for a team's size: `dotGapPoints` while a strip holds 100 dots or fewer, then narrower
 * (down to 1 point), so a large team's dots overlap a little side by side instead of piling into
 * dozens of rows: 500 people with scores spread like people's take about 18 rows instead of 70.
 */
export const dotGapFor = (n: number) => Math.min(dotGapPoints, Math.max(1, 450 / Math.max(1, n)));

/**
 * Stacks the dots: in score order (ties by name, then id, so the same team always draws the same
 * way), each dot takes the lowest row whose last dot is at least `gap` points to its left. The
 * horizontal position is never moved, so every dot still sits at its exact score.
 */
export function stackDots(
  positions: readonly { memberId: string; name: string; score: number }[],
  gap = dotGapFor(positions.length),
): StripLayout {
  // Code-point order for ties: the same on the server and in every browser, and cheap for 500
  // (the names' order in the page's language is the table's business, not the layout's).
  const sorted = [...positions].sort(
    (a, b) => a.score - b.score || byText(a.name, b.name) || byText(a.memberId, b.memberId),
  );
  /** The score of the last dot placed in each row. */
  const lastInRow: number[] = [];
  const dots = sorted.map(({ memberId, name, score }) => {
    let row = 0;
    while (row < lastInRow.length && score - lastInRow[row]! < gap) row++;
    lastInRow[row] = score;
    return { memberId, name, score, row };
  });
  return { dots, rows: lastInRow.length };
}

/**
 * The strip's height and the step between rows, in px: rows 14 px apart until the strip would
 * pass `maxHeight`, then closer (the dots overlap a little, each still its own focusable mark).
 */
export function stripGeometry(rows: number, { dot = 12, step = 14, maxHeight = 168 } = {}) {
  const rowStep = rows <= 1 ? step : Math.min(step, (maxHeight - dot) / (rows - 1));
  return { rowStep, height: dot + rowStep * Math.max(0, rows - 1) };
}

/** How far apart a team's scores lie on one dimension, as the page says it in words. */
export type SpreadWord = "single" | "close" | "moderate" | "wide";

/**
 * The population standard deviation in words: under 10 points "close together", under 20
 * "moderately spread", from 20 "spread widely" (two halves of a team at 30 and 70 have an SD of 20;
 * scores even across the whole scale, about 29). One score has no spread.
 */
export function spreadWord(sd: number, n: number): SpreadWord {
  if (n < 2) return "single";
  if (sd < 10) return "close";
  if (sd < 20) return "moderate";
  return "wide";
}
