import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { users } from "~/db/schema";
import { readToast } from "~/lib/toast.server";
import { action as deleteAction } from "~/routes/account.data";
import { action as authAction, loader as authLoader } from "~/routes/auth";
import { loader as verifyLoader } from "~/routes/auth.verify";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { cookieHeader, createSignedInUser, latestMail, testPassword } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { loadContext, unwrap } from "../support/route-args";

/** Issue 19: signing up from a result and coming back to it; new users welcomed as new. */
type Handler = (args: never) => unknown;

async function call(handler: Handler, request: Request, context: AppLoadContext) {
  let result: unknown;
  try {
    result = await (handler as (args: object) => unknown)({ request, context, params: {} });
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    result = error;
  }
  const headers =
    result instanceof Response
      ? result.headers
      : new Headers((result as { init?: ResponseInit | null } | null)?.init?.headers);
  const { status, data } = unwrap(result);
  return {
    status,
    data: data as Record<string, unknown>,
    location: headers.get("Location"),
    headers,
  };
}

const post = (path: string, fields: Record<string, string>, cookie = "") =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });
const get = (path: string, cookie = "") =>
  new Request(`http://localhost${path}`, { headers: { cookie } });

/** The toast a response's cookie carries to the next page. */
async function toastOf(headers: Headers) {
  return (await readToast(get("/", cookieHeader(headers)))).toast;
}

describe.each(databaseTargets)("the first visit's accounts on $name", (target) => {
  const database = freshDatabase(target);
  const context = (clientIp: string) => loadContext(database(), { clientIp });

  async function signUp(ctx: AppLoadContext, email: string, redirectTo: string) {
    const query = new URLSearchParams({ mode: "signup", redirectTo });
    const signedUp = await call(
      authAction,
      post(`/auth?${query}`, {
        intent: "sign-up",
        name: "Ada Lovelace",
        email,
        password: testPassword,
        redirectTo,
      }),
      ctx,
    );
    expect(signedUp.status).toBe(200);
    const { token } = await latestMail(ctx, email);
    return { mark: cookieHeader(signedUp.headers), token: token! };
  }

  test("signing up from a result: the link brings that browser back to the result, signed in", async () => {
    const ctx = context("198.51.100.40");
    const back = "/personality-test?save=0b5d6c1e-5d1c-4a57-9e1a-2f0f8a4c7d11";
    const { mark, token } = await signUp(ctx, "from-result@example.com", back);
    const opened = await call(verifyLoader, get(`/auth/verify?token=${token}`, mark), ctx);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(back);
    expect(cookieHeader(opened.headers)).toContain("typeatlas.session_token=");
    expect(await toastOf(opened.headers)).toMatchObject({
      title: "Email confirmed",
      description: "Welcome to TypeAtlas! You're signed in.",
    });
  });

  test("a return path to another site is dropped: the link lands on the home page", async () => {
    const ctx = context("198.51.100.41");
    const { mark, token } = await signUp(ctx, "away@example.com", "//evil.example/x");
    const opened = await call(verifyLoader, get(`/auth/verify?token=${token}`, mark), ctx);
    expect(opened.location).toBe("/");
  });

  test("confirmed in another browser, the account's first sign-in there is welcomed as new, the next as returning", async () => {
    const ctx = context("198.51.100.42");
    const { token } = await signUp(ctx, "elsewhere@example.com", "/personality-test");
    const opened = await call(verifyLoader, get(`/auth/verify?token=${token}`), ctx);
    expect(opened.location).toBe("/auth");
    const mark = cookieHeader(opened.headers);
    expect(mark).not.toContain("session_token");

    const page = await call(authLoader, get("/auth", mark), ctx);
    expect(page.data).toMatchObject({ mode: "sign-in", newcomer: true });
    expect((await call(authLoader, get("/auth"), ctx)).data).toMatchObject({ newcomer: false });

    const fields = { intent: "sign-in", email: "elsewhere@example.com", password: testPassword };
    const first = await call(authAction, post("/auth", fields, mark), ctx);
    expect(first.status).toBe(302);
    expect(await toastOf(first.headers)).toMatchObject({
      title: "Welcome to TypeAtlas!",
      description: "You're signed in to your new account.",
    });
    expect(first.headers.getSetCookie().join("\n")).toMatch(/first-sign-in=;.*Max-Age=0/);

    const again = await call(authAction, post("/auth", fields), ctx);
    expect(await toastOf(again.headers)).toMatchObject({ title: "Welcome back!" });
  });

  test("the dashboard welcomes an account on its first day, and welcomes it back after", async () => {
    const ctx = context("198.51.100.43");
    const { id, cookie } = await createSignedInUser(ctx, "day-one@example.com", "Grace Hopper");
    const today = await call(dashboardLoader, get("/dashboard", cookie), ctx);
    expect(today.data).toMatchObject({ name: "Grace Hopper", newcomer: true });
    await ctx.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(users.id, id));
    const later = await call(dashboardLoader, get("/dashboard", cookie), ctx);
    expect(later.data).toMatchObject({ newcomer: false });
  });

  test("deleting the account tells the browser to clear what the site keeps in it", async () => {
    const ctx = context("198.51.100.44");
    const { cookie } = await createSignedInUser(ctx, "leaving@example.com");
    const refused = await call(
      deleteAction,
      post("/account/data", { password: "not the password", confirm: "DELETE" }, cookie),
      ctx,
    );
    expect(refused.headers.get("Clear-Site-Data")).toBeNull();
    const deleted = await call(
      deleteAction,
      post("/account/data", { password: testPassword, confirm: "DELETE" }, cookie),
      ctx,
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Clear-Site-Data")).toBe('"storage"');
  });
});
