import { Form } from "react-router";
import { SiteLink as Link } from "~/components/common/site-link";
import { readOnlyAdminAction, requireAdmin } from "~/admin/guard.server";
import { listPurchasesForAdmin, listSubscriptionsForAdmin } from "~/admin/people.server";
import { formatCents, formatDay, formatWhen, teamLine } from "~/admin/format";
import { Pager, pageOf, RecordTable } from "~/components/admin/records";
import { Button } from "~/components/ui/button";
import { fieldClasses } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Td } from "~/components/ui/table";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/admin.payments";

/** The statuses the state machine writes (Stripe's words), and the providers. */
const statuses = ["trialing", "active", "past_due", "canceled", "unpaid", "incomplete"] as const;
const providers = ["stripe", "sandbox", "manual"] as const;

const oneOf = <T extends string>(options: readonly T[], value: string | null) =>
  options.find((option) => option === value);

/**
 * Payments (issue 22): subscriptions newest first, filtered by status and provider, with the
 * provider's ids and, for a Teams plan, its team and seats (issue 23); report purchases with their
 * payment id and amount. Each links to its person; a subscription to its page with the state
 * machine's history.
 */
/** Nothing here changes anything (app/admin/guard.server.ts). */
export const action = readOnlyAdminAction;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const status = oneOf(statuses, url.searchParams.get("status"));
  const provider = oneOf(providers, url.searchParams.get("provider"));
  const page = pageOf(url);
  const purchasePage = Number(url.searchParams.get("purchases") ?? "1");
  const purchasesAt = Number.isInteger(purchasePage) && purchasePage >= 1 ? purchasePage : 1;
  const [subscriptions, purchases] = await Promise.all([
    listSubscriptionsForAdmin(context.db, { status, provider, page }),
    listPurchasesForAdmin(context.db, purchasesAt),
  ]);
  return {
    filter: { status: status ?? "", provider: provider ?? "" },
    page,
    purchasesAt,
    ...subscriptions,
    purchases: purchases.purchases,
    morePurchases: purchases.more,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Payments · Operators · TypeAtlas" },
  { name: "robots", content: "noindex, nofollow" },
];

const linkClass = "text-primary underline-offset-4 hover:underline";
const selectClass = cn(fieldClasses, "h-10");

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const { filter, page, subscriptions, more, purchases, purchasesAt, morePurchases } = loaderData;
  const filterQuery = new URLSearchParams(
    Object.entries(filter).filter(([, value]) => value !== ""),
  );
  return (
    <>
      <h2 className="text-2xl font-semibold">Payments</h2>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor="payments-status">Status</Label>
          <select
            id="payments-status"
            name="status"
            defaultValue={filter.status}
            className={selectClass}
          >
            <option value="">Any</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="payments-provider">Provider</Label>
          <select
            id="payments-provider"
            name="provider"
            defaultValue={filter.provider}
            className={selectClass}
          >
            <option value="">Any</option>
            {providers.map((provider) => (
              <option key={provider} value={provider}>
                {provider}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Show</Button>
      </Form>

      <RecordTable
        caption="Subscriptions, newest first"
        headers={[
          "Person",
          "Plan",
          "Team",
          "Status",
          "Paid through",
          "Ends at period end",
          "Provider",
          "Customer id",
          "Subscription id",
        ]}
        rows={subscriptions.length}
        empty="No subscriptions match."
      >
        {subscriptions.map((row) => (
          <tr key={row.id}>
            <Td className="whitespace-nowrap">
              <Link to={`/admin/people/${row.userId}`} className={linkClass}>
                {row.email}
              </Link>
            </Td>
            <Td className="whitespace-nowrap">
              <Link to={`/admin/payments/subscriptions/${row.id}`} className={linkClass}>
                {row.planType}
              </Link>
            </Td>
            <Td>{teamLine(row)}</Td>
            <Td>{row.status}</Td>
            <Td className="whitespace-nowrap">
              {row.currentPeriodEnd ? formatDay(row.currentPeriodEnd) : "no end date"}
            </Td>
            <Td>{row.cancelAtPeriodEnd ? "Yes" : "No"}</Td>
            <Td>{row.provider}</Td>
            <Td className="font-mono break-all">{row.providerCustomerId ?? "—"}</Td>
            <Td className="font-mono break-all">{row.providerSubscriptionId ?? "—"}</Td>
          </tr>
        ))}
      </RecordTable>
      <Pager
        path="/admin/payments"
        search={
          new URLSearchParams({
            ...Object.fromEntries(filterQuery),
            ...(purchasesAt > 1 ? { purchases: String(purchasesAt) } : {}),
          })
        }
        page={page}
        more={more}
        label="Pages of subscriptions"
      />

      <RecordTable
        caption="Premium report purchases, newest first"
        headers={["Person", "Bought", "Amount", "Provider", "Payment id"]}
        rows={purchases.length}
        empty="No premium reports bought."
      >
        {purchases.map((purchase) => (
          <tr key={purchase.id}>
            <Td className="whitespace-nowrap">
              <Link to={`/admin/people/${purchase.userId}`} className={linkClass}>
                {purchase.email}
              </Link>
            </Td>
            <Td className="whitespace-nowrap">{formatWhen(purchase.createdAt)}</Td>
            <Td>{formatCents(purchase.amountCents)}</Td>
            <Td>{purchase.provider}</Td>
            <Td className="font-mono break-all">{purchase.providerPaymentId}</Td>
          </tr>
        ))}
      </RecordTable>
      <PurchasePager
        filterQuery={filterQuery}
        page={page}
        purchasesAt={purchasesAt}
        more={morePurchases}
      />
    </>
  );
}

/** The purchases' own pages, keeping the subscriptions' filter and page. */
function PurchasePager({
  filterQuery,
  page,
  purchasesAt,
  more,
}: {
  filterQuery: URLSearchParams;
  page: number;
  purchasesAt: number;
  more: boolean;
}) {
  if (purchasesAt <= 1 && !more) return null;
  const to = (target: number) => {
    const query = new URLSearchParams(filterQuery);
    if (page > 1) query.set("page", String(page));
    if (target > 1) query.set("purchases", String(target));
    const text = query.toString();
    return text ? `/admin/payments?${text}` : "/admin/payments";
  };
  const pagerLink =
    "rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";
  return (
    <nav aria-label="Pages of purchases" className="mt-4 flex flex-wrap items-center gap-3">
      {purchasesAt > 1 ? (
        <Link to={to(purchasesAt - 1)} className={pagerLink}>
          Previous purchases
        </Link>
      ) : null}
      <span className="text-sm text-muted-foreground">Page {purchasesAt}</span>
      {more ? (
        <Link to={to(purchasesAt + 1)} className={pagerLink}>
          More purchases
        </Link>
      ) : null}
    </nav>
  );
}
