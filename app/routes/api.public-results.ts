import type { Route } from "./+types/api.public-results";
import { parseSubmission } from "~/assessment/submission";
import { consume, waitMessage } from "~/auth/rate-limit.server";
import { getSession } from "~/auth/session.server";
import {
  publishLimits,
  publishSavedResult,
  publishVisitorResult,
} from "~/db/public-results.server";
import { serverTranslate } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request-locale.server";
import { loggableError } from "~/lib/errors.server";
import { noStore, postOnly, problem, readJsonBody } from "~/lib/json-body.server";
import { logger } from "~/lib/logger.server";
import { makePublishChoicesSchema } from "~/lib/publishing";

/**
 * POST /api/public-results: publishes a result (issue 20, decision 031); the server computes what
 * it publishes.
 * - `{ responses, displayName?, indexable? }`: a visitor's 60 answers, validated and scored here;
 *   only the result is stored. 201 `{ slug, path, removalToken }`.
 * - `{ sessionId, displayName?, indexable? }`: a signed-in user's saved result. 201
 *   `{ slug, path }`; someone else's or an unknown id is 404 and nothing is stored.
 */
export const loader = postOnly;

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  return publishJson(read.body, request, context);
}

async function publishJson(body: unknown, request: Request, context: Route.ActionArgs["context"]) {
  if (!body || typeof body !== "object" || Array.isArray(body))
    return problem(400, "Send a JSON object with the 60 responses, or the id of a saved result.");
  // The API has no language prefix: its answers are English until the dialog says its language.
  const choices = makePublishChoicesSchema(serverTranslate("en")).safeParse(body);
  if (!choices.success)
    return problem(400, choices.error.issues.map((issue) => issue.message).join(" "));
  const { displayName, indexable } = choices.data;
  const { sessionId } = body as { sessionId?: unknown };
  try {
    if (sessionId !== undefined) {
      const { user, failed } = await getSession(request, context);
      if (failed)
        return problem(503, "Your account is unavailable for a moment. Please try again.");
      if (!user) return problem(401, "Sign in to publish a saved result.");
      if (typeof sessionId !== "string") return problem(404, "That result was not found.");
      const blocked = await consume(context.db, publishLimits(context.clientIp, user.id));
      if (blocked) return tooMany(blocked);
      const published = await publishSavedResult(context.db, {
        userId: user.id,
        testSessionId: sessionId,
        displayName,
        indexable,
      });
      if (!published) return problem(404, "That result was not found.");
      return Response.json(
        { slug: published.slug, path: `/r/${published.slug}` },
        { status: 201, headers: noStore },
      );
    }
    const parsed = parseSubmission(body, serverTranslate(requestLocale(request)));
    if (!parsed.ok) return problem(400, parsed.error);
    const { user } = await getSession(request, context);
    const blocked = await consume(context.db, publishLimits(context.clientIp, user?.id));
    if (blocked) return tooMany(blocked);
    const published = await publishVisitorResult(context.db, {
      responses: parsed.submission.responses,
      displayName,
      indexable,
    });
    return Response.json(
      { slug: published.slug, path: `/r/${published.slug}`, removalToken: published.removalToken },
      { status: 201, headers: noStore },
    );
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not publish a result");
    return problem(503, "Your result couldn't be published just now. Please try again.");
  }
}

function tooMany(blocked: { retryAfterSeconds: number }) {
  return problem(429, `Too many results were published in a short time. ${waitMessage(blocked)}`, {
    "Retry-After": String(blocked.retryAfterSeconds),
  });
}
