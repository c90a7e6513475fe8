import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { applyBillingEvent } from "~/billing/state-machine.server";
import { entitlementsFrom } from "~/billing/entitlements.server";
import type { SubscriptionSnapshot } from "~/billing/events";
import { selectRows } from "~/db/client.server";
import {
  processedEvents,
  sandboxCheckouts,
  subscriptionEvents,
  subscriptions,
  teamMembers,
  teams,
  users,
} from "~/db/schema";
import { action as accountDataAction } from "~/routes/account.data";
import { action as checkoutApi } from "~/routes/api.billing.checkout";
import { loader as changePlanLoader } from "~/routes/billing.change-plan";
import { loader as subscriptionPageLoader } from "~/routes/billing.subscription";
import { action as payAction, loader as payLoader } from "~/routes/billing.sandbox-checkout";
import { action as planAction, loader as planLoader } from "~/routes/team.plan";
import {
  createTeam,
  joinByLink,
  renewJoinLink,
  teamCapacity,
  TeamRefusal,
} from "~/teams/teams.server";
import { teamLine } from "~/admin/format";
import { loader as paymentsLoader } from "~/routes/admin.payments";
import { loader as pricingLoader } from "~/routes/pricing";
import { loader as subscriptionLoader } from "~/routes/admin.subscription";
import { createSignedInUser, testPassword } from "../support/accounts";
import { createAdminSession } from "../support/admin";
import { databaseTargets, freshDatabase } from "../support/databases";
import {
  answer,
  loadContext,
  callAnswered as call,
  getRequest as get,
  postRequest as post,
} from "../support/route-args";

const day = 24 * 60 * 60 * 1000;
const card = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };

/**
 * Paying for teams on the sandbox (issue 23, decision 042): the Teams plan bought from a team's
 * plan page through the sandbox's card form, its seats on the one state machine, the seats
 * changed and the renewal cancelled from the page, capacity following the plan, and an account's
 * subscriptions ended before the account goes.
 */
describe.each(databaseTargets)("paying for teams on the sandbox, on $name", (target) => {
  const database = freshDatabase(target);
  const context = () => loadContext(database());
  const db = () => database().db;
  let counter = 0;
  const unique = (label: string) =>
    `${label}.${++counter}.${crypto.randomUUID().slice(0, 8)}@example.com`;

  /** People without a session, straight in the database: the team's other members. */
  async function person(label = "member") {
    const id = crypto.randomUUID();
    await db()
      .insert(users)
      .values({ id, name: label, email: unique(label), emailVerified: true });
    return id;
  }

  /** A team owned by a signed-in person, with `others` more members (one an admin, if asked). */
  async function teamOf(others: number, { admin = false } = {}) {
    const ctx = context();
    const owner = await createSignedInUser(ctx, unique("owner"), "Olive Owner");
    const team = await createTeam(db(), owner.id, { name: "Platform" });
    let adminUser: Awaited<ReturnType<typeof createSignedInUser>> | undefined;
    if (admin) {
      adminUser = await createSignedInUser(ctx, unique("admin"), "Adam Admin");
      await db()
        .insert(teamMembers)
        .values({ teamId: team.id, userId: adminUser.id, role: "admin" });
    }
    const member = await createSignedInUser(ctx, unique("member"), "Mia Member");
    await db().insert(teamMembers).values({ teamId: team.id, userId: member.id });
    for (let i = (admin ? 2 : 1) + 1; i <= others; i++) {
      await db()
        .insert(teamMembers)
        .values({ teamId: team.id, userId: await person() });
    }
    return { team, owner, admin: adminUser, member };
  }

  const planPath = (teamId: string) => `/teams/${teamId}/plan`;
  const loadPlan = (teamId: string, cookie: string, query = "") =>
    call(planLoader, get(`${planPath(teamId)}${query}`, cookie), context(), { teamId });
  const planPost = (teamId: string, cookie: string, fields: Record<string, string>) =>
    call(planAction, post(planPath(teamId), fields, cookie), context(), { teamId });
  const checkoutIdOf = (location: string | null) => location!.split("/").at(-1)!;
  const payCheckout = (checkoutId: string, cookie: string, fields: Record<string, string>) =>
    call(payAction, post(`/billing/sandbox-checkout/${checkoutId}`, fields, cookie), context(), {
      checkoutId,
    });

  const rowsOfTeam = (teamId: string) =>
    db().select().from(subscriptions).where(eq(subscriptions.teamId, teamId));
  const premium = async (userId: string) =>
    (
      await selectRows<{ premium: boolean }>(
        db(),
        sql`select user_has_active_subscription(${userId}) as premium`,
      )
    )[0]!.premium;

  /** Buys `seats` for the team as `cookie` through the plan page and the sandbox's card form. */
  async function buy(teamId: string, cookie: string, seats: number) {
    const started = await planPost(teamId, cookie, { intent: "buy", seats: String(seats) });
    expect(started.status, JSON.stringify(started.data)).toBe(302);
    expect(started.location).toMatch(/^\/billing\/sandbox-checkout\/[0-9a-f-]{36}$/);
    const checkoutId = checkoutIdOf(started.location);
    const paid = await payCheckout(checkoutId, cookie, {
      ...card,
      seats: String(seats),
      pricedSeats: String(seats),
    });
    expect(paid.status, JSON.stringify(paid.data)).toBe(302);
    expect(paid.location).toBe(`${planPath(teamId)}?checkout=success`);
    return checkoutId;
  }

  test("the plan page is the team's owner's and admins': members, strangers and signed-out visitors get the 404 page", async () => {
    const { team, owner, admin, member } = await teamOf(2, { admin: true });
    const stranger = await createSignedInUser(context(), unique("stranger"));
    expect((await loadPlan(team.id, owner.cookie)).status).toBe(200);
    expect((await loadPlan(team.id, admin!.cookie)).status).toBe(200);
    for (const cookie of [member.cookie, stranger.cookie, ""]) {
      expect((await loadPlan(team.id, cookie)).status).toBe(404);
      const posted = await planPost(team.id, cookie, { intent: "buy", seats: "12" });
      expect(posted.status).toBe(404);
    }
    expect((await loadPlan("not-a-uuid", owner.cookie)).status).toBe(404);
    expect(
      await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.teamId, team.id)),
    ).toHaveLength(0);
  });

  test("a free team shows 5 seats; bad numbers of seats are refused beside the field and start nothing", async () => {
    const { team, owner } = await teamOf(2);
    const loaded = await loadPlan(team.id, owner.cookie);
    expect(loaded.data).toMatchObject({ members: 3, capacity: 5, plan: null });

    const cases: [string, RegExp][] = [
      ["", /whole number from 6 to 500/],
      ["twelve", /whole number from 6 to 500/],
      ["0", /at least 6 seats: a free team already holds 5 members/],
      ["5", /at least 6 seats/],
      ["501", /at most 500 seats/],
      ["8.5", /whole number of seats/],
    ];
    for (const [seats, message] of cases) {
      const refused = await planPost(team.id, owner.cookie, { intent: "buy", seats });
      expect(refused.status, seats).toBe(400);
      expect(answer(refused.data).fieldErrors.seats, seats).toMatch(message);
      // What was typed stays in the field (a blank stays blank).
      if (seats) expect(answer(refused.data).values).toMatchObject({ seats });
    }
    const unknown = await planPost(team.id, owner.cookie, { intent: "steal", seats: "9" });
    expect(unknown.status).toBe(400);
    expect(answer(unknown.data).formError).toMatch(/couldn't tell which form/);
    expect(
      await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.teamId, team.id)),
    ).toHaveLength(0);
  });

  test("a person cannot buy the Teams plan for themselves: the checkout API and the plan change refuse it", async () => {
    const user = await createSignedInUser(context(), unique("solo"));
    const response = (await checkoutApi({
      request: new Request("http://localhost/api/billing/checkout", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: user.cookie },
        body: JSON.stringify({ item: "teams-monthly", from: "pricing" }),
      }),
      context: context(),
      params: {},
    } as never)) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Please choose one of the plans shown." });
    const change = await call(
      changePlanLoader,
      get("/billing/change-plan?to=teams-monthly", user.cookie),
      context(),
    );
    expect(change.status).toBe(404);
    expect(
      await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.userId, user.id)),
    ).toHaveLength(0);
  });

  test("an admin buys 12 seats through the card form: one subscription for the team, paid by the admin, premium for nobody", async () => {
    const { team, owner, admin } = await teamOf(3, { admin: true });
    const checkoutId = await buy(team.id, admin!.cookie, 12);

    const [row] = await rowsOfTeam(team.id);
    expect(row).toMatchObject({
      userId: admin!.id,
      teamId: team.id,
      seats: 12,
      planType: "teams-monthly",
      provider: "sandbox",
      providerSubscriptionId: `sub_sandbox_${checkoutId}`,
      status: "active",
      cancelAtPeriodEnd: false,
    });
    // The state machine's three events, as Stripe sends them.
    const history = await db()
      .select({ type: subscriptionEvents.type, outcome: subscriptionEvents.outcome })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, row!.id));
    expect(history).toHaveLength(3);
    expect(await teamCapacity(db(), team.id)).toBe(12);
    expect(await premium(admin!.id)).toBe(false);
    expect(entitlementsFrom([row!], new Date()).subscription).toBeNull();

    const loaded = await loadPlan(team.id, owner.cookie, "?checkout=success");
    expect(loaded.data).toMatchObject({
      members: 4,
      capacity: 12,
      checkoutReturned: true,
      plan: {
        seats: 12,
        status: "active",
        cancelAtPeriodEnd: false,
        payer: { name: "Adam Admin", you: false },
        changeable: true,
      },
    });
    // The payer's own subscription page (a person's plan) does not show the team's.
    const own = await call(
      subscriptionPageLoader,
      get("/billing/subscription", admin!.cookie),
      context(),
    );
    expect(own.data).toMatchObject({ subscription: null });

    // A second purchase while the plan runs is refused, from the page and at the card form.
    const again = await planPost(team.id, owner.cookie, { intent: "buy", seats: "20" });
    expect(again.status).toBe(409);
    expect(answer(again.data).formError).toMatch(/already has the Teams plan/);
    expect(await rowsOfTeam(team.id)).toHaveLength(1);
  });

  test("the card form prices the seats typed before taking a payment; two admins paying at once buy one plan", async () => {
    const { team, owner, admin } = await teamOf(2, { admin: true });
    const first = await planPost(team.id, owner.cookie, { intent: "buy", seats: "12" });
    const second = await planPost(team.id, admin!.cookie, { intent: "buy", seats: "8" });
    const ownerCheckout = checkoutIdOf(first.location);
    const adminCheckout = checkoutIdOf(second.location);

    const shown = await call(
      payLoader,
      get(`/billing/sandbox-checkout/${ownerCheckout}`, owner.cookie),
      context(),
      { checkoutId: ownerCheckout },
    );
    expect(shown.data).toMatchObject({
      summary: { name: "teams:plan.plan.name", dueTodayCents: 7200 },
      team: { name: "Platform", members: 3, seats: 12 },
    });
    // Someone else's checkout is not found.
    expect(
      (
        await call(
          payLoader,
          get(`/billing/sandbox-checkout/${ownerCheckout}`, admin!.cookie),
          context(),
          { checkoutId: ownerCheckout },
        )
      ).status,
    ).toBe(404);

    // Typed 15 on a page priced for 12 (no JavaScript): priced first, nothing charged.
    const repriced = await payCheckout(ownerCheckout, owner.cookie, {
      ...card,
      seats: "15",
      pricedSeats: "12",
    });
    expect(repriced.status).toBe(409);
    expect(answer(repriced.data).formError).toBe(
      "The price is now $90.00 per month for 15 seats. Check it, then pay: nothing has been charged yet.",
    );
    expect(await rowsOfTeam(team.id)).toHaveLength(0);
    const [reread] = await db()
      .select({ seats: sandboxCheckouts.seats })
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, ownerCheckout));
    expect(reread!.seats).toBe(15);

    // Too few seats, and a declined card, take nothing either.
    const few = await payCheckout(ownerCheckout, owner.cookie, {
      ...card,
      seats: "4",
      pricedSeats: "4",
    });
    expect(answer(few.data).fieldErrors.seats).toMatch(/at least 6 seats/);
    const declined = await payCheckout(ownerCheckout, owner.cookie, {
      ...card,
      number: "4000 0000 0000 0002",
      seats: "15",
      pricedSeats: "15",
    });
    expect(answer(declined.data).fieldErrors.number).toMatch(/declined/);
    expect(await rowsOfTeam(team.id)).toHaveLength(0);

    const [paid, late] = await Promise.all([
      payCheckout(ownerCheckout, owner.cookie, { ...card, seats: "15", pricedSeats: "15" }),
      payCheckout(adminCheckout, admin!.cookie, { ...card, seats: "8", pricedSeats: "8" }),
    ]);
    const statuses = [paid.status, late.status].sort();
    expect(statuses).toEqual([302, 409]);
    const refusedOne = paid.status === 409 ? paid : late;
    expect(answer(refusedOne.data).formError).toMatch(/already has the Teams plan/);
    expect(await rowsOfTeam(team.id)).toHaveLength(1);
  });

  test("seats are priced, then changed at once on the one state machine; a change below the members keeps them and stops joins", async () => {
    const { team, owner } = await teamOf(9);
    await buy(team.id, owner.cookie, 12);
    expect(await teamCapacity(db(), team.id)).toBe(12);

    const same = await planPost(team.id, owner.cookie, { intent: "preview", seats: "12" });
    expect(answer(same.data).fieldErrors.seats).toBe(
      "The plan already has 12 seats. Choose another number.",
    );

    const priced = await planPost(team.id, owner.cookie, { intent: "preview", seats: "20" });
    expect(priced.status).toBe(200);
    const quote = (priced.data as { quote: Record<string, number | string> }).quote;
    expect(quote).toMatchObject({ fromSeats: 12, toSeats: 20, balanceCreditCents: 0 });
    // Eight seats for (almost) the whole month just bought.
    expect(quote.dueNowCents).toBeGreaterThan(4700);
    expect(quote.dueNowCents).toBeLessThanOrEqual(4800);
    expect(await rowsOfTeam(team.id)).toMatchObject([{ seats: 12 }]);

    // A confirmation whose price is stale, or whose starting seats moved meanwhile, is refused.
    const stale = await planPost(team.id, owner.cookie, {
      intent: "change",
      seats: "20",
      from: "12",
      prorationDate: String(Math.floor(Date.now() / 1000) - 2 * 60 * 60),
    });
    expect(answer(stale.data).formError).toMatch(/out of date/);
    const moved = await planPost(team.id, owner.cookie, {
      intent: "change",
      seats: "20",
      from: "11",
      prorationDate: String(quote.prorationDate),
    });
    expect(answer(moved.data).formError).toMatch(/changed to 12 seats meanwhile/);

    const changed = await planPost(team.id, owner.cookie, {
      intent: "change",
      seats: "20",
      from: "12",
      prorationDate: String(quote.prorationDate),
    });
    expect(changed.status).toBe(302);
    expect(changed.location).toBe(planPath(team.id));
    expect(await rowsOfTeam(team.id)).toMatchObject([{ seats: 20 }]);
    expect(await teamCapacity(db(), team.id)).toBe(20);

    // Down to 6 with 10 members: everyone stays, the page says 4 over, nobody joins.
    const down = await planPost(team.id, owner.cookie, { intent: "preview", seats: "6" });
    const downQuote = (
      down.data as { quote: { prorationDate: number; balanceCreditCents: number } }
    ).quote;
    expect(downQuote.balanceCreditCents).toBeGreaterThan(0);
    await planPost(team.id, owner.cookie, {
      intent: "change",
      seats: "6",
      from: "20",
      prorationDate: String(downQuote.prorationDate),
    });
    expect(await teamCapacity(db(), team.id)).toBe(6);
    const members = await db().select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
    expect(members).toHaveLength(10);
    expect((await loadPlan(team.id, owner.cookie)).data).toMatchObject({
      members: 10,
      capacity: 6,
      plan: { seats: 6 },
    });
    const { token } = await renewJoinLink(db(), { teamId: team.id, actorId: owner.id });
    const newcomer = await person("newcomer");
    await expect(joinByLink(db(), token, newcomer)).rejects.toThrow(TeamRefusal);
  });

  test("free 5, bought 12, down to 3 seats at the provider: capacity falls to the free 5, members and data stay, joins are refused", async () => {
    const { team, owner } = await teamOf(7);
    expect(await teamCapacity(db(), team.id)).toBe(5);
    const checkoutId = await buy(team.id, owner.cookie, 12);
    expect(await teamCapacity(db(), team.id)).toBe(12);
    const [row] = await rowsOfTeam(team.id);
    // A change made at the provider (Stripe's dashboard, say) reaches the state machine as an event.
    const snapshot: SubscriptionSnapshot = {
      provider: "sandbox",
      providerSubscriptionId: `sub_sandbox_${checkoutId}`,
      providerCustomerId: row!.providerCustomerId,
      userId: owner.id,
      status: "active",
      planId: "teams-monthly",
      currentPeriodEnd: row!.currentPeriodEnd,
      cancelAtPeriodEnd: false,
      teamId: team.id,
      seats: 3,
    };
    expect(
      await applyBillingEvent(db(), {
        id: `evt_${crypto.randomUUID()}`,
        created: new Date(Date.now() + 1000),
        type: "customer.subscription.updated",
        subscription: snapshot,
      }),
    ).toBe("applied");
    expect(await rowsOfTeam(team.id)).toMatchObject([{ seats: 3 }]);
    expect(await teamCapacity(db(), team.id)).toBe(5);
    expect(
      await db().select().from(teamMembers).where(eq(teamMembers.teamId, team.id)),
    ).toHaveLength(8);
    expect((await loadPlan(team.id, owner.cookie)).data).toMatchObject({ members: 8, capacity: 5 });
    const { token } = await renewJoinLink(db(), { teamId: team.id, actorId: owner.id });
    await expect(joinByLink(db(), token, await person("late"))).rejects.toThrow(
      "teams:refusal.full",
    );
  });

  test("the state machine keeps a person's plan a person's and a team's plan its team's; a team gone before its checkout leaves seats that make nobody premium", async () => {
    const { team, owner } = await teamOf(1);
    const base = {
      provider: "sandbox" as const,
      providerCustomerId: null,
      userId: owner.id,
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 30 * day),
      cancelAtPeriodEnd: false,
    };
    const personal = `sub_${crypto.randomUUID()}`;
    await applyBillingEvent(db(), {
      id: `evt_${crypto.randomUUID()}`,
      created: new Date(),
      type: "checkout.session.completed",
      mode: "subscription",
      userId: owner.id,
      subscription: { ...base, providerSubscriptionId: personal, planId: "premium-monthly" },
    });
    // A later event that claims seats for it does not turn it into a team's plan.
    await applyBillingEvent(db(), {
      id: `evt_${crypto.randomUUID()}`,
      created: new Date(Date.now() + 1000),
      type: "customer.subscription.updated",
      subscription: {
        ...base,
        providerSubscriptionId: personal,
        planId: "premium-monthly",
        teamId: team.id,
        seats: 40,
      },
    });
    const [own] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, personal));
    expect(own).toMatchObject({ teamId: null, seats: null });
    expect(await premium(owner.id)).toBe(true);

    const gone = await createTeam(db(), owner.id, { name: "Short-lived" });
    await db().delete(teams).where(eq(teams.id, gone.id));
    const orphan = `sub_${crypto.randomUUID()}`;
    await applyBillingEvent(db(), {
      id: `evt_${crypto.randomUUID()}`,
      created: new Date(),
      type: "checkout.session.completed",
      mode: "subscription",
      userId: owner.id,
      subscription: {
        ...base,
        providerSubscriptionId: orphan,
        planId: "teams-monthly",
        teamId: gone.id,
        seats: 9,
      },
    });
    const [orphaned] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, orphan));
    expect(orphaned).toMatchObject({ teamId: null, seats: 9 });
    expect(entitlementsFrom([orphaned!], new Date()).subscription).toBeNull();
  });

  test("cancelling and resuming the renewal go through the state machine; a cancelled plan keeps its seats until the period ends", async () => {
    const { team, owner } = await teamOf(6);
    await buy(team.id, owner.cookie, 10);
    const cancelled = await planPost(team.id, owner.cookie, {
      intent: "renewal",
      choice: "cancel",
    });
    expect(cancelled.status).toBe(302);
    const [row] = await rowsOfTeam(team.id);
    expect(row).toMatchObject({ cancelAtPeriodEnd: true, seats: 10, status: "active" });
    expect(await teamCapacity(db(), team.id)).toBe(10);
    const twice = await planPost(team.id, owner.cookie, { intent: "renewal", choice: "cancel" });
    expect(answer(twice.data).formError).toMatch(/already set to end/);
    // No change of seats while it is set to end.
    const seats = await planPost(team.id, owner.cookie, { intent: "preview", seats: "12" });
    expect(answer(seats.data).formError).toMatch(/Resume it before changing its seats/);

    await planPost(team.id, owner.cookie, { intent: "renewal", choice: "resume" });
    expect(await rowsOfTeam(team.id)).toMatchObject([{ cancelAtPeriodEnd: false }]);
    const events = await db()
      .select({ type: subscriptionEvents.type })
      .from(subscriptionEvents)
      .where(
        and(
          eq(subscriptionEvents.subscriptionId, row!.id),
          eq(subscriptionEvents.type, "customer.subscription.updated"),
        ),
      );
    expect(events).toHaveLength(2);
    const odd = await planPost(team.id, owner.cookie, { intent: "renewal", choice: "pause" });
    expect(answer(odd.data).fieldErrors.choice).toBe("Choose to cancel or to resume the plan.");
  });

  test("/pricing's Teams section knows whether the visitor is signed in (sign up, or go to the teams)", async () => {
    const user = await createSignedInUser(context(), unique("reader"));
    const out = await call(pricingLoader, get("/pricing"), context());
    expect(out.data).toMatchObject({ signedIn: false, teamsInPageLanguage: true });
    const signedIn = await call(pricingLoader, get("/pricing", user.cookie), context());
    expect(signedIn.data).toMatchObject({ signedIn: true });
  });

  test("the operators' Payments pages show a Teams plan's team and seats", async () => {
    const { team, owner } = await teamOf(2);
    await buy(team.id, owner.cookie, 7);
    const [row] = await rowsOfTeam(team.id);
    const admin = await createAdminSession(context(), unique("operator"));
    const payments = await call(paymentsLoader, get("/admin/payments", admin.cookie), context());
    const listed = (
      payments.data as { subscriptions: { id: string; teamName: string; seats: number }[] }
    ).subscriptions.find((subscription) => subscription.id === row!.id);
    expect(listed).toMatchObject({ teamName: "Platform", seats: 7 });
    expect(teamLine(listed!)).toBe("Platform, 7 seats");
    const one = await call(
      subscriptionLoader,
      get(`/admin/payments/subscriptions/${row!.id}`, admin.cookie),
      context(),
      { subscriptionId: row!.id },
    );
    expect(one.data).toMatchObject({ teamName: "Platform", subscription: { seats: 7 } });
    expect(teamLine({ teamName: null, seats: 1 })).toBe("Team deleted, 1 seat");
    expect(teamLine({ teamName: null, seats: null })).toBe("—");
  });

  test("deleting an account ends its team's plan and its own first, through the state machine, then the account goes", async () => {
    const { team, owner, member } = await teamOf(3);
    await buy(team.id, owner.cookie, 8);
    const [teamRow] = await rowsOfTeam(team.id);
    const deleted = await call(
      accountDataAction,
      post("/account/data", { password: testPassword, confirm: "DELETE" }, owner.cookie),
      context(),
    );
    expect(deleted.status).toBe(302);
    expect(await db().select().from(users).where(eq(users.id, owner.id))).toHaveLength(0);
    // The state machine applied the end before the rows went with the account (the processed
    // event stays; the history goes with the account).
    const ended = await db()
      .select({ type: processedEvents.type })
      .from(processedEvents)
      .where(
        eq(
          processedEvents.id,
          `evt_sandbox_cancel_${teamRow!.providerSubscriptionId}_${teamRow!.lastEventAt!.getTime()}`,
        ),
      );
    expect(ended).toEqual([{ type: "customer.subscription.deleted" }]);
    // The team passed to the member, back to the free 5.
    expect(await teamCapacity(db(), team.id)).toBe(5);
    expect(
      await db()
        .select({ role: teamMembers.role })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, member.id))),
    ).toEqual([{ role: "owner" }]);
  });
});
