import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { confirmEmail, dropNewSession } from "~/auth/email-verification.server";
import { cookieHeaderFrom } from "~/auth/session.server";
import { sessions, users } from "~/db/schema";
import { cookieHeader, latestMail, testPassword } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { loadContext } from "../support/route-args";

const link = (token: string, cookie = "") =>
  new Request(`http://localhost/auth/verify?token=${encodeURIComponent(token)}`, {
    headers: cookie ? { cookie } : {},
  });

describe.each(databaseTargets)("confirming an address on $name", (target) => {
  const database = freshDatabase(target);
  const context = () => loadContext(database());

  async function signUp(email: string) {
    const ctx = context();
    await ctx.auth.api.signUpEmail({ body: { name: "Ada", email, password: testPassword } });
    const { token } = await latestMail(ctx, email.toLowerCase());
    return { ctx, token: token! };
  }

  test("a fresh link confirms the address, names it, and carries better-auth's new session", async () => {
    const { ctx, token } = await signUp("Fresh@Example.com");
    const confirmation = await confirmEmail(ctx.auth, link(token), token);
    expect(confirmation).toMatchObject({ outcome: "confirmed", email: "fresh@example.com" });
    const [user] = await ctx.db.select().from(users).where(eq(users.email, "fresh@example.com"));
    expect(user?.emailVerified).toBe(true);
    const headers = confirmation.outcome === "confirmed" ? confirmation.headers : new Headers();
    const session = await ctx.auth.api.getSession({ headers: cookieHeaderFrom(headers) });
    expect(session?.user.id).toBe(user!.id);
  });

  test("a link opened again is used: it confirms nothing more and signs no one in", async () => {
    const { ctx, token } = await signUp("twice@example.com");
    await confirmEmail(ctx.auth, link(token), token);
    const before = await ctx.db.select().from(sessions);
    expect(await confirmEmail(ctx.auth, link(token), token)).toEqual({ outcome: "used" });
    expect(await ctx.db.select().from(sessions)).toHaveLength(before.length);
  });

  test("a damaged token, a string that is no token, or a token for no account is invalid", async () => {
    const { ctx, token } = await signUp("damaged@example.com");
    const damaged = `${token.slice(0, -4)}abcd`;
    expect(await confirmEmail(ctx.auth, link(damaged), damaged)).toEqual({ outcome: "invalid" });
    expect(await confirmEmail(ctx.auth, link("not-a-jwt"), "not-a-jwt")).toEqual({
      outcome: "invalid",
    });
    await ctx.db.delete(users).where(eq(users.email, "damaged@example.com"));
    expect(await confirmEmail(ctx.auth, link(token), token)).toEqual({ outcome: "invalid" });
  });

  test("dropping the new session signs it out, but never the browser's own", async () => {
    const { ctx, token } = await signUp("drop@example.com");
    const confirmation = await confirmEmail(ctx.auth, link(token), token);
    if (confirmation.outcome !== "confirmed") throw new Error("expected a confirmation");
    const own = cookieHeader(confirmation.headers);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, "drop@example.com"));
    const sessionsOf = () => ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    // The same cookie in the request: the browser's own session stays.
    await dropNewSession(ctx.auth, link(token, own), confirmation.headers);
    expect(await sessionsOf()).toHaveLength(1);
    // Another browser: the session better-auth made for it is gone.
    await dropNewSession(ctx.auth, link(token), confirmation.headers);
    expect(await sessionsOf()).toEqual([]);
  });
});
