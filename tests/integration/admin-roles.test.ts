import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { listAuditLog } from "~/admin/audit.server";
import { openDatabase } from "~/db/client.server";
import { adminAuditLog, users } from "~/db/schema";
import { runAdminCommand } from "../../server/admin-cli";
import { databaseTargets, freshDatabase } from "../support/databases";

/**
 * Issue 22, decision 038: `npm run admin -- grant|revoke|list` is the one way to change a role,
 * and each change is written to the audit log with it, which nobody can then edit.
 */
async function addUser(
  db: ReturnType<ReturnType<typeof freshDatabase>>["db"],
  email: string,
  { verified = true, twoFactor = false } = {},
) {
  const id = `user-${email}`;
  await db.insert(users).values({
    id,
    name: "Someone",
    email,
    emailVerified: verified,
    twoFactorEnabled: twoFactor,
  });
  return id;
}

/** Runs the command's core; what it printed and its exit code. */
function runner(db: Parameters<typeof runAdminCommand>[1]["db"]) {
  return async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(args, {
      db,
      osUser: "ops",
      io: { out: (line) => out.push(line), err: (line) => err.push(line) },
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  };
}

describe.each(databaseTargets)("the admin command on $name", (target) => {
  const database = freshDatabase(target);

  test("grant gives the role, says what still keeps the area closed, and is logged", async () => {
    const { db } = database();
    const id = await addUser(db, "ana@example.com", { verified: true, twoFactor: false });
    const admin = runner(db);

    const granted = await admin("grant", "  Ana@Example.com ");
    expect(granted).toEqual({
      code: 0,
      err: "",
      out: [
        "Granted the admin role to ana@example.com.",
        "  Address verified: yes",
        "  Two-factor sign-in: off",
        "The operators' area stays closed to this account until its address is verified and two-factor sign-in is on; then it opens after a sign-in with a code.",
      ].join("\n"),
    });
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row?.role).toBe("admin");
    const [entry] = await listAuditLog(db, { limit: 1 });
    expect(entry).toMatchObject({
      adminUserId: "cli",
      adminEmail: "command line (ops)",
      action: "role.grant",
      targetUserId: id,
      targetEmail: "ana@example.com",
    });

    // A second grant changes nothing and writes nothing.
    const again = await admin("grant", "ana@example.com");
    expect(again.out).toMatch(/^ana@example\.com already has the admin role; nothing changed\./);
    expect(await listAuditLog(db)).toHaveLength(1);
  });

  test("grant to an account with both says the area opens after a sign-in with a code", async () => {
    const { db } = database();
    await addUser(db, "ben@example.com", { verified: true, twoFactor: true });
    const granted = await runner(db)("grant", "ben@example.com");
    expect(granted.out).toContain("  Two-factor sign-in: on");
    expect(granted.out).toContain(
      "The operators' area (/admin) opens to this account's sessions that signed in with a two-factor code.",
    );
  });

  test("grant refuses an address no account has, and changes nothing", async () => {
    const { db } = database();
    const before = (await listAuditLog(db)).length;
    const refused = await runner(db)("grant", "nobody@example.com");
    expect(refused).toEqual({
      code: 1,
      out: "",
      err: "No account has the address nobody@example.com. The person must sign up first.",
    });
    expect(await listAuditLog(db)).toHaveLength(before);
  });

  test("revoke takes the role away and is logged; list shows who has it", async () => {
    const { db } = database();
    const id = await addUser(db, "cleo@example.com", { verified: false, twoFactor: false });
    const admin = runner(db);
    await admin("grant", "cleo@example.com");
    const listed = await admin("list");
    expect(listed.out).toContain(
      "  cleo@example.com  (address not verified, two-factor off: the area stays closed to it)",
    );

    const revoked = await admin("revoke", "cleo@example.com");
    expect(revoked.code).toBe(0);
    expect(revoked.out).toBe(
      "Revoked the admin role of cleo@example.com. Their sessions stay signed in, but /admin answers 404 to them from their next request.",
    );
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row?.role).toBe("user");
    const [entry] = await listAuditLog(db, { limit: 1 });
    expect(entry).toMatchObject({ action: "role.revoke", targetUserId: id });
    expect((await admin("list")).out).not.toContain("cleo@example.com");
    expect((await admin("revoke", "cleo@example.com")).out).toBe(
      "cleo@example.com does not have the admin role; nothing changed.",
    );
  });

  test("anything else is answered with the usage, and exit code 2", async () => {
    const { db } = database();
    const admin = runner(db);
    for (const args of [[], ["grant"], ["promote", "a@example.com"], ["list", "extra"]]) {
      const answered = await admin(...args);
      expect(answered.code).toBe(2);
      expect(answered.err).toMatch(/^Usage:\n {2}npm run admin -- grant <email>/);
    }
  });

  test("the audit log refuses UPDATE and DELETE, so an entry cannot be edited or removed", async () => {
    const { db } = database();
    await addUser(db, "dora@example.com");
    await runner(db)("grant", "dora@example.com");
    const [entry] = await listAuditLog(db, { limit: 1 });
    await expect(
      db.update(adminAuditLog).set({ reason: "edited" }).where(eq(adminAuditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(db.delete(adminAuditLog).where(eq(adminAuditLog.id, entry!.id))).rejects.toThrow();
    const [still] = await listAuditLog(db, { limit: 1 });
    expect(still).toEqual(entry);
  });
});

describe("npm run admin, the real command", () => {
  test("grant on the PGlite folder of DATA_DIR gives the role and logs it", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-admin-cli-"));
    try {
      const setUp = await openDatabase({ dataDir });
      await addUser(setUp.db, "eve@example.com", { verified: true, twoFactor: true });
      await setUp.close();

      const run = await runScript(["grant", "eve@example.com"], { DATA_DIR: dataDir });
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("Granted the admin role to eve@example.com.");

      const after = await openDatabase({ dataDir });
      try {
        const [row] = await after.db.select().from(users).where(eq(users.email, "eve@example.com"));
        expect(row?.role).toBe("admin");
        const [entry] = await listAuditLog(after.db, { limit: 1 });
        expect(entry).toMatchObject({ action: "role.grant", adminUserId: "cli" });
        expect(entry?.adminEmail).toBe(`command line (${os.userInfo().username})`);
      } finally {
        await after.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

function runScript(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["scripts/admin.js", ...args], {
      env: { ...process.env, LOG_LEVEL: "silent", DATABASE_URL: "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
