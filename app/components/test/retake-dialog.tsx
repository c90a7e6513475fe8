import { CloudUpload, RotateCcw, UserPlus } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { SiteLink } from "~/components/common/site-link";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
import { retakeWarning, whatRetakeClears, type RetakeLoss } from "./retake";
import { authToSaveLink } from "./save-result";
import { testStore } from "./test-store";
import type { AccountSaver } from "./use-save-to-account";

type Shown = Exclude<RetakeLoss, { kind: "nothing" }> & { submissionId: string };

/**
 * Retake with a confirmation that says what would be lost, as a native modal <dialog> (the
 * browser keeps focus inside and closes it on Escape). A result that is not saved anywhere is
 * offered a save first: a visitor by creating an account, a signed-in user in one press. When
 * nothing is kept in this browser, Retake asks nothing.
 */
export function useRetake({
  user,
  saver,
  onReset,
}: {
  user: { id: string } | null;
  /** Offered for a signed-in user's unsaved result. */
  saver?: AccountSaver;
  /** Clears the test (and leaves for it, where that is another page). */
  onReset: () => void;
}): { request: () => void; dialog: ReactNode } {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const safeChoice = useRef<HTMLElement | null>(null);
  const safeRef = (node: HTMLElement | null) => {
    safeChoice.current = node;
  };
  const opener = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  function request() {
    const state = testStore.get();
    const loss = whatRetakeClears(state, user?.id ?? null);
    if (loss.kind === "nothing") {
      onReset();
      return;
    }
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Rendered before it opens, so focus can go to the choice that loses nothing.
    flushSync(() => setShown({ ...loss, submissionId: state.submissionId }));
    dialog.current?.showModal();
    safeChoice.current?.focus();
  }

  const close = () => dialog.current?.close();
  function retake() {
    // Closed without handing focus back: the button that opened it is about to go.
    opener.current = null;
    close();
    onReset();
  }
  async function saveThenRetake() {
    if (saver && (await saver.save())) retake();
  }

  const unsaved = shown?.kind === "result" && !shown.inAccount;
  const element = (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="retake-title"
      aria-describedby="retake-warning"
      onClose={() => {
        setShown(null);
        opener.current?.focus();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl border bg-card p-0 text-foreground shadow-xl backdrop:bg-overlay/40"
    >
      {shown ? (
        <div className="p-6">
          <h2 id="retake-title" className="text-xl font-bold tracking-tight">
            {t("test:retake.title")}
          </h2>
          <p id="retake-warning" className="mt-3 text-muted-foreground">
            {retakeWarning(t, shown, user !== null)}
          </p>
          {unsaved && !user ? (
            <p className="mt-3 text-muted-foreground">
              {t.rich(
                "test:retake.saveFirst",
                {},
                {
                  signIn: (children) => (
                    <SiteLink
                      key="sign-in"
                      to={authToSaveLink("sign-in", shown.submissionId)}
                      className="font-medium text-primary underline underline-offset-2"
                    >
                      {children}
                    </SiteLink>
                  ),
                },
              )}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {unsaved && !user ? (
              <Button asChild>
                <SiteLink ref={safeRef} to={authToSaveLink("sign-up", shown.submissionId)}>
                  <UserPlus aria-hidden="true" />
                  {t("test:retake.createAccount")}
                </SiteLink>
              </Button>
            ) : null}
            {unsaved && user && saver ? (
              <Button ref={safeRef} onClick={() => void saveThenRetake()} disabled={saver.saving}>
                <CloudUpload aria-hidden="true" />
                {saver.saving ? t("test:retake.saving") : t("test:retake.saveThenRetake")}
              </Button>
            ) : null}
            <Button variant={unsaved ? "outline" : "default"} onClick={retake}>
              <RotateCcw aria-hidden="true" />
              {unsaved ? t("test:retake.withoutSaving") : t("test:retake.startAgain")}
            </Button>
            <Button ref={unsaved ? undefined : safeRef} variant="ghost" onClick={close}>
              {t("test:retake.cancel")}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
  return { request, dialog: element };
}
