import { BarChart3, ClipboardList, Crown } from "lucide-react";
import { Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { findPlan } from "~/config/plans";
import {
  changePlanPath,
  otherPlans,
  isGranted,
  planStatus,
  type PlanStatusSource,
} from "~/billing/plan-status";
import { useT } from "~/i18n/use-t";
import type { ResultsArea } from "~/routes/dashboard.server";
import { CompareResults } from "./compare-results";
import { HistoryChart } from "./history-chart";
import { ResultsList } from "./results-list";
import { useLocalize } from "~/i18n/use-language";

/**
 * The dashboard's cards, list, chart and comparison: apart from the route so that a test renders
 * them without the route's server modules.
 */

export interface DashboardData {
  subscription: PlanStatusSource | null;
  results: ResultsArea;
}

export function DashboardContent({
  data,
  upgraded = false,
}: {
  data: DashboardData;
  upgraded?: boolean;
}) {
  const count = data.results.total;
  const t = useT();
  return (
    <>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <SubscriptionCard subscription={data.subscription} upgraded={upgraded} />
        <Card>
          <CardHeader>
            <ClipboardList className="size-6 text-primary" aria-hidden="true" />
            <CardTitle as="h2">{t("dashboard:newTest.title")}</CardTitle>
            <CardDescription>{t("dashboard:newTest.body")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild className="w-full">
              <SiteLink to="/personality-test">{t("dashboard:newTest.action")}</SiteLink>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <BarChart3 className="size-6 text-primary" aria-hidden="true" />
            <CardTitle as="h2">{t("dashboard:history.title")}</CardTitle>
            <CardDescription data-testid="test-count">
              {t("dashboard:history.count", { count })}
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
  const localize = useLocalize();
  if (subscription) {
    const status = planStatus(subscription, t);
    const plan = findPlan(subscription.planType);
    const trial = subscription.status === "trialing";
    // A plan change needs a subscription that renews (decision 025); the page says why otherwise.
    // Premium granted by the team (issue 22) has no portal and no plan to switch.
    const granted = isGranted(subscription);
    const canSwitch =
      !granted && !subscription.cancelAtPeriodEnd && (trial || subscription.status === "active");
    return (
      <Card className="border-primary/40">
        <CardHeader>
          <div className="flex items-center justify-between gap-3">
            <Crown className="size-6 text-primary" aria-hidden="true" />
            <Badge>{t("dashboard:plan.yours")}</Badge>
          </div>
          <CardTitle as="h2">
            {(plan ? t(plan.name) : subscription.planType).toLocaleUpperCase(t.locale)}
          </CardTitle>
          <CardDescription data-testid="subscription-status">{status.line}</CardDescription>
          {subscription.cancelAtPeriodEnd && !trial ? (
            <p className="text-sm text-muted-foreground">{t("dashboard:plan.cancelled")}</p>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          {/* The billing portal (Stripe) or the sandbox subscription page (departures #7). */}
          {granted ? null : (
            <Form method="post" action={localize("/billing/manage")}>
              <Button type="submit" variant="outline" className="w-full">
                {t("dashboard:plan.manage")}
              </Button>
            </Form>
          )}
          {canSwitch
            ? otherPlans(subscription.planType).map((plan) => (
                <Button
                  key={plan.id}
                  asChild
                  variant="ghost"
                  className="h-auto min-h-10 w-full whitespace-normal py-2 text-center"
                >
                  <SiteLink to={changePlanPath(plan)}>
                    {t("dashboard:plan.switchTo", { plan: t(plan.name) })}
                  </SiteLink>
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
          <CardTitle as="h2">{t("dashboard:plan.confirmingTitle")}</CardTitle>
          <CardDescription>{t("dashboard:plan.confirmingBody")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline" className="w-full">
            <SiteLink to="/dashboard" reloadDocument>
              {t("dashboard:plan.refresh")}
            </SiteLink>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <Crown className="size-6 text-muted-foreground" aria-hidden="true" />
        <CardTitle as="h2">{t("dashboard:plan.freeTitle")}</CardTitle>
        <CardDescription>{t("dashboard:plan.freeBody")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <SiteLink to="/pricing">{t("dashboard:plan.upgrade")}</SiteLink>
        </Button>
      </CardContent>
    </Card>
  );
}
