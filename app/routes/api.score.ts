import type { Route } from "./+types/api.score";
import { parseSubmission } from "~/assessment/submission";
import { computeResult } from "~/assessment/scoring";
import { serverTranslate } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request-locale.server";
import { noStore, postOnly, problem, readJsonBody } from "~/lib/json-body.server";

/**
 * POST /api/score: the server's own computation of a result from the 60 responses (departures #5),
 * for visitors. Signed-in users save through /api/test-sessions, which computes the same way, so
 * a client-computed type is never trusted. A refusal reads in the request's Accept-Language.
 */
export const loader = postOnly;

export async function action({ request }: Route.ActionArgs) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = parseSubmission(read.body, serverTranslate(requestLocale(request)));
  if (!parsed.ok) return problem(400, parsed.error);
  return Response.json(
    { result: computeResult(parsed.submission.responses) },
    { headers: noStore },
  );
}
