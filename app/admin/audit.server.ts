import { desc, lt } from "drizzle-orm";
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
  target?: { id: string; email: string } | null;
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

/** A page of the log, newest first; `before` is the last id of the previous page. */
export async function listAuditLog(
  db: Database,
  { before, limit = 50 }: { before?: number; limit?: number } = {},
): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(adminAuditLog)
    .where(before === undefined ? undefined : lt(adminAuditLog.id, before))
    .orderBy(desc(adminAuditLog.id))
    .limit(limit);
}
