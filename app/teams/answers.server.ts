import type { AppLoadContext } from "react-router";
import { consume, waitMessage, type Blocked, type Limit } from "~/auth/rate-limit.server";
import type { MessageKey } from "~/i18n/english";
import type { Translate } from "~/i18n/translate";
import { loggableError } from "~/lib/errors.server";
import { refused, type FormSubmission } from "~/lib/forms.server";
import { logger } from "~/lib/logger.server";
import { TeamRefusal, type TeamRefusalKey } from "./teams.server";

/**
 * The teams' actions answer in one shape (decision 018): a refusal's message above the form it
 * came from, with a toast; nothing changed, and what was typed stays.
 */

/** Refusals about the asker's role; every other refusal is about the team's state. */
const aboutRole = new Set<TeamRefusalKey>([
  "teams:refusal.notMember",
  "teams:refusal.adminsOnly",
  "teams:refusal.ownerOnly",
]);

export function refusalStatus(key: TeamRefusalKey): number {
  return aboutRole.has(key) ? 403 : 409;
}

/**
 * The answer to a change that threw: a `TeamRefusal` in the page's language (403 for a role, 409
 * for the team's state), anything else logged and answered 503, so the form keeps what was typed.
 */
export function answerFailure<Extra extends object>(
  submission: FormSubmission<unknown>,
  error: unknown,
  t: Translate,
  extra: Extra,
) {
  const title = t("teams:form.notChanged");
  if (error instanceof TeamRefusal) {
    return refused(
      submission,
      { status: refusalStatus(error.key), title, toast: title, message: t(error.key) },
      { ...extra, refusal: error.key },
    );
  }
  logger().error({ error: loggableError(error) }, "A team change failed");
  return refused(
    submission,
    { status: 503, title, toast: title, message: t("teams:form.unexpected") },
    { ...extra, refusal: null },
  );
}

/** A post whose `intent` names no form of the page (an old tab, a hand-made request). */
export function answerUnknownForm(submission: FormSubmission<unknown>, t: Translate) {
  const title = t("teams:form.notChanged");
  return refused(
    submission,
    { status: 400, title, toast: title, message: t("teams:form.unknown") },
    { form: "unknown" as const, refusal: null },
  );
}

/**
 * Counts the limits before the work they guard (decision 017). Within them: null, and the action
 * goes on. Past one: the 429 answer with the wait in the page's language and `Retry-After`;
 * nothing changed, and what was typed stays.
 */
export async function answerIfLimited<Extra extends object>(
  context: AppLoadContext,
  submission: FormSubmission<unknown>,
  limits: Limit[],
  t: Translate,
  message: MessageKey,
  extra: Extra,
) {
  const blocked = await consume(context.db, limits);
  return blocked ? answerLimited(submission, blocked, t, message, extra) : null;
}

/**
 * The 429 answer for a limit already found used up (where the limits are counted inside the work,
 * as sending invitations counts the team's and the person's): the wait in the page's language and
 * `Retry-After`; nothing changed, and what was typed stays.
 */
export function answerLimited<Extra extends object>(
  submission: FormSubmission<unknown>,
  blocked: Blocked,
  t: Translate,
  message: MessageKey,
  extra: Extra,
) {
  const title = t("teams:form.notChanged");
  return refused(
    submission,
    {
      status: 429,
      title,
      toast: title,
      message: t(message, { wait: waitMessage(blocked, t) }),
      headers: { "Retry-After": String(blocked.retryAfterSeconds) },
    },
    extra,
  );
}
