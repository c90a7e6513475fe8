import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useT } from "~/i18n/use-t";
import { announceSave, saveOnReturnParam, saveResult } from "./save-result";
import { testStore, type TestState } from "./test-store";

export interface AccountSaver {
  saving: boolean;
  /** Saves this browser's result to the signed-in account; true when it is saved. */
  save: () => Promise<boolean>;
}

/** Saving the result in this browser to the signed-in account, with the spec's toasts (§8). */
export function useSaveToAccount(user: { id: string } | null): AccountSaver {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const userId = user?.id;
  const save = useCallback(async () => {
    if (!userId) return false;
    setSaving(true);
    const { answers, submissionId } = testStore.get();
    const outcome = await saveResult(userId, answers, submissionId, t.locale);
    announceSave(outcome, t);
    if (outcome.kind === "saved") {
      // Only the attempt that was sent: another tab may have started a new one meanwhile.
      testStore.update((current) =>
        current.submissionId === submissionId
          ? { ...current, result: outcome.result, saved: outcome.saved }
          : current,
      );
    }
    setSaving(false);
    return outcome.kind === "saved";
  }, [userId, t]);
  return { saving, save };
}

/**
 * Back on the result after signing in or signing up from it (`?save=<attempt id>`): the result is
 * saved at once, and the address loses the parameter, so a reload does not ask again.
 */
export function useSaveOnReturn(
  state: TestState,
  user: { id: string } | null,
  save: AccountSaver["save"],
) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(saveOnReturnParam);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!requested || handled.current === requested) return;
    handled.current = requested;
    const wanted =
      user !== null &&
      state.result !== null &&
      state.submissionId === requested &&
      state.saved?.userId !== user.id;
    if (wanted) void save();
    setParams(
      (current) => {
        current.delete(saveOnReturnParam);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [requested, user, state, save, setParams]);
}
