import { ArrowLeft, Loader2 } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { Route } from "./+types/test-results";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import { getProfile } from "~/assessment/profiles";
import { requireUser } from "~/auth/session.server";
import { ResultsView } from "~/components/results/results-view";
import { useRetake } from "~/components/test/retake-dialog";
import { testStore } from "~/components/test/test-store";
import { useSaveToAccount } from "~/components/test/use-save-to-account";
import { Button } from "~/components/ui/button";
import { canReadPremiumReport, loadEntitlements } from "~/billing/entitlements.server";
import { findTestSession, resultOf } from "~/db/test-sessions.server";
import { buildPremiumReport } from "~/premium/report.server";
import { formatLongDate } from "~/lib/dates";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { useAddressNotice } from "~/lib/use-address-notice";
import { useOptionalUser } from "~/lib/use-user";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `Your Results: ${data.result.type}` : "Your Results", "A saved test result.");

/**
 * One saved result (spec §7 call 6): read by id and the signed-in user's id together, so another
 * user's id, a malformed id and a missing row all look the same: "Test not found".
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  let session, entitlements;
  try {
    [session, entitlements] = await Promise.all([
      findTestSession(context.db, user.id, params.sessionId),
      loadEntitlements(context.db, user.id),
    ]);
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not load a saved result");
    throw await redirectWithToast("/dashboard", {
      type: "error",
      title: "Error",
      description: "Failed to load test results",
    });
  }
  if (!session) {
    throw await redirectWithToast("/dashboard", {
      type: "error",
      title: "Test not found",
      description: "The requested test results could not be found.",
    });
  }
  const result = resultOf(session);
  // The premium report is sent only to a subscriber, or for a result whose report was bought:
  // nobody else's page or data request carries its text.
  const entitled = canReadPremiumReport(entitlements, session);
  return {
    id: session.id,
    result,
    profile: getProfile(result.type) ?? null,
    completedAt: session.completedAt.toISOString(),
    isPremium: session.isPremium,
    premiumReport: entitled ? buildPremiumReport(result) : null,
    // The premium report's checkout button speaks through the billing messages.
    i18n: pageMessages(localeOf(params), ["billing"]),
  };
}

export default function TestResults({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const confirming = useReportPurchaseNotice(loaderData.premiumReport !== null);
  const user = useOptionalUser();
  const saver = useSaveToAccount(user);
  // Spec §2: Retake leads to /personality-test, with a fresh attempt. What this browser holds (a
  // test in progress, another result) is named in a confirmation first.
  const retake = useRetake({
    user,
    saver,
    onReset: () => {
      testStore.reset();
      navigate("/personality-test");
    },
  });
  return (
    <>
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-3 px-4 pt-8 sm:px-6">
        <Button asChild variant="ghost">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        <p className="text-sm text-muted-foreground">
          Taken on{" "}
          <time dateTime={loaderData.completedAt}>{formatLongDate(loaderData.completedAt)}</time>
        </p>
      </div>
      {confirming ? (
        <p
          role="status"
          className="mx-auto mt-6 flex max-w-5xl items-center gap-3 rounded-md border border-primary/30 bg-primary/5 px-4 py-3 text-sm sm:mx-6 lg:mx-auto"
        >
          <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
          Your payment went through. The Premium Report appears here as soon as the payment provider
          confirms it, usually within a minute.{" "}
          <Link to="." reloadDocument className="font-medium text-primary underline">
            Refresh
          </Link>
        </p>
      ) : null}
      <ResultsView
        result={loaderData.result}
        profile={loaderData.profile}
        premiumReport={loaderData.premiumReport}
        purchase={{ from: "results", testSessionId: loaderData.id }}
        publish={{ kind: "saved", sessionId: loaderData.id }}
        onRetake={retake.request}
      />
      {retake.dialog}
    </>
  );
}

/**
 * Back from buying this result's report (?upgrade=success): a toast once, the address cleaned, and
 * true while the provider's confirmation has not arrived yet.
 */
function useReportPurchaseNotice(hasReport: boolean): boolean {
  const upgraded = useAddressNotice("upgrade", "success", () => {
    if (hasReport)
      toast.success("Premium Report unlocked", {
        id: "report-unlocked",
        description: "Your report is below, and in the PDF download.",
      });
  });
  return upgraded && !hasReport;
}
