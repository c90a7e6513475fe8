import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { recordAdminAction } from "./audit.server";

/**
 * Granting and revoking the admin role (decision 038). Only `npm run admin` calls these: no web
 * route changes a role. Each change and its audit entry are written in one transaction.
 */

/** Who made a change from the command line, as the audit log names them. */
export function commandLineActor(osUser: string) {
  return { id: "cli", email: `command line (${osUser})` };
}

export interface RoleAccount {
  id: string;
  email: string;
  name: string;
  role: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export type RoleChange =
  | { outcome: "unknown-account"; email: string }
  | { outcome: "changed" | "unchanged"; account: RoleAccount };

/** An address as accounts store it (better-auth keeps them in lower case). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function grantAdmin(db: Database, email: string, actor: { id: string; email: string }) {
  return setRole(db, email, "admin", actor);
}

export function revokeAdmin(db: Database, email: string, actor: { id: string; email: string }) {
  return setRole(db, email, "user", actor);
}

async function setRole(
  db: Database,
  email: string,
  role: "admin" | "user",
  actor: { id: string; email: string },
): Promise<RoleChange> {
  const address = normalizeEmail(email);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select(accountColumns)
      .from(users)
      .where(eq(sql`lower(${users.email})`, address))
      .for("update")
      .limit(1);
    if (!found) return { outcome: "unknown-account", email: address } as const;
    if (found.role === role) return { outcome: "unchanged", account: found } as const;
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, found.id));
    await recordAdminAction(tx, actor, {
      action: role === "admin" ? "role.grant" : "role.revoke",
      target: { id: found.id, email: found.email },
    });
    return { outcome: "changed", account: { ...found, role } } as const;
  });
}

/** Every account with the admin role, by address. */
export function listAdmins(db: Database): Promise<RoleAccount[]> {
  return db
    .select(accountColumns)
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.email));
}

const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  emailVerified: users.emailVerified,
  twoFactorEnabled: users.twoFactorEnabled,
};

/** Whether the operators' area opens to this account once it signs in with a code. */
export function areaOpens(
  account: Pick<RoleAccount, "role" | "emailVerified" | "twoFactorEnabled">,
) {
  return account.role === "admin" && account.emailVerified && account.twoFactorEnabled;
}
