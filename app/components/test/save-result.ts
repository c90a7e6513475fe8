import { toast } from "sonner";
import type { Responses, Result } from "~/assessment/scoring";
import type { Translate } from "~/i18n/translate";
import type { SavedTo } from "./test-store";

export type SaveOutcome =
  | { kind: "saved"; result: Result; saved: SavedTo }
  /** The server answered with an error: nothing was saved; `message` says why, when it did. */
  | { kind: "failed"; status: number; message?: string }
  /** No answer at all (offline, say). */
  | { kind: "error" };

/**
 * Saves a finished test to the signed-in account through the one save path (POST
 * /api/test-sessions). The submission id makes a repeat harmless: the server returns the row the
 * first save made. A refusal comes back in `locale`, the page's language.
 */
export async function saveResult(
  userId: string,
  responses: Responses,
  submissionId: string,
  locale: string,
): Promise<SaveOutcome> {
  let response: Response;
  try {
    response = await fetch("/api/test-sessions", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": locale },
      body: JSON.stringify({ submissionId, responses }),
    });
  } catch {
    return { kind: "error" };
  }
  if (!response.ok) {
    return { kind: "failed", status: response.status, message: await errorMessage(response) };
  }
  try {
    const body = (await response.json()) as {
      result: Result;
      session: { id: string; isPremium: boolean };
    };
    return {
      kind: "saved",
      result: body.result,
      saved: { userId, sessionId: body.session.id, isPremium: body.session.isPremium },
    };
  } catch {
    return { kind: "error" };
  }
}

/** The `{ error }` sentence of a refusal (a limit says how long to wait), if it has one. */
async function errorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === "string" ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/** The toasts of spec §8 for a save. */
export function announceSave(outcome: SaveOutcome, t: Translate) {
  if (outcome.kind === "saved") {
    toast.success(t("test:save.savedTitle"), { description: t("test:save.savedBody") });
  } else if (outcome.kind === "failed") {
    // A refusal that says when to try again (a rate limit) is passed on; the rest keep the spec's text.
    const reason = outcome.status === 429 ? outcome.message : undefined;
    toast.error(t("test:save.failedTitle"), {
      description: reason ? t("test:save.failedWithReason", { reason }) : t("test:save.failedBody"),
    });
  } else {
    toast.error(t("test:save.errorTitle"), { description: t("test:save.errorBody") });
  }
}

/**
 * Where a visitor comes back to after signing in or signing up from a result: the result, which
 * is then saved at once. The attempt's id names it, so an old link never saves a later result.
 */
export const saveOnReturnParam = "save";

export function saveReturnPath(submissionId: string): string {
  return `/personality-test?${new URLSearchParams({ [saveOnReturnParam]: submissionId })}`;
}

/** The sign-up (or sign-in) page that brings the visitor back to this result, saved. */
export function authToSaveLink(mode: "sign-up" | "sign-in", submissionId: string): string {
  const params = new URLSearchParams(mode === "sign-up" ? { mode: "signup" } : {});
  params.set("redirectTo", saveReturnPath(submissionId));
  return `/auth?${params}`;
}
