import type { Route } from "./+types/api.test-sessions";
import { parseSubmission } from "~/assessment/submission";
import { consume, limits, waitMessage } from "~/auth/rate-limit.server";
import { getSession } from "~/auth/session.server";
import { resultOf, saveTestSession } from "~/db/test-sessions.server";
import { loggableError } from "~/lib/errors.server";
import { noStore, postOnly, problem, readJsonBody } from "~/lib/json-body.server";
import { logger } from "~/lib/logger.server";

/**
 * POST /api/test-sessions: saves a signed-in user's completed test (spec §7 calls 4 and 5, done
 * once: departures #1). Body: { submissionId, responses }. The server computes the result itself;
 * a type or dimensions in the body are ignored. 201 for a new row, 200 when this submission was
 * already saved (the same row comes back).
 */
export const loader = postOnly;

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const { user, failed } = await getSession(request, context);
  if (failed) return problem(503, "Your account is unavailable for a moment. Please try again.");
  if (!user) return problem(401, "Sign in to save your results.");
  const parsed = parseSubmission(read.body);
  if (!parsed.ok) return problem(400, parsed.error);
  const { submissionId, responses } = parsed.submission;
  if (!submissionId) return problem(400, "The submission id is missing.");
  try {
    // Counted before the save, per address: a finished test takes minutes, a loop does not.
    const blocked = await consume(context.db, [limits.resultSavesPerIp(context.clientIp)]);
    if (blocked) {
      return problem(
        429,
        `Too many results were saved from your network in the last few minutes. ${waitMessage(blocked)}`,
        { "Retry-After": String(blocked.retryAfterSeconds) },
      );
    }
    const { session, created } = await saveTestSession(context.db, {
      userId: user.id,
      submissionId,
      responses,
    });
    return Response.json(
      {
        session: {
          id: session.id,
          personalityType: session.personalityType,
          dimensions: session.dimensions,
          isPremium: session.isPremium,
          completedAt: session.completedAt.toISOString(),
        },
        result: resultOf(session),
        created,
      },
      { status: created ? 201 : 200, headers: noStore },
    );
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not save a test session");
    return problem(503, "Your results couldn't be saved just now.");
  }
}
