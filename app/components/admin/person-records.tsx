import { SiteLink as Link } from "~/components/common/site-link";
import type { personDetails } from "~/admin/people.server";
import { Cell, formatCents, formatDay, formatWhen, RecordTable } from "./records";

type Details = Awaited<ReturnType<typeof personDetails>>;

const linkClass = "text-primary underline-offset-4 hover:underline";

/** The person page's records (issue 22): sessions, results, public links, payments, audit. */
export function PersonRecords({ details }: { details: Details }) {
  return (
    <>
      <RecordTable
        caption={`Sessions (${details.sessions.length})`}
        headers={["Signed in", "Last updated", "Expires", "Browser", "IP address"]}
        rows={details.sessions.length}
        empty="Not signed in anywhere."
      >
        {details.sessions.map((session, index) => (
          <tr key={index}>
            <Cell className="whitespace-nowrap">{formatWhen(session.createdAt)}</Cell>
            <Cell className="whitespace-nowrap">{formatWhen(session.updatedAt)}</Cell>
            <Cell className="whitespace-nowrap">{formatWhen(session.expiresAt)}</Cell>
            <Cell className="max-w-72 break-words">{session.userAgent || "—"}</Cell>
            <Cell>{session.ipAddress || "—"}</Cell>
          </tr>
        ))}
      </RecordTable>

      <RecordTable
        caption={`Saved results (${details.resultCount}; the newest ${details.results.length} here)`}
        headers={["Taken", "Type", "Premium report"]}
        rows={details.results.length}
        empty="No saved results."
      >
        {details.results.map((result, index) => (
          <tr key={index}>
            <Cell className="whitespace-nowrap">{formatWhen(result.completedAt)}</Cell>
            <Cell>{result.personalityType}</Cell>
            <Cell>{result.isPremium ? "Yes" : "No"}</Cell>
          </tr>
        ))}
      </RecordTable>

      <RecordTable
        caption="Public result links"
        headers={["Address", "Published", "Removed"]}
        rows={details.links.length}
        empty="No public result links."
      >
        {details.links.map((link) => (
          <tr key={link.slug}>
            <Cell className="font-mono">/r/{link.slug}</Cell>
            <Cell className="whitespace-nowrap">{formatWhen(link.createdAt)}</Cell>
            <Cell className="whitespace-nowrap">{formatWhen(link.removedAt)}</Cell>
          </tr>
        ))}
      </RecordTable>

      <RecordTable
        caption="Subscriptions"
        headers={["Plan", "Status", "Paid through", "Provider", "Started", "Ended"]}
        rows={details.subscriptions.length}
        empty="No subscriptions."
      >
        {details.subscriptions.map((row) => (
          <tr key={row.id}>
            <Cell>
              <Link to={`/admin/payments/subscriptions/${row.id}`} className={linkClass}>
                {row.planType}
              </Link>
            </Cell>
            <Cell>
              {row.status}
              {row.cancelAtPeriodEnd ? " (ends at period end)" : ""}
            </Cell>
            <Cell className="whitespace-nowrap">
              {row.currentPeriodEnd ? formatDay(row.currentPeriodEnd) : "no end date"}
            </Cell>
            <Cell>{row.provider === "manual" ? "manual (granted by hand)" : row.provider}</Cell>
            <Cell className="whitespace-nowrap">{formatWhen(row.createdAt)}</Cell>
            <Cell className="whitespace-nowrap">{formatWhen(row.endedAt)}</Cell>
          </tr>
        ))}
      </RecordTable>

      <RecordTable
        caption="Premium report purchases"
        headers={["Bought", "Amount", "Provider", "Payment id"]}
        rows={details.purchases.length}
        empty="No premium reports bought."
      >
        {details.purchases.map((purchase) => (
          <tr key={purchase.id}>
            <Cell className="whitespace-nowrap">{formatWhen(purchase.createdAt)}</Cell>
            <Cell>{formatCents(purchase.amountCents)}</Cell>
            <Cell>{purchase.provider}</Cell>
            <Cell className="font-mono break-all">{purchase.providerPaymentId}</Cell>
          </tr>
        ))}
      </RecordTable>

      <RecordTable
        caption="Billing events (newest 50)"
        headers={["When", "Event", "From", "To", "Plan", "Outcome", "Event id"]}
        rows={details.events.length}
        empty="No billing events."
      >
        {details.events.map((event) => (
          <tr key={event.id}>
            <Cell className="whitespace-nowrap">{formatWhen(event.eventAt)}</Cell>
            <Cell>{event.type}</Cell>
            <Cell>{event.fromStatus ?? "—"}</Cell>
            <Cell>{event.toStatus ?? "—"}</Cell>
            <Cell>{event.planType ?? "—"}</Cell>
            <Cell>{event.outcome}</Cell>
            <Cell className="font-mono break-all">{event.providerEventId}</Cell>
          </tr>
        ))}
      </RecordTable>

      <RecordTable
        caption="What admins did (newest 50)"
        headers={["When", "Admin", "Action", "Reason"]}
        rows={details.audit.length}
        empty="No admin has acted on this account."
      >
        {details.audit.map((entry) => (
          <tr key={entry.id}>
            <Cell className="whitespace-nowrap">{formatWhen(entry.createdAt)}</Cell>
            <Cell className="break-all">{entry.adminEmail}</Cell>
            <Cell>{entry.action}</Cell>
            <Cell className="max-w-80 break-words">{entry.reason ?? "—"}</Cell>
          </tr>
        ))}
      </RecordTable>
    </>
  );
}
