import crypto from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { applyBillingEvent } from "~/billing/state-machine.server";
import { loadEntitlements } from "~/billing/entitlements.server";
import {
  adminAuditLog,
  publicResults,
  sessions,
  subscriptionEvents,
  subscriptions,
  users,
} from "~/db/schema";
import { listOutbox } from "~/mail/mailer.server";
import { action as ownDeletion } from "~/routes/account.data";
import { loader as paymentsLoader } from "~/routes/admin.payments";
import { loader as peopleLoader } from "~/routes/admin.people";
import { action as personAction, loader as personLoader } from "~/routes/admin.person";
import { loader as subscriptionLoader } from "~/routes/admin.subscription";
import { createSignedInUser, signInCookie, testPassword } from "../support/accounts";
import { createAdminSession as createSignedInAdmin } from "../support/admin";
import { databaseTargets, freshDatabase } from "../support/databases";
import {
  answer,
  callAnswered as call,
  callRoute,
  getRequest as get,
  loadContext,
  postRequest as post,
} from "../support/route-args";
import { insertSavedResult } from "../support/saved-result";

const personPath = (id: string) => `/admin/people/${id}`;

describe.each(databaseTargets)("the operators' People and Payments pages on $name", (target) => {
  const database = freshDatabase(target);
  const context = () => loadContext(database());
  let counter = 0;
  const unique = (name: string) =>
    `${name}.${++counter}.${crypto.randomUUID().slice(0, 8)}@example.com`;

  const auditRows = async (ctx: AppLoadContext, targetUserId: string) =>
    ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, targetUserId));

  const premiumInSql = async (ctx: AppLoadContext, userId: string) => {
    const result = await ctx.db.execute<{ premium: boolean }>(
      sql`select user_has_active_subscription(${userId}) as premium`,
    );
    return (result as unknown as { rows: { premium: boolean }[] }).rows[0]!.premium;
  };

  const sessionCount = async (ctx: AppLoadContext, userId: string) =>
    (await ctx.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

  const daysFromNow = (days: number) =>
    new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  async function cast() {
    const ctx = context();
    const admin = await createSignedInAdmin(ctx, unique("admin"));
    const person = await createSignedInUser(ctx, unique("Person.Case"));
    return { ctx, admin, person };
  }

  test("every page and the action answer 404 to a signed-out visitor, a non-admin and an admin without a two-factor session, and change nothing", async () => {
    const { ctx, person } = await cast();
    const plain = await createSignedInUser(ctx, unique("plain"));
    // An admin whose session did not pass a two-factor code.
    const halfAdmin = await createSignedInUser(ctx, unique("half.admin"));
    await ctx.db
      .update(users)
      .set({ role: "admin", twoFactorEnabled: true })
      .where(eq(users.id, halfAdmin.id));
    const [subscriptionId] = await grantDirectly(ctx, person.id);
    for (const cookie of ["", plain.cookie, halfAdmin.cookie]) {
      expect((await call(peopleLoader, get("/admin/people?q=example", cookie), ctx)).status).toBe(
        404,
      );
      expect(
        (
          await call(personLoader, get(personPath(person.id), cookie), ctx, {
            userId: person.id,
          })
        ).status,
      ).toBe(404);
      expect((await call(paymentsLoader, get("/admin/payments", cookie), ctx)).status).toBe(404);
      expect(
        (
          await call(
            subscriptionLoader,
            get(`/admin/payments/subscriptions/${subscriptionId}`, cookie),
            ctx,
            { subscriptionId: subscriptionId! },
          )
        ).status,
      ).toBe(404);
      const deletion = await call(
        personAction,
        post(
          personPath(person.id),
          { intent: "delete-account", reason: "Asked by mail", confirm: person.email },
          cookie,
        ),
        ctx,
        { userId: person.id },
      );
      expect(deletion.status).toBe(404);
    }
    expect(await ctx.db.select().from(users).where(eq(users.id, person.id))).toHaveLength(1);
    expect(await sessionCount(ctx, person.id)).toBe(1);
    expect(await auditRows(ctx, person.id)).toHaveLength(0);
  });

  test("a search finds people by part of the address in any case, and by id; results come in pages", async () => {
    const { ctx, admin, person } = await cast();
    const found = await call(peopleLoader, get("/admin/people?q=PERSON.case", admin.cookie), ctx);
    expect(found.status).toBe(200);
    const emails = (found.data.people as { email: string }[]).map((row) => row.email);
    expect(emails).toContain(person.email);
    expect(emails.every((email) => email.toLowerCase().includes("person.case"))).toBe(true);

    const byId = await call(peopleLoader, get(`/admin/people?q=${person.id}`, admin.cookie), ctx);
    expect((byId.data.people as { id: string }[]).map((row) => row.id)).toEqual([person.id]);

    // A percent sign is looked for as itself, not as "anything".
    const literal = await call(peopleLoader, get("/admin/people?q=%25", admin.cookie), ctx);
    expect(literal.data.people).toEqual([]);

    const tag = crypto.randomUUID().slice(0, 8);
    await ctx.db.insert(users).values(
      Array.from({ length: 26 }, (_, index) => ({
        id: crypto.randomUUID(),
        name: `Many ${index}`,
        email: `many.${tag}.${index}@example.com`,
      })),
    );
    const first = await call(peopleLoader, get(`/admin/people?q=many.${tag}`, admin.cookie), ctx);
    expect(first.data.people).toHaveLength(25);
    expect(first.data.more).toBe(true);
    const second = await call(
      peopleLoader,
      get(`/admin/people?q=many.${tag}&page=2`, admin.cookie),
      ctx,
    );
    expect(second.data.people).toHaveLength(1);
    expect(second.data.more).toBe(false);
  });

  test("a person's page shows the account, its sessions and results, and never the statistics id", async () => {
    const { ctx, admin, person } = await cast();
    const contributor = crypto.randomUUID();
    await ctx.db
      .update(users)
      .set({ statsContributorId: contributor })
      .where(eq(users.id, person.id));
    await insertSavedResult(ctx.db, person.id);
    await insertSavedResult(ctx.db, person.id, { isPremium: true });
    await ctx.db
      .insert(publicResults)
      .values({ slug: `s${crypto.randomUUID().slice(0, 9)}`, userId: person.id });
    const page = await call(personLoader, get(personPath(person.id), admin.cookie), ctx, {
      userId: person.id,
    });
    expect(page.status).toBe(200);
    const shown = page.data as {
      person: { email: string; contributesStatistics: boolean; emailVerified: boolean };
      details: { sessions: unknown[]; resultCount: number; results: unknown[]; links: unknown[] };
    };
    expect(shown.person).toMatchObject({
      email: person.email,
      contributesStatistics: true,
      emailVerified: true,
    });
    expect(shown.details.sessions).toHaveLength(1);
    expect(shown.details.resultCount).toBe(2);
    expect(shown.details.results).toHaveLength(2);
    expect(shown.details.links).toHaveLength(1);
    expect(JSON.stringify(page.data)).not.toContain(contributor);
  });

  test("an unknown or malformed id is the 404 page", async () => {
    const { ctx, admin } = await cast();
    for (const id of [crypto.randomUUID(), "not-an-id", "'; drop table users; --"]) {
      const page = await call(personLoader, get(personPath("x"), admin.cookie), ctx, {
        userId: id,
      });
      expect(page.status).toBe(404);
      const acted = await call(
        personAction,
        post(
          personPath("x"),
          { intent: "sign-out-everywhere", reason: "r r r", confirm: "a" },
          admin.cookie,
        ),
        ctx,
        { userId: id },
      );
      expect(acted.status).toBe(404);
    }
    const subscription = await call(
      subscriptionLoader,
      get("/admin/payments/subscriptions/nope", admin.cookie),
      ctx,
      { subscriptionId: "nope" },
    );
    expect(subscription.status).toBe(404);
  });

  test("sending the confirmation mail again mails the unconfirmed address, writes one audit entry, and stops after three a day", async () => {
    const ctx = context();
    const admin = await createSignedInAdmin(ctx, unique("admin"));
    const email = unique("unconfirmed");
    const { user } = await ctx.auth.api.signUpEmail({
      body: { name: "Not Yet", email, password: testPassword },
    });
    const mailsBefore = (await listOutbox(ctx.db)).filter((mail) => mail.to === email).length;

    const unticked = await call(
      personAction,
      post(personPath(user.id), { intent: "resend-verification" }, admin.cookie),
      ctx,
      { userId: user.id },
    );
    expect(unticked.status).toBe(400);
    expect(answer(unticked.data).fieldErrors.confirm).toBe("Tick the box to confirm.");

    for (let sent = 1; sent <= 3; sent++) {
      const resent = await call(
        personAction,
        post(personPath(user.id), { intent: "resend-verification", confirm: "yes" }, admin.cookie),
        ctx,
        { userId: user.id },
      );
      expect(resent.status).toBe(302);
    }
    const mails = (await listOutbox(ctx.db)).filter((mail) => mail.to === email);
    expect(mails.length - mailsBefore).toBe(3);
    expect(mails[0]!.text).toMatch(/\/auth\/verify\?token=/);
    const fourth = await call(
      personAction,
      post(personPath(user.id), { intent: "resend-verification", confirm: "yes" }, admin.cookie),
      ctx,
      { userId: user.id },
    );
    expect(fourth.status).toBe(409);
    expect(answer(fourth.data).formError).toMatch(/three times today/);
    const audit = await auditRows(ctx, user.id);
    expect(audit.map((row) => row.action)).toEqual(Array(3).fill("user.resend-verification"));
    expect(audit[0]).toMatchObject({ adminEmail: admin.email, targetEmail: email });
  });

  test("a confirmed address gets no confirmation mail", async () => {
    const { ctx, admin, person } = await cast();
    const refused = await call(
      personAction,
      post(personPath(person.id), { intent: "resend-verification", confirm: "yes" }, admin.cookie),
      ctx,
      { userId: person.id },
    );
    expect(refused.status).toBe(409);
    expect(await auditRows(ctx, person.id)).toHaveLength(0);
  });

  test("signing out everywhere needs a reason and the address typed, then ends every session", async () => {
    const { ctx, admin, person } = await cast();
    await signInCookie(ctx, person.email);
    expect(await sessionCount(ctx, person.id)).toBe(2);

    const wrong = await call(
      personAction,
      post(
        personPath(person.id),
        { intent: "sign-out-everywhere", reason: "", confirm: "someone@else.example" },
        admin.cookie,
      ),
      ctx,
      { userId: person.id },
    );
    expect(wrong.status).toBe(400);
    expect(answer(wrong.data)).toMatchObject({
      form: "sign-out-everywhere",
      fieldErrors: {
        reason: "Please give a reason.",
        confirm: "That is not the person's e-mail address.",
      },
    });
    expect(await sessionCount(ctx, person.id)).toBe(2);
    expect(await auditRows(ctx, person.id)).toHaveLength(0);

    const done = await call(
      personAction,
      post(
        personPath(person.id),
        {
          intent: "sign-out-everywhere",
          reason: "Lost phone, asked by mail",
          confirm: ` ${person.email.toUpperCase()} `,
        },
        admin.cookie,
      ),
      ctx,
      { userId: person.id },
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe(personPath(person.id));
    expect(await sessionCount(ctx, person.id)).toBe(0);
    const audit = await auditRows(ctx, person.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "user.sign-out-everywhere",
      reason: "Lost phone, asked by mail",
      adminUserId: admin.id,
    });
  });

  test("bad grants are refused with field messages and change nothing", async () => {
    const { ctx, admin, person } = await cast();
    const base = {
      intent: "grant-premium",
      plan: "premium-monthly",
      reason: "Refund goodwill",
      confirm: person.email,
    };
    const cases: [Record<string, string>, string, string][] = [
      [{ plan: "premium-forever" }, "plan", "Choose a plan."],
      [{ until: "2020-01-01" }, "until", "The end date cannot be in the past."],
      [{ until: "2030-02-30" }, "until", "That date does not exist."],
      [
        { until: "next week" },
        "until",
        "Give a date as year-month-day, or leave it empty for no end.",
      ],
      [{ reason: "x" }, "reason", "Please give a reason of at least 3 characters."],
      [{ confirm: "nobody@example.com" }, "confirm", "That is not the person's e-mail address."],
    ];
    for (const [change, field, message] of cases) {
      const refused = await call(
        personAction,
        post(personPath(person.id), { ...base, ...change }, admin.cookie),
        ctx,
        { userId: person.id },
      );
      expect(refused.status).toBe(400);
      expect(answer(refused.data).fieldErrors[field]).toBe(message);
    }
    expect(
      await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, person.id)),
    ).toHaveLength(0);
    expect(await auditRows(ctx, person.id)).toHaveLength(0);
    expect(await premiumInSql(ctx, person.id)).toBe(false);
  });

  test("a grant by hand makes the person premium through the state machine, and removing it ends premium now", async () => {
    const { ctx, admin, person } = await cast();
    const until = daysFromNow(30);
    const granted = await call(
      personAction,
      post(
        personPath(person.id),
        {
          intent: "grant-premium",
          plan: "premium-2-month",
          until,
          reason: "Refund goodwill",
          confirm: person.email,
        },
        admin.cookie,
      ),
      ctx,
      { userId: person.id },
    );
    expect(granted.status).toBe(302);
    const entitled = await loadEntitlements(ctx.db, person.id);
    expect(entitled.subscription).toMatchObject({
      provider: "manual",
      status: "active",
      planType: "premium-2-month",
      currentPeriodEnd: new Date(`${until}T23:59:59.999Z`),
    });
    expect(entitled.subscription!.providerSubscriptionId).toMatch(/^admin-[0-9a-f-]{36}$/);
    expect(await premiumInSql(ctx, person.id)).toBe(true);
    const [grantEvent] = await ctx.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.userId, person.id));
    expect(grantEvent).toMatchObject({
      type: "customer.subscription.created",
      fromStatus: null,
      toStatus: "active",
      outcome: "applied",
      subscriptionId: entitled.subscription!.id,
    });
    expect(grantEvent!.providerEventId).toMatch(/^admin-/);

    const again = await call(
      personAction,
      post(
        personPath(person.id),
        {
          intent: "grant-premium",
          plan: "premium-monthly",
          reason: "Twice",
          confirm: person.email,
        },
        admin.cookie,
      ),
      ctx,
      { userId: person.id },
    );
    expect(again.status).toBe(409);

    const page = await call(personLoader, get(personPath(person.id), admin.cookie), ctx, {
      userId: person.id,
    });
    expect(page.data).toMatchObject({ hasGrant: true, premium: { provider: "manual" } });

    const removed = await call(
      personAction,
      post(
        personPath(person.id),
        { intent: "remove-premium", reason: "Granted by mistake", confirm: person.email },
        admin.cookie,
      ),
      ctx,
      { userId: person.id },
    );
    expect(removed.status).toBe(302);
    expect((await loadEntitlements(ctx.db, person.id)).subscription).toBeNull();
    expect(await premiumInSql(ctx, person.id)).toBe(false);
    const [row] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, person.id));
    expect(row).toMatchObject({ status: "canceled" });
    expect(row!.endedAt).not.toBeNull();

    const audit = await auditRows(ctx, person.id);
    expect(audit.map((entry) => entry.action).sort()).toEqual(["premium.grant", "premium.remove"]);
    expect(audit.find((entry) => entry.action === "premium.grant")).toMatchObject({
      reason: "Refund goodwill",
      details: { plan: "premium-2-month", until: `${until}T23:59:59.999Z` },
    });

    const nothingLeft = await call(
      personAction,
      post(
        personPath(person.id),
        { intent: "remove-premium", reason: "Again", confirm: person.email },
        admin.cookie,
      ),
      ctx,
      { userId: person.id },
    );
    expect(nothingLeft.status).toBe(409);
    expect(await auditRows(ctx, person.id)).toHaveLength(2);
  });

  test("a grant with no end date lasts until it is removed", async () => {
    const { ctx, admin, person } = await cast();
    const granted = await call(
      personAction,
      post(
        personPath(person.id),
        {
          intent: "grant-premium",
          plan: "premium-monthly",
          until: "",
          reason: "Press",
          confirm: person.email,
        },
        admin.cookie,
      ),
      ctx,
      { userId: person.id },
    );
    expect(granted.status).toBe(302);
    const far = new Date(Date.now() + 10 * 365 * 24 * 60 * 60 * 1000);
    expect((await loadEntitlements(ctx.db, person.id, far)).subscription).toMatchObject({
      provider: "manual",
      currentPeriodEnd: null,
    });
    expect(await premiumInSql(ctx, person.id)).toBe(true);
    await call(
      personAction,
      post(
        personPath(person.id),
        { intent: "remove-premium", reason: "Over", confirm: person.email },
        admin.cookie,
      ),
      ctx,
      { userId: person.id },
    );
    expect(await premiumInSql(ctx, person.id)).toBe(false);
  });

  test("deleting an account needs the address typed and a reason, removes the account and writes one audit entry", async () => {
    const { ctx, admin, person } = await cast();
    await insertSavedResult(ctx.db, person.id);
    const wrong = await call(
      personAction,
      post(
        personPath(person.id),
        { intent: "delete-account", reason: "Asked by mail", confirm: "x@y.z" },
        admin.cookie,
      ),
      ctx,
      { userId: person.id },
    );
    expect(wrong.status).toBe(400);
    expect(await ctx.db.select().from(users).where(eq(users.id, person.id))).toHaveLength(1);

    const deleted = await call(
      personAction,
      post(
        personPath(person.id),
        { intent: "delete-account", reason: "Asked by mail on 26 Nov", confirm: person.email },
        admin.cookie,
      ),
      ctx,
      { userId: person.id },
    );
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/people");
    expect(await ctx.db.select().from(users).where(eq(users.id, person.id))).toHaveLength(0);
    expect(await sessionCount(ctx, person.id)).toBe(0);
    const audit = await auditRows(ctx, person.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "user.delete",
      targetEmail: person.email,
      reason: "Asked by mail on 26 Nov",
    });
  });

  test("an admin cannot delete their own account here", async () => {
    const { ctx, admin } = await cast();
    const refused = await call(
      personAction,
      post(
        personPath(admin.id),
        { intent: "delete-account", reason: "Leaving", confirm: admin.email },
        admin.cookie,
      ),
      ctx,
      { userId: admin.id },
    );
    expect(refused.status).toBe(409);
    expect(await ctx.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
    expect(await auditRows(ctx, admin.id)).toHaveLength(0);
  });

  test("the admin's deletion leaves what the person's own leaves", async () => {
    const ctx = context();
    const admin = await createSignedInAdmin(ctx, unique("admin"));
    const own = await createSignedInUser(ctx, unique("own"));
    const byAdmin = await createSignedInUser(ctx, unique("by.admin"));
    for (const person of [own, byAdmin]) {
      await insertSavedResult(ctx.db, person.id);
      await grantDirectly(ctx, person.id);
      await ctx.db
        .insert(publicResults)
        .values({ slug: `s${crypto.randomUUID().slice(0, 9)}`, userId: person.id });
    }
    const ownResult = await callRoute(
      ownDeletion,
      post("/account/data", { password: testPassword, confirm: "DELETE" }, own.cookie),
      ctx,
    );
    expect(ownResult.status).toBe(302);
    const adminResult = await call(
      personAction,
      post(
        personPath(byAdmin.id),
        { intent: "delete-account", reason: "Asked", confirm: byAdmin.email },
        admin.cookie,
      ),
      ctx,
      { userId: byAdmin.id },
    );
    expect(adminResult.status).toBe(302);
    // Every table with a user_id column (and the users table itself): nothing left of either.
    const result = await ctx.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = 'public'`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map(
      (row) => row.table_name,
    );
    expect(tables.length).toBeGreaterThan(5);
    const left = async (userId: string) => {
      const counts: Record<string, number> = {};
      for (const table of [...tables, "users"]) {
        const column = table === "users" ? "id" : "user_id";
        const rows = await ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
        );
        counts[table] = (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
      }
      return counts;
    };
    const ownLeft = await left(own.id);
    expect(await left(byAdmin.id)).toEqual(ownLeft);
    expect(Object.values(ownLeft).every((n) => n === 0)).toBe(true);
  });

  test("the payments page lists subscriptions by status and provider, and a subscription's page its history", async () => {
    const { ctx, admin, person } = await cast();
    const [subscriptionId] = await grantDirectly(ctx, person.id);
    const stripeSub = `sub_${crypto.randomUUID()}`;
    await applyBillingEvent(ctx.db, {
      id: `evt_${crypto.randomUUID()}`,
      created: new Date(),
      type: "checkout.session.completed",
      mode: "subscription",
      userId: person.id,
      subscription: {
        provider: "stripe",
        providerSubscriptionId: stripeSub,
        providerCustomerId: "cus_admin_test",
        userId: person.id,
        status: "past_due",
        planId: "premium-monthly",
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
        cancelAtPeriodEnd: true,
      },
    });
    const all = await call(paymentsLoader, get("/admin/payments", admin.cookie), ctx);
    expect(all.status).toBe(200);
    const listed = all.data.subscriptions as { providerSubscriptionId: string; email: string }[];
    expect(listed.map((row) => row.providerSubscriptionId)).toEqual(
      expect.arrayContaining([stripeSub]),
    );
    const filtered = await call(
      paymentsLoader,
      get("/admin/payments?status=past_due&provider=stripe", admin.cookie),
      ctx,
    );
    const rows = filtered.data.subscriptions as {
      status: string;
      provider: string;
      providerCustomerId: string;
      cancelAtPeriodEnd: boolean;
      email: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === "past_due" && row.provider === "stripe")).toBe(true);
    expect(rows.find((row) => row.email === person.email)).toMatchObject({
      providerCustomerId: "cus_admin_test",
      cancelAtPeriodEnd: true,
    });
    // An unknown filter value shows everything rather than failing.
    const odd = await call(
      paymentsLoader,
      get("/admin/payments?status=%27&page=-3", admin.cookie),
      ctx,
    );
    expect(odd.status).toBe(200);
    expect(odd.data.filter).toEqual({ status: "", provider: "" });

    const history = await call(
      subscriptionLoader,
      get(`/admin/payments/subscriptions/${subscriptionId}`, admin.cookie),
      ctx,
      { subscriptionId: subscriptionId! },
    );
    expect(history.status).toBe(200);
    expect(history.data).toMatchObject({ email: person.email });
    expect((history.data.events as { type: string }[]).map((event) => event.type)).toEqual([
      "customer.subscription.created",
    ]);
  });
});

/** A running manual grant made straight through the state machine; returns its row's id. */
async function grantDirectly(ctx: AppLoadContext, userId: string) {
  const providerSubscriptionId = `admin-${crypto.randomUUID()}`;
  await applyBillingEvent(ctx.db, {
    id: `admin-${crypto.randomUUID()}`,
    created: new Date(),
    type: "customer.subscription.created",
    subscription: {
      provider: "manual",
      providerSubscriptionId,
      providerCustomerId: null,
      userId,
      status: "active",
      planId: "premium-monthly",
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    },
  });
  const rows = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return rows.map((row) => row.id);
}
