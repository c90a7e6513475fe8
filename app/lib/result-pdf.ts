import { dimensions } from "~/assessment/questions";
import type { PublicResult } from "./og";

/**
 * The result PDF's address (app/routes/result-pdf.ts draws it, decision 036). Browser-safe: the
 * results screen's Download (PDF) is a plain link to it. Pages put it in their language with
 * `useLocalize`, which is the language the PDF is written in.
 */

export const resultPdfPath = "/personality-test/results/pdf";

/** A result from its type and five scores, or a saved result of the signed-in user by its id. */
export function resultPdfHref(result: PublicResult, session?: string): string {
  if (session) return `${resultPdfPath}?session=${encodeURIComponent(session)}`;
  const scores = dimensions.map((d) => `${d}=${result.dimensions[d]}`).join("&");
  return `${resultPdfPath}?type=${result.type}&${scores}`;
}

/** The download's file name, e.g. typeatlas-intj-a.pdf. */
export function resultPdfFileName(type: string): string {
  return `typeatlas-${type.toLowerCase()}.pdf`;
}
