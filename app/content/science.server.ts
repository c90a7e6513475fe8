import content from "virtual:typeatlas/content";
import type { LegalEntry } from "./schema";

/**
 * The /science page's explanation (content/science.md), compiled at build. Never read from the
 * CMS: it describes the scoring code's own formulas and thresholds, so it changes with the code
 * (app/content/science.test.ts checks its figures against the code).
 */
export function sciencePage(): LegalEntry | null {
  return content.science ?? null;
}
