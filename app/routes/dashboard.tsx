import { BarChart3, ClipboardList, Crown, Settings } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link } from "react-router";
import { toast } from "sonner";
import type { Route } from "./+types/dashboard";
import { isNewAccount } from "~/auth/newcomer.server";
import { requireUser } from "~/auth/session.server";
import { Container } from "~/components/common/page-hero";
import { CompareResults } from "~/components/dashboard/compare-results";
import { HistoryChart } from "~/components/dashboard/history-chart";
import { ResultsList } from "~/components/dashboard/results-list";
import { PublicLinks } from "~/components/dashboard/public-links";
import { UnsavedResultNotice } from "~/components/test/unsaved-result-notice";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { findPlan } from "~/config/plans";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import type { Database } from "~/db/client.server";
import { loadEntitlements } from "~/billing/entitlements.server";
import {
  changePlanPath,
  otherPlans,
  planStatus,
  type PlanStatusSource,
} from "~/billing/plan-status";
import { loadPublicLinks } from "~/db/public-results.server";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { useAddressNotice } from "~/lib/use-address-notice";
import { loadResultsArea, type ResultsArea } from "./dashboard.server";

export const meta: Route.MetaFunction = () =>
  pageMeta("Dashboard", "Your saved results and subscription.");

export interface DashboardData {
  subscription: PlanStatusSource | null;
  results: ResultsArea;
}

async function loadDashboard(
  db: Database,
  userId: string,
  params: URLSearchParams,
): Promise<DashboardData | "not-found" | null> {
  try {
    // Spec §7 calls 1 (a page of it: decision 029) and 2.
    const [results, { subscription }] = await Promise.all([
      loadResultsArea(db, userId, params),
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
  const dashboard = await loadDashboard(context.db, user.id, new URL(request.url).searchParams);
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
    // The subscription card speaks through the billing messages (plan names and status).
    i18n: pageMessages(locale, ["billing"]),
  };
}

function greeting(firstName: string | undefined, newcomer: boolean): string {
  if (newcomer) return firstName ? `Welcome, ${firstName}` : "Welcome";
  return firstName ? `Welcome back, ${firstName}` : "Welcome back";
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const firstName = loaderData.name.trim().split(/\s+/)[0];
  const upgraded = useUpgradeNotice();
  return (
    <Container className="max-w-6xl py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Dashboard</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {greeting(firstName, loaderData.newcomer)}
          </h1>
          <p className="mt-2 text-muted-foreground">
            Your results, your history and your plan, in one place.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/account">
            <Settings aria-hidden="true" />
            Account settings
          </Link>
        </Button>
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
  return useAddressNotice("upgrade", "success", () =>
    // The id makes a second call replace the toast rather than add another.
    toast.success("Payment successful", {
      id: "upgrade-success",
      description: "Thank you! Premium is now part of your account.",
    }),
  );
}

export function DashboardContent({
  data,
  upgraded = false,
}: {
  data: DashboardData;
  upgraded?: boolean;
}) {
  const count = data.results.total;
  return (
    <>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <SubscriptionCard subscription={data.subscription} upgraded={upgraded} />
        <Card>
          <CardHeader>
            <ClipboardList className="size-6 text-primary" aria-hidden="true" />
            <CardTitle as="h2">Take New Test</CardTitle>
            <CardDescription>
              Sixty statements, about ten minutes. Every result is kept in your history.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild className="w-full">
              <Link to="/personality-test">Take New Test</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <BarChart3 className="size-6 text-primary" aria-hidden="true" />
            <CardTitle as="h2">Test History</CardTitle>
            <CardDescription data-testid="test-count">
              You&apos;ve completed {count} personality test{count === 1 ? "" : "s"}
            </CardDescription>
          </CardHeader>
        </Card>
      </div>

      <ResultsList results={data.results} />
      {count > 1 ? (
        <>
          <HistoryChart history={data.results.history} total={count} />
          <CompareResults results={data.results} />
        </>
      ) : null}
    </>
  );
}

function SubscriptionCard({
  subscription,
  upgraded,
}: {
  subscription: DashboardData["subscription"];
  upgraded: boolean;
}) {
  const t = useT();
  if (subscription) {
    const status = planStatus(subscription, t);
    const plan = findPlan(subscription.planType);
    const trial = subscription.status === "trialing";
    // A plan change needs a subscription that renews (decision 025); the page says why otherwise.
    const canSwitch =
      !subscription.cancelAtPeriodEnd && (trial || subscription.status === "active");
    return (
      <Card className="border-primary/40">
        <CardHeader>
          <div className="flex items-center justify-between gap-3">
            <Crown className="size-6 text-primary" aria-hidden="true" />
            <Badge>Your plan</Badge>
          </div>
          <CardTitle as="h2">
            {(plan ? t(plan.name) : subscription.planType).toLocaleUpperCase(t.locale)}
          </CardTitle>
          <CardDescription data-testid="subscription-status">{status.line}</CardDescription>
          {subscription.cancelAtPeriodEnd && !trial ? (
            <p className="text-sm text-muted-foreground">
              Cancelled: it will not renew after that date.
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          {/* The billing portal (Stripe) or the sandbox subscription page (departures #7). */}
          <Form method="post" action="/billing/manage">
            <Button type="submit" variant="outline" className="w-full">
              Manage Subscription
            </Button>
          </Form>
          {canSwitch
            ? otherPlans(subscription.planType).map((plan) => (
                <Button
                  key={plan.id}
                  asChild
                  variant="ghost"
                  className="h-auto min-h-10 w-full whitespace-normal py-2 text-center"
                >
                  <Link to={changePlanPath(plan)}>
                    {t("billing:plans.switchTo", { plan: t(plan.name) })}
                  </Link>
                </Button>
              ))
            : null}
        </CardContent>
      </Card>
    );
  }
  if (upgraded) {
    // The payment provider's confirmation can reach us a moment after the browser does.
    return (
      <Card className="border-primary/40" role="status">
        <CardHeader>
          <Crown className="size-6 text-primary" aria-hidden="true" />
          <CardTitle as="h2">Confirming your payment</CardTitle>
          <CardDescription>
            Your payment went through. Your plan appears here as soon as the payment provider
            confirms it, usually within a minute.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline" className="w-full">
            <Link to="/dashboard" reloadDocument>
              Refresh
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <Crown className="size-6 text-muted-foreground" aria-hidden="true" />
        <CardTitle as="h2">Free Plan</CardTitle>
        <CardDescription>
          Premium adds a report on each of your scores and a personal growth plan, on the page and
          in your PDF.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <Link to="/pricing">Upgrade Now</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function DashboardError() {
  useEffect(() => {
    toast.error("Error", { description: "Failed to load dashboard data" });
  }, []);
  return (
    <div
      role="alert"
      className="mt-8 rounded-xl border border-destructive/30 bg-destructive/10 p-6"
    >
      <p className="font-semibold text-destructive">We couldn&apos;t load your dashboard.</p>
      <p className="mt-1 text-sm">Your results are safe. Please reload the page in a moment.</p>
      <Button className="mt-4" variant="outline" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}
