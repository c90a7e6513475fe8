import { describe, expect, test } from "vitest";
import { auditActions, listAuditLog, recordAdminAction } from "~/admin/audit.server";
import { adminOverview } from "~/admin/overview.server";
import {
  contactMessages,
  jobs,
  statContributions,
  statisticsSnapshots,
  subscriptions,
  users,
} from "~/db/schema";
import { action as auditAction, loader as auditLoader } from "~/routes/admin.audit";
import { action as overviewAction, loader as overviewLoader } from "~/routes/admin._index";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import type { AppLoadContext } from "react-router";
import { callRoute, formRequest, loadContext } from "../support/route-args";

/** Issue 22: the operators' overview counts, the audit log's pages and filters, and who gets 404. */
const day = 24 * 60 * 60 * 1000;

describe.each(databaseTargets)("the operators' overview and audit log on $name", (target) => {
  const database = freshDatabase(target);

  test("the overview counts what it says it counts", async () => {
    const { db } = database();
    const empty = await adminOverview(db);
    expect(empty.statistics.lastComputedAt).toBeNull();

    await db.insert(users).values([
      { id: "u1", name: "A", email: "a@example.com", emailVerified: true, twoFactorEnabled: true },
      { id: "u2", name: "B", email: "b@example.com", emailVerified: true },
      { id: "u3", name: "C", email: "c@example.com" },
    ]);
    const message = { name: "N", email: "n@example.com", subject: "S", message: "M" };
    const [failedOne] = await db
      .insert(contactMessages)
      .values([
        { ...message, status: "unread" },
        { ...message, status: "unread", sentAt: new Date() },
        { ...message, status: "handled", sentAt: new Date() },
        { ...message, status: "read" },
      ])
      .returning();
    await db.insert(jobs).values([
      { name: "contact-message-mail", payload: { messageId: failedOne!.id }, status: "failed" },
      { name: "forget-email-change", payload: {}, status: "failed" },
      { name: "forget-email-change", payload: {}, status: "pending" },
    ]);
    const now = new Date();
    await db.insert(subscriptions).values([
      {
        userId: "u1",
        status: "active",
        planType: "monthly",
        currentPeriodEnd: new Date(+now + day),
      },
      {
        userId: "u2",
        status: "canceled",
        planType: "monthly",
        currentPeriodEnd: new Date(+now + day),
      },
      {
        userId: "u2",
        status: "active",
        planType: "monthly",
        currentPeriodEnd: new Date(+now - day),
      },
      { userId: "u3", status: "active", planType: "monthly" },
      { userId: "u3", status: "incomplete", planType: "monthly" },
    ]);
    const contribution = {
      contributorId: crypto.randomUUID(),
      answers: "4".repeat(60),
      personalityType: "INTJ-A",
      dimensions: {} as never,
      locale: "en",
      contributedOn: "2026-11-26",
    };
    await db.insert(statContributions).values([
      { ...contribution, submissionId: crypto.randomUUID() },
      { ...contribution, submissionId: crypto.randomUUID() },
    ]);
    const computedAt = new Date("2026-11-20T08:00:00Z");
    await db.insert(statisticsSnapshots).values([
      { computedAt: new Date("2026-11-19T08:00:00Z"), n: 1, data: {} },
      { computedAt, n: 2, data: {} },
    ]);

    expect(await adminOverview(db, now)).toEqual({
      inbox: { unread: 2, mailFailed: 1, mailWaiting: 1 },
      people: { total: 3, verified: 2, twoFactor: 1 },
      payments: { activeSubscriptions: 3, reportPurchases30Days: 0 },
      statistics: { consentingResults: 2, lastComputedAt: computedAt },
      failedJobs: [
        { name: "contact-message-mail", count: 1 },
        { name: "forget-email-change", count: 1 },
      ],
    });
  });

  test("the audit log pages by id, newest first, and filters by address part and action", async () => {
    const { db } = database();
    const admin = { id: "cli", email: "command line (ops)" };
    for (let i = 0; i < 7; i++) {
      await recordAdminAction(db, admin, {
        action: i % 2 ? "role.grant" : "role.revoke",
        target: { id: `t${i}`, email: i === 3 ? "odd_one%@Example.com" : `t${i}@example.com` },
      });
    }
    const first = await listAuditLog(db, { limit: 3 });
    expect(first.map((row) => row.targetUserId)).toEqual(["t6", "t5", "t4"]);
    const second = await listAuditLog(db, { limit: 3, before: first.at(-1)!.id });
    expect(second.map((row) => row.targetUserId)).toEqual(["t3", "t2", "t1"]);

    expect((await listAuditLog(db, { action: "role.grant" })).map((r) => r.targetUserId)).toEqual([
      "t5",
      "t3",
      "t1",
    ]);
    // A typed % or _ is itself, not a wildcard; case does not matter.
    expect((await listAuditLog(db, { targetEmail: "_ONE%" })).map((r) => r.targetUserId)).toEqual([
      "t3",
    ]);
    expect(await listAuditLog(db, { targetEmail: "t%" })).toEqual([]);
    expect(await auditActions(db)).toEqual(["role.grant", "role.revoke"]);
  });

  test("the pages' loaders and actions answer 404 to a signed-out visitor and to a non-admin", async () => {
    const ctx = loadContext(database());
    const { cookie } = await createSignedInUser(ctx, "not.admin@example.com");
    for (const headers of [{} as Record<string, string>, { cookie }]) {
      for (const [handler, path] of [
        [overviewLoader, "/admin"],
        [auditLoader, "/admin/audit?action=role.grant"],
      ] as const) {
        const request = new Request(`http://localhost${path}`, { headers });
        expect(await statusOf(handler, request, ctx), path).toBe(404);
      }
      for (const [handler, path] of [
        [overviewAction, "/admin"],
        [auditAction, "/admin/audit"],
      ] as const) {
        const request = formRequest(path, { intent: "x" });
        for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
        expect(await statusOf(handler, request, ctx), path).toBe(404);
      }
    }
  });
});

/** The status a loader or action answers, a thrown `data(null, { status })` included. */
async function statusOf(handler: unknown, request: Request, ctx: AppLoadContext) {
  try {
    return (await callRoute(handler, request, ctx)).status;
  } catch (error) {
    const status = (error as { init?: { status?: number } }).init?.status;
    if (status === undefined) throw error;
    return status;
  }
}
