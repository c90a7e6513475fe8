import { CloudUpload, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { authToSaveLink } from "./save-result";
import type { TestState } from "./test-store";
import type { AccountSaver } from "./use-save-to-account";

/**
 * Above the results: a visitor is invited to create an account (or sign in) and comes back to
 * this result saved; a signed-in user whose result is not in the account yet (taken before signing
 * in, or a save that failed) can save it (departures #11).
 */
export function SaveResultOffer({
  state,
  user,
  saver,
}: {
  state: TestState;
  user: { id: string } | null;
  saver: AccountSaver;
}) {
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
          <span className="font-semibold">Keep this result.</span> For now it lives only in this
          browser. Create a free account and it is saved to your history as soon as you confirm your
          email address. Have an account already?{" "}
          <Link
            to={authToSaveLink("sign-in", state.submissionId)}
            className="font-medium text-primary underline underline-offset-2"
          >
            Sign in to save it
          </Link>
          .
        </p>
        <Button asChild size="sm">
          <Link to={authToSaveLink("sign-up", state.submissionId)}>
            <UserPlus aria-hidden="true" />
            Create a free account
          </Link>
        </Button>
      </Notice>
    );
  }

  return (
    <Notice>
      <p className="flex-1 text-sm">
        <span className="font-semibold">This result is not in your account yet.</span> Save it to
        keep it in your history and open it from any device.
      </p>
      <Button size="sm" onClick={() => void saver.save()} disabled={saver.saving}>
        <CloudUpload aria-hidden="true" />
        {saver.saving ? "Saving..." : "Save this result to your account"}
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
