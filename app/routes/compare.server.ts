import { yourComparedResult, type ComparedResult, type TypeNames } from "~/assessment/compare";
import { pairText } from "~/assessment/comparisons";
import type { PairText } from "~/assessment/comparisons/pair-texts";
import type { Responses } from "~/assessment/scoring";
import { isTypeCode, typeCodes, type TypeCode } from "~/assessment/type-codes";
import type { PublicResult } from "~/db/public-results.server";
import { resultOf, type TestSession } from "~/db/test-sessions.server";
import { typeNameIn } from "~/i18n/profiles.server";

/**
 * What the comparison pages share on the server (issue 20): a public result or a signed-in user's
 * own saved result as the view takes it, and the pair text for two types. The pair texts (150 KB)
 * stay on the server here; the browser loads them as one chunk only for a visitor's local result.
 */

/** A published result as one side of a comparison: its name, or the label given. */
export function comparedPublic(result: PublicResult, fallbackLabel: string): ComparedResult {
  return {
    label: result.displayName ?? fallbackLabel,
    type: result.personalityType,
    scores: result.dimensions,
    standardErrors: result.standardErrors,
  };
}

/** A signed-in user's own saved result, with the standard errors from its kept answers. */
export function comparedSaved(session: TestSession): ComparedResult {
  return yourComparedResult(resultOf(session), session.responses as Responses);
}

/**
 * The types' names in the page's language: of the sides' types, or of all sixteen for a page whose
 * other side is computed in the browser (naming only its type would tell the server what it is).
 */
export function typeNamesFor(
  locale: string,
  sides: readonly Pick<ComparedResult, "type">[] | "all",
): TypeNames {
  const codes: TypeCode[] =
    sides === "all"
      ? [...typeCodes]
      : sides.map((side) => side.type.slice(0, 4)).filter(isTypeCode);
  return Object.fromEntries(codes.map((code) => [code, typeNameIn(code, locale)]));
}

/** The text for two types, or null for one type with itself (the page says they share it). */
export function pairTextFor(a: ComparedResult, b: ComparedResult): PairText | null {
  const codeA = a.type.slice(0, 4);
  const codeB = b.type.slice(0, 4);
  if (!isTypeCode(codeA) || !isTypeCode(codeB)) return null;
  return pairText(codeA, codeB) ?? null;
}

/**
 * The paths of the pages that show a published result besides /r/:slug itself, for the page cache
 * to drop when it is unpublished (server/page-cache.ts `purge`: `*` stands for any one segment).
 */
export function comparisonPagesOf(slug: string): string[] {
  return [`/r/${slug}/compare`, `/compare/${slug}/*`, `/compare/*/${slug}`];
}
