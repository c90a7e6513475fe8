import type { Route } from "./+types/og";
import { consume, limits, waitMessage } from "~/auth/rate-limit.server";
import { Busy, etagOf, imageCacheControl, matches, previewImages } from "~/og/image-store.server";
import { cardLocaleOf } from "~/og/language.server";
import { resolvePreview } from "~/og/previews.server";
import { drawingVersion, renderPng } from "~/og/render.server";
import { problem } from "~/lib/json-body.server";

/**
 * /og/…png: the preview images (decision 030). Each is drawn once per input per build and kept
 * in memory; its ETag is the hash of those inputs and the build, so a revalidation answers 304
 * without drawing, and a changed input or a redeploy gives a new image.
 *
 * No `public` in Cache-Control on purpose (see `imageCacheControl`): a shared cache may still
 * store these answers, as they carry max-age and no cookie.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // "/og/…" draws in English, "/<prefix>/og/…" in that served language (decision 030).
  const locale = cardLocaleOf(params.lang);
  if (!locale) return problem(404, "No such preview image.");
  // Under "og/*" the path is the splat; under the explicit routes beside it (app/routes.ts), the
  // address itself.
  let path = params["*"];
  if (path === undefined) {
    try {
      path = decodeURIComponent(url.pathname.replace(/^(?:\/[^/]+)?\/og\//, ""));
    } catch {
      return problem(404, "No such preview image.");
    }
  }
  const resolved = await resolvePreview(path, url.searchParams, context.content, locale);
  if (!resolved.ok) return problem(resolved.status, resolved.error);
  const { drawing } = resolved;
  const etag = etagOf(
    { inputs: drawing.inputs, width: drawing.width, height: drawing.height },
    drawingVersion,
  );
  const headers: Record<string, string> = { ETag: etag, "Cache-Control": imageCacheControl };
  if (drawing.download)
    headers["Content-Disposition"] = `attachment; filename="${drawing.download}"`;
  if (matches(request.headers.get("If-None-Match"), etag))
    return new Response(null, { status: 304, headers });

  let png = previewImages.peek(etag);
  if (!png) {
    // Every new drawing counts against the asker's limit: result images from a query (an open
    // set), page images (a closed set, but larger than the store across 27 languages).
    const blocked = await consume(context.db, [
      drawing.fromQuery
        ? limits.resultImagesPerIp(context.clientIp)
        : limits.pageImagesPerIp(context.clientIp),
    ]);
    if (blocked)
      return problem(429, waitMessage(blocked), {
        "Retry-After": String(blocked.retryAfterSeconds),
      });
    try {
      png = await previewImages.get(etag, () =>
        renderPng(drawing.element(), drawing.width, drawing.height, drawing.locale),
      );
    } catch (error) {
      if (!(error instanceof Busy)) throw error;
      return problem(503, "Many images are being drawn just now. Please try again shortly.", {
        "Retry-After": "5",
      });
    }
  }
  return new Response(request.method === "HEAD" ? null : new Uint8Array(png), {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(png.length) },
  });
}

/** Images answer GET and HEAD only. */
export const action = () => problem(405, "Preview images answer GET only.", { Allow: "GET, HEAD" });
