import { dimensions } from "~/assessment/questions";
import type { KeyedScores } from "./compute";
import type { Interval } from "./types";

/**
 * The percentile bootstrap interval of Cronbach's alpha (Efron & Tibshirani 1993, ch. 13;
 * decision 039): draw the group's people with replacement `resamples` times, compute alpha of each
 * resample, and take the 2.5th and 97.5th percentiles of those alphas. Browser-safe.
 *
 * Per resample only sums are kept: each keyed item's sum, and per dimension the sum of the
 * people's squared item scores, of their totals and of their squared totals. Alpha needs no more:
 * with m people, sum(item variances) * m^2 = m * sum(squares) - sum(item sums^2) and
 * variance(total) * m^2 = m * sum(total^2) - sum(total)^2 (the n - 1 of sample variances cancels in
 * alpha's ratio). All of these are whole numbers below 2^53, so exact.
 */

const itemsPerDimension = 12;
const itemsPerPerson = dimensions.length * itemsPerDimension;

/** A small, fast, seedable generator: xoshiro128** (Blackman & Vigna), seeded by splitmix32. */
export function createRandom(seed: number): () => number {
  let s = seed >>> 0;
  const splitmix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  /** A whole number in [0, 2^32). */
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** The value at `q` (0..1) of sorted values, interpolating linearly (numpy's default). */
export function quantile(sorted: Float64Array, q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

export interface AlphaIntervals {
  /** Everyone's, per dimension. */
  overall: (Interval | null)[];
  /** Each group's, per dimension, in the order of the groups given. */
  groups: (Interval | null)[][];
}

/**
 * The bootstrap intervals of every dimension's alpha, for everyone and for each language, from
 * the same resamples. A resample draws each language's people with replacement, as many as the
 * language has (a stratified bootstrap: the languages' shares stay as observed); everyone's
 * resample is the union of the languages' resamples. One pass thus serves every group, which
 * halves the work of resampling everyone and each language apart.
 *
 * A draw only counts how often each person is drawn (resampling with replacement is exactly a
 * multinomial count per person); the people are then read in order, skipping those not drawn,
 * so memory is read sequentially. Each group's draws come from its own generator seeded from the
 * seed and the group's key, so a language's interval does not depend on which others exist.
 * Yields every 8,192 people read. An interval is null when its group has fewer than two people or
 * more than half of the resamples had a total with no variance.
 */
export function* bootstrapAlpha(
  keyed: KeyedScores,
  groups: readonly { key: string; start: number; end: number }[],
  { resamples, seed }: { resamples: number; seed: number },
): Generator<void, AlphaIntervals> {
  const dimensionCount = dimensions.length;
  const k = itemsPerDimension;
  const slots = groups.length + 1; // the groups, then everyone
  const alphas = Array.from({ length: slots * dimensionCount }, () => new Float64Array(resamples));
  const valid = new Int32Array(slots * dimensionCount);
  const randoms = groups.map((group) => createRandom(seedFor(seed, group.key)));
  const counts = new Uint32Array(keyed.n);
  // Per slot: item sums (60), then per dimension the sums of squares, totals and squared totals.
  const width = itemsPerPerson + 3 * dimensionCount;
  const sums = new Float64Array(slots * width);
  const sizes = groups.map((group) => group.end - group.start);
  const everyone = sizes.reduce((sum, size) => sum + size, 0);
  let read = 0;
  for (let b = 0; b < resamples; b++) {
    counts.fill(0);
    sums.fill(0);
    for (const [g, { start }] of groups.entries()) {
      const m = sizes[g]!;
      const random = randoms[g]!;
      // random() * m / 2^32 is below m and exact before the floor (m < 2^21).
      for (let r = 0; r < m; r++) counts[start + Math.floor((random() * m) / 4294967296)]!++;
    }
    for (const [g, { start, end }] of groups.entries()) {
      const at = g * width;
      for (let p = start; p < end; p++) {
        if ((++read & 8191) === 0) yield;
        const c = counts[p]!;
        if (c === 0) continue;
        const base = p * itemsPerPerson;
        for (let j = 0; j < itemsPerPerson; j++) sums[at + j]! += c * keyed.items[base + j]!;
        const perDimension = p * dimensionCount;
        for (let d = 0; d < dimensionCount; d++) {
          const total = keyed.sums[perDimension + d]!;
          sums[at + itemsPerPerson + d]! += c * keyed.squares[perDimension + d]!;
          sums[at + itemsPerPerson + dimensionCount + d]! += c * total;
          sums[at + itemsPerPerson + 2 * dimensionCount + d]! += c * total * total;
        }
      }
      const all = groups.length * width;
      for (let i = 0; i < width; i++) sums[all + i]! += sums[at + i]!;
    }
    for (let slot = 0; slot < slots; slot++) {
      const m = slot < groups.length ? sizes[slot]! : everyone;
      if (m < 2) continue;
      const at = slot * width;
      for (let d = 0; d < dimensionCount; d++) {
        let itemSquaredSums = 0;
        for (let j = d * k; j < (d + 1) * k; j++) itemSquaredSums += sums[at + j]! ** 2;
        const squares = sums[at + itemsPerPerson + d]!;
        const totals = sums[at + itemsPerPerson + dimensionCount + d]!;
        const totalSquares = sums[at + itemsPerPerson + 2 * dimensionCount + d]!;
        const itemVariances = m * squares - itemSquaredSums;
        const totalVariance = m * totalSquares - totals * totals;
        const index = slot * dimensionCount + d;
        if (totalVariance > 0)
          alphas[index]![valid[index]!++] = (k / (k - 1)) * (1 - itemVariances / totalVariance);
      }
    }
  }
  const intervals = (slot: number, m: number) =>
    dimensions.map((_, d): Interval | null => {
      const index = slot * dimensionCount + d;
      if (m < 2 || resamples < 1 || valid[index]! * 2 < resamples) return null;
      const sorted = alphas[index]!.subarray(0, valid[index]!).sort();
      return [quantile(sorted, 0.025), quantile(sorted, 0.975)];
    });
  return {
    overall: intervals(groups.length, everyone),
    groups: groups.map((_, g) => intervals(g, sizes[g]!)),
  };
}

/** A group's own seed (FNV-1a of its key, started from the seed). */
export function seedFor(seed: number, groupKey: string): number {
  let hash = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < groupKey.length; i++)
    hash = Math.imul(hash ^ groupKey.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
