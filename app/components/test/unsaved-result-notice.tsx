import { CloudUpload } from "lucide-react";
import { SiteLink } from "~/components/common/site-link";
import { useOptionalUser } from "~/lib/use-user";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
import { useTestState } from "./test-store";

/**
 * On the dashboard: a result finished in this browser before signing in (or whose save failed)
 * is waiting to be saved (departures #11). Rendered only in the browser, where the test lives.
 */
export function UnsavedResultNotice() {
  const t = useT();
  const state = useTestState();
  const user = useOptionalUser();
  if (!user || !state.result || state.stage === "test") return null;
  if (state.saved?.userId === user.id) return null;
  return (
    <div
      role="region"
      aria-label={t("test:unsaved.label")}
      className="mt-8 flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm">
        {t.rich(
          "test:unsaved.body",
          { type: state.result.type },
          {
            strong: (children) => (
              <span key="strong" className="font-semibold">
                {children}
              </span>
            ),
          },
        )}
      </p>
      <Button asChild size="sm">
        <SiteLink to="/personality-test">
          <CloudUpload aria-hidden="true" />
          {t("test:unsaved.review")}
        </SiteLink>
      </Button>
    </div>
  );
}
