import type { Route } from "./+types/api.score";
import { parseSubmission } from "~/assessment/submission";
import { computeResult } from "~/assessment/scoring";
import { noStore, postOnly, problem, readJsonBody } from "~/lib/json-body.server";

/**
 * POST /api/score: the server's own computation of a result from the 60 responses (departures #5),
 * for visitors. Signed-in users save through /api/test-sessions, which computes the same way, so
 * a client-computed type is never trusted.
 */
export const loader = postOnly;

export async function action({ request }: Route.ActionArgs) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = parseSubmission(read.body);
  if (!parsed.ok) return problem(400, parsed.error);
  return Response.json(
    { result: computeResult(parsed.submission.responses) },
    { headers: noStore },
  );
}
