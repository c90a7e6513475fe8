import { dimensions } from "~/assessment/questions";
import { poleOf, type DimensionScores } from "~/assessment/scoring";
import { isTypeCode } from "~/assessment/type-codes";

/**
 * Addresses of the preview images (app/routes/og.ts draws them) and their Open Graph description.
 * Browser-safe: the routes' `meta` and the results screen build these links.
 */

export const ogSize = { width: 1200, height: 630 } as const;

/** The site's own pages that have a preview image of their own. */
export const ogPages = [
  "home",
  "test",
  "types",
  "blog",
  "pricing",
  "about",
  "contact",
  "science",
] as const;
export type OgPage = (typeof ogPages)[number];

export const ogPaths = {
  page: (page: OgPage) => `/og/page/${page}.png`,
  type: (typeSlug: string) => `/og/type/${typeSlug}.png`,
  section: (typeSlug: string, sectionSlug: string) => `/og/type/${typeSlug}/${sectionSlug}.png`,
  post: (slug: string) => `/og/blog/${slug}.png`,
  legal: (slug: string) => `/og/legal/${slug}.png`,
  /** A result's 1200x630 preview, from its public data only (type and the five scores). */
  result: (result: PublicResult) => `/og/result/${result.type}.png?${resultQuery(result)}`,
  /** Two results side by side, 1200x630. */
  comparison: (a: PublicResult, b: PublicResult) =>
    `/og/compare/${a.type}/${b.type}.png?${resultQuery(a)}&${resultQuery(b, "b")}`,
  /** The results screen's "Download image": 1080x1350, sent as a download. */
  share: (result: PublicResult) => `/og/share/${result.type}.png?${resultQuery(result)}&download=1`,
};

/**
 * An image address in a language: "/og/…" for English, "/<prefix>/og/…" for another served
 * language (prefixes are the locale codes in lower case, app/i18n/locales.ts), drawn in its words.
 */
export function ogPathIn(locale: string, path: string) {
  return locale === "en" ? path : `/${locale.toLowerCase()}${path}`;
}

/** The `image` option of `pageMeta` for a drawn preview, in the page's language. */
export function ogImage(src: string, alt: string, locale: string) {
  return { src: ogPathIn(locale, src), alt, ...ogSize, type: "image/png" };
}

/** What of a result an image may show: its type key ("INTJ-A") and five scores, nothing else. */
export interface PublicResult {
  type: string;
  dimensions: DimensionScores;
}

/** The download's file name, e.g. typeatlas-INTJ-A.png. */
export function shareFileName(type: string) {
  return `typeatlas-${type}.png`;
}

function resultQuery(result: PublicResult, prefix = "") {
  return dimensions.map((d) => `${prefix}${d}=${result.dimensions[d]}`).join("&");
}

export type ParsedResult = { ok: true; result: PublicResult } | { ok: false; error: string };

const typeKey = /^([A-Z]{4})-([AT])$/;
const score = /^(?:100|[1-9]?[0-9])$/;

/**
 * Reads a result from an image address: the type key from the path and the five whole-number
 * scores (0 to 100) from the query, which must give that very type, so an image can only ever
 * show a result the test can produce.
 */
export function parseResult(key: string, query: URLSearchParams, prefix = ""): ParsedResult {
  const match = typeKey.exec(key);
  if (!match || !isTypeCode(match[1]!)) return { ok: false, error: `"${key}" is not a type.` };
  const scores: Partial<DimensionScores> = {};
  for (const dimension of dimensions) {
    const raw = query.get(`${prefix}${dimension}`);
    if (raw === null || !score.test(raw))
      return {
        ok: false,
        error: `${prefix}${dimension} must be a whole number from 0 to 100.`,
      };
    scores[dimension] = Number(raw);
  }
  const complete = scores as DimensionScores;
  const letters =
    (["mind", "energy", "nature", "tactics"] as const)
      .map((d) => poleOf(d, complete[d]).letter)
      .join("") + `-${poleOf("identity", complete.identity).letter}`;
  if (letters !== key) return { ok: false, error: `These scores give ${letters}, not ${key}.` };
  return { ok: true, result: { type: key, dimensions: complete } };
}
