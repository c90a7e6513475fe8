import { data, Form } from "react-router";
import { z } from "~/lib/zod";
import { auditActions, listAuditLog } from "~/admin/audit.server";
import { formatWhen } from "~/admin/format";
import { readOnlyAdminAction, requireAdmin } from "~/admin/guard.server";
import { SiteLink } from "~/components/common/site-link";
import { Button } from "~/components/ui/button";
import { fieldClasses, Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, Td, Th } from "~/components/ui/table";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/admin.audit";

/**
 * The audit log (issue 22, decision 038): every admin action, newest first, 50 to a page, found by
 * the target's address or the action. Read-only: nothing on this page changes anything, and the
 * database refuses to update or delete an entry (migration 0010's trigger).
 */
const pageSize = 50;

/** The filter and the page, from the address bar: a search, so a GET form. */
const querySchema = z.object({
  target: z.string().trim().max(254, "An address has at most 254 characters.").optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-z.-]{0,64}$/, "Choose an action from the list.")
    .optional(),
  before: z.coerce
    .number()
    .int()
    .positive("That page does not exist: start from the newest entries.")
    .optional(),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const raw = Object.fromEntries(
    ["target", "action", "before"].flatMap((name) => {
      const value = params.get(name);
      return value === null || value === "" ? [] : [[name, value]];
    }),
  );
  const parsed = querySchema.safeParse(raw);
  const actions = await auditActions(context.db);
  if (!parsed.success) {
    const errors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    return data(
      { entries: [], olderBefore: null, filter: raw, errors, actions, filtered: true },
      { status: 400 },
    );
  }
  const { target, action, before } = parsed.data;
  const rows = await listAuditLog(context.db, {
    before,
    limit: pageSize + 1,
    targetEmail: target,
    action,
  });
  const page = rows.slice(0, pageSize);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      adminEmail: row.adminEmail,
      action: row.action,
      targetEmail: row.targetEmail,
      targetUserId: row.targetUserId,
      reason: row.reason,
      details: row.details ? describeDetails(row.details) : null,
    })),
    olderBefore: rows.length > pageSize ? page[page.length - 1]!.id : null,
    filter: { target: target ?? "", action: action ?? "", before },
    errors: {} as Record<string, string>,
    actions,
    filtered: Boolean(target || action || before),
  };
}

/** Nothing here changes anything; a POST gets the 404 page like any other, or 405 for an admin. */
/** Nothing here changes anything (app/admin/guard.server.ts). */
export const action = readOnlyAdminAction;

export const meta: Route.MetaFunction = () => [
  { title: "Audit log · Operators · TypeAtlas" },
  { name: "robots", content: "noindex, nofollow" },
];

/** An entry's details as "key: value" pairs, one line of plain text. */
function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join("; ");
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, olderBefore, filter, errors, actions, filtered } = loaderData;
  const keep = (extra: Record<string, string>) => {
    const query = new URLSearchParams();
    if (filter.target) query.set("target", String(filter.target));
    if (filter.action) query.set("action", String(filter.action));
    for (const [key, value] of Object.entries(extra)) query.set(key, value);
    const search = query.toString();
    return `/admin/audit${search ? `?${search}` : ""}`;
  };
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="text-xl font-semibold">
        Audit log
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted-foreground">
        Every action taken in this area and every role change made with <code>npm run admin</code>,
        newest first. Nobody can edit or delete an entry.
      </p>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label="Filter">
        <div className="flex w-full flex-col gap-2 sm:w-72">
          <Label htmlFor="audit-target">Address of the person acted on</Label>
          <Input
            id="audit-target"
            name="target"
            type="search"
            maxLength={254}
            defaultValue={String(filter.target ?? "")}
            aria-invalid={errors.target ? true : undefined}
            aria-describedby={errors.target ? "audit-target-error" : undefined}
          />
          {errors.target ? (
            <p id="audit-target-error" className="text-sm font-medium text-destructive">
              {errors.target}
            </p>
          ) : null}
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-56">
          <Label htmlFor="audit-action">Action</Label>
          <select
            id="audit-action"
            name="action"
            defaultValue={String(filter.action ?? "")}
            className={cn(fieldClasses, "h-10")}
            aria-invalid={errors.action ? true : undefined}
            aria-describedby={errors.action ? "audit-action-error" : undefined}
          >
            <option value="">Any action</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
          {errors.action ? (
            <p id="audit-action-error" className="text-sm font-medium text-destructive">
              {errors.action}
            </p>
          ) : null}
        </div>
        <Button type="submit">Show entries</Button>
        {filtered ? (
          <SiteLink
            to="/admin/audit"
            className="text-sm underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
          >
            All entries, newest first
          </SiteLink>
        ) : null}
      </Form>
      {errors.before ? (
        <p className="mt-4 text-sm font-medium text-destructive" role="alert">
          {errors.before}
        </p>
      ) : null}

      <Table
        className="mt-6"
        captionHidden
        caption={
          <>
            Audit log entries, newest first
            {filter.target ? `, acting on addresses containing “${filter.target}”` : ""}
            {filter.action ? `, action ${filter.action}` : ""}
          </>
        }
      >
        <thead>
          <tr>
            <Th scope="col">When</Th>
            <Th scope="col">Who</Th>
            <Th scope="col">Action</Th>
            <Th scope="col">Acting on</Th>
            <Th scope="col">Reason and details</Th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <Td colSpan={5} className="text-muted-foreground">
                {filtered ? "No entry matches." : "Nothing has been done yet."}
              </Td>
            </tr>
          ) : (
            entries.map((entry) => (
              <tr key={entry.id}>
                <Td className="whitespace-nowrap">
                  <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                </Td>
                <Td className="break-all">{entry.adminEmail}</Td>
                <Td className="whitespace-nowrap font-mono">{entry.action}</Td>
                <Td className="break-all">
                  {entry.targetEmail ?? <span className="text-muted-foreground">nobody</span>}
                </Td>
                <Td className="min-w-48">
                  {entry.reason ? <p>{entry.reason}</p> : null}
                  {entry.details ? (
                    <p className="break-all font-mono text-xs text-muted-foreground">
                      {entry.details}
                    </p>
                  ) : null}
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>

      <nav aria-label="Pages of the audit log" className="mt-4 flex flex-wrap gap-4 text-sm">
        {filter.before ? (
          <SiteLink
            to={keep({})}
            className="underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
          >
            Newest entries
          </SiteLink>
        ) : null}
        {olderBefore ? (
          <SiteLink
            to={keep({ before: String(olderBefore) })}
            className="underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
          >
            Older entries
          </SiteLink>
        ) : null}
      </nav>
    </section>
  );
}
