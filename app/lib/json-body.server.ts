/**
 * Reads a small JSON request body for the resource routes (/api/score, /api/test-sessions), with
 * the same refusals everywhere: 405, 415, 413 and 400, each with a message that says what to fix.
 */
const maxBodyBytes = 16 * 1024;
export const noStore = { "Cache-Control": "no-store" };

export function problem(status: number, error: string, headers: Record<string, string> = {}) {
  return Response.json({ error }, { status, headers: { ...noStore, ...headers } });
}

export const postOnly = () => problem(405, "Send the responses with POST.", { Allow: "POST" });

export async function readJsonBody(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  if (request.method !== "POST") return { ok: false, response: postOnly() };
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return {
      ok: false,
      response: problem(415, "Send the responses as JSON (Content-Type: application/json)."),
    };
  }
  const tooLarge = () => ({
    ok: false as const,
    response: problem(413, "The request body is too large."),
  });
  if (Number(request.headers.get("content-length") ?? 0) > maxBodyBytes) return tooLarge();
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBodyBytes) return tooLarge();
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, response: problem(400, "The request body is not valid JSON.") };
  }
}
