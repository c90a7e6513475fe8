import { count, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { getOptionalUser } from "~/auth/session.server";
import { emailChanges, jobs, outboxMessages, users } from "~/db/schema";
import { forgetEmailChangeJob } from "~/jobs/forget-email-change.server";
import { readToast } from "~/lib/toast.server";
import { listOutbox } from "~/mail/mailer.server";
import { action as profileAction, loader as profileLoader } from "~/routes/account.profile";
import { action as securityAction } from "~/routes/account.security";
import { loader as verifyLoader } from "~/routes/auth.verify";
import {
  cookieHeader,
  createSignedInUser,
  latestMail,
  signInCookie,
  testPassword,
} from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { answer, callRoute, loadContext } from "../support/route-args";

const post = (path: string, fields: Record<string, string>, cookie: string) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });

const get = (path: string, cookie = "") =>
  new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

const askFor = (newEmail: string, cookie: string, password = testPassword) =>
  post("/account", { intent: "change-email", newEmail, password }, cookie);

/** The toast a redirect carries in its cookie, as the next page would show it. */
async function toastOf(headers: Headers) {
  return (await readToast(get("/", cookieHeader(headers)))).toast;
}

/** Opens a link's page (/auth/verify), with this browser's cookies. */
async function open(ctx: AppLoadContext, link: string, cookie = "") {
  const url = new URL(link);
  return callRoute(verifyLoader, get(url.pathname + url.search, cookie), ctx);
}

async function emailOf(ctx: AppLoadContext, id: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row?.email;
}

async function mailsTo(ctx: AppLoadContext, to: string) {
  return (await listOutbox(ctx.db, 500)).filter((mail) => mail.to === to);
}

async function outboxSize(ctx: AppLoadContext) {
  const [row] = await ctx.db.select({ n: count() }).from(outboxMessages);
  return row!.n;
}

describe.each(databaseTargets)("changing the e-mail address on $name", (target) => {
  const database = freshDatabase(target);
  // Each test its own client address, so the per-address limit of one never reaches another.
  let clients = 0;
  const context = () => loadContext(database(), { clientIp: `198.51.100.${++clients}` });

  test("the address changes only when the link sent to it is opened, and the old address hears of it at once", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "move.me@example.com", "Mo Ver");

    const asked = await callRoute(profileAction, askFor("  Moved@Example.com ", cookie), ctx);

    expect(asked.status).toBe(302);
    expect(asked.location).toBe("/account");
    expect(await toastOf(asked.headers)).toEqual({
      type: "success",
      title: "Check your new inbox",
      description:
        "We sent a link to moved@example.com. Your address changes once you open it; the link works for 24 hours.",
    });
    expect(await emailOf(ctx, id)).toBe("move.me@example.com");
    const waiting = await callRoute(profileLoader, get("/account", cookie), ctx);
    expect(waiting.data).toMatchObject({
      email: "move.me@example.com",
      pending: { email: "moved@example.com" },
    });

    const notice = await latestMail(ctx, "move.me@example.com");
    expect(notice.mail.subject).toBe("Your TypeAtlas e-mail address is about to change");
    expect(notice.mail.text).toContain("Hi Mo Ver,");
    expect(notice.mail.text).toContain("to moved@example.com");
    expect(notice.mail.text).toContain("http://localhost/auth/forgot-password");
    expect(notice.token).toBeUndefined();
    const { mail, link } = await latestMail(ctx, "moved@example.com");
    expect(mail.subject).toBe("Confirm your new e-mail address for TypeAtlas");
    expect(link).toMatch(/^http:\/\/localhost\/auth\/verify\?token=/);

    // Opened in the owner's browser: back to the account page, saying what happened.
    const opened = await open(ctx, link!, cookie);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/account");
    expect(await toastOf(opened.headers)).toEqual({
      type: "success",
      title: "Email address changed",
      description: "From now on you sign in with moved@example.com, and our mails go there.",
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email: "moved@example.com", emailVerified: true });
    // The browser that opened it stays signed in, and the account page shows the new address.
    expect(await getOptionalUser(get("/", cookie), ctx)).toMatchObject({
      email: "moved@example.com",
    });
    const after = await callRoute(profileLoader, get("/account", cookie), ctx);
    expect(after.data).toMatchObject({ email: "moved@example.com", pending: null });
    // Signing in takes the new address; the old one opens nothing.
    await expect(signInCookie(ctx, "moved@example.com")).resolves.toContain("session_token");
    await expect(signInCookie(ctx, "move.me@example.com")).rejects.toThrow();

    // The link works once.
    expect((await open(ctx, link!, cookie)).data).toEqual({
      change: { outcome: "used", email: "moved@example.com", signedIn: true },
      i18n: expect.anything(),
    });
    expect(await emailOf(ctx, id)).toBe("moved@example.com");
  });

  test("a link opened where nobody is signed in changes the address; where another account is signed in, it changes nothing", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "phone.opener@example.com");
    const stranger = await createSignedInUser(ctx, "stranger@example.com");
    await callRoute(profileAction, askFor("phone.new@example.com", cookie), ctx);
    const { link } = await latestMail(ctx, "phone.new@example.com");

    const elsewhere = await open(ctx, link!, stranger.cookie);
    expect(elsewhere.data).toEqual({
      change: { outcome: "other-account", email: undefined, signedIn: true },
      i18n: expect.anything(),
    });
    expect(await emailOf(ctx, id)).toBe("phone.opener@example.com");

    const signedOut = await open(ctx, link!);
    expect(signedOut.data).toEqual({
      change: { outcome: "changed", email: "phone.new@example.com", signedIn: false },
      i18n: expect.anything(),
    });
    // No session is made for a browser that had none.
    expect(signedOut.headers.getSetCookie()).toEqual([]);
    expect(await emailOf(ctx, id)).toBe("phone.new@example.com");
  });

  test("an address another account has gets the same answer as a free one, no link, and its owner is told once a day", async () => {
    const ctx = context();
    const owner = await createSignedInUser(ctx, "taken@example.com", "Owner Person");
    const asker = await createSignedInUser(ctx, "asker@example.com");
    const control = await createSignedInUser(ctx, "control@example.com");

    const taken = await callRoute(profileAction, askFor("taken@example.com", asker.cookie), ctx);
    const free = await callRoute(
      profileAction,
      askFor("free.one@example.com", control.cookie),
      ctx,
    );

    // The person asking cannot tell the two apart: status, place, toast and cookies set.
    expect(taken.status).toBe(free.status);
    expect(taken.location).toBe(free.location);
    const cookieNames = (headers: Headers) =>
      headers.getSetCookie().map((cookie) => cookie.split("=")[0]);
    expect(cookieNames(taken.headers)).toEqual(cookieNames(free.headers));
    const takenToast = await toastOf(taken.headers);
    const freeToast = await toastOf(free.headers);
    expect(JSON.stringify(takenToast).replace("taken@", "ADDRESS@")).toBe(
      JSON.stringify(freeToast).replace("free.one@", "ADDRESS@"),
    );
    const pages = await Promise.all([
      callRoute(profileLoader, get("/account", asker.cookie), ctx),
      callRoute(profileLoader, get("/account", control.cookie), ctx),
    ]);
    expect(pages.map((page) => (page.data.pending as { email: string }).email)).toEqual([
      "taken@example.com",
      "free.one@example.com",
    ]);
    // Both askers' own addresses are told the same.
    expect((await latestMail(ctx, "asker@example.com")).mail.subject).toBe(
      (await latestMail(ctx, "control@example.com")).mail.subject,
    );

    // The owner got a notice, not a link; their account and the asker's are as they were.
    const signUpMail = "Confirm your e-mail address for TypeAtlas";
    const toOwner = (await mailsTo(ctx, "taken@example.com")).filter(
      (mail) => mail.subject !== signUpMail,
    );
    expect(toOwner.map((mail) => mail.subject)).toEqual([
      "Someone tried to use your e-mail address on TypeAtlas",
    ]);
    expect(toOwner[0]!.text).toContain("Hi Owner Person,");
    expect(toOwner[0]!.text).not.toMatch(/token=/);
    expect(await emailOf(ctx, owner.id)).toBe("taken@example.com");
    expect(await emailOf(ctx, asker.id)).toBe("asker@example.com");

    // Asked again: the same answer, and no second notice to the owner that day.
    const again = await callRoute(profileAction, askFor("taken@example.com", asker.cookie), ctx);
    expect(again.status).toBe(302);
    expect(await mailsTo(ctx, "taken@example.com")).toHaveLength(toOwner.length + 1);
  });

  test("a wrong password is said on its field, keeps the address typed, and sends nothing", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "wrong.password@example.com");
    const before = await outboxSize(ctx);

    const refused = await callRoute(
      profileAction,
      askFor("somewhere@example.com", cookie, "not my password"),
      ctx,
    );

    expect(refused.status).toBe(400);
    const said = answer(refused.data);
    expect(said).toMatchObject({
      form: "change-email",
      fieldErrors: { password: "That password is not right." },
      values: { intent: "change-email", newEmail: "somewhere@example.com" },
    });
    expect(said.values).not.toHaveProperty("password");
    expect(await outboxSize(ctx)).toBe(before);
    expect(await ctx.db.select().from(emailChanges).where(eq(emailChanges.userId, id))).toEqual([]);
  });

  test("the address the account already has is refused on its field", async () => {
    const ctx = context();
    const { cookie } = await createSignedInUser(ctx, "same.again@example.com");
    const refused = await callRoute(profileAction, askFor("Same.Again@example.com", cookie), ctx);
    expect(refused.status).toBe(400);
    expect(answer(refused.data).fieldErrors).toEqual({
      newEmail: "That's already the address of your account.",
    });
  });

  test("a sixth request within the hour is refused before any mail", async () => {
    const ctx = context();
    const { cookie } = await createSignedInUser(ctx, "many.moves@example.com");
    for (let n = 1; n <= 5; n++) {
      const asked = await callRoute(profileAction, askFor(`move${n}@example.com`, cookie), ctx);
      expect(asked.status, `request ${n}`).toBe(302);
    }
    const before = await outboxSize(ctx);

    const refused = await callRoute(profileAction, askFor("move6@example.com", cookie), ctx);

    expect(refused.status).toBe(429);
    expect(answer(refused.data)).toMatchObject({
      form: "change-email",
      title: "Not changed",
      formError: expect.stringMatching(
        /^You've asked to change your address several times in a short while\. Please wait \d+ minutes? and try again\.$/,
      ),
      toast: { type: "error", title: "Not changed" },
      values: { newEmail: "move6@example.com" },
    });
    expect(await outboxSize(ctx)).toBe(before);
  });

  test("only the newest link works, and a new password withdraws the one still open", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "changing.mind@example.com");
    await callRoute(profileAction, askFor("first.choice@example.com", cookie), ctx);
    await callRoute(profileAction, askFor("second.choice@example.com", cookie), ctx);
    const first = await latestMail(ctx, "first.choice@example.com");
    const second = await latestMail(ctx, "second.choice@example.com");

    expect((await open(ctx, first.link!)).data).toMatchObject({
      change: { outcome: "withdrawn" },
    });
    expect(await emailOf(ctx, id)).toBe("changing.mind@example.com");

    // The owner, warned by the notice, changes the password: the open link stops working.
    const changed = await callRoute(
      securityAction,
      post(
        "/account/security",
        {
          intent: "change-password",
          currentPassword: testPassword,
          newPassword: "a completely new secret",
          confirmPassword: "a completely new secret",
        },
        cookie,
      ),
      ctx,
    );
    expect(changed.status).toBe(302);
    expect((await open(ctx, second.link!)).data).toMatchObject({
      change: { outcome: "withdrawn" },
    });
    expect(await emailOf(ctx, id)).toBe("changing.mind@example.com");
    expect(
      (await callRoute(profileLoader, get("/account", cookieHeader(changed.headers)), ctx)).data,
    ).toMatchObject({ pending: null });
  });

  test("a password reset withdraws the link still open", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "reset.owner@example.com");
    await callRoute(profileAction, askFor("hijacker@example.com", cookie), ctx);
    await ctx.auth.api.requestPasswordReset({ body: { email: "reset.owner@example.com" } });
    const reset = await latestMail(ctx, "reset.owner@example.com");
    await ctx.auth.api.resetPassword({
      body: { token: reset.token!, newPassword: "my own new secret" },
    });

    const { link } = await latestMail(ctx, "hijacker@example.com");
    expect((await open(ctx, link!)).data).toMatchObject({ change: { outcome: "withdrawn" } });
    expect(await emailOf(ctx, id)).toBe("reset.owner@example.com");
  });

  test("an expired link says so and changes nothing", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "slow.reader@example.com");
    await callRoute(profileAction, askFor("later@example.com", cookie), ctx);
    await ctx.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, id));
    const { link } = await latestMail(ctx, "later@example.com");
    expect((await open(ctx, link!)).data).toMatchObject({ change: { outcome: "expired" } });
    expect(await emailOf(ctx, id)).toBe("slow.reader@example.com");
  });

  test("each request is deleted by a job a day after its link expires", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "forgetful@example.com");
    await callRoute(profileAction, askFor("kept.briefly@example.com", cookie), ctx);
    const [change] = await ctx.db.select().from(emailChanges).where(eq(emailChanges.userId, id));
    const queued = (
      await ctx.db.select().from(jobs).where(eq(jobs.name, forgetEmailChangeJob.name))
    ).filter((job) => (job.payload as { changeId: string }).changeId === change!.id);
    expect(queued).toHaveLength(1);
    // Due a day after the link's 24 hours, give or take the time this test takes.
    const dueAfterExpiry = queued[0]!.runAt.getTime() - change!.expiresAt.getTime();
    expect(dueAfterExpiry).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    expect(dueAfterExpiry).toBeLessThan(24.1 * 60 * 60 * 1000);

    const jobContext = { db: ctx.db, mailer: ctx.mailer, supportEmail: "support@example.com" };
    await forgetEmailChangeJob.handler({ changeId: change!.id }, jobContext);
    expect(await ctx.db.select().from(emailChanges).where(eq(emailChanges.userId, id))).toEqual([]);
    // Run again (a job runs at least once): nothing left to do, and no error.
    await forgetEmailChangeJob.handler({ changeId: change!.id }, jobContext);
  });

  test("a link opened twice at once changes the address once", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "double.click@example.com");
    await callRoute(profileAction, askFor("clicked@example.com", cookie), ctx);
    const { link } = await latestMail(ctx, "clicked@example.com");

    const outcomes = await Promise.all([open(ctx, link!), open(ctx, link!)]);

    expect(
      outcomes.map((opened) => (opened.data.change as { outcome: string }).outcome).sort(),
    ).toEqual(["changed", "used"]);
    expect(await emailOf(ctx, id)).toBe("clicked@example.com");
  });

  test("an address someone signed up with after the link was sent is not taken from them", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "too.late@example.com");
    await callRoute(profileAction, askFor("contested@example.com", cookie), ctx);
    const { link } = await latestMail(ctx, "contested@example.com");
    await ctx.auth.api.signUpEmail({
      body: { name: "Quick", email: "contested@example.com", password: testPassword },
    });

    expect((await open(ctx, link!)).data).toMatchObject({
      change: { outcome: "taken", email: "contested@example.com" },
    });
    expect(await emailOf(ctx, id)).toBe("too.late@example.com");
  });

  test("a sign-up confirmation still confirms through the same page", async () => {
    const ctx = context();
    await ctx.auth.api.signUpEmail({
      body: { name: "New Person", email: "plain.signup@example.com", password: testPassword },
    });
    const { mail, link } = await latestMail(ctx, "plain.signup@example.com");
    expect(mail.subject).toBe("Confirm your e-mail address for TypeAtlas");
    const opened = await open(ctx, link!);
    expect(opened.status).toBe(302);
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, "plain.signup@example.com"));
    expect(row?.emailVerified).toBe(true);
    expect(await ctx.db.select().from(emailChanges)).not.toContainEqual(
      expect.objectContaining({ newEmail: "plain.signup@example.com" }),
    );
  });
});
