import type { Route } from "./+types/api.statistics.contributions";
import { consume, limits, waitMessage } from "~/auth/rate-limit.server";
import { getSession } from "~/auth/session.server";
import {
  accountContributions,
  addContribution,
  turnAccountContributionsOff,
  turnAccountContributionsOn,
  withdrawContributions,
} from "~/db/stat-contributions.server";
import { serverTranslate } from "~/i18n/messages.server";
import { servedLanguages } from "~/i18n/pseudo.server";
import { requestLocale } from "~/i18n/request-locale.server";
import { loggableError } from "~/lib/errors.server";
import { noStore, problem, readJsonBody } from "~/lib/json-body.server";
import { logger } from "~/lib/logger.server";
import { parseContributionBody, type ContributionBody } from "~/statistics/contribution-body";

/**
 * /api/statistics/contributions (issue 22, departure 20): giving one's answers to the site's
 * statistics, and taking them back. Nothing is given without one of these requests.
 * - GET: the signed-in account's choice, `{ account: { on, count } }`; `{ account: null }` for a
 *   visitor.
 * - POST `{ intent: "add", submissionId, responses, locale, contributorId? }`: a visitor's finished
 *   test, scored here. 201 `{ contributorId, added: true }`, 200 with `added: false` when this
 *   browser already gave it. The browser keeps the contributor id to withdraw with.
 * - POST `{ intent: "withdraw", contributorId }`: deletes everything given under it. 200
 *   `{ removed }`.
 * - POST `{ intent: "account", on }`: a signed-in person's choice; on gives every saved result that
 *   has its 60 answers, off removes them all. 200 `{ on, added }` or `{ on, removed }`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, failed } = await getSession(request, context);
  if (failed) return problem(503, "Your account is unavailable for a moment. Please try again.");
  if (!user) return Response.json({ account: null }, { headers: noStore });
  try {
    const account = await accountContributions(context.db, user.id);
    return Response.json({ account }, { headers: noStore });
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not read a statistics choice");
    return problem(503, "Your choice couldn't be read just now. Please try again.");
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const t = serverTranslate(requestLocale(request));
  const codes = servedLanguages().map((locale) => locale.code);
  const parsed = parseContributionBody(read.body, t, codes);
  if (!parsed.ok) return problem(400, parsed.error);
  const body = parsed.body;
  try {
    if (body.intent === "account") return await accountChoice(body, request, context);
    // Counted before the work, per address: a finished test takes minutes, a loop does not.
    const blocked = await consume(context.db, [limits.statContributionsPerIp(context.clientIp)]);
    if (blocked) return tooMany(blocked);
    if (body.intent === "withdraw") {
      const removed = await withdrawContributions(context.db, body.contributorId);
      return Response.json({ removed }, { headers: noStore });
    }
    const contributorId = body.contributorId ?? crypto.randomUUID();
    const added = await addContribution(context.db, { ...body, contributorId });
    return Response.json({ contributorId, added }, { status: added ? 201 : 200, headers: noStore });
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not change a statistics contribution");
    return problem(503, "Your choice couldn't be saved just now. Please try again.");
  }
}

async function accountChoice(
  body: Extract<ContributionBody, { intent: "account" }>,
  request: Request,
  context: Route.ActionArgs["context"],
) {
  const { user, failed } = await getSession(request, context);
  if (failed) return problem(503, "Your account is unavailable for a moment. Please try again.");
  if (!user) return problem(401, "Sign in to change your account's choice.");
  const blocked = await consume(context.db, [limits.statContributionsPerIp(context.clientIp)]);
  if (blocked) return tooMany(blocked);
  if (body.on) {
    const { added } = await turnAccountContributionsOn(context.db, user.id);
    return Response.json({ on: true, added }, { headers: noStore });
  }
  const { removed } = await turnAccountContributionsOff(context.db, user.id);
  return Response.json({ on: false, removed }, { headers: noStore });
}

function tooMany(blocked: { retryAfterSeconds: number }) {
  return problem(429, `Too many requests in a short time. ${waitMessage(blocked)}`, {
    "Retry-After": String(blocked.retryAfterSeconds),
  });
}
