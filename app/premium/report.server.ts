import premium from "virtual:typeatlas/premium";
import { dimensionNames } from "~/assessment/questions";
import { readDimension, type Clarity, type Result } from "~/assessment/scoring";
import { mapRichText, type RichContent } from "~/content/rich-text";
import type { PremiumBundle, PremiumEntry } from "~/content/schema";
import { pseudoLocale } from "~/i18n/locales";
import { typeNameIn } from "~/i18n/profiles.server";
import { pseudoString } from "~/i18n/pseudo";
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

function assemble(
  entry: PremiumEntry,
  result: Result,
  locale: string,
  lang: string,
): PremiumReport {
  return {
    code: entry.code,
    type: `${entry.code}-${result.identity}`,
    typeName: typeNameIn(entry.code, locale),
    lang,
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

/** One report with every text a reader sees passed through `map` (the pseudo-locale's). */
function mapEntry(entry: PremiumEntry, map: (text: string) => string): PremiumEntry {
  const text = (content: RichContent) => mapRichText(content, map);
  return {
    ...entry,
    dimensions: Object.fromEntries(
      Object.entries(entry.dimensions).map(([dimension, part]) => [
        dimension,
        { intro: text(part.intro), clear: text(part.clear), slight: text(part.slight) },
      ]),
    ) as PremiumEntry["dimensions"],
    identity: {
      intro: text(entry.identity.intro),
      assertive: text(entry.identity.assertive),
      turbulent: text(entry.identity.turbulent),
    },
    growthPlan: text(entry.growthPlan),
    career: text(entry.career),
    relationships: text(entry.relationships),
  };
}

/**
 * Indexes a bundle by language and type code; a builder over it (tests pass their own bundle).
 * A report reads in the page's language where its premium files are written in it
 * (content/locales), in the pseudo-locale drawn from the English, and in English elsewhere; its
 * `lang` says which.
 */
export function createPremiumReportBuilder(bundle: PremiumBundle) {
  const index = (reports: PremiumEntry[]) =>
    new Map(reports.map((entry) => [entry.code as string, entry]));
  const byLocale = new Map<string, Map<string, PremiumEntry>>([
    ["en", index(bundle.reports)],
    ...Object.entries(bundle.translations ?? {}).map(
      ([locale, reports]) => [locale, index(reports)] as const,
    ),
  ]);
  const reportsIn = (locale: string) => {
    let reports = byLocale.get(locale);
    if (!reports && locale === pseudoLocale.code) {
      reports = index(bundle.reports.map((entry) => mapEntry(entry, pseudoString)));
      byLocale.set(locale, reports);
    }
    return reports;
  };
  return (result: Result, locale = "en"): PremiumReport | null => {
    const written = reportsIn(locale);
    const lang = written ? locale : "en";
    const entry = (written ?? byLocale.get("en")!).get(result.code);
    return entry ? assemble(entry, result, locale, lang) : null;
  };
}

/**
 * The premium report for a result in a page's language, or null when there is no premium file
 * for its type.
 */
export const buildPremiumReport: (result: Result, locale?: string) => PremiumReport | null =
  createPremiumReportBuilder(premium);
