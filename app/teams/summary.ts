import type { Dimension } from "~/assessment/questions";
import { poles, type PoleCode } from "~/assessment/scoring";
import { categories, type Category } from "~/assessment/type-codes";
import type { DimensionSpread, TeamComposition } from "./composition";
import {
  dimensionTexts,
  groupTexts,
  leanSentences,
  limitTexts,
  minoritySentences,
  mixedGroups,
  overviewSentences,
  poleTexts,
} from "./summary-texts";

/**
 * A team's written summary (issue 23, decision 042): passages from app/teams/summary-texts.ts
 * chosen by what the shared results show, per dimension which way the team leans and how clearly,
 * how far apart its scores are and who is on the other side, with an overview of the four groups
 * and the identity split and what the picture cannot tell. Pure: the team's pages and its PDF
 * compute it from the composition they already have. The prose is English content (the page marks
 * it `lang="en"` elsewhere); its headings and labels are the `teamView:summary.*` messages.
 */

/** How many shared results a team needs before it gets a summary. */
export const summaryMinimum = 3;

/** A score this close to 50 or closer is near the middle, not a lean (as the result bars read it). */
export const middleBand = 5;

/** Standard deviations, in points, under which scores are close together and from which they are wide. */
export const spreadBands = { close: 10, wide: 20 } as const;

/** Names are written into a section's text up to this many; beyond it, how many they are. */
export const namedMinorityLimit = 8;

/**
 * How a team leans on a dimension: `even` as many either way, `centered` most near the middle,
 * `narrow` a slim lead, `clear` a majority of at least three in five, `strong` three in four or
 * more, `unanimous` everyone.
 */
export type LeanStrength = "even" | "centered" | "narrow" | "clear" | "strong" | "unanimous";

export type SpreadBand = keyof typeof spreadBands | "moderate";

export interface SummaryMember {
  memberId: string;
  name: string;
}

export interface DimensionSummary {
  dimension: Dimension;
  /** The pole the team leans to; null where it does not (evenly split, or mostly near the middle). */
  lean: PoleCode | null;
  strength: LeanStrength;
  /** Members below 45 (the first pole), from 45 to 55, and above 55 (the second pole). */
  counts: { first: number; middle: number; second: number };
  spread: SpreadBand;
  /** The standard deviation, in points. */
  sd: number;
  /** Where the team leans and some members lean the other way: who they are, by name. */
  minority: { pole: PoleCode; members: SummaryMember[] } | null;
  /** English content. */
  paragraphs: string[];
}

export interface TeamSummary {
  /** How many shared results it describes. */
  n: number;
  /** The four groups and the identity split (English content). */
  overview: string[];
  dimensions: DimensionSummary[];
  /** What the picture cannot tell (English content). */
  limits: string[];
}

/**
 * The summary of a team's composition, or null under three shared results. `members` is the team's
 * size, so the summary can say how many have not shared; the composition counts only those who have.
 */
export function teamSummary(
  composition: TeamComposition,
  { members = composition.n }: { members?: number } = {},
): TeamSummary | null {
  const { n } = composition;
  if (n < summaryMinimum) return null;
  return {
    n,
    overview: overview(composition),
    dimensions: composition.dimensions.map(dimensionSummary),
    limits: limits(n, members),
  };
}

/** How the team leans on one dimension, from how many are on each side and in the middle. */
export function leanOf(counts: DimensionSummary["counts"]): {
  strength: LeanStrength;
  side: 0 | 1 | null;
} {
  const { first, middle, second } = counts;
  const n = first + middle + second;
  if (middle * 2 > n) return { strength: "centered", side: null };
  if (first === second) return { strength: "even", side: null };
  const side = first > second ? 0 : 1;
  const lean = Math.max(first, second);
  const other = Math.min(first, second);
  if (other === 0 && middle === 0) return { strength: "unanimous", side };
  if (lean * 4 >= n * 3) return { strength: "strong", side };
  if (lean * 5 >= n * 3 && lean - other >= 2) return { strength: "clear", side };
  return { strength: "narrow", side };
}

export function spreadOf(sd: number): SpreadBand {
  return sd < spreadBands.close ? "close" : sd >= spreadBands.wide ? "wide" : "moderate";
}

/** Which side of the middle a score is on: 0 the first pole, 1 the second, null near 50. */
export const sideOf = (score: number): 0 | 1 | null =>
  score < 50 - middleBand ? 0 : score > 50 + middleBand ? 1 : null;

/** How many members lean to each pole of a dimension, and how many are near the middle. */
export function countSides(positions: readonly { score: number }[]): DimensionSummary["counts"] {
  const counts = { first: 0, middle: 0, second: 0 };
  for (const { score } of positions) {
    const side = sideOf(score);
    if (side === 0) counts.first += 1;
    else if (side === 1) counts.second += 1;
    else counts.middle += 1;
  }
  return counts;
}

function dimensionSummary(spread: DimensionSpread): DimensionSummary {
  const { dimension, positions } = spread;
  const counts = countSides(positions);
  const { strength, side } = leanOf(counts);
  const n = positions.length;
  const [firstPole, secondPole] = poles[dimension];
  const texts = dimensionTexts[dimension];
  const band = spreadOf(spread.sd);

  const opening = openingSentence(strength, side, counts, n, dimension);
  const spreadSentence = fill(texts.spread[band], {
    min: round(spread.min),
    max: round(spread.max),
    sd: round(spread.sd),
  });
  const paragraphs = [`${opening} ${spreadSentence}`];

  let minority: DimensionSummary["minority"] = null;
  if (side === null) {
    paragraphs.push(strength === "even" ? texts.even : texts.centered);
  } else {
    const lean = side === 0 ? firstPole : secondPole;
    const other = side === 0 ? secondPole : firstPole;
    const leanTexts = poleTexts[lean.pole];
    paragraphs.push(
      strength === "narrow"
        ? `${texts.narrow} ${leanTexts.easy}`
        : strength === "clear"
          ? `${leanTexts.easy} ${leanTexts.hard}`
          : `${leanTexts.easy} ${leanTexts.hard} ${leanTexts.strong}`,
    );
    const members = positions
      .filter((position) => sideOf(position.score) === (side === 0 ? 1 : 0))
      .map(({ memberId, name }) => ({ memberId, name }))
      .sort((a, b) => a.name.localeCompare(b.name, "en") || a.memberId.localeCompare(b.memberId));
    if (members.length === 0) paragraphs.push(poleTexts[other.pole].missing);
    else {
      minority = { pole: other.pole, members };
      const sentence =
        minoritySentences[strength === "narrow" || strength === "clear" ? strength : "strong"];
      paragraphs.push(
        `${fill(sentence, {
          who:
            members.length <= namedMinorityLimit
              ? list(members.map((member) => member.name))
              : `${count(members.length)} members`,
          verb: members.length === 1 ? "leans" : "lean",
          other: other.name,
        })} ${poleTexts[other.pole].brings}`,
      );
    }
  }
  return {
    dimension,
    lean: side === null ? null : side === 0 ? firstPole.pole : secondPole.pole,
    strength,
    counts,
    spread: band,
    sd: spread.sd,
    minority,
    paragraphs,
  };
}

function openingSentence(
  strength: LeanStrength,
  side: 0 | 1 | null,
  counts: DimensionSummary["counts"],
  n: number,
  dimension: Dimension,
): string {
  const [first, second] = poles[dimension].map((pole) => pole.name) as [string, string];
  const sides = [counts.first, counts.second];
  const leans = (number: number, pole: string) =>
    `${count(number)} ${number === 1 ? "leans" : "lean"} ${pole}`;
  const middle = (number: number) =>
    `${count(number)} ${number === 1 ? "sits" : "sit"} near the middle`;
  const rest = (parts: string[]) => (parts.length ? `, while ${list(parts)}` : "");
  if (strength === "centered")
    return fill(leanSentences.centered, {
      middle: count(counts.middle),
      n: count(n),
      rest: rest(
        [
          counts.first ? leans(counts.first, first) : "",
          counts.second ? leans(counts.second, second) : "",
        ].filter(Boolean),
      ),
    });
  if (strength === "even" || side === null)
    return fill(leanSentences.even, {
      first: leans(counts.first, first),
      second: leans(counts.second, second),
      rest: counts.middle ? `, while ${middle(counts.middle)}` : "",
    });
  const otherCount = sides[1 - side]!;
  return fill(leanSentences[strength], {
    pole: side === 0 ? first : second,
    lean: count(sides[side]!),
    n: count(n),
    rest: rest(
      [
        otherCount ? leans(otherCount, side === 0 ? second : first) : "",
        counts.middle ? middle(counts.middle) : "",
      ].filter(Boolean),
    ),
  });
}

function overview({ n, groups, identities }: TeamComposition): string[] {
  const plural: Record<Category, [string, string]> = {
    Analyst: ["Analyst", "Analysts"],
    Diplomat: ["Diplomat", "Diplomats"],
    Sentinel: ["Sentinel", "Sentinels"],
    Explorer: ["Explorer", "Explorers"],
  };
  const named = list(
    categories.map(
      (group) => `${count(groups[group], "no")} ${plural[group][groups[group] === 1 ? 0 : 1]}`,
    ),
  );
  const sentences = [fill(overviewSentences.groups, { n: count(n), groups: named })];
  const largest = Math.max(...categories.map((group) => groups[group]));
  const top = categories.filter((group) => groups[group] === largest);
  if (top.length > 1) sentences.push(mixedGroups);
  else if (largest * 2 > n) sentences.push(groupTexts[top[0]!].majority);
  else sentences.push(groupTexts[top[0]!].plurality);
  for (const group of categories)
    if (groups[group] === 0) sentences.push(groupTexts[group].missing);
  const are = (number: number) => `${count(number, "none")} ${number === 1 ? "is" : "are"}`;
  return [
    sentences.join(" "),
    fill(overviewSentences.identity, {
      assertive: are(identities.A),
      turbulent: are(identities.T),
    }),
  ];
}

function limits(n: number, members: number): string[] {
  const size = n < 6 ? limitTexts.small : n < 20 ? limitTexts.medium : limitTexts.large;
  const first = [fill(size, { n: count(n), N: capitalize(count(n)) })];
  const unshared = members - n;
  if (unshared > 0)
    first.push(
      fill(limitTexts.unshared, {
        members: count(members),
        unshared: `${count(unshared)} ${unshared === 1 ? "has" : "have"}`,
      }),
    );
  return [first.join(" "), limitTexts.middle];
}

const numberWords = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** A count as English prose writes it: words up to twelve, figures above; `zero` for none. */
export function count(number: number, zero = "zero"): string {
  if (number === 0) return zero;
  return numberWords[number] ?? String(number);
}

/** "Ada", "Ada and Bo", "Ada, Bo and Cy". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const round = (value: number) => String(Math.round(value));
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Fills `{name}` placeholders; a placeholder without a value is an error, not a blank. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${text}"`);
    return value;
  });
}
