import { describe, expect, test } from "vitest";
import { accountExport } from "~/db/account-export.server";
import { recordEmailChange } from "~/db/email-changes.server";
import { subscriptions, testSessions, twoFactors } from "~/db/schema";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { loadContext } from "../support/route-args";

describe.each(databaseTargets)("the data export's queries on $name", (target) => {
  const database = freshDatabase(target);
  const context = () => loadContext(database());

  test("holds the account, its subscriptions and every result, and nothing of another user", async () => {
    const ctx = context();
    const { id } = await createSignedInUser(ctx, "export.owner@example.com", "Owen Export");
    const other = await createSignedInUser(ctx, "export.other@example.com");
    for (const userId of [id, other.id]) {
      await ctx.db.insert(testSessions).values({
        userId,
        submissionId: crypto.randomUUID(),
        personalityType: userId === id ? "INFP-T" : "ESTJ-A",
        dimensions: { mind: 20, energy: 70, nature: 80, tactics: 65, identity: 30 },
        responses: { "1": 4 },
      });
    }
    await ctx.db
      .insert(subscriptions)
      .values({ userId: id, status: "active", planType: "monthly" });
    const at = new Date("2026-11-26T10:00:00Z");

    const file = await accountExport(ctx.db, id, at);

    expect(file.exportedAt).toBe("2026-11-26T10:00:00.000Z");
    expect(file.account).toMatchObject({
      id,
      fullName: "Owen Export",
      email: "export.owner@example.com",
      emailVerified: true,
      twoFactorEnabled: false,
    });
    expect(file.subscriptions).toEqual([
      expect.objectContaining({ status: "active", planType: "monthly", currentPeriodEnd: null }),
    ]);
    expect(file.testResults).toHaveLength(1);
    expect(file.testResults[0]).toMatchObject({ personalityType: "INFP-T", responses: { "1": 4 } });
  });

  test("holds the changes of address asked for, without the links' tokens", async () => {
    const ctx = context();
    const { id } = await createSignedInUser(ctx, "export.mover@example.com");
    const other = await createSignedInUser(ctx, "export.bystander@example.com");
    const expiresAt = new Date(Date.now() + 60_000);
    await recordEmailChange(ctx.db, {
      userId: id,
      newEmail: "First.Try@example.com",
      token: "first-token-value",
      expiresAt,
    });
    await recordEmailChange(ctx.db, {
      userId: id,
      newEmail: "second.try@example.com",
      token: null,
      expiresAt,
    });
    await recordEmailChange(ctx.db, {
      userId: other.id,
      newEmail: "not.mine@example.com",
      token: "other-token-value",
      expiresAt,
    });

    const file = await accountExport(ctx.db, id);

    expect(file.emailChanges).toEqual([
      expect.objectContaining({
        newEmail: "first.try@example.com",
        expiresAt: expiresAt.toISOString(),
        confirmedAt: null,
        withdrawnAt: expect.any(String),
      }),
      expect.objectContaining({ newEmail: "second.try@example.com", withdrawnAt: null }),
    ]);
    expect(JSON.stringify(file)).not.toMatch(/token-value|not\.mine/);
  });

  test("leaves out credentials: no password hash, session token or two-factor secret", async () => {
    const ctx = context();
    const { id } = await createSignedInUser(ctx, "export.credentials@example.com");
    await ctx.db.insert(twoFactors).values({
      id: crypto.randomUUID(),
      userId: id,
      secret: "TOTP-SECRET-VALUE",
      backupCodes: "BACKUP-CODES-VALUE",
    });

    const text = JSON.stringify(await accountExport(ctx.db, id));

    expect(text).not.toMatch(/password|token|secret|TOTP-SECRET-VALUE|BACKUP-CODES-VALUE/i);
  });

  test("a user who no longer exists exports an empty file, not an error", async () => {
    const file = await accountExport(context().db, crypto.randomUUID());
    expect(file.account).toBeUndefined();
    expect(file.subscriptions).toEqual([]);
    expect(file.testResults).toEqual([]);
    expect(file.emailChanges).toEqual([]);
  });
});
