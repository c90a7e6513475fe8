import { CloudUpload, LogIn } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { announceSave, saveResult } from "./save-result";
import { testStore, type TestState } from "./test-store";

/**
 * Above the results: a visitor is invited to sign in; a signed-in user whose result is not in the
 * account yet (taken before signing in, or a save that failed) can save it (departures #11).
 */
export function SaveResultOffer({
  state,
  user,
}: {
  state: TestState;
  user: { id: string } | null;
}) {
  const [saving, setSaving] = useState(false);
  if (!state.result) return null;
  if (state.saved && user && state.saved.userId === user.id) {
    return (
      <Notice>
        <p className="flex-1 text-sm">
          This result is saved to your account.{" "}
          <Link
            to={`/test-results/${state.saved.sessionId}`}
            className="font-medium text-primary hover:underline"
          >
            Open it from your dashboard
          </Link>{" "}
          any time.
        </p>
      </Notice>
    );
  }
  if (!user) {
    return (
      <Notice>
        <p className="flex-1 text-sm">
          <span className="font-semibold">Keep this result.</span> It lives only in this browser for
          now. Sign in or create a free account and you can save it to your history.
        </p>
        <Button asChild size="sm">
          <Link to={`/auth?redirectTo=${encodeURIComponent("/personality-test")}`}>
            <LogIn aria-hidden="true" />
            Sign in to save
          </Link>
        </Button>
      </Notice>
    );
  }

  async function save() {
    if (!user) return;
    setSaving(true);
    const { answers, submissionId } = testStore.get();
    const outcome = await saveResult(user.id, answers, submissionId);
    announceSave(outcome);
    if (outcome.kind === "saved") {
      testStore.update((current) => ({ ...current, result: outcome.result, saved: outcome.saved }));
    }
    setSaving(false);
  }

  return (
    <Notice>
      <p className="flex-1 text-sm">
        <span className="font-semibold">This result is not in your account yet.</span> Save it to
        keep it in your history and open it from any device.
      </p>
      <Button size="sm" onClick={save} disabled={saving}>
        <CloudUpload aria-hidden="true" />
        {saving ? "Saving..." : "Save this result to your account"}
      </Button>
    </Notice>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto mt-6 w-full max-w-5xl px-4 sm:px-6">
      <div
        role="region"
        aria-label="Saving your result"
        className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center"
      >
        {children}
      </div>
    </div>
  );
}
