import os from "node:os";
import {
  areaOpens,
  commandLineActor,
  grantAdmin,
  listAdmins,
  revokeAdmin,
} from "~/admin/roles.server";
import type { RoleAccount } from "~/admin/roles.server";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { DataDirLockedError } from "~/db/lock.server";
import { parseEnv } from "~/env.server";

/**
 * `npm run admin -- grant <email> | revoke <email> | list` (decision 038): the one way to give or
 * take the admin role. scripts/admin.js bundles this file and calls `main`.
 */

export const usage = [
  "Usage:",
  "  npm run admin -- grant <email>   give the account the admin role",
  "  npm run admin -- revoke <email>  take the admin role away",
  "  npm run admin -- list            the accounts with the admin role",
].join("\n");

interface Io {
  out(line: string): void;
  err(line: string): void;
}

/** Runs one command on an open database; the exit code. */
export async function runAdminCommand(
  args: string[],
  { db, osUser, io }: { db: Database; osUser: string; io: Io },
): Promise<number> {
  const [command, email, ...rest] = args;
  const actor = commandLineActor(osUser);
  if (command === "list" && email === undefined) {
    const admins = await listAdmins(db);
    if (admins.length === 0) {
      io.out("No account has the admin role.");
      return 0;
    }
    io.out(
      `${admins.length} ${admins.length === 1 ? "account has" : "accounts have"} the admin role:`,
    );
    for (const admin of admins) io.out(`  ${admin.email}  ${describe(admin)}`);
    return 0;
  }
  if ((command === "grant" || command === "revoke") && email && rest.length === 0) {
    const change =
      command === "grant"
        ? await grantAdmin(db, email, actor)
        : await revokeAdmin(db, email, actor);
    if (change.outcome === "unknown-account") {
      io.err(`No account has the address ${change.email}. The person must sign up first.`);
      return 1;
    }
    const { account } = change;
    if (command === "grant") {
      io.out(
        change.outcome === "changed"
          ? `Granted the admin role to ${account.email}.`
          : `${account.email} already has the admin role; nothing changed.`,
      );
      io.out(`  Address verified: ${account.emailVerified ? "yes" : "no"}`);
      io.out(`  Two-factor sign-in: ${account.twoFactorEnabled ? "on" : "off"}`);
      io.out(
        areaOpens(account)
          ? "The operators' area (/admin) opens to this account's sessions that signed in with a two-factor code."
          : "The operators' area stays closed to this account until its address is verified and two-factor sign-in is on; then it opens after a sign-in with a code.",
      );
    } else {
      io.out(
        change.outcome === "changed"
          ? `Revoked the admin role of ${account.email}. Their sessions stay signed in, but /admin answers 404 to them from their next request.`
          : `${account.email} does not have the admin role; nothing changed.`,
      );
    }
    return 0;
  }
  io.err(usage);
  return 2;
}

function describe(account: RoleAccount): string {
  if (areaOpens(account)) return "(verified, two-factor on)";
  const missing = [
    account.emailVerified ? undefined : "address not verified",
    account.twoFactorEnabled ? undefined : "two-factor off",
  ].filter(Boolean);
  return `(${missing.join(", ")}: the area stays closed to it)`;
}

/** The database the server uses: DATABASE_URL, else the PGlite folder in DATA_DIR. */
async function openServerDatabase(): Promise<DatabaseHandle> {
  const env = parseEnv();
  return env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL })
    : openDatabase({ dataDir: env.DATA_DIR });
}

export async function main(args: string[]): Promise<number> {
  const io: Io = { out: (line) => console.log(line), err: (line) => console.error(line) };
  if (!["grant", "revoke", "list"].includes(args[0] ?? "")) {
    io.err(usage);
    return 2;
  }
  let handle: DatabaseHandle;
  try {
    handle = await openServerDatabase();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      io.err(
        `The database in ${error.file.replace(/\/typeatlas\.lock$/, "")} is in use by a running TypeAtlas server (pid ${error.pid}). ` +
          "Stop the server first, then run this command again. (With DATABASE_URL, PostgreSQL, the server can keep running.)",
      );
      return 1;
    }
    io.err(`Could not open the database: ${(error as Error).message}`);
    return 1;
  }
  try {
    return await runAdminCommand(args, { db: handle.db, osUser: osUserName(), io });
  } finally {
    await handle.close();
  }
}

function osUserName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? "unknown";
  }
}
