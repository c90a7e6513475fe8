import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createSessionReader, verifySignedValue } from "~/auth/session-reader.server";
import { getSession, toSessionUser } from "~/auth/session.server";
import { sessions } from "~/db/schema";
import { cookieHeader, createSignedInUser, testPassword } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { loadContext } from "../support/route-args";

const secret = "a-secret-for-signing-cookies-in-this-test";
const key = crypto.createSecretKey(Buffer.from(secret, "utf8"));
/** The secret tests/support/route-args.ts gives the site. */
const siteSecret = "integration-tests-secret-of-at-least-32-chars";

/** Signs as better-call does (checked below against a cookie better-auth set). */
function signCookieValue(value: string, withSecret: string) {
  const signature = crypto.createHmac("sha256", withSecret).update(value).digest("base64");
  return encodeURIComponent(`${value}.${signature}`);
}

describe("verifySignedValue", () => {
  test("accepts a signed value, and nothing changed", () => {
    const signed = signCookieValue("token-with/odd+chars", secret);
    expect(signed).toContain("%"); // URL-encoded, as it arrives in a Cookie header
    expect(verifySignedValue(signed, key)).toBe("token-with/odd+chars");
    expect(verifySignedValue(decodeURIComponent(signed), key)).toBe("token-with/odd+chars");

    const [value, signature] = decodeURIComponent(signed).split(".") as [string, string];
    const otherKey = crypto.createSecretKey(Buffer.from(`${secret}!`, "utf8"));
    for (const forged of [
      `${value}x.${signature}`, // another token under the same signature
      `${value}.${signature.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
      `${value}.${signature.slice(0, -1)}`, // not 44 characters
      `${value}.`,
      value,
      "%E0%A4%A", // not decodable
      "",
    ]) {
      expect(verifySignedValue(forged, key)).toBeUndefined();
    }
    expect(verifySignedValue(signed, otherKey)).toBeUndefined();
  });
});

describe.each(databaseTargets)("the quick session lookup on $name", (target) => {
  const database = freshDatabase(target);
  const context = () => loadContext(database());
  const request = (cookie: string) =>
    new Request("http://localhost/dashboard", { headers: { cookie } });

  test("answers a valid session with the user, and stops at once when it is revoked", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "quick@example.com", "Quick Reader");
    const user = await ctx.sessionReader(cookie);
    expect(user).toMatchObject({
      id,
      email: "quick@example.com",
      name: "Quick Reader",
      emailVerified: true,
      twoFactorEnabled: false,
    });
    // The same user better-auth itself reports.
    const viaBetterAuth = await ctx.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(user?.createdAt).toBe(new Date(viaBetterAuth!.user.createdAt).toISOString());

    await ctx.auth.api.signOut({ headers: new Headers({ cookie }) });
    expect(await ctx.sessionReader(cookie)).toBeUndefined();
    expect((await getSession(request(cookie), ctx)).user).toBeNull();
  });

  // Contract test of decision 022: the reader copies better-call's cookie signature check and
  // better-auth's answer; an upgrade that changes either fails here.
  test("a cookie better-auth signed passes our check, a tampered one fails, and both readers agree", async () => {
    const ctx = context();
    const { cookie } = await createSignedInUser(ctx, "contract@example.com", "Contract");
    const [, name, value] = cookie.match(/([^\s;=]*session_token)=([^;]*)/)!;
    const { secret } = await ctx.auth.$context;
    const key = crypto.createSecretKey(Buffer.from(secret, "utf8"));
    const token = verifySignedValue(value!, key);
    expect(token).toBeTruthy();
    expect(token).toBe(decodeURIComponent(value!).split(".")[0]);

    const tampered = value!.replace(/^./, (c) => (c === "a" ? "b" : "a"));
    expect(verifySignedValue(tampered, key)).toBeUndefined();
    expect(await ctx.sessionReader(`${name}=${tampered}`)).toBeUndefined();
    const refused = await ctx.auth.api.getSession({
      headers: new Headers({ cookie: `${name}=${tampered}` }),
    });
    expect(refused).toBeNull();

    const ours = await ctx.sessionReader(cookie);
    const theirs = await ctx.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(ours).toBeDefined();
    expect(ours).toEqual(toSessionUser(theirs!.user));
  });

  test("a forged or unknown token gets nothing", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "forged@example.com");
    const [, name, value] = cookie.match(/([^\s;=]*session_token)=([^;]*)/)!;
    // The test's signer makes exactly the cookie better-auth set.
    const [token] = await ctx.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, id));
    expect(signCookieValue(token!.token, siteSecret)).toBe(value);

    const unknown = `${name}=${signCookieValue("no-such-token", siteSecret)}`;
    expect(await ctx.sessionReader(unknown)).toBeUndefined();
    const forged = `${name}=${signCookieValue(token!.token, "some-other-secret-entirely-here")}`;
    expect(await ctx.sessionReader(forged)).toBeUndefined();
    expect((await getSession(request(forged), ctx)).user).toBeNull();
  });

  test("leaves expired sessions and due refreshes to better-auth", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "ageing@example.com");
    const day = 24 * 60 * 60 * 1000;

    // 29 days left of 30: a day has passed, so better-auth extends the session and its cookie.
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 29 * day - 60_000) })
      .where(eq(sessions.userId, id));
    expect(await ctx.sessionReader(cookie)).toBeUndefined();
    const refreshed = await getSession(request(cookie), ctx);
    expect(refreshed.user?.id).toBe(id);
    expect(refreshed.headers.getSetCookie().join()).toContain("session_token=");
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * day);
    // Refreshed, the quick path answers again.
    expect((await ctx.sessionReader(cookie))?.id).toBe(id);

    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, id));
    expect(await ctx.sessionReader(cookie)).toBeUndefined();
    const expired = await getSession(request(cookie), ctx);
    expect(expired.user).toBeNull();
    // better-auth clears the cookie of an expired session.
    expect(expired.headers.getSetCookie().join()).toMatch(/session_token=;/);
  });

  test("stands aside for sessions that are not to be remembered, and when switched off", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "forgetful@example.com");
    const { headers } = await ctx.auth.api.signInEmail({
      body: { email: "forgetful@example.com", password: testPassword, rememberMe: false },
      returnHeaders: true,
    });
    const forgetful = cookieHeader(headers);
    expect(forgetful).toContain("dont_remember=");
    expect(await ctx.sessionReader(forgetful)).toBeUndefined();
    expect((await getSession(request(forgetful), ctx)).user?.id).toBe(id);

    const off = createSessionReader(ctx.auth, ctx.db, { enabled: false });
    expect(await off(cookie)).toBeUndefined();
  });
});
