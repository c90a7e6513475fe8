import crypto from "node:crypto";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { normsOf, type Norms } from "./norms";
import type { StatisticsSnapshot } from "./types";

/**
 * How long a browser or a shared cache may keep the norms: a new snapshot is computed every few
 * minutes at most, and a result's percentile lagging by five is harmless. The server's own page
 * cache keeps the 200 for a minute too (server/page-cache.ts keeps any `public` answer).
 */
export const normsCacheControl = "public, max-age=300";

/**
 * The answer of GET /api/statistics/norms (issue 22, decision 041): the norms as JSON with an
 * ETag of their bytes, 304 when the asker holds them already, 204 with no body below the
 * thresholds (the results screen then shows no percentiles and the badge's estimate).
 */
export function normsResponse(request: Request, snapshot: StatisticsSnapshot | null): Response {
  const norms = normsOf(snapshot);
  const headers = new Headers({ "Cache-Control": normsCacheControl });
  if (!norms) return new Response(null, { status: 204, headers });
  const body = JSON.stringify(norms);
  const etag = `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  headers.set("ETag", etag);
  if (matches(request.headers.get("If-None-Match"), etag))
    return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(body, { status: 200, headers });
}

/** Whether an If-None-Match header names this ETag (a list, weak forms, or `*`). */
function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/**
 * The norms for a page that shows a result or a type: the statistics are an extra there, so a
 * failed read is logged and the page shows the badge's estimate and no percentiles.
 */
export async function readNorms(context: {
  latestStatistics(): Promise<StatisticsSnapshot | null>;
}): Promise<Norms | null> {
  try {
    return normsOf(await context.latestStatistics());
  } catch (error) {
    logger().warn({ error: loggableError(error) }, "Could not read the statistics");
    return null;
  }
}
