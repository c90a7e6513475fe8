import { adminOverview } from "~/admin/overview.server";
import { formatCount, formatWhen } from "~/admin/format";
import { readOnlyAdminAction, requireAdmin } from "~/admin/guard.server";
import { SiteLink } from "~/components/common/site-link";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { Route } from "./+types/admin._index";

/** The operators' overview (issue 22): counts to start the day with, each leading to its section. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const overview = await adminOverview(context.db);
  return {
    ...overview,
    statistics: {
      ...overview.statistics,
      lastComputedAt: overview.statistics.lastComputedAt?.toISOString() ?? null,
    },
  };
}

/** Nothing here changes anything; a POST gets the 404 page like any other, or 405 for an admin. */
/** Nothing here changes anything (app/admin/guard.server.ts). */
export const action = readOnlyAdminAction;

export const meta: Route.MetaFunction = () => [
  { title: "Overview · Operators · TypeAtlas" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { inbox, people, payments, statistics, failedJobs } = loaderData;
  const failedTotal = failedJobs.reduce((sum, job) => sum + job.count, 0);
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="sr-only">
        Overview
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Section title="Inbox" to="/admin/inbox">
          <Figure label="Unread messages" value={formatCount(inbox.unread)} />
          <Figure label="Mail to support failed" value={formatCount(inbox.mailFailed)} />
          <Figure label="Mail to support waiting" value={formatCount(inbox.mailWaiting)} />
        </Section>
        <Section title="People" to="/admin/people">
          <Figure label="Accounts" value={formatCount(people.total)} />
          <Figure label="Address verified" value={formatCount(people.verified)} />
          <Figure label="Two-factor on" value={formatCount(people.twoFactor)} />
        </Section>
        <Section title="Payments" to="/admin/payments">
          <Figure
            label="Subscriptions giving premium now"
            value={formatCount(payments.activeSubscriptions)}
          />
          <Figure
            label="Reports bought in the last 30 days"
            value={formatCount(payments.reportPurchases30Days)}
          />
        </Section>
        <Section title="Statistics" to="/admin/statistics">
          <Figure label="Consenting results" value={formatCount(statistics.consentingResults)} />
          <Figure
            label="Last computed"
            value={
              statistics.lastComputedAt ? (
                <time dateTime={statistics.lastComputedAt}>
                  {formatWhen(statistics.lastComputedAt)}
                </time>
              ) : (
                "not yet"
              )
            }
          />
        </Section>
        <Card>
          <CardHeader>
            <CardTitle as="h3">Failed jobs</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-2 text-sm">
              <Figure label="Gave up after their last try" value={formatCount(failedTotal)} />
              {failedJobs.map((job) => (
                <Figure key={job.name} label={job.name} value={formatCount(job.count)} mono />
              ))}
            </dl>
            {failedTotal > 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">
                Their rows stay in the <code>jobs</code> table with the last error, for a person to
                look at.
              </p>
            ) : null}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

function Section({
  title,
  to,
  children,
}: {
  title: string;
  to: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <SiteLink
            to={to}
            className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {title}
          </SiteLink>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">{children}</dl>
      </CardContent>
    </Card>
  );
}

function Figure({
  label,
  value,
  mono = false,
}: {
  label: string;
  value: React.ReactNode;
  mono?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={mono ? "font-mono text-muted-foreground" : "text-muted-foreground"}>
        {label}
      </dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
