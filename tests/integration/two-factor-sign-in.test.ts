import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { twoFactorMessages } from "~/auth/messages";
import { english } from "../support/english";
import type { MessageKey } from "~/i18n/english";
import { rateLimits, twoFactors, verifications } from "~/db/schema";
import { action as securityAction } from "~/routes/account.security";
import { action as authAction, loader as authLoader } from "~/routes/auth";
import { action as twoFactorAction } from "~/routes/auth.two-factor";
import { cookieHeader, createSignedInUser, testPassword } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { answer, callRoute, loadContext } from "../support/route-args";
import { totp } from "../support/totp";

/**
 * Issue 19: the two-factor step of signing in says what went wrong, for each of better-auth's
 * answers: a wrong code beside the field, too many tries with the real wait, and back to the
 * password step (with why) when this sign-in cannot go on.
 */
const post = (path: string, fields: Record<string, string>, cookie = "") =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });
const get = (path: string) => new Request(`http://localhost${path}`);

/** A user with two-factor sign-in on: their address, id, authenticator key and backup codes. */
async function twoFactorUser(ctx: AppLoadContext, email: string) {
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
  return { id, email, key };
}

/** The password step: the Cookie header holding this sign-in's two-factor challenge. */
async function passwordStep(ctx: AppLoadContext, email: string) {
  const signedIn = await callRoute(
    authAction,
    post("/auth", { intent: "sign-in", email, password: testPassword, redirectTo: "/dashboard" }),
    ctx,
  );
  expect(signedIn.location).toBe("/auth/two-factor?redirectTo=%2Fdashboard");
  return cookieHeader(signedIn.headers);
}

const wrongFor = (key: string) => (totp(key) === "000000" ? "111111" : "000000");

const sendCode = (ctx: AppLoadContext, challenge: string, code: string, method = "totp") =>
  callRoute(
    twoFactorAction,
    post("/auth/two-factor", { method, code, redirectTo: "/dashboard" }, challenge),
    ctx,
  );

describe.each(databaseTargets)("two-factor sign-in on $name", (target) => {
  const database = freshDatabase(target);
  let address = 0;
  // Each test from an address of its own, so the per-address limit of one does not touch another.
  const context = () => loadContext(database(), { clientIp: `198.51.100.${++address}` });

  test("a wrong code is said beside the field, not as 'took too long', and the right one then signs in", async () => {
    const ctx = context();
    const { email, key } = await twoFactorUser(ctx, "wrong.code@example.com");
    const challenge = await passwordStep(ctx, email);

    const wrong = await sendCode(ctx, challenge, wrongFor(key));
    expect(wrong.status).toBe(400);
    const said = answer(wrong.data);
    expect(said.fieldErrors).toEqual({
      code: "That code is not right. Check your authenticator app and try again.",
    });
    expect(said.formError).toBeUndefined();
    expect(said.values).toMatchObject({ code: wrongFor(key) });
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const right = await sendCode(ctx, challenge, totp(key));
    expect(right.status).toBe(302);
    expect(right.location).toBe("/dashboard");
    expect(right.headers.getSetCookie().join("\n")).toContain("session_token=");
  });

  test("a wrong backup code is said as one", async () => {
    const ctx = context();
    const { email } = await twoFactorUser(ctx, "wrong.backup@example.com");
    const challenge = await passwordStep(ctx, email);
    const wrong = await sendCode(ctx, challenge, "not-a-code", "backup");
    expect(wrong.status).toBe(400);
    expect(answer(wrong.data).fieldErrors).toEqual({
      code: english(twoFactorMessages.wrongCode.backup),
    });
  });

  test("after five wrong codes the sign-in starts again at the password, which says why", async () => {
    const ctx = context();
    const { email, key } = await twoFactorUser(ctx, "five.wrong@example.com");
    const challenge = await passwordStep(ctx, email);
    for (let i = 0; i < 5; i++) {
      const wrong = await sendCode(ctx, challenge, wrongFor(key));
      expect(answer(wrong.data).fieldErrors.code).toBe(english(twoFactorMessages.wrongCode.totp));
    }
    // The sixth, even the right one, is not checked: this sign-in is over.
    const sixth = await sendCode(ctx, challenge, totp(key));
    expect(sixth.status).toBe(302);
    expect(sixth.location).toBe("/auth?redirectTo=%2Fdashboard&notice=two-factor-tries");
    expect(sixth.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^typeatlas\.two_factor=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);

    const page = await callRoute(authLoader, get(sixth.location!), ctx);
    const notice = page.data.notice as { title: MessageKey; description: MessageKey };
    expect({ title: english(notice.title), description: english(notice.description) }).toEqual({
      title: "Please sign in again",
      description:
        "That was too many wrong codes for one sign-in, so we stopped it to keep your account safe. Enter your password again, then the newest code from your authenticator app.",
    });
    expect(page.data.redirectTo).toBe("/dashboard");

    // A new sign-in gets new tries (the wrong codes still count toward the account's limit).
    const again = await passwordStep(ctx, email);
    expect((await sendCode(ctx, again, totp(key))).location).toBe("/dashboard");
  });

  test("a sign-in whose ten minutes ran out goes back to the password step: 'took too long'", async () => {
    const ctx = context();
    const { email, key } = await twoFactorUser(ctx, "too.slow@example.com");
    const challenge = await passwordStep(ctx, email);
    const identifier = challengeIdentifier(challenge);
    await ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, identifier));

    const late = await sendCode(ctx, challenge, totp(key));
    expect(late.status).toBe(302);
    expect(late.location).toBe("/auth?redirectTo=%2Fdashboard&notice=two-factor-expired");
    const page = await callRoute(authLoader, get(late.location!), ctx);
    expect(english((page.data.notice as { description: MessageKey }).description)).toMatch(
      /^Your sign-in took too long/,
    );
    // No cookie at all (the browser dropped it) says the same.
    expect((await sendCode(ctx, "", totp(key))).location).toBe(late.location);
  });

  test("a code that arrives while another for the same sign-in is being checked is asked for again, not 'took too long'", async () => {
    const ctx = context();
    const { email, key } = await twoFactorUser(ctx, "two.at.once@example.com");
    const challenge = await passwordStep(ctx, email);
    // What better-auth holds while it checks a code: the sign-in's count of tries, taken out.
    const internal = (await ctx.auth.$context).internalAdapter;
    const tries = `2fa-attempts-${challengeIdentifier(challenge)}`;
    const held = await internal.consumeVerificationValue(tries);
    expect(held).toBeTruthy();

    const meanwhile = await sendCode(ctx, challenge, totp(key));
    expect(meanwhile.status).toBe(409);
    expect(answer(meanwhile.data).formError).toBe(english(twoFactorMessages.notChecked));

    // The first check puts the count back; the code is then checked.
    await internal.createVerificationValue({
      identifier: tries,
      value: "0",
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await sendCode(ctx, challenge, totp(key))).location).toBe("/dashboard");
  });

  test("past the account's limit of wrong codes: too many tries, with the real wait, and the right code waits too", async () => {
    const ctx = context();
    const { id, email, key } = await twoFactorUser(ctx, "locked.out@example.com");
    for (let round = 0; round < 2; round++) {
      const challenge = await passwordStep(ctx, email);
      for (let i = 0; i < 5; i++) await sendCode(ctx, challenge, wrongFor(key));
    }
    const challenge = await passwordStep(ctx, email);
    const locked = await sendCode(ctx, challenge, totp(key));
    expect(locked.status).toBe(429);
    const said = answer(locked.data);
    // Ten wrong codes in a 15-minute window, which opened with the first of them.
    expect(said.formError).toMatch(
      /^Too many wrong codes have been tried for this account\. Please wait 1[45] minutes and try again\.$/,
    );
    expect(said.title).toBe("Error signing in");
    expect(said.toast).toBeUndefined();

    // The wait is the limit's own: with 3½ minutes of its window left, "4 minutes".
    await ctx.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() + 210_000) })
      .where(eq(rateLimits.key, `two-factor-fail:user:${id}`));
    expect(answer((await sendCode(ctx, challenge, totp(key))).data).formError).toBe(
      "Too many wrong codes have been tried for this account. Please wait 4 minutes and try again.",
    );
  });

  test("better-auth's own lock on the account says how long it still holds", async () => {
    const ctx = context();
    const { id, email, key } = await twoFactorUser(ctx, "locked.by.library@example.com");
    await ctx.db
      .update(twoFactors)
      .set({ lockedUntil: new Date(Date.now() + 6.5 * 60_000) })
      .where(eq(twoFactors.userId, id));
    const challenge = await passwordStep(ctx, email);
    const locked = await sendCode(ctx, challenge, totp(key));
    expect(locked.status).toBe(429);
    expect(answer(locked.data).formError).toBe(
      "Too many wrong codes have been tried for this account. Please wait 7 minutes and try again.",
    );
  });

  test("the password step shows no notice for a key it does not know", async () => {
    const page = await callRoute(authLoader, get("/auth?notice=__proto__"), context());
    expect(page.data.notice).toBeNull();
  });
});

/** better-auth's identifier of the pending sign-in, from its signed cookie ("<id>.<signature>"). */
function challengeIdentifier(cookie: string): string {
  const value = /two_factor=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error(`No two-factor cookie in: ${cookie}`);
  return decodeURIComponent(value).split(".")[0]!;
}
