import { Form } from "react-router";
import { readOnlyAdminAction, requireAdmin } from "~/admin/guard.server";
import { inboxFilters, type InboxFilter } from "~/admin/inbox";
import { SiteLink as Link } from "~/components/common/site-link";
import { formatWhen } from "~/admin/format";
import { DeliveryState, StateBadge } from "~/components/admin/inbox-parts";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, Td, Th } from "~/components/ui/table";
import { countUnread, listInbox } from "~/db/contact-inbox.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/admin.inbox";

/** The longest search the page takes; more is cut, not refused (it is a GET). */
const searchMaxLength = 200;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The address's filters, read leniently: an unknown state shows all, a malformed cursor page one. */
function inboxQuery(url: URL): { filter: InboxFilter; search: string; before?: string } {
  const state = url.searchParams.get("state") ?? "all";
  const before = url.searchParams.get("before") ?? "";
  return {
    filter: (inboxFilters as readonly string[]).includes(state) ? (state as InboxFilter) : "all",
    search: (url.searchParams.get("q") ?? "").trim().slice(0, searchMaxLength),
    before: uuid.test(before) ? before.toLowerCase() : undefined,
  };
}

/** The inbox's address for these filters. */
function inboxHref({ filter, search, before }: ReturnType<typeof inboxQuery>): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("state", filter);
  if (search) params.set("q", search);
  if (before) params.set("before", before);
  const query = params.toString();
  return query ? `/admin/inbox?${query}` : "/admin/inbox";
}

/** Nothing here changes anything (app/admin/guard.server.ts). */
export const action = readOnlyAdminAction;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const query = inboxQuery(new URL(request.url));
  const [page, unread] = await Promise.all([listInbox(context.db, query), countUnread(context.db)]);
  return { query, unread, ...page };
}

export const meta: Route.MetaFunction = () => [
  { title: "Inbox · Operators · TypeAtlas" },
  { name: "robots", content: "noindex, nofollow" },
];

const filterLabels: Record<InboxFilter, string> = {
  all: "All",
  unread: "Unread",
  read: "Read",
  handled: "Handled",
};

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { query, unread, rows, nextBefore } = loaderData;
  const described =
    (query.filter === "all"
      ? "Contact messages"
      : `${filterLabels[query.filter]} contact messages`) +
    (query.search ? ` matching “${query.search}”` : "") +
    ", newest first";
  return (
    <section aria-labelledby="inbox-heading">
      <h2 id="inbox-heading" className="text-2xl font-semibold tracking-tight">
        Inbox <span className="text-base font-normal text-muted-foreground">({unread} unread)</span>
      </h2>

      <Form method="get" action="/admin/inbox" className="mt-6 flex flex-wrap items-end gap-4">
        <div className="flex min-w-0 flex-1 basis-64 flex-col gap-2">
          <Label htmlFor="inbox-search">Search</Label>
          <Input
            id="inbox-search"
            type="search"
            name="q"
            defaultValue={query.search}
            maxLength={searchMaxLength}
            aria-describedby="inbox-search-hint"
          />
          <p id="inbox-search-hint" className="text-sm text-muted-foreground">
            Name, e-mail address, subject or message.
          </p>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">State</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {inboxFilters.map((filter) => (
              <label key={filter} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="state"
                  value={filter}
                  defaultChecked={query.filter === filter}
                  className="size-4 accent-primary"
                />
                {filterLabels[filter]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit">Show messages</Button>
      </Form>

      <Table
        className="mt-8"
        caption={described}
        captionClassName="font-normal text-muted-foreground"
      >
        <thead>
          <tr>
            <Th scope="col">From</Th>
            <Th scope="col">Subject</Th>
            <Th scope="col">Received</Th>
            <Th scope="col">State</Th>
            <Th scope="col">Mail to support</Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Td colSpan={5} className="text-muted-foreground">
                No messages.
              </Td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <Td>
                  <span className="block">{row.name}</span>
                  <span className="block break-all text-muted-foreground">{row.email}</span>
                </Td>
                <Td>
                  {/* No prefetch: opening a message marks it read. */}
                  <Link
                    to={`/admin/inbox/${row.id}`}
                    className={cn(
                      "break-words text-primary underline-offset-4 hover:underline",
                      row.status === "unread" && "font-semibold",
                    )}
                  >
                    {row.subject}
                  </Link>
                </Td>
                <Td className="whitespace-nowrap">{formatWhen(row.createdAt)}</Td>
                <Td>
                  <StateBadge state={row.status} />
                </Td>
                <Td>
                  <DeliveryState delivery={row.delivery} />
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>

      <nav aria-label="Pages of messages" className="mt-4 flex flex-wrap gap-4 text-sm">
        {query.before ? (
          <Link
            to={inboxHref({ ...query, before: undefined })}
            className="text-primary underline-offset-4 hover:underline"
          >
            Newest messages
          </Link>
        ) : null}
        {nextBefore ? (
          <Link
            to={inboxHref({ ...query, before: nextBefore })}
            className="text-primary underline-offset-4 hover:underline"
          >
            Older messages
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
