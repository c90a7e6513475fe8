import { ArrowRight, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { testConstants } from "~/config/test";
import { useT } from "~/i18n/use-t";

/**
 * The test page's start for a visitor whose test is kept from an earlier visit: carry on where
 * they stopped, or clear the answers and begin again (after saying what is lost).
 */
export function TestStart({
  answered,
  onResume,
  onStartOver,
}: {
  answered: number;
  onResume: () => void;
  onStartOver: () => void;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const startOver = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const total = testConstants.questionCount;
  const percent = Math.round((answered / total) * 100);
  const counts = { answered, total };

  useEffect(() => {
    // Focus follows the question that opens, and returns to its button when it is dismissed.
    if (confirming) {
      asked.current = true;
      confirmHeading.current?.focus();
    } else if (asked.current) {
      startOver.current?.focus();
    }
  }, [confirming]);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {t("test:start.title")}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{t("test:start.answered", counts)}</p>
      <Progress value={percent} className="mt-6" aria-label={t("test:start.progress", counts)} />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onResume} className="whitespace-normal">
          {t("test:start.resume", counts)}
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button
          ref={startOver}
          size="lg"
          variant="outline"
          aria-expanded={confirming}
          aria-controls="start-over-confirm"
          onClick={() => setConfirming(true)}
        >
          <RotateCcw aria-hidden="true" />
          {t("test:start.startOver")}
        </Button>
      </div>
      {confirming ? (
        <section
          id="start-over-confirm"
          aria-labelledby="start-over-heading"
          className="mt-6 rounded-lg border border-destructive/40 bg-destructive/5 p-5"
        >
          <h2
            id="start-over-heading"
            ref={confirmHeading}
            tabIndex={-1}
            className="text-lg font-semibold focus:outline-none"
          >
            {t("test:start.confirmTitle")}
          </h2>
          <p className="mt-2 text-muted-foreground">{t("test:start.confirmBody", { answered })}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button variant="destructive" onClick={onStartOver}>
              {t("test:start.confirmClear")}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t("test:start.confirmKeep")}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
