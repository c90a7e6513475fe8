import { Loader2 } from "lucide-react";
import { useT } from "~/i18n/use-t";

export function Analysing() {
  const t = useT();
  return (
    <section
      role="status"
      aria-live="polite"
      className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-24 text-center"
    >
      <Loader2 className="size-14 animate-spin text-primary" aria-hidden="true" />
      <h1
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
      >
        {t("test:analysing.title")}
      </h1>
      <p className="max-w-md text-muted-foreground">{t("test:analysing.body")}</p>
    </section>
  );
}
