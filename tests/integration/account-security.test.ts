import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { getOptionalUser } from "~/auth/session.server";
import { twoFactors } from "~/db/schema";
import { action, loader } from "~/routes/account.security";
import { createSignedInUser, signInCookie, testPassword } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { callRoute, loadContext } from "../support/route-args";
import { totp } from "../support/totp";

const post = (fields: Record<string, string>, cookie: string) =>
  new Request("http://localhost/account/security", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });

const get = (cookie: string) =>
  new Request("http://localhost/account/security", { headers: { cookie } });

/** The cookies a browser holds after a response: the old ones, replaced or cleared by it. */
function cookiesAfter(before: string, response: Headers): string {
  const jar = new Map(before.split("; ").map((pair) => pair.split("=") as [string, string]));
  for (const cookie of response.getSetCookie()) {
    const [name, value = ""] = cookie.split(";")[0]!.split("=") as [string, string?];
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

describe.each(databaseTargets)("two-factor set-up on $name", (target) => {
  const database = freshDatabase(target);
  const context = () => loadContext(database());

  test("the key stays on the server: the confirming form sends only the code, and the codes are shown once", async () => {
    const ctx = context();
    const { id, email, cookie } = await createSignedInUser(ctx, "set.up.here@example.com");
    const elsewhere = await signInCookie(ctx, email);

    const setUp = await callRoute(
      action,
      post({ intent: "set-up-two-factor", password: testPassword }, cookie),
      ctx,
    );
    expect(setUp.status).toBe(200);
    const setup = setUp.data.setup as { qrSvg: string; key: string };
    expect(setup.qrSvg).toContain("<svg");
    expect(setup.key).toMatch(/^[A-Z2-7]+$/);
    // No otpauth address (which names the key as secret=) travels in the answer.
    expect(JSON.stringify(setUp.data)).not.toMatch(/otpauth|secret=/);
    // better-auth holds the key, encrypted and not yet in use.
    const [stored] = await ctx.db.select().from(twoFactors).where(eq(twoFactors.userId, id));
    expect(stored).toMatchObject({ verified: false });
    expect(stored!.secret).not.toContain(setup.key);

    const confirmed = await callRoute(
      action,
      post({ intent: "confirm-two-factor", code: totp(setup.key) }, cookie),
      ctx,
    );
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/account/security");
    const here = cookiesAfter(cookie, confirmed.headers);
    expect(await getOptionalUser(get(here), ctx)).toMatchObject({ twoFactorEnabled: true });
    expect(await getOptionalUser(get(elsewhere), ctx)).toBeNull();

    const shown = await callRoute(loader, get(here), ctx);
    expect(shown.data.backupCodes).toHaveLength(10);
    const again = await callRoute(loader, get(cookiesAfter(here, shown.headers)), ctx);
    expect(again.data.backupCodes).toBeNull();
  });

  test("a wrong code is said on its field and turns nothing on", async () => {
    const ctx = context();
    const { id, cookie } = await createSignedInUser(ctx, "set.up.wrong@example.com");
    const setUp = await callRoute(
      action,
      post({ intent: "set-up-two-factor", password: testPassword }, cookie),
      ctx,
    );
    const { key } = setUp.data.setup as { key: string };
    const wrong = totp(key) === "000000" ? "111111" : "000000";

    const answer = await callRoute(
      action,
      post({ intent: "confirm-two-factor", code: wrong }, cookie),
      ctx,
    );

    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      form: "confirm-two-factor",
      result: {
        error: { code: ["That code is not right. Enter the newest 6-digit code from your app."] },
      },
    });
    const [stored] = await ctx.db.select().from(twoFactors).where(eq(twoFactors.userId, id));
    expect(stored).toMatchObject({ verified: false });
    expect(await getOptionalUser(get(cookie), ctx)).toMatchObject({ twoFactorEnabled: false });
  });

  test("a code sent with no set-up begun is refused, not a failure", async () => {
    const ctx = context();
    const { cookie } = await createSignedInUser(ctx, "set.up.none@example.com");
    const answer = await callRoute(
      action,
      post({ intent: "confirm-two-factor", code: "123456" }, cookie),
      ctx,
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await getOptionalUser(get(cookie), ctx)).toMatchObject({ twoFactorEnabled: false });
  });
});
