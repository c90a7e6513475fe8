import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { accounts, sessions, subscriptions, testSessions, twoFactors, users } from "~/db/schema";
import { selectRows } from "~/db/client.server";
import { action as deleteAction } from "~/routes/account.data";
import { loader as dataLoader } from "~/routes/account.data.download";
import { action as securityAction } from "~/routes/account.security";
import { action as authAction, loader as authLoader } from "~/routes/auth";
import { action as forgotAction } from "~/routes/auth.forgot-password";
import { action as resetAction } from "~/routes/auth.reset-password";
import { action as signOutAction } from "~/routes/auth.sign-out";
import { loader as verifyLoader } from "~/routes/auth.verify";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as outboxLoader } from "~/routes/dev.outbox";
import { getOptionalUser } from "~/auth/session.server";
import {
  cookieHeader,
  createSignedInUser,
  latestMail,
  signInCookie,
  testPassword,
} from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { answer, callRoute, loadContext } from "../support/route-args";

function post(path: string, fields: Record<string, string>, cookie = "") {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });
}

function get(path: string, cookie = "") {
  return new Request(`http://localhost${path}`, { headers: { cookie } });
}

const signInFields = (email: string, password: string) => ({
  intent: "sign-in",
  email,
  password,
  redirectTo: "/dashboard",
});

describe.each(databaseTargets)("accounts on $name", (target) => {
  const database = freshDatabase(target);
  const context = (clientIp?: string) => loadContext(database(), { clientIp });

  test("sign-up mails a confirmation link (text and HTML) that signs the user in on /", async () => {
    const ctx = context("198.51.100.10");
    const result = await callRoute(
      authAction,
      post("/auth?mode=signup", {
        intent: "sign-up",
        name: "Grace Hopper",
        email: "Grace@Example.com",
        password: "a long enough password",
      }),
      ctx,
    );
    expect(result.status).toBe(200);
    expect(answer(result.data)).toMatchObject({
      createdFor: "Grace@Example.com",
      toast: {
        type: "success",
        title: "Account created!",
        description: "Please check your email to verify your account.",
      },
    });

    const { mail, link, token } = await latestMail(ctx, "grace@example.com");
    expect(mail.subject).toContain("TypeAtlas");
    expect(mail.text).toContain("Hi Grace Hopper,");
    expect(link).toMatch(/^http:\/\/localhost\/auth\/verify\?token=/);
    expect(mail.html).toContain(`href="${link!.replace(/&/g, "&amp;")}"`);
    expect(mail.html).toContain("TypeAtlas");

    // The outbox page lists it while no SMTP server is configured, to this machine alone.
    const outbox = await callRoute(outboxLoader, get("/dev/outbox"), context("127.0.0.1"));
    expect(JSON.stringify(outbox.data)).toContain("grace@example.com");
    expect((await callRoute(outboxLoader, get("/dev/outbox"), ctx)).status).toBe(404);

    // Signing in before confirming is refused, with a fresh link on its way.
    const early = await callRoute(
      authAction,
      post("/auth", signInFields("grace@example.com", "a long enough password")),
      ctx,
    );
    expect(early.status).toBe(403);

    // In the browser that signed up (its cookie says so): only that one is signed in.
    const verified = await callRoute(
      verifyLoader,
      get(`/auth/verify?token=${token}`, cookieHeader(result.headers)),
      ctx,
    );
    expect(verified.status).toBe(302);
    expect(verified.location).toBe("/");
    const cookie = cookieHeader(verified.headers);
    expect(cookie).toContain("typeatlas.session_token=");
    const user = await getOptionalUser(get("/", cookie), ctx);
    expect(user).toMatchObject({ email: "grace@example.com", name: "Grace Hopper" });

    // A used link is refused and says what to do.
    const again = await callRoute(verifyLoader, get(`/auth/verify?token=${token}`), ctx);
    expect(again.data).toEqual({ problem: "used", i18n: expect.anything() });
    expect(again.headers.getSetCookie()).toEqual([]);
    // A forged or damaged token is refused.
    const forged = await callRoute(
      verifyLoader,
      get(`/auth/verify?token=${token!.slice(0, -4)}abcd`),
      ctx,
    );
    expect(forged.data).toEqual({ problem: "invalid", i18n: expect.anything() });
  });

  test("a confirmation link opened in another browser confirms the address and leaves no session", async () => {
    const ctx = context("198.51.100.12");
    const signUp = await callRoute(
      authAction,
      post("/auth?mode=signup", {
        intent: "sign-up",
        name: "Mallory",
        email: "mallory@example.com",
        password: "a long enough password",
      }),
      ctx,
    );
    expect(signUp.status).toBe(200);
    const { token } = await latestMail(ctx, "mallory@example.com");
    const opened = await callRoute(verifyLoader, get(`/auth/verify?token=${token}`), ctx);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/auth");
    expect(cookieHeader(opened.headers)).not.toContain("session_token");
    const [user] = await ctx.db.select().from(users).where(eq(users.email, "mallory@example.com"));
    expect(user?.emailVerified).toBe(true);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
  });

  test("the session cookie is HttpOnly and SameSite=Lax", async () => {
    const ctx = context();
    await createSignedInUser(ctx, "cookie@example.com");
    const { headers } = await ctx.auth.api.signInEmail({
      body: { email: "cookie@example.com", password: testPassword },
      returnHeaders: true,
    });
    const setCookie = headers.getSetCookie().find((c) => c.startsWith("typeatlas.session_token"));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  test("signing up again with a registered address looks the same and mails the owner", async () => {
    const ctx = context("198.51.100.11");
    await createSignedInUser(ctx, "taken@example.com", "First Owner");
    const result = await callRoute(
      authAction,
      post("/auth?mode=signup", {
        intent: "sign-up",
        name: "Someone Else",
        email: "taken@example.com",
        password: "another long password",
      }),
      ctx,
    );
    expect(result.status).toBe(200);
    expect(answer(result.data)).toMatchObject({ toast: { title: "Account created!" } });
    const { mail } = await latestMail(ctx, "taken@example.com");
    expect(mail.subject).toBe("You already have a TypeAtlas account");
    const rows = await ctx.db.select().from(users).where(eq(users.email, "taken@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe("First Owner");
  });

  test("sign-up validates the name, the e-mail and the password length (8 to 128)", async () => {
    const ctx = context("198.51.100.12");
    const short = await callRoute(
      authAction,
      post("/auth?mode=signup", { intent: "sign-up", name: "", email: "x@", password: "1234567" }),
      ctx,
    );
    expect(short.status).toBe(400);
    expect(answer(short.data)).toMatchObject({
      fieldErrors: {
        name: "Please enter your full name.",
        email: "Please enter a valid email address, like name@example.com.",
        password: "Password must be 8 to 128 characters long.",
      },
    });
    const long = await callRoute(
      authAction,
      post("/auth?mode=signup", {
        intent: "sign-up",
        name: "Long",
        email: "long@example.com",
        password: "x".repeat(129),
      }),
      ctx,
    );
    expect(answer(long.data)).toMatchObject({
      fieldErrors: { password: "Password must be 8 to 128 characters long." },
    });
  });

  test("a wrong password and an unknown e-mail get the same answer", async () => {
    const ctx = context("198.51.100.13");
    await createSignedInUser(ctx, "same@example.com");
    const wrong = await callRoute(
      authAction,
      post("/auth", signInFields("same@example.com", "not the password")),
      ctx,
    );
    const unknown = await callRoute(
      authAction,
      post("/auth", signInFields("nobody@example.com", "not the password")),
      ctx,
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    // The same answer but for the address typed back into the form.
    expect({ ...answer(wrong.data), values: null }).toEqual({
      ...answer(unknown.data),
      values: null,
    });
    expect(answer(wrong.data)).toMatchObject({
      title: "Error signing in",
      formError: "Invalid email or password.",
      toast: { title: "Error signing in", description: "Invalid email or password." },
    });
  });

  test("sign-in redirects to the page that asked for it, with the welcome toast", async () => {
    const ctx = context("198.51.100.14");
    await createSignedInUser(ctx, "back@example.com");
    const result = await callRoute(
      authAction,
      post("/auth?redirectTo=%2Fdashboard", signInFields("back@example.com", testPassword)),
      ctx,
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/dashboard");
    const cookies = result.headers.getSetCookie().join("\n");
    expect(cookies).toContain("typeatlas.session_token=");
    expect(cookies).toContain("toast=");
    // Another site is never a destination.
    const away = await callRoute(
      authAction,
      post("/auth", {
        ...signInFields("back@example.com", testPassword),
        redirectTo: "//evil.example/x",
      }),
      ctx,
    );
    expect(away.location).toBe("/");
  });

  test("a signed-in user is sent from /auth to /", async () => {
    const ctx = context();
    const { cookie } = await createSignedInUser(ctx, "already@example.com");
    const result = await callRoute(authLoader, get("/auth", cookie), ctx);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/");
  });

  test("five failed sign-ins lock the account at that address for 15 minutes, even with the right password, but not the owner elsewhere", async () => {
    const ctx = context("198.51.100.15");
    await createSignedInUser(ctx, "locked@example.com");
    for (let attempt = 0; attempt < 5; attempt++) {
      const result = await callRoute(
        authAction,
        post("/auth", signInFields("locked@example.com", "wrong password")),
        ctx,
      );
      expect(result.status).toBe(401);
    }
    const blocked = await callRoute(
      authAction,
      post("/auth", signInFields("locked@example.com", testPassword)),
      ctx,
    );
    expect(blocked.status).toBe(429);
    expect(answer(blocked.data)).toMatchObject({
      title: "Error signing in",
      formError: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    });
    // The limit is per account and address: the owner, elsewhere, still signs in.
    const owner = await callRoute(
      authAction,
      post("/auth", signInFields("locked@example.com", testPassword)),
      context("198.51.100.16"),
    );
    expect(owner.status).toBe(302);
  });

  test("twenty failed sign-ins from one address block that address for every account", async () => {
    const ctx = context("198.51.100.17");
    await createSignedInUser(ctx, "victim@example.com");
    for (let attempt = 0; attempt < 20; attempt++) {
      // A different account each time, so only the per-address limit is reached.
      const result = await callRoute(
        authAction,
        post("/auth", signInFields(`guess${attempt}@example.com`, "wrong password")),
        ctx,
      );
      expect(result.status).toBe(401);
    }
    const blocked = await callRoute(
      authAction,
      post("/auth", signInFields("victim@example.com", testPassword)),
      ctx,
    );
    expect(blocked.status).toBe(429);
    // Another address is not affected.
    const elsewhere = await callRoute(
      authAction,
      post("/auth", signInFields("victim@example.com", testPassword)),
      context("198.51.100.18"),
    );
    expect(elsewhere.status).toBe(302);
  });

  test("password reset: a mail for a known address only, one answer for both, then a new password", async () => {
    const ctx = context("198.51.100.19");
    await createSignedInUser(ctx, "forgetful@example.com");
    const known = await callRoute(
      forgotAction,
      post("/auth/forgot-password", { email: "forgetful@example.com" }),
      ctx,
    );
    const unknown = await callRoute(
      forgotAction,
      post("/auth/forgot-password", { email: "ghost@example.com" }),
      ctx,
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(answer(known.data)).toMatchObject({ sentTo: "forgetful@example.com" });
    expect(answer(unknown.data)).toMatchObject({ sentTo: "ghost@example.com" });
    await expect(latestMail(ctx, "ghost@example.com")).rejects.toThrow();

    const { mail, link, token } = await latestMail(ctx, "forgetful@example.com");
    expect(mail.subject).toBe("Reset your TypeAtlas password");
    expect(link).toMatch(/^http:\/\/localhost\/auth\/reset-password\?token=/);

    const mismatch = await callRoute(
      resetAction,
      post("/auth/reset-password", {
        token: token!,
        password: "brand new password",
        confirmPassword: "different",
      }),
      ctx,
    );
    expect(mismatch.status).toBe(400);
    const done = await callRoute(
      resetAction,
      post("/auth/reset-password", {
        token: token!,
        password: "brand new password",
        confirmPassword: "brand new password",
      }),
      ctx,
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe("/auth");
    await expect(signInCookie(ctx, "forgetful@example.com")).rejects.toThrow();
    expect(await signInCookie(ctx, "forgetful@example.com", "brand new password")).toContain(
      "session_token",
    );
    // The link works once.
    const reused = await callRoute(
      resetAction,
      post("/auth/reset-password", {
        token: token!,
        password: "another password",
        confirmPassword: "another password",
      }),
      ctx,
    );
    expect(reused.data).toMatchObject({ expired: true });
  });

  test("sign-out ends the session on the server", async () => {
    const ctx = context();
    const { cookie } = await createSignedInUser(ctx, "leaving@example.com");
    expect(await getOptionalUser(get("/", cookie), ctx)).not.toBeNull();
    const result = await callRoute(signOutAction, post("/auth/sign-out", {}, cookie), ctx);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/");
    // The old cookie no longer opens a session, even if a browser kept it.
    expect(await getOptionalUser(get("/", cookie), ctx)).toBeNull();
    const dashboard = await callRoute(dashboardLoader, get("/dashboard", cookie), ctx);
    expect(dashboard.location).toBe("/auth?redirectTo=%2Fdashboard");
  });

  test("changing the password needs the current one and signs other sessions out", async () => {
    const ctx = context();
    const { cookie } = await createSignedInUser(ctx, "mover@example.com");
    const otherDevice = await signInCookie(ctx, "mover@example.com");
    const wrong = await callRoute(
      securityAction,
      post(
        "/account/security",
        {
          intent: "change-password",
          currentPassword: "not it at all",
          newPassword: "a fresh password",
          confirmPassword: "a fresh password",
        },
        cookie,
      ),
      ctx,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({
      form: "change-password",
      result: { error: { currentPassword: ["That password is not right."] } },
    });
    const changed = await callRoute(
      securityAction,
      post(
        "/account/security",
        {
          intent: "change-password",
          currentPassword: testPassword,
          newPassword: "a fresh password",
          confirmPassword: "a fresh password",
        },
        cookie,
      ),
      ctx,
    );
    // Back to the page, whose next request carries the new session (post/redirect/get).
    expect(changed.status).toBe(302);
    expect(changed.location).toBe("/account/security");
    const newCookie = cookieHeader(changed.headers);
    expect(await getOptionalUser(get("/", newCookie), ctx)).toMatchObject({
      email: "mover@example.com",
    });
    expect(await getOptionalUser(get("/", otherDevice), ctx)).toBeNull();
  });

  test("download my data: the account and every result, without credentials", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "exporter@example.com", "Ex Porter");
    await ctx.db.insert(testSessions).values({
      userId: id,
      submissionId: crypto.randomUUID(),
      personalityType: "INFP-T",
      dimensions: { mind: 20, energy: 70, nature: 80, tactics: 65, identity: 30 },
      responses: { "1": 4 },
    });
    const result = await (
      dataLoader as unknown as (args: {
        request: Request;
        context: AppLoadContext;
        params: Record<string, string>;
      }) => Promise<Response>
    )({
      request: get("/account/data/download", cookie),
      context: ctx,
      params: {},
    });
    expect(result.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="typeatlas-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await result.text();
    const body = JSON.parse(text);
    expect(body.account).toMatchObject({ fullName: "Ex Porter", email: "exporter@example.com" });
    expect(body.testResults).toHaveLength(1);
    expect(body.testResults[0]).toMatchObject({ personalityType: "INFP-T", responses: { "1": 4 } });
    expect(text).not.toMatch(/password|session_token|secret/i);
  });

  test("deleting the account needs the password and removes every row of that user", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "gone@example.com");
    const keeper = await createSignedInUser(ctx, "stays@example.com");
    for (const userId of [id, keeper.id]) {
      await ctx.db.insert(testSessions).values({
        userId,
        submissionId: crypto.randomUUID(),
        personalityType: "ISTJ-A",
        dimensions: { mind: 20, energy: 30, nature: 20, tactics: 20, identity: 70 },
        responses: {},
      });
      await ctx.db.insert(subscriptions).values({ userId, status: "active", planType: "monthly" });
    }
    await ctx.db
      .insert(twoFactors)
      .values({ id: crypto.randomUUID(), userId: id, secret: "s", backupCodes: "b" });

    const refused = await callRoute(
      deleteAction,
      post("/account/data", { password: "wrong password", confirm: "DELETE" }, cookie),
      ctx,
    );
    expect(refused.status).toBe(400);
    const unconfirmed = await callRoute(
      deleteAction,
      post("/account/data", { password: testPassword, confirm: "delete" }, cookie),
      ctx,
    );
    expect(unconfirmed.status).toBe(400);

    const deleted = await callRoute(
      deleteAction,
      post("/account/data", { password: testPassword, confirm: "DELETE" }, cookie),
      ctx,
    );
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/");
    for (const table of [users, sessions, accounts, testSessions, subscriptions, twoFactors]) {
      const column = table === users ? users.id : (table as typeof sessions).userId;
      expect(await ctx.db.select().from(table).where(eq(column, id))).toHaveLength(0);
    }
    // The other user keeps everything.
    expect(
      await ctx.db.select().from(testSessions).where(eq(testSessions.userId, keeper.id)),
    ).toHaveLength(1);
    expect(await getOptionalUser(get("/", cookie), ctx)).toBeNull();
  });

  test("the premium check is a SQL function over active, unexpired subscriptions", async () => {
    const ctx = context();
    const { id } = await createSignedInUser(ctx, "premium@example.com");
    const check = async () =>
      (
        await selectRows<{ premium: boolean }>(
          ctx.db,
          sql`select user_has_active_subscription(${id}) as premium`,
        )
      )[0]!.premium;
    expect(await check()).toBe(false);
    await ctx.db
      .insert(subscriptions)
      .values({ userId: id, status: "canceled", planType: "monthly" });
    expect(await check()).toBe(false);
    await ctx.db.insert(subscriptions).values({
      userId: id,
      status: "active",
      planType: "monthly",
      currentPeriodEnd: new Date(Date.now() - 1000),
    });
    expect(await check()).toBe(false);
    await ctx.db.insert(subscriptions).values({
      userId: id,
      status: "active",
      planType: "2-month",
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    expect(await check()).toBe(true);
  });
});
