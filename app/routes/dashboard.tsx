import { Settings, Users } from "lucide-react";
import { useEffect } from "react";
import { data } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { toast } from "sonner";
import type { Route } from "./+types/dashboard";
import { isNewAccount } from "~/auth/newcomer.server";
import { requireUser } from "~/auth/session.server";
import { Container } from "~/components/common/page-hero";
import { DashboardContent, type DashboardData } from "~/components/dashboard/dashboard-content";
import { PublicLinks } from "~/components/dashboard/public-links";
import { UnsavedResultNotice } from "~/components/test/unsaved-result-notice";
import { Button } from "~/components/ui/button";
import type { Database } from "~/db/client.server";
import { loadEntitlements } from "~/billing/entitlements.server";
import { loadPublicLinks } from "~/db/public-results.server";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { metaT } from "~/i18n/meta-t";
import type { Translate } from "~/i18n/translate";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { useAddressNotice } from "~/lib/use-address-notice";
import { loadResultsArea } from "./dashboard.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t("dashboard:meta.title"), t("dashboard:meta.description"));
};

async function loadDashboard(
  db: Database,
  userId: string,
  params: URLSearchParams,
  locale: string,
): Promise<DashboardData | "not-found" | null> {
  try {
    // Spec §7 calls 1 (a page of it: decision 029) and 2.
    const [results, { subscription }] = await Promise.all([
      loadResultsArea(db, userId, params, locale),
      loadEntitlements(db, userId),
    ]);
    if (results === "not-found") return results;
    return {
      subscription: subscription && {
        planType: subscription.planType,
        status: subscription.status,
        currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
        trialEnd: subscription.trialEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        provider: subscription.provider,
      },
      results,
    };
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not load the dashboard");
    return null;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const user = await requireUser(request, context);
  const dashboard = await loadDashboard(
    context.db,
    user.id,
    new URL(request.url).searchParams,
    locale,
  );
  // A comparison naming a result that is not the user's shows nothing of anyone's.
  if (dashboard === "not-found") throw data(null, { status: 404 });
  // Awaited, not streamed, so the page also works without JavaScript; while a client navigation
  // waits for it, the header's progress bar is the loading indicator (spec §2).
  return {
    name: user.name,
    // Welcomed, not welcomed back, on the account's first day.
    newcomer: isNewAccount(user.createdAt),
    dashboard,
    publicLinks: await loadPublicLinks(context.db, user.id),
    // The notice of a result from this browser not yet saved speaks through the test's messages,
    // the subscription card through the billing messages (plan names and status), the link to
    // the person's teams through the teams messages.
    // Only what the page shows of the larger namespaces: the names of dimensions, poles and
    // clarity; the plan's name and status; the unsaved-result notice; the link to the teams.
    i18n: pageMessages(locale, [
      "dashboard",
      "results:dimension.",
      "results:pole.",
      "results:clarity",
      "billing:plans.",
      "billing:status.",
      "test:unsaved.",
      "teams:list.entry",
    ]),
  };
}

function greeting(t: Translate, firstName: string | undefined, newcomer: boolean): string {
  if (newcomer)
    return firstName
      ? t("dashboard:greeting.welcomeName", { name: firstName })
      : t("dashboard:greeting.welcome");
  return firstName
    ? t("dashboard:greeting.backName", { name: firstName })
    : t("dashboard:greeting.back");
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const firstName = loaderData.name.trim().split(/\s+/)[0];
  const upgraded = useUpgradeNotice();
  const t = useT();
  return (
    <Container className="max-w-6xl py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            {t("dashboard:eyebrow")}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {greeting(t, firstName, loaderData.newcomer)}
          </h1>
          <p className="mt-2 text-muted-foreground">{t("dashboard:intro")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <SiteLink to="/teams">
              <Users aria-hidden="true" />
              {t("teams:list.entry")}
            </SiteLink>
          </Button>
          <Button asChild variant="outline">
            <SiteLink to="/account">
              <Settings aria-hidden="true" />
              {t("dashboard:accountSettings")}
            </SiteLink>
          </Button>
        </div>
      </div>
      <UnsavedResultNotice />
      {loaderData.dashboard ? (
        <DashboardContent data={loaderData.dashboard} upgraded={upgraded} />
      ) : (
        <DashboardError />
      )}
      {loaderData.publicLinks ? <PublicLinks {...loaderData.publicLinks} /> : null}
    </Container>
  );
}

/**
 * Back from a paid checkout (?upgrade=success): one success toast, and the address is cleaned so a
 * reload does not repeat it. True for this visit, so the card can say a payment is being confirmed.
 */
function useUpgradeNotice(): boolean {
  const t = useT();
  return useAddressNotice("upgrade", "success", () =>
    // The id makes a second call replace the toast rather than add another.
    toast.success(t("dashboard:upgrade.toastTitle"), {
      id: "upgrade-success",
      description: t("dashboard:upgrade.toastBody"),
    }),
  );
}

function DashboardError() {
  const t = useT();
  useEffect(() => {
    // The id keeps one toast if the page's data (and so `t`) changes while it shows.
    toast.error(t("dashboard:loadError.toastTitle"), {
      id: "dashboard-error",
      description: t("dashboard:loadError.toastBody"),
    });
  }, [t]);
  return (
    <div
      role="alert"
      className="mt-8 rounded-xl border border-destructive/30 bg-destructive/10 p-6"
    >
      <p className="font-semibold text-destructive">{t("dashboard:loadError.title")}</p>
      <p className="mt-1 text-sm">{t("dashboard:loadError.body")}</p>
      <Button className="mt-4" variant="outline" onClick={() => window.location.reload()}>
        {t("dashboard:loadError.reload")}
      </Button>
    </div>
  );
}
