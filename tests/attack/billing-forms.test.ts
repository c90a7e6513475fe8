import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SpawnedServer } from "../support/server";
import { formBody, signUpAndVerify, startServer } from "./support";

/**
 * The billing forms on the one form pattern (decision 020): the sandbox checkout's card form, the
 * sandbox subscription page and the checkout start answer wrong, missing and non-form bodies with
 * a 400 and their messages, never a 500, against a production server over HTTP.
 */
let server: SpawnedServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer();
  cookie = await signUpAndVerify(server.url, {
    name: "Mary Jackson",
    email: "billing.forms@example.com",
  });
});

afterAll(async () => {
  await server?.stop();
});

function send(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body,
    headers: { cookie, ...headers },
    redirect: "manual",
  });
}

/** A multipart body whose boundary never closes: `request.formData()` throws on it. */
const brokenMultipart = [
  '--x\r\nContent-Disposition: form-data; name="number"\r\n\r\n4242',
  { "content-type": "multipart/form-data; boundary=x" },
] as const;
const json = (value: unknown) =>
  [JSON.stringify(value), { "content-type": "application/json" }] as const;

async function newCheckout(): Promise<string> {
  const response = await send(
    "/api/billing/checkout",
    ...json({ item: "premium-monthly", from: "pricing" }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

describe("the sandbox checkout's card form", () => {
  test("a wrong card is answered 400 with each field's message next to it, what was typed kept but the security code", async () => {
    const url = await newCheckout();
    const response = await send(url, formBody({ number: "4242 42", expiry: "13/99", cvc: "98" }));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Enter the 16-digit test card number, 4242 4242 4242 4242.");
    expect(page).toContain("Enter the expiry date as MM/YY.");
    expect(page).toContain("Enter the 3- or 4-digit security code (any digits work).");
    expect(page.match(/aria-invalid="true"/g)).toHaveLength(3);
    expect(page).toContain('value="4242 42"');
    expect(page).not.toContain('value="98"');
  });

  test("the declined card is answered 400 on the card number, and the checkout stays open", async () => {
    const url = await newCheckout();
    const response = await send(
      url,
      formBody({ number: "4000 0000 0000 0002", expiry: "12/40", cvc: "123" }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Your card was declined. No payment was taken.");
    expect((await fetch(`${server.url}${url}`, { headers: { cookie } })).status).toBe(200);
  });

  test.each([
    ["an empty form", "", { "content-type": "application/x-www-form-urlencoded" }],
    ["JSON", ...json({ number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" })],
    ["a broken multipart body", ...brokenMultipart],
    ["plain text", "number=4242", { "content-type": "text/plain" }],
  ] as const)("%s is answered 400 with the form's messages", async (_, body, headers) => {
    const url = await newCheckout();
    const response = await send(url, body, headers);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Enter the 16-digit test card number");
  });

  test("the checkout's old address sends the card form on with a 308, which keeps the POST", async () => {
    const url = await newCheckout();
    const old = url.replace("/billing/sandbox-checkout/", "/billing/test-checkout/");
    const response = await send(old, formBody({ number: "4242 4242 4242 4242" }));
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe(url);
  });
});

describe("the sandbox subscription page", () => {
  test.each([
    ["an unknown intent", formBody({ intent: "refund" }), {}],
    ["no intent", "", { "content-type": "application/x-www-form-urlencoded" }],
    ["JSON", ...json({ intent: "cancel" })],
    ["a broken multipart body", ...brokenMultipart],
  ] as const)("%s is answered 400, never 500", async (_, body, headers) => {
    const response = await send("/billing/subscription", body, headers);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(
      /Please choose to cancel at the end of the period, or to resume\.|We couldn&#x27;t read what was sent/,
    );
  });

  test("a change with no subscription is refused 404 with a message", async () => {
    const response = await send("/billing/subscription", formBody({ intent: "cancel" }));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("There is no subscription on this account to change.");
  });
});

describe("the checkout start", () => {
  test.each([
    ["a plan that is not on offer (form)", formBody({ item: "premium-free", from: "pricing" }), {}],
    [
      "a page that is not the site's (form)",
      formBody({ item: "premium-monthly", from: "evil" }),
      {},
    ],
    ["a broken multipart body", ...brokenMultipart],
    ["a plan that is not on offer (JSON)", ...json({ item: "premium-free" })],
    ["JSON that is no object", ...json(["premium-monthly"])],
  ] as const)("%s is answered 400 with a message", async (_, body, headers) => {
    const response = await send("/api/billing/checkout", body, headers);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^[A-Z].+\.$/);
  });

  test("started from a page in a language, the checkout and its return pages are in it; an unknown language is English", async () => {
    const german = await send(
      "/api/billing/checkout",
      formBody({ item: "premium-monthly", from: "pricing", lang: "de" }),
    );
    expect(german.status).toBe(303);
    const checkout = german.headers.get("location")!;
    expect(checkout).toMatch(/^\/de\/billing\/sandbox-checkout\//);
    const page = await (await fetch(`${server.url}${checkout}`, { headers: { cookie } })).text();
    expect(page).toContain('<html lang="de"');
    expect(page).toContain('href="/de/pricing"');

    const unknown = await send(
      "/api/billing/checkout",
      ...json({ item: "premium-monthly", from: "pricing", lang: "xx" }),
    );
    expect(((await unknown.json()) as { url: string }).url).toMatch(
      /^\/billing\/sandbox-checkout\//,
    );
  });
});

describe("the plan change page (decision 025)", () => {
  const page = (to: string, cookies = cookie) =>
    fetch(`${server.url}/billing/change-plan?to=${to}`, {
      headers: { cookie: cookies },
      redirect: "manual",
    });

  test("signed out it asks to sign in and comes back; a plan that does not exist is not found", async () => {
    const out = await page("premium-monthly", "");
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe(
      "/auth?redirectTo=%2Fbilling%2Fchange-plan%3Fto%3Dpremium-monthly",
    );
    for (const to of ["premium-gold", "", "%00", "premium-monthly%20"]) {
      const missing = await page(to);
      expect(missing.status, to).toBe(404);
      expect(await missing.text()).toContain("Page not found");
    }
  });

  test("without a subscription it says so, and the page is kept by no cache", async () => {
    const response = await page("premium-2-month");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toMatch(/private, no-store|^no-store$/);
    expect(await response.text()).toContain("Your account has no subscription yet");
  });

  test.each([
    ["no fields", "", { "content-type": "application/x-www-form-urlencoded" }],
    ["JSON", ...json({ to: "premium-monthly", from: "premium-2-month", prorationDate: 1 })],
    ["a broken multipart body", ...brokenMultipart],
    [
      "a date that is no number",
      formBody({ to: "premium-monthly", from: "premium-2-month", prorationDate: "now" }),
      {},
    ],
    [
      "a plan not on offer",
      formBody({ to: "premium-gold", from: "premium-monthly", prorationDate: "1" }),
      {},
    ],
  ] as const)("%s is answered 400 with a message, never 500", async (_, body, headers) => {
    const response = await send("/billing/change-plan?to=premium-monthly", body, headers);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(
      /Please open the plan change page again|Please choose one of the plans shown|We couldn&#x27;t read what was sent/,
    );
  });

  test("a burst of the same confirmation changes the plan once, and never fails", async () => {
    const buyer = await signUpAndVerify(server.url, {
      name: "Katherine Johnson",
      email: "plan.burst@example.com",
    });
    const started = await fetch(`${server.url}/api/billing/checkout`, {
      method: "POST",
      headers: { cookie: buyer, "content-type": "application/json" },
      body: JSON.stringify({ item: "premium-monthly", from: "pricing" }),
    });
    const { url } = (await started.json()) as { url: string };
    const paid = await fetch(`${server.url}${url}`, {
      method: "POST",
      headers: { cookie: buyer },
      body: formBody({ number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(302);

    const shown = await (await page("premium-2-month", buyer)).text();
    const prorationDate = /name="prorationDate" value="(\d+)"/.exec(shown)?.[1];
    expect(prorationDate).toBeDefined();
    const confirmation = {
      to: "premium-2-month",
      from: "premium-monthly",
      prorationDate: prorationDate!,
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${server.url}/billing/change-plan?to=premium-2-month`, {
          method: "POST",
          headers: { cookie: buyer },
          body: formBody(confirmation),
          redirect: "manual",
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => [302, 409, 429].includes(status)),
      String(statuses),
    ).toBe(true);
    expect(statuses).toContain(302);
    const now = await page("premium-2-month", buyer);
    expect(now.status).toBe(409);
    expect(await now.text()).toContain("You&#x27;re already on Premium 2-Month");
    // And it prices the way back.
    expect((await page("premium-monthly", buyer)).status).toBe(200);
  });
});
