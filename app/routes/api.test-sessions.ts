import type { Route } from "./+types/api.test-sessions";
import { parseSubmission } from "~/assessment/submission";
import { consume, limits } from "~/auth/rate-limit.server";
import { getSession } from "~/auth/session.server";
import { resultOf, saveTestSession } from "~/db/test-sessions.server";
import { serverTranslate } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request-locale.server";
import { loggableError } from "~/lib/errors.server";
import { noStore, postOnly, problem, readJsonBody } from "~/lib/json-body.server";
import { logger } from "~/lib/logger.server";

/**
 * POST /api/test-sessions: saves a signed-in user's completed test (spec §7 calls 4 and 5, done
 * once: departures #1). Body: { submissionId, responses }. The server computes the result itself;
 * a type or dimensions in the body are ignored. 201 for a new row, 200 when this submission was
 * already saved (the same row comes back). Refusals read in the Accept-Language the test page sends.
 */
export const loader = postOnly;

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const locale = requestLocale(request);
  const t = serverTranslate(locale);
  const { user, failed } = await getSession(request, context);
  if (failed) return problem(503, t("test:api.accountUnavailable"));
  if (!user) return problem(401, t("test:api.signInToSave"));
  const parsed = parseSubmission(read.body, t);
  if (!parsed.ok) return problem(400, parsed.error);
  const { submissionId, responses } = parsed.submission;
  if (!submissionId) return problem(400, t("test:api.submissionIdMissing"));
  try {
    // Counted before the save, per address: a finished test takes minutes, a loop does not.
    const blocked = await consume(context.db, [limits.resultSavesPerIp(context.clientIp)]);
    if (blocked) {
      const seconds = blocked.retryAfterSeconds;
      // Seconds under a minute, else whole minutes rounded up (as the other limits word it).
      const wait =
        seconds < 60
          ? { unit: "seconds", count: seconds }
          : { unit: "minutes", count: Math.ceil(seconds / 60) };
      return problem(429, t("test:api.tooManySaves", wait), {
        "Retry-After": String(seconds),
      });
    }
    const { session, created } = await saveTestSession(context.db, {
      userId: user.id,
      submissionId,
      responses,
      // The page sends its language: kept with the result for the statistics by language.
      locale,
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
    return problem(503, t("test:api.saveFailed"));
  }
}
