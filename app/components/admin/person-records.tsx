import { SiteLink as Link } from "~/components/common/site-link";
import type { personDetails } from "~/admin/people.server";
import { Td } from "~/components/ui/table";
import { formatCents, formatDay, formatWhen } from "~/admin/format";
import { RecordTable } from "./records";

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
            <Td className="whitespace-nowrap">{formatWhen(session.createdAt)}</Td>
            <Td className="whitespace-nowrap">{formatWhen(session.updatedAt)}</Td>
            <Td className="whitespace-nowrap">{formatWhen(session.expiresAt)}</Td>
            <Td className="max-w-72 break-words">{session.userAgent || "—"}</Td>
            <Td>{session.ipAddress || "—"}</Td>
          </tr>
        ))}
      </RecordTable>

      <RecordTable
        caption={
          details.results.length < details.resultCount
            ? `Saved results (${details.resultCount}; the newest ${details.results.length} here)`
            : `Saved results (${details.resultCount})`
        }
        headers={["Taken", "Type", "Premium report"]}
        rows={details.results.length}
        empty="No saved results."
      >
        {details.results.map((result, index) => (
          <tr key={index}>
            <Td className="whitespace-nowrap">{formatWhen(result.completedAt)}</Td>
            <Td>{result.personalityType}</Td>
            <Td>{result.isPremium ? "Yes" : "No"}</Td>
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
            <Td className="font-mono">/r/{link.slug}</Td>
            <Td className="whitespace-nowrap">{formatWhen(link.createdAt)}</Td>
            <Td className="whitespace-nowrap">{formatWhen(link.removedAt)}</Td>
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
            <Td>
              <Link to={`/admin/payments/subscriptions/${row.id}`} className={linkClass}>
                {row.planType}
              </Link>
            </Td>
            <Td>
              {row.status}
              {row.cancelAtPeriodEnd ? " (ends at period end)" : ""}
            </Td>
            <Td className="whitespace-nowrap">
              {row.currentPeriodEnd ? formatDay(row.currentPeriodEnd) : "no end date"}
            </Td>
            <Td>{row.provider === "manual" ? "manual (granted by hand)" : row.provider}</Td>
            <Td className="whitespace-nowrap">{formatWhen(row.createdAt)}</Td>
            <Td className="whitespace-nowrap">{formatWhen(row.endedAt)}</Td>
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
            <Td className="whitespace-nowrap">{formatWhen(purchase.createdAt)}</Td>
            <Td>{formatCents(purchase.amountCents)}</Td>
            <Td>{purchase.provider}</Td>
            <Td className="font-mono break-all">{purchase.providerPaymentId}</Td>
          </tr>
        ))}
      </RecordTable>

      <BillingEventsTable
        caption="Billing events (newest 50)"
        empty="No billing events."
        events={details.events}
      />

      <RecordTable
        caption="What admins did (newest 50)"
        headers={["When", "Admin", "Action", "Reason"]}
        rows={details.audit.length}
        empty="No admin has acted on this account."
      >
        {details.audit.map((entry) => (
          <tr key={entry.id}>
            <Td className="whitespace-nowrap">{formatWhen(entry.createdAt)}</Td>
            <Td className="break-all">{entry.adminEmail}</Td>
            <Td>{entry.action}</Td>
            <Td className="max-w-80 break-words">{entry.reason ?? "—"}</Td>
          </tr>
        ))}
      </RecordTable>
    </>
  );
}

/** A subscription's or a person's history in the state machine's words (`subscription_events`). */
export function BillingEventsTable({
  caption,
  empty,
  events,
}: {
  caption: string;
  empty: string;
  events: {
    id: number | string;
    eventAt: Date | string;
    type: string;
    fromStatus: string | null;
    toStatus: string | null;
    planType: string | null;
    outcome: string;
    providerEventId: string;
  }[];
}) {
  return (
    <RecordTable
      caption={caption}
      headers={["When", "Event", "From", "To", "Plan", "Outcome", "Event id"]}
      rows={events.length}
      empty={empty}
    >
      {events.map((event) => (
        <tr key={event.id}>
          <Td className="whitespace-nowrap">{formatWhen(event.eventAt)}</Td>
          <Td>{event.type}</Td>
          <Td>{event.fromStatus ?? "—"}</Td>
          <Td>{event.toStatus ?? "—"}</Td>
          <Td>{event.planType ?? "—"}</Td>
          <Td>{event.outcome}</Td>
          <Td className="font-mono break-all">{event.providerEventId}</Td>
        </tr>
      ))}
    </RecordTable>
  );
}
