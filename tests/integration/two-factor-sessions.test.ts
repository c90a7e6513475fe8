import crypto from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { requireAdmin } from "~/admin/guard.server";
import { createAuth } from "~/auth/auth.server";
import {
  createSessionReader,
  parseCookieHeader,
  verifySignedValue,
} from "~/auth/session-reader.server";
import { sessions, users } from "~/db/schema";
import { createRedisCache, type RedisCache } from "~/lib/redis.server";
import { action as securityAction } from "~/routes/account.security";
import { action as authAction } from "~/routes/auth";
import { action as twoFactorAction } from "~/routes/auth.two-factor";
import { cookieHeader, createSignedInUser, testPassword } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import {
  connectTestRedis,
  redisReachable,
  testRedisUrl,
  uniquePrefix,
  type TestRedisClient,
} from "../support/redis";
import { callRoute, loadContext } from "../support/route-args";
import { totp } from "../support/totp";

/**
 * Issue 22, decision 038: a session is marked as having passed a two-factor code when, and only
 * when, a sign-in's two-factor step created it (a code from the authenticator app or a backup
 * code). The operators' area opens to such a session alone.
 */
const post = (path: string, fields: Record<string, string>, cookie = "") =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });

/** Cookie headers joined as a browser would send them together. */
const both = (...cookies: string[]) => cookies.filter(Boolean).join("; ");

/** A verified user with two-factor sign-in on, made an admin; their address, id and key. */
async function twoFactorAdmin(ctx: AppLoadContext, email: string) {
  const { id, cookie } = await createSignedInUser(ctx, email);
  const setUp = await callRoute(
    securityAction,
    post("/account/security", { intent: "set-up-two-factor", password: testPassword }, cookie),
    ctx,
  );
  const key = (setUp.data.setup as { key: string }).key;
  const confirmed = await callRoute(
    securityAction,
    post("/account/security", { intent: "confirm-two-factor", code: totp(key) }, cookie),
    ctx,
  );
  expect(confirmed.status).toBe(302);
  await ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, id));
  // Turning two-factor on replaced the session: this is the Cookie header of the new one.
  return { id, email, key, cookieAfterTurningOn: cookieHeader(confirmed.headers) };
}

/** Signs in through /auth and, when asked for, /auth/two-factor; the browser's cookies after. */
async function signIn(
  ctx: AppLoadContext,
  email: string,
  second?: { method: "totp" | "backup"; code: string; trustDevice?: boolean },
  jar = "",
) {
  const first = await callRoute(
    authAction,
    post("/auth", { intent: "sign-in", email, password: testPassword, redirectTo: "/" }, jar),
    ctx,
  );
  expect(first.status).toBe(302);
  if (!second) {
    expect(first.location).toBe("/");
    return cookieHeader(first.headers);
  }
  expect(first.location).toBe("/auth/two-factor?redirectTo=%2F");
  const fields: Record<string, string> = {
    method: second.method,
    code: second.code,
    redirectTo: "/",
  };
  if (second.trustDevice) fields.trustDevice = "on";
  const done = await callRoute(
    twoFactorAction,
    post("/auth/two-factor", fields, both(jar, cookieHeader(first.headers))),
    ctx,
  );
  expect(done.location).toBe("/");
  return cookieHeader(done.headers);
}

/** The session row behind a Cookie header, as the admin guard finds it. */
async function sessionRow(ctx: AppLoadContext, cookie: string) {
  const auth = await ctx.auth.$context;
  const raw = parseCookieHeader(cookie).get(auth.authCookies.sessionToken.name);
  const key = crypto.createSecretKey(Buffer.from(auth.secret, "utf8"));
  const token = raw && verifySignedValue(raw, key);
  if (!token) throw new Error("No signed session cookie in the header.");
  const [row] = await ctx.db.select().from(sessions).where(eq(sessions.token, token));
  if (!row) throw new Error("No session row for the cookie.");
  return row;
}

/** Whether the admin guard lets a GET to /admin with this Cookie header through. */
async function admitted(ctx: AppLoadContext, cookie: string): Promise<boolean> {
  const request = new Request("http://localhost/admin", { headers: { cookie } });
  try {
    await requireAdmin(request, ctx);
    return true;
  } catch (error) {
    if ((error as { init?: { status?: number } }).init?.status === 404) return false;
    throw error;
  }
}

const trustCookie = (cookie: string) =>
  cookie
    .split("; ")
    .filter((pair) => pair.includes("trust_device"))
    .join("; ");

describe.each(databaseTargets)("sessions that passed a two-factor code on $name", (target) => {
  const database = freshDatabase(target);
  let address = 0;
  const context = () => loadContext(database(), { clientIp: `198.51.100.${++address}` });

  test("a sign-in with the authenticator's code is marked, and opens the operators' area", async () => {
    const ctx = context();
    const { key, email } = await twoFactorAdmin(ctx, "totp.admin@example.com");
    const before = Date.now();
    const cookie = await signIn(ctx, email, { method: "totp", code: totp(key) });
    const row = await sessionRow(ctx, cookie);
    expect(row.twoFactorVerifiedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The quick session reader answers this request, and the guard lets it through.
    expect((await ctx.sessionReader(cookie))?.email).toBe(email);
    expect(await admitted(ctx, cookie)).toBe(true);
  });

  test("a sign-in with a backup code is marked", async () => {
    const ctx = context();
    const { email, cookieAfterTurningOn } = await twoFactorAdmin(ctx, "backup.admin@example.com");
    const { backupCodes } = await ctx.auth.api.generateBackupCodes({
      body: { password: testPassword },
      headers: new Headers({ cookie: cookieAfterTurningOn }),
    });
    const cookie = await signIn(ctx, email, { method: "backup", code: backupCodes[0]! });
    expect((await sessionRow(ctx, cookie)).twoFactorVerifiedAt).toBeInstanceOf(Date);
    expect(await admitted(ctx, cookie)).toBe(true);
  });

  test("a password-only sign-in is not marked, and the area stays closed to it", async () => {
    const ctx = context();
    const { id, email } = await createSignedInUser(ctx, "password.admin@example.com");
    await ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, id));
    const cookie = await signIn(ctx, email);
    expect((await sessionRow(ctx, cookie)).twoFactorVerifiedAt).toBeNull();
    expect(await admitted(ctx, cookie)).toBe(false);
  });

  test("a sign-in from a trusted device skips the code and is not marked", async () => {
    const ctx = context();
    const { key, email } = await twoFactorAdmin(ctx, "trusted.admin@example.com");
    const first = await signIn(ctx, email, { method: "totp", code: totp(key), trustDevice: true });
    const trusted = trustCookie(first);
    expect(trusted).toContain("trust_device=");
    const cookie = await signIn(ctx, email, undefined, trusted);
    expect((await sessionRow(ctx, cookie)).twoFactorVerifiedAt).toBeNull();
    expect(await admitted(ctx, cookie)).toBe(false);
  });

  test("turning two-factor on replaces the session with one that is not marked", async () => {
    const ctx = context();
    const { id, cookieAfterTurningOn } = await twoFactorAdmin(ctx, "turned.on@example.com");
    const row = await sessionRow(ctx, cookieAfterTurningOn);
    expect(row.userId).toBe(id);
    expect(row.twoFactorVerifiedAt).toBeNull();
    expect(await admitted(ctx, cookieAfterTurningOn)).toBe(false);
    // Every session of the account: only the one of turning it on, unmarked.
    const all = await ctx.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(all.map((session) => session.twoFactorVerifiedAt)).toEqual([null]);
  });

  test("a marked session of someone whose role was revoked opens nothing at once", async () => {
    const ctx = context();
    const { id, key, email } = await twoFactorAdmin(ctx, "revoked.admin@example.com");
    const cookie = await signIn(ctx, email, { method: "totp", code: totp(key) });
    expect(await admitted(ctx, cookie)).toBe(true);
    await ctx.db.update(users).set({ role: "user" }).where(eq(users.id, id));
    expect(await admitted(ctx, cookie)).toBe(false);
  });
});

describe("sessions that passed a two-factor code, with sessions in Redis", async () => {
  const reachable = await redisReachable();
  const database = freshDatabase(databaseTargets[0]!);
  const prefix = uniquePrefix();
  let cache: RedisCache;
  let client: TestRedisClient;

  beforeAll(async () => {
    if (!reachable) return;
    cache = createRedisCache({ url: testRedisUrl, prefix });
    expect(await cache.whenAvailable(5_000), "Redis came into use").toBe(true);
    client = await connectTestRedis();
  });
  afterAll(async () => {
    if (!reachable) return;
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length > 0) await client.unlink(keys);
    }
    await client.close();
    await cache.close();
  });

  /** The test context, with better-auth keeping its sessions in Redis as with REDIS_URL set. */
  function redisContext(): AppLoadContext {
    const ctx = loadContext(database(), { clientIp: "198.51.100.200" });
    const auth = createAuth({
      db: ctx.db,
      mailer: ctx.mailer,
      siteUrl: ctx.siteUrl,
      secret: "integration-tests-secret-of-at-least-32-chars",
      secondaryStorage: cache.storage,
    });
    return { ...ctx, auth, sessionReader: createSessionReader(auth, ctx.db, { enabled: false }) };
  }

  test.skipIf(!reachable)(
    "a code sign-in is marked in the database, which Redis stands in front of; a password one is not",
    async () => {
      const ctx = redisContext();
      const { key, email } = await twoFactorAdmin(ctx, "redis.admin@example.com");
      const cookie = await signIn(ctx, email, { method: "totp", code: totp(key) });
      const row = await sessionRow(ctx, cookie);
      expect(row.twoFactorVerifiedAt).toBeInstanceOf(Date);
      expect(await client.get(`${prefix}${row.token}`), "the session is in Redis").toBeTruthy();
      expect(await admitted(ctx, cookie)).toBe(true);

      const { id: plainId, email: plain } = await createSignedInUser(
        ctx,
        "redis.plain@example.com",
      );
      await ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, plainId));
      const passwordOnly = await signIn(ctx, plain);
      const [newest] = await ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, plainId))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      expect(newest?.twoFactorVerifiedAt).toBeNull();
      expect(await admitted(ctx, passwordOnly)).toBe(false);
    },
  );
});
