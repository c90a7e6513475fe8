import { SiteLink as Link } from "~/components/common/site-link";
import { notFound, readOnlyAdminAction, requireAdmin } from "~/admin/guard.server";
import { subscriptionWithHistory } from "~/admin/people.server";
import { formatDay, formatWhen, teamLine } from "~/admin/format";
import { BillingEventsTable } from "~/components/admin/person-records";
import type { Route } from "./+types/admin.subscription";

/**
 * One subscription (issue 22): its current state, the provider's ids, and every event the state
 * machine applied or ignored for it, oldest first. An unknown or malformed id is the 404 page.
 */
/** Nothing here changes anything (app/admin/guard.server.ts). */
export const action = readOnlyAdminAction;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const found = await subscriptionWithHistory(context.db, params.subscriptionId);
  if (!found) throw notFound();
  return found;
}

export const meta: Route.MetaFunction = () => [
  { title: "Subscription · Payments · Operators · TypeAtlas" },
  { name: "robots", content: "noindex, nofollow" },
];

const linkClass = "text-primary underline-offset-4 hover:underline";

export default function AdminSubscription({ loaderData }: Route.ComponentProps) {
  const { subscription, email, teamName, events } = loaderData;
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/payments" className={linkClass}>
          Payments
        </Link>
      </p>
      <h2 className="mt-2 text-2xl font-semibold">Subscription: {subscription.planType}</h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-medium">Person</dt>
        <dd className="break-all">
          <Link to={`/admin/people/${subscription.userId}`} className={linkClass}>
            {email}
          </Link>
        </dd>
        <dt className="font-medium">Team</dt>
        <dd className="break-words">{teamLine({ teamName, seats: subscription.seats })}</dd>
        <dt className="font-medium">Status</dt>
        <dd>{subscription.status}</dd>
        <dt className="font-medium">Paid through</dt>
        <dd>
          {subscription.currentPeriodEnd ? formatDay(subscription.currentPeriodEnd) : "no end date"}
        </dd>
        <dt className="font-medium">Ends at period end</dt>
        <dd>{subscription.cancelAtPeriodEnd ? "Yes" : "No"}</dd>
        <dt className="font-medium">Trial ends</dt>
        <dd>{formatDay(subscription.trialEnd)}</dd>
        <dt className="font-medium">Provider</dt>
        <dd>{subscription.provider}</dd>
        <dt className="font-medium">Customer id</dt>
        <dd className="font-mono break-all">{subscription.providerCustomerId ?? "—"}</dd>
        <dt className="font-medium">Subscription id</dt>
        <dd className="font-mono break-all">{subscription.providerSubscriptionId ?? "—"}</dd>
        <dt className="font-medium">Started</dt>
        <dd>{formatWhen(subscription.createdAt)}</dd>
        <dt className="font-medium">Ended</dt>
        <dd>{formatWhen(subscription.endedAt)}</dd>
      </dl>
      <BillingEventsTable
        caption="History, oldest first"
        empty="No events recorded (the history starts with migration 0010)."
        events={events}
      />
    </>
  );
}
