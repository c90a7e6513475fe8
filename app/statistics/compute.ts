import { dimensions, questions, type Dimension } from "~/assessment/questions";
import { roundAwayFromMidpoint } from "~/assessment/scoring";
import { typeCodes } from "~/assessment/type-codes";
import { bootstrapAlpha } from "./bootstrap";
import type {
  DimensionStatistics,
  Interval,
  GroupStatistics,
  ItemStatistics,
  StatisticsSnapshot,
} from "./types";

/**
 * The statistics' formulas (decision 039). Pure and browser-safe: typed arrays, no I/O. The job
 * (app/jobs/statistics.server.ts) feeds it the consenting results and runs the returned steps in
 * slices so page requests are served in between; tests and scripts run them straight through.
 *
 * Every sum below is of small whole numbers, so it is exact in a double; means, variances and
 * correlations are computed from those sums in one step each.
 */

export const itemsPerPerson = questions.length; // 60
const itemsPerDimension = 12;

/** Item indexes (statement id - 1) of each dimension, in id order. */
const dimensionItems: Record<Dimension, number[]> = Object.fromEntries(
  dimensions.map((d) => [d, questions.filter((q) => q.dimension === d).map((q) => q.id - 1)]),
) as Record<Dimension, number[]>;

/** What one consenting result contributes. */
export interface ContributionInput {
  /** 60 digits 1-7, statement ids 1-60 in order. */
  answers: string;
  locale: string;
  synthetic: boolean;
}

const answersPattern = /^[1-7]{60}$/;

/**
 * The results to compute from, packed: one byte per answer, so 100,000 people take 6 MB. Built
 * once, row by row, as the job reads its batches.
 */
export class ResponseTable {
  n = 0;
  /** Raw answers 1-7, `itemsPerPerson` per person. */
  answers = new Uint8Array(0);
  /** Index into `locales` per person. */
  localeIndex = new Uint16Array(0);
  locales: string[] = [];
  synthetic = false;
  /** Rows refused because their answers were not 60 digits 1-7 (never expected; counted). */
  refused = 0;
  private localeIds = new Map<string, number>();

  /** Adds one result; false (and counted in `refused`) when its answers are malformed. */
  add(row: ContributionInput): boolean {
    if (!answersPattern.test(row.answers)) {
      this.refused++;
      return false;
    }
    this.reserve(this.n + 1);
    const base = this.n * itemsPerPerson;
    for (let i = 0; i < itemsPerPerson; i++)
      this.answers[base + i] = row.answers.charCodeAt(i) - 48;
    let locale = this.localeIds.get(row.locale);
    if (locale === undefined) {
      locale = this.locales.length;
      this.locales.push(row.locale);
      this.localeIds.set(row.locale, locale);
    }
    this.localeIndex[this.n] = locale;
    if (row.synthetic) this.synthetic = true;
    this.n++;
    return true;
  }

  private reserve(count: number) {
    if (count <= this.localeIndex.length) return;
    const capacity = Math.max(1024, this.localeIndex.length * 2, count);
    const answers = new Uint8Array(capacity * itemsPerPerson);
    answers.set(this.answers);
    this.answers = answers;
    const localeIndex = new Uint16Array(capacity);
    localeIndex.set(this.localeIndex);
    this.localeIndex = localeIndex;
  }
}

export interface ComputeOptions {
  /** Bootstrap resamples per alpha interval. */
  resamples: number;
  /** Seed of the bootstrap's random numbers: the same data and seed give the same intervals. */
  seed: number;
}

export const defaultComputeOptions: ComputeOptions = { resamples: 1000, seed: 22 };

/** The snapshot's computed part; the job adds when and how long. */
export type ComputedStatistics = Omit<StatisticsSnapshot, "computedAt" | "durationMs">;

/**
 * The whole computation as steps: it yields every few thousand people's worth of work, so a
 * caller can pause between steps (app/statistics/slices.server.ts) and returns the result.
 */
export function* computeStatisticsSteps(
  table: ResponseTable,
  options: ComputeOptions = defaultComputeOptions,
): Generator<void, ComputedStatistics> {
  // People sorted by language, so each language is one contiguous range of the keyed scores.
  const order = table.locales.map((code, i) => ({ code, i })).sort(byCode);
  const rank = new Int32Array(table.locales.length);
  order.forEach(({ i }, position) => (rank[i] = position));
  const sizes = new Int32Array(order.length);
  for (let p = 0; p < table.n; p++) sizes[rank[table.localeIndex[p]!]!]!++;
  const groups: GroupRange[] = [];
  let start = 0;
  order.forEach(({ code }, position) => {
    groups.push({ key: `locale:${code}`, start, end: start + sizes[position]! });
    start += sizes[position]!;
  });
  const permutation = new Int32Array(table.n);
  const next = groups.map((group) => group.start);
  for (let p = 0; p < table.n; p++) permutation[next[rank[table.localeIndex[p]!]!]!++] = p;
  const keyed = yield* keyedScores(table, permutation);
  const intervals = yield* bootstrapAlpha(keyed, groups, {
    resamples: options.resamples,
    seed: options.seed,
  });
  const overall = yield* groupStatisticsSteps(
    keyed,
    { key: "overall", start: 0, end: table.n },
    intervals.overall,
  );
  const byLocale: Record<string, GroupStatistics> = {};
  for (const [g, { code }] of order.entries())
    byLocale[code]! = yield* groupStatisticsSteps(keyed, groups[g]!, intervals.groups[g]!);
  return {
    version: 1,
    n: table.n,
    synthetic: table.synthetic,
    bootstrap: { resamples: options.resamples, seed: options.seed },
    overall,
    byLocale,
  };
}

/** People `start` to `end` (exclusive) of the keyed scores: one language, or everyone. */
export interface GroupRange {
  key: string;
  start: number;
  end: number;
}

const byCode = (a: { code: string }, b: { code: string }) =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

/** Runs the steps straight through (tests, scripts, the browser). */
export function computeStatistics(
  table: ResponseTable,
  options: ComputeOptions = defaultComputeOptions,
): ComputedStatistics {
  return runToEnd(computeStatisticsSteps(table, options));
}

export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The people's answers, raw (`raw`, statement order) and as scored, grouped by dimension: `items` holds, per person, the twelve
 * keyed scores of each dimension in turn (a reversed statement's answer turned round: 8 - answer),
 * `sums` each dimension's sum of keyed scores (12-84) and `squares` each dimension's sum of
 * squared keyed scores, all that the bootstrap needs per person.
 */
export interface KeyedScores {
  n: number;
  raw: Uint8Array;
  items: Uint8Array;
  sums: Uint8Array;
  squares: Uint16Array;
}

const reversedAt = Uint8Array.from(
  dimensions.flatMap((d) => dimensionItems[d]!.map((i) => (questions[i]!.reversed ? 1 : 0))),
);
const rawIndexAt = Int32Array.from(dimensions.flatMap((d) => dimensionItems[d]));

/**
 * The keyed scores of `table`'s people in the order of `permutation` (person indexes); yields
 * every 4,096 people, like the rest of the computation.
 */
export function* keyedScores(
  table: ResponseTable,
  permutation?: Int32Array,
): Generator<void, KeyedScores> {
  const { n } = table;
  const raw = new Uint8Array(n * itemsPerPerson);
  const items = new Uint8Array(n * itemsPerPerson);
  const sums = new Uint8Array(n * dimensions.length);
  const squares = new Uint16Array(n * dimensions.length);
  for (let p = 0; p < n; p++) {
    if ((p & 4095) === 4095) yield;
    const base = p * itemsPerPerson;
    const from = (permutation ? permutation[p]! : p) * itemsPerPerson;
    raw.set(table.answers.subarray(from, from + itemsPerPerson), base);
    for (let j = 0; j < itemsPerPerson; j++) {
      const answer = raw[base + rawIndexAt[j]!]!;
      const score = reversedAt[j]! ? 8 - answer : answer;
      items[base + j] = score;
      const d = p * dimensions.length + ((j / itemsPerDimension) | 0);
      sums[d]! += score;
      squares[d]! += score * score;
    }
  }
  return { n, raw, items, sums, squares };
}

/**
 * The 0-100 dimension score from the sum of its twelve keyed scores, exactly as
 * app/assessment/scoring.ts computes it from the answers (a property test checks they agree).
 */
export function dimensionScore(keyedSum: number): number {
  const average = (keyedSum - 4 * itemsPerDimension) / itemsPerDimension;
  return Math.min(100, Math.max(0, roundAwayFromMidpoint(((average + 3) / 6) * 100)));
}

const scoreOfSum = Int8Array.from({ length: 7 * itemsPerDimension + 1 }, (_, sum) =>
  sum < itemsPerDimension ? 0 : dimensionScore(sum),
);

/**
 * Sample variance (n - 1) from a count, a sum and a sum of squares; 0 below two people (such a
 * group is far below `minimumGroup`, so no page shows it, and the stored JSON stays numbers).
 */
function variance(n: number, sum: number, squares: number): number {
  return n < 2 ? 0 : Math.max(0, (n * squares - sum * sum) / (n * (n - 1)));
}

/** Cronbach's alpha from the items' variances and the total's variance. */
export function alphaOf(k: number, itemVariances: number, totalVariance: number): number | null {
  if (!(totalVariance > 0)) return null;
  return (k / (k - 1)) * (1 - itemVariances / totalVariance);
}

const finiteOrNull = (value: number): number | null => (Number.isFinite(value) ? value : null);

/** One group's statistics: everyone's, or one language's, with its alpha intervals (bootstrap.ts). */
export function* groupStatisticsSteps(
  keyed: KeyedScores,
  { start, end }: GroupRange,
  alphaIntervals: readonly (Interval | null)[],
): Generator<void, GroupStatistics> {
  const m = end - start;
  const dimensionCount = dimensions.length;
  // Per statement (raw answers, in id order): counts of each answer 1..7.
  const distribution = new Float64Array(itemsPerPerson * 8);
  // Per keyed item (dimension order): sum, sum of squares, sum of item * its dimension's total.
  const itemSum = new Float64Array(itemsPerPerson);
  const itemSquares = new Float64Array(itemsPerPerson);
  const itemByTotal = new Float64Array(itemsPerPerson);
  const totalSum = new Float64Array(dimensionCount);
  const totalSquares = new Float64Array(dimensionCount);
  const scoreSum = new Float64Array(dimensionCount);
  const scoreSquares = new Float64Array(dimensionCount);
  const histogram = dimensions.map(() => new Array<number>(101).fill(0));
  const types = new Array<number>(16).fill(0);
  const identities = { A: 0, T: 0 };

  for (let p = start; p < end; p++) {
    if ((p & 4095) === 4095) yield;
    const base = p * itemsPerPerson;
    for (let i = 0; i < itemsPerPerson; i++) distribution[i * 8 + keyed.raw[base + i]!]!++;
    const letters: number[] = [];
    for (let d = 0; d < dimensionCount; d++) {
      const total = keyed.sums[p * dimensionCount + d]!;
      totalSum[d]! += total;
      totalSquares[d]! += total * total;
      const score = scoreOfSum[total]!;
      scoreSum[d]! += score;
      scoreSquares[d]! += score * score;
      histogram[d]![score]!++;
      letters.push(score > 50 ? 1 : 0);
      for (let j = d * itemsPerDimension; j < (d + 1) * itemsPerDimension; j++) {
        const x = keyed.items[base + j]!;
        itemSum[j]! += x;
        itemSquares[j]! += x * x;
        itemByTotal[j]! += x * total;
      }
    }
    types[typeIndex(letters)]!++;
    if (letters[4]) identities.A++;
    else identities.T++;
  }

  const dimensionStatistics = {} as Record<Dimension, DimensionStatistics>;
  const items: ItemStatistics[] = [];
  dimensions.forEach((dimension, d) => {
    let itemVariances = 0;
    for (let j = d * itemsPerDimension; j < (d + 1) * itemsPerDimension; j++)
      itemVariances += variance(m, itemSum[j]!, itemSquares[j]!);
    const alpha =
      m < 2
        ? null
        : alphaOf(itemsPerDimension, itemVariances, variance(m, totalSum[d]!, totalSquares[d]!));
    const sd = Math.sqrt(variance(m, scoreSum[d]!, scoreSquares[d]!));
    dimensionStatistics[dimension] = {
      n: m,
      mean: m === 0 ? 0 : scoreSum[d]! / m,
      sd,
      alpha: alpha === null ? null : finiteOrNull(alpha),
      alphaInterval: alpha === null ? null : alphaIntervals[d]!,
      sem: alpha === null ? null : finiteOrNull(sd * Math.sqrt(Math.max(0, 1 - alpha))),
      histogram: histogram[d]!,
    };
  });
  for (const question of questions) {
    const i = question.id - 1;
    const d = dimensions.indexOf(question.dimension);
    const j = d * itemsPerDimension + dimensionItems[question.dimension].indexOf(i);
    const counts = Array.from(distribution.subarray(i * 8 + 1, i * 8 + 8));
    let sum = 0;
    let squares = 0;
    counts.forEach((count, a) => {
      sum += count * (a + 1);
      squares += count * (a + 1) * (a + 1);
    });
    // The rest of the scale: its total minus this item.
    const restSum = totalSum[d]! - itemSum[j]!;
    const restSquares = totalSquares[d]! - 2 * itemByTotal[j]! + itemSquares[j]!;
    const crossProducts = itemByTotal[j]! - itemSquares[j]!;
    const covariance = m * crossProducts - itemSum[j]! * restSum;
    const spread = (m * itemSquares[j]! - itemSum[j]! ** 2) * (m * restSquares - restSum ** 2);
    items.push({
      id: question.id,
      dimension: question.dimension,
      reversed: question.reversed,
      n: m,
      mean: m === 0 ? 0 : sum / m,
      sd: Math.sqrt(variance(m, sum, squares)),
      distribution: counts,
      itemTotal: m >= 2 && spread > 0 ? covariance / Math.sqrt(spread) : null,
    });
  }
  return {
    n: m,
    dimensions: dimensionStatistics,
    items,
    types: Object.fromEntries(typeCodes.map((code) => [code, types[typeIndexOf(code)]!])),
    identities,
  };
}

/** I/E, S/N, T/F, J/P as bits (1 = the second pole): the index into `types`. */
function typeIndex(letters: number[]): number {
  return letters[0]! * 8 + letters[1]! * 4 + letters[2]! * 2 + letters[3]!;
}

function typeIndexOf(code: string): number {
  return typeIndex(["E", "N", "F", "P"].map((second, i) => (code[i] === second ? 1 : 0)));
}
