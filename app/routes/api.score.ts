import { parseSubmission } from "~/assessment/submission";
import { computeResult } from "~/assessment/scoring";
import type { Route } from "./+types/api.score";

/**
 * POST /api/score: the server's own computation of a result from the 60 responses (departures #5).
 * The browser shows its result at once and checks it against this one; saving (issue 4) uses the
 * same path, so a client-computed type is never trusted.
 */
const maxBodyBytes = 16 * 1024;
const noStore = { "Cache-Control": "no-store" };

function problem(status: number, error: string, headers: Record<string, string> = {}) {
  return Response.json({ error }, { status, headers: { ...noStore, ...headers } });
}

export function loader() {
  return problem(405, "Send the responses with POST.", { Allow: "POST" });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST")
    return problem(405, "Send the responses with POST.", { Allow: "POST" });
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return problem(415, "Send the responses as JSON (Content-Type: application/json).");
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBodyBytes) return problem(413, "The request body is too large.");
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBodyBytes) {
    return problem(413, "The request body is too large.");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem(400, "The request body is not valid JSON.");
  }
  const parsed = parseSubmission(body);
  if (!parsed.ok) return problem(400, parsed.error);
  return Response.json(
    { result: computeResult(parsed.submission.responses) },
    { headers: noStore },
  );
}
