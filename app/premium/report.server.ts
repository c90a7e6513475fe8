import premium from "virtual:typeatlas/premium";
import { profileSources } from "~/assessment/profiles";
import { dimensionNames } from "~/assessment/questions";
import { readDimension, type Clarity, type Result } from "~/assessment/scoring";
import type { PremiumBundle, PremiumEntry } from "~/content/schema";
import type { GuidanceKind, PremiumReport, PremiumScore } from "./report";

// The premium report for one result, from the compiled `content/premium/` files. Server-only:
// call it from a loader after checking the user is entitled, and put the return value in the
// loader's data; the writing never ships in a browser bundle.

/**
 * Which variant of a dimension's guidance a reader sees. The "slight" text is written for a score
 * near 50 whose owner also borrows from the other pole; the "clear" text for a score far from it.
 * readDimension calls 50-60% "slight" and 61-70% "moderate": both are still close enough to the
 * middle that the other pole shows up often, so both get the slight text (borderline scores,
 * within 5 points, are inside "slight"). Only 71% and over, "clear" or "very clear", gets the
 * clear text.
 */
export function guidanceKindFor(clarity: Clarity): GuidanceKind {
  return clarity === "clear" || clarity === "very clear" ? "clear" : "slight";
}

const letterDimensions = ["mind", "energy", "nature", "tactics"] as const;

function scoreOf(result: Result, dimension: (typeof letterDimensions)[number] | "identity") {
  const reading = readDimension(dimension, result.dimensions[dimension]);
  return {
    name: dimensionNames[dimension],
    value: reading.value,
    pole: reading.pole,
    leaning: reading.leaning,
    strength: reading.strength,
    clarity: reading.clarity,
    borderline: reading.borderline,
  } satisfies PremiumScore;
}

function assemble(entry: PremiumEntry, result: Result): PremiumReport {
  return {
    code: entry.code,
    type: `${entry.code}-${result.identity}`,
    typeName: profileSources[entry.code]?.name,
    dimensions: letterDimensions.map((dimension) => {
      const score = scoreOf(result, dimension);
      const guidanceKind = guidanceKindFor(score.clarity);
      const text = entry.dimensions[dimension];
      return { dimension, ...score, intro: text.intro, guidanceKind, guidance: text[guidanceKind] };
    }),
    identity: {
      ...scoreOf(result, "identity"),
      identity: result.identity,
      intro: entry.identity.intro,
      body: result.identity === "A" ? entry.identity.assertive : entry.identity.turbulent,
    },
    growthPlan: entry.growthPlan,
    career: entry.career,
    relationships: entry.relationships,
  };
}

/** Indexes a bundle by type code; a builder over it (tests pass their own bundle). */
export function createPremiumReportBuilder(bundle: PremiumBundle) {
  const byCode = new Map(bundle.reports.map((entry) => [entry.code as string, entry]));
  return (result: Result): PremiumReport | null => {
    const entry = byCode.get(result.code);
    return entry ? assemble(entry, result) : null;
  };
}

/** The premium report for a result, or null when there is no premium file for its type. */
export const buildPremiumReport: (result: Result) => PremiumReport | null =
  createPremiumReportBuilder(premium);
