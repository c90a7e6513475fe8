import { and, desc, eq, like, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { adminAuditLog } from "~/db/schema";
import type { AdminUser } from "./guard.server";

/** Everything an admin can do, as the audit log names it. */
export type AdminAction =
  | "user.resend-verification"
  | "user.sign-out-everywhere"
  | "user.delete"
  | "premium.grant"
  | "premium.remove"
  | "contact.reply"
  | "contact.status"
  | "statistics.recompute"
  // From the command line only (`npm run admin`): no web route changes a role.
  | "role.grant"
  | "role.revoke";

type Writer = Pick<Database, "insert">;

export interface AuditEntry {
  action: AdminAction;
  /** Whom the action was about: an account, or an address with no account (a contact message's sender). */
  target?: { id: string | null; email: string } | null;
  reason?: string | null;
  details?: Record<string, unknown> | null;
}

/**
 * Writes one audit entry. Pass the transaction that makes the change, so the change and its entry
 * are written together or not at all. The table is append-only (migration 0010's trigger).
 */
export async function recordAdminAction(
  db: Writer,
  admin: Pick<AdminUser, "id" | "email">,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminUserId: admin.id,
    adminEmail: admin.email,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
  });
}

export type AuditLogRow = typeof adminAuditLog.$inferSelect;

/** What the audit page filters by: the target's address (a part of it will do) and the action. */
export interface AuditFilter {
  targetEmail?: string;
  action?: string;
}

/**
 * A page of the log, newest first; `before` is the last id of the previous page (keyset paging:
 * a page costs the same however far back it is, and an entry written meanwhile shifts nothing).
 */
export async function listAuditLog(
  db: Database,
  {
    before,
    limit = 50,
    targetEmail,
    action,
  }: { before?: number; limit?: number } & AuditFilter = {},
): Promise<AuditLogRow[]> {
  const address = targetEmail?.trim().toLowerCase();
  return db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        before === undefined ? undefined : lt(adminAuditLog.id, before),
        action ? eq(adminAuditLog.action, action) : undefined,
        address
          ? like(sql`lower(${adminAuditLog.targetEmail})`, `%${escapeLike(address)}%`)
          : undefined,
      ),
    )
    .orderBy(desc(adminAuditLog.id))
    .limit(limit);
}

/** The actions the log holds, for the audit page's filter. */
export async function auditActions(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: adminAuditLog.action })
    .from(adminAuditLog)
    .orderBy(adminAuditLog.action);
  return rows.map((row) => row.action);
}

/** `like` reads % and _ as wildcards and a backslash as the escape: a typed one means itself. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
