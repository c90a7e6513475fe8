import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { action as checkoutAction } from "~/routes/billing.test-checkout";
import { action as pricingAction } from "~/routes/pricing";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { loadContext } from "../support/route-args";

type Args = { request: Request; context: AppLoadContext; params: Record<string, string> };
const call = async (handler: unknown, args: Args) => {
  try {
    return (await (handler as (args: Args) => Promise<unknown>)(args)) as
      Response | { data: unknown; init: ResponseInit };
  } catch (error) {
    // Thrown redirects are Responses; thrown `data()` carries its status in `init`.
    if (error instanceof Response || (error instanceof Object && "init" in error))
      return error as Response;
    throw error;
  }
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(databaseTargets)("test-mode checkout on $name", (target) => {
  const database = freshDatabase(target);
  const context = () => loadContext(database());

  async function startCheckout(cookie: string, planId: string) {
    const response = (await call(pricingAction, {
      request: new Request("http://localhost/pricing", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: form({ planId }),
      }),
      context: context(),
      params: {},
    })) as Response;
    expect(response.status).toBe(302);
    return response.headers.get("location")!;
  }

  function pay(cookie: string, location: string, card: Record<string, string>) {
    return call(checkoutAction, {
      request: new Request(`http://localhost${location}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: form(card),
      }),
      context: context(),
      params: { checkoutId: location.split("/").at(-1)! },
    });
  }

  const premium = async (userId: string) => {
    const result = await context().db.execute(
      sql`select user_has_active_subscription(${userId}) as premium`,
    );
    return (result as unknown as { rows: { premium: boolean }[] }).rows[0]!.premium;
  };

  test("a plan button leads to the test checkout; the declined card takes nothing, 4242 makes the user premium", async () => {
    const user = await createSignedInUser(context(), `buyer-${crypto.randomUUID()}@example.com`);
    const { cookie } = user;
    const location = await startCheckout(cookie, "premium-2-month");
    expect(location).toMatch(/^\/billing\/test-checkout\/[0-9a-f-]{36}$/);

    const declined = (await pay(cookie, location, {
      number: "4000 0000 0000 0002",
      expiry: "12/40",
      cvc: "123",
    })) as { init: ResponseInit; data: { problem: { message: string } } };
    expect(declined.init.status).toBe(402);
    expect(declined.data.problem.message).toMatch(/declined/);
    expect(await premium(user.id)).toBe(false);

    const paid = (await pay(cookie, location, {
      number: "4242 4242 4242 4242",
      expiry: "12/40",
      cvc: "123",
    })) as Response;
    expect(paid.headers.get("location")).toBe("/dashboard?upgrade=success");
    expect(await premium(user.id)).toBe(true);

    // Paying the same checkout again (a second tab) charges nothing more.
    const again = (await pay(cookie, location, {
      number: "4242 4242 4242 4242",
      expiry: "12/40",
      cvc: "123",
    })) as Response;
    expect(again.headers.get("location")).toBe("/dashboard?upgrade=success");
    const rows = await context().db.execute(
      sql`select count(*)::int as n from subscriptions where user_id = ${user.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  test("someone else's checkout is not found", async () => {
    const owner = await createSignedInUser(context(), `owner-${crypto.randomUUID()}@example.com`);
    const other = await createSignedInUser(context(), `other-${crypto.randomUUID()}@example.com`);
    const location = await startCheckout(owner.cookie, "premium-monthly");
    const response = (await pay(other.cookie, location, {
      number: "4242 4242 4242 4242",
      expiry: "12/40",
      cvc: "123",
    })) as { init?: ResponseInit };
    expect(response.init?.status).toBe(404);
    expect(await premium(other.id)).toBe(false);
  });
});
