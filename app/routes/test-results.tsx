import { ArrowLeft, Loader2 } from "lucide-react";
import { useNavigate } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { toast } from "sonner";
import type { Route } from "./+types/test-results";
import { profileIn } from "~/i18n/profiles.server";
import { requireUser } from "~/auth/session.server";
import { ResultsView } from "~/components/results/results-view";
import { StatisticsConsent } from "~/components/results/statistics-consent";
import { useRetake } from "~/components/test/retake-dialog";
import { testStore } from "~/components/test/test-store";
import { useSaveToAccount } from "~/components/test/use-save-to-account";
import { Button } from "~/components/ui/button";
import { canReadPremiumReport, loadEntitlements } from "~/billing/entitlements.server";
import { findTestSession, resultOf } from "~/db/test-sessions.server";
import { buildPremiumReport } from "~/premium/report.server";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { createTranslate, type Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { useAddressNotice } from "~/lib/use-address-notice";
import { useOptionalUser } from "~/lib/use-user";
import { readNorms } from "~/statistics/norms.server";
import { standingOf } from "~/statistics/standing";

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return pageMeta("Your Results", "A saved test result.");
  const t = createTranslate(data.i18n.locale, data.i18n.messages);
  return pageMeta(
    t("results:saved.metaTitle", { type: data.result.type }),
    t("results:saved.metaDescription"),
  );
};

/**
 * One saved result (spec §7 call 6): read by id and the signed-in user's id together, so another
 * user's id, a malformed id and a missing row all look the same: "Test not found".
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const user = await requireUser(request, context);
  const t = serverTranslate(locale);
  let session, entitlements;
  const norms = readNorms(context);
  try {
    [session, entitlements] = await Promise.all([
      findTestSession(context.db, user.id, params.sessionId),
      loadEntitlements(context.db, user.id),
    ]);
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not load a saved result");
    throw await redirectWithToast("/dashboard", {
      type: "error",
      title: t("results:saved.loadFailedTitle"),
      description: t("results:saved.loadFailed"),
    });
  }
  if (!session) {
    throw await redirectWithToast("/dashboard", {
      type: "error",
      title: t("results:saved.notFoundTitle"),
      description: t("results:saved.notFound"),
    });
  }
  const result = resultOf(session);
  // The premium report is sent only to a subscriber, or for a result whose report was bought:
  // nobody else's page or data request carries its text.
  const entitled = canReadPremiumReport(entitlements, session);
  const profile = profileIn(result.type, locale) ?? null;
  return {
    id: session.id,
    result,
    profile,
    // Against everyone who took the test (issue 22), worked out here: the page is the user's own,
    // so it carries the readings rather than the histograms.
    standing: profile ? standingOf(result, await norms, profile.frequency) : undefined,
    completedAt: session.completedAt.toISOString(),
    isPremium: session.isPremium,
    premiumReport: entitled ? buildPremiumReport(result, locale) : null,
    // Retake and saving speak through the test's messages, the premium report's checkout
    // button through the billing messages.
    i18n: pageMessages(locale, ["results", "test", "billing", "consent"]),
  };
}

export default function TestResults({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const confirming = useReportPurchaseNotice(loaderData.premiumReport !== null, t);
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
          <SiteLink to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            {t("results:saved.back")}
          </SiteLink>
        </Button>
        <p className="text-sm text-muted-foreground">
          {t.rich(
            "results:saved.takenOn",
            { when: new Date(loaderData.completedAt) },
            {
              time: (children) => (
                <time key="time" dateTime={loaderData.completedAt}>
                  {children}
                </time>
              ),
            },
          )}
        </p>
      </div>
      {confirming ? (
        <p
          role="status"
          className="mx-auto mt-6 flex max-w-5xl items-center gap-3 rounded-md border border-primary/30 bg-primary/5 px-4 py-3 text-sm sm:mx-6 lg:mx-auto"
        >
          <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
          {t("results:saved.paymentPending")}{" "}
          <SiteLink to="." reloadDocument className="font-medium text-primary underline">
            {t("results:saved.refresh")}
          </SiteLink>
        </p>
      ) : null}
      <ResultsView
        result={loaderData.result}
        profile={loaderData.profile}
        premiumReport={loaderData.premiumReport}
        purchase={{ from: "results", testSessionId: loaderData.id }}
        publish={{ kind: "saved", sessionId: loaderData.id }}
        savedId={loaderData.id}
        standing={loaderData.standing}
        onRetake={retake.request}
      />
      {loaderData.profile ? <StatisticsConsent user={user} /> : null}
      {retake.dialog}
    </>
  );
}

/**
 * Back from buying this result's report (?upgrade=success): a toast once, the address cleaned, and
 * true while the provider's confirmation has not arrived yet.
 */
function useReportPurchaseNotice(hasReport: boolean, t: Translate): boolean {
  const upgraded = useAddressNotice("upgrade", "success", () => {
    if (hasReport)
      toast.success(t("results:saved.unlocked"), {
        id: "report-unlocked",
        description: t("results:saved.unlockedText"),
      });
  });
  return upgraded && !hasReport;
}
