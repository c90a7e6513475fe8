import { CloudUpload, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { SiteLink } from "~/components/common/site-link";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
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
  const t = useT();
  if (!state.result) return null;
  const strong = (children: ReactNode[]) => (
    <span key="strong" className="font-semibold">
      {children}
    </span>
  );
  if (state.saved && user && state.saved.userId === user.id) {
    const { sessionId } = state.saved;
    return (
      <Notice label={t("test:offer.label")}>
        <p className="flex-1 text-sm">
          {t.rich(
            "test:offer.saved",
            {},
            {
              open: (children) => (
                <SiteLink
                  key="open"
                  to={`/test-results/${sessionId}`}
                  className="font-medium text-primary hover:underline"
                >
                  {children}
                </SiteLink>
              ),
            },
          )}
        </p>
      </Notice>
    );
  }
  if (!user) {
    return (
      <Notice label={t("test:offer.label")}>
        <p className="flex-1 text-sm">
          {t.rich(
            "test:offer.visitor",
            {},
            {
              strong,
              signIn: (children) => (
                <SiteLink
                  key="sign-in"
                  to={authToSaveLink("sign-in", state.submissionId)}
                  className="font-medium text-primary underline underline-offset-2"
                >
                  {children}
                </SiteLink>
              ),
            },
          )}
        </p>
        <Button asChild size="sm">
          <SiteLink to={authToSaveLink("sign-up", state.submissionId)}>
            <UserPlus aria-hidden="true" />
            {t("test:offer.createAccount")}
          </SiteLink>
        </Button>
      </Notice>
    );
  }

  return (
    <Notice label={t("test:offer.label")}>
      <p className="flex-1 text-sm">{t.rich("test:offer.notInAccount", {}, { strong })}</p>
      <Button size="sm" onClick={() => void saver.save()} disabled={saver.saving}>
        <CloudUpload aria-hidden="true" />
        {saver.saving ? t("test:offer.saving") : t("test:offer.save")}
      </Button>
    </Notice>
  );
}

function Notice({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mx-auto mt-6 w-full max-w-5xl px-4 sm:px-6">
      <div
        role="region"
        aria-label={label}
        className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center"
      >
        {children}
      </div>
    </div>
  );
}
