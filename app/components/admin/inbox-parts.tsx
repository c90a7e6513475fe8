import { formatWhen } from "~/admin/format";
import { Badge } from "~/components/ui/badge";
import type { Delivery, InboxState } from "~/admin/inbox";

const stateLabels: Record<InboxState, string> = {
  unread: "Unread",
  read: "Read",
  handled: "Handled",
};

export function StateBadge({ state }: { state: InboxState }) {
  return (
    <Badge variant={state === "unread" ? "default" : state === "handled" ? "secondary" : "outline"}>
      {stateLabels[state]}
    </Badge>
  );
}

const tries = (n: number) => (n === 1 ? "1 try" : `${n} tries`);

/** How a mail stands, in words: "Sent 2026-11-26 20:49 UTC", "Waiting (2 tries so far)". */
export function deliveryText(delivery: Delivery): string {
  switch (delivery.state) {
    case "sent":
      return `Sent ${formatWhen(delivery.at)}`;
    case "waiting":
      return delivery.attempts === 0
        ? "Waiting to be sent"
        : `Waiting (${tries(delivery.attempts)} so far; next ${formatWhen(delivery.nextTry)})`;
    case "failed":
      return delivery.attempts === 0
        ? "Not sent, and no job is left to send it"
        : `Failed after ${tries(delivery.attempts)}`;
  }
}

/** The delivery in words, with the mail server's last error when there was one. */
export function DeliveryState({ delivery }: { delivery: Delivery }) {
  const error = delivery.state === "sent" ? null : delivery.lastError;
  return (
    <span className={delivery.state === "failed" ? "font-medium text-destructive" : undefined}>
      {deliveryText(delivery)}
      {error ? (
        <span className="block text-xs break-words text-muted-foreground">Last error: {error}</span>
      ) : null}
    </span>
  );
}
