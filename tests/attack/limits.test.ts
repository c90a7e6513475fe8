import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { questions } from "~/assessment/questions";
import { honeypotField } from "~/components/contact/contact-schema";
import type { SpawnedServer } from "../support/server";
import { totp } from "../support/totp";
import {
  cookiesFrom,
  formBody,
  freshStore,
  password,
  refusalMessage,
  signUpAndVerify,
  startServer,
  type Store,
} from "./support";

/**
 * The limits hold under parallel bursts (issue 17, items 4, 8 and 12): every attempt is counted
 * before the slow work, so no more than the limit is ever checked, against a production server
 * on PGlite (or PostgreSQL with TEST_DATABASE_URL). Each test acts from addresses of its own
 * (`X-Forwarded-For`, trusted from loopback), so their limits do not touch.
 */
let store: Store;
let server: SpawnedServer;

beforeAll(async () => {
  store = await freshStore();
  server = await startServer({ ...store.env });
});

afterAll(async () => {
  await server?.stop();
  await store?.dispose();
});

function post(path: string, body: BodyInit, from: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body,
    headers: { "X-Forwarded-For": from, ...headers },
    redirect: "manual",
  });
}

const signIn = (email: string, secret: string, from: string) =>
  post("/auth", formBody({ intent: "sign-in", email, password: secret }), from);

/**
 * The answer's page (or JSON) as text, to look for the sentence a person reads: without the
 * page's data scripts, which carry every message of its catalogues (decision 034).
 */
async function answerText(response: Response): Promise<string> {
  return (await response.text())
    .replace(/<script\b[^>]*>[^]*?<\/script>/g, "")
    .replaceAll("<!-- -->", "");
}

/** Starts two-factor set-up on the account page; returns the authenticator key it shows. */
async function startTwoFactorSetUp(session: string, from: string): Promise<string> {
  const setUp = await post(
    "/account/security",
    formBody({ intent: "set-up-two-factor", password }),
    from,
    { Cookie: session },
  );
  expect(setUp.status).toBe(200);
  const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(await setUp.text())?.[1];
  expect(secret).toBeTruthy();
  return secret!;
}

/** Turns two-factor sign-in on through the account page; returns the authenticator key. */
async function turnOnTwoFactor(session: string): Promise<string> {
  const from = "198.51.100.250";
  const secret = await startTwoFactorSetUp(session, from);
  const confirmed = await post(
    "/account/security",
    formBody({ intent: "confirm-two-factor", code: totp(secret) }),
    from,
    { Cookie: session },
  );
  expect(confirmed.status).toBeLessThan(400);
  return secret;
}

describe("sign-in", () => {
  test("of 16 parallel sign-ins (15 wrong passwords, then the right one) at most 5 are checked, and the right password waits while the limit holds", async () => {
    const email = "burst.owner@example.com";
    await signUpAndVerify(server.url, { name: "Burst Owner", email });
    const attacker = "203.0.113.10";
    const burst = await Promise.all([
      ...Array.from({ length: 15 }, (_, i) => signIn(email, `wrong password ${i}`, attacker)),
      signIn(email, password, attacker),
    ]);
    const checked = burst.filter((response) => response.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(burst.filter((response) => response.status === 429).length).toBeGreaterThanOrEqual(11);

    const after = await signIn(email, password, attacker);
    expect(after.status).toBe(429);
    expect(await answerText(after)).toMatch(/Too many failed sign-in attempts\. Please wait/);
  });

  test("wrong passwords from another address do not lock the owner out", async () => {
    const email = "not.locked@example.com";
    await signUpAndVerify(server.url, { name: "Not Locked", email });
    const attacker = "203.0.113.11";
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(email, `wrong password ${i}`, attacker)),
    );
    expect((await signIn(email, password, attacker)).status).toBe(429);

    const owner = await signIn(email, password, "192.0.2.44");
    expect(owner.status).toBe(302);
    expect(cookiesFrom(owner)).toContain("session_token=");
  });

  test("parallel wrong two-factor codes: at most 10 are checked, then the account is said to be locked, even for the right code", async () => {
    const email = "two.factor@example.com";
    const session = await signUpAndVerify(server.url, { name: "Two Factor", email });
    const secret = await turnOnTwoFactor(session);

    const attacker = "203.0.113.12";
    const right = totp(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    // Bursts of wrong codes, each on a sign-in of its own (better-auth checks at most five codes
    // per sign-in and sends the rest back to the password), until the account's limit answers.
    const texts: string[] = [];
    const statuses: number[] = [];
    for (let round = 0; round < 4 && !statuses.includes(429); round++) {
      const signedIn = await signIn(email, password, attacker);
      expect(signedIn.headers.get("location")).toMatch(/^\/auth\/two-factor/);
      const challenge = cookiesFrom(signedIn);
      const burst = await Promise.all(
        Array.from({ length: 15 }, () =>
          post("/auth/two-factor", formBody({ code: wrong }), attacker, { Cookie: challenge }),
        ),
      );
      statuses.push(...burst.map((response) => response.status));
      texts.push(...(await Promise.all(burst.map(answerText))));
    }
    // Checked and wrong: said so. Not checked (another code of that sign-in was being checked,
    // or the sign-in had had its five): asked again, or sent back to the password step.
    expect(
      texts.filter((text) => text.includes("That code is not right")).length,
    ).toBeLessThanOrEqual(10);
    const lockedText = texts.find((text) => /Too many wrong codes have been tried/.test(text));
    expect(lockedText).toMatch(
      /Too many wrong codes have been tried for this account\. Please wait \d+ minutes? and try again\./,
    );
    expect(texts.some((text) => text.includes("Your sign-in took too long"))).toBe(false);

    // The owner, elsewhere, with the password and the right code: told the account is locked, or
    // (when codes of the last burst that were never checked have been given back) signed in;
    // never a wrong answer or an error. The limit on checked codes above is what guards.
    const owner = "192.0.2.45";
    const again = await signIn(email, password, owner);
    expect(again.headers.get("location")).toMatch(/^\/auth\/two-factor/);
    const answer = await post("/auth/two-factor", formBody({ code: totp(secret) }), owner, {
      Cookie: cookiesFrom(again),
    });
    if (answer.status === 429)
      expect(await answerText(answer)).toMatch(
        /Too many wrong codes have been tried for this account\. Please wait/,
      );
    else expect(answer.status).toBe(302);
  });
});

describe("account area", () => {
  test("parallel wrong codes while setting up two-factor: at most 10 are checked, then the account is said to be locked", async () => {
    const session = await signUpAndVerify(server.url, {
      name: "Set Up",
      email: "set.up@example.com",
    });
    const from = "203.0.113.13";
    const secret = await startTwoFactorSetUp(session, from);
    const wrong = totp(secret) === "000000" ? "111111" : "000000";
    const burst = await Promise.all(
      Array.from({ length: 16 }, () =>
        post("/account/security", formBody({ intent: "confirm-two-factor", code: wrong }), from, {
          Cookie: session,
        }),
      ),
    );
    const texts = await Promise.all(burst.map(answerText));
    expect(
      texts.filter((text) => text.includes("That code is not right")).length,
    ).toBeLessThanOrEqual(10);
    const locked = burst.filter(
      (response, i) =>
        response.status === 429 &&
        /Too many wrong codes have been tried for this account\. Please wait \d+ minutes? and try again\./.test(
          texts[i]!,
        ),
    );
    expect(locked.length).toBeGreaterThanOrEqual(6);
  });
});

describe("sign-up and password reset", () => {
  test("of 40 parallel sign-ups from one address at most 30 go through", async () => {
    const from = "203.0.113.20";
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(
          "/auth?mode=signup",
          formBody({
            intent: "sign-up",
            name: `Many ${i}`,
            email: `many.${i}@example.com`,
            password,
          }),
          from,
        ),
      ),
    );
    expect(burst.filter((response) => response.status === 200).length).toBeLessThanOrEqual(30);
    const refused = burst.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(await answerText(refused[0]!)).toMatch(/Too many sign-ups from your network/);
  });

  test("of 20 parallel reset requests for one address at most 3 are sent", async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          "/auth/forgot-password",
          formBody({ email: "burst.owner@example.com" }),
          "203.0.113.21",
        ),
      ),
    );
    expect(burst.filter((response) => response.status === 200).length).toBeLessThanOrEqual(3);
    const refused = burst.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(17);
    expect(await answerText(refused[0]!)).toMatch(/Too many reset requests/);
  });
});

describe("saved results", () => {
  test("of 70 parallel saves from one address 60 are saved, the rest get 429 with Retry-After and a message", async () => {
    const session = await signUpAndVerify(server.url, {
      name: "Saver",
      email: "saver@example.com",
    });
    const responses = Object.fromEntries(questions.map((question) => [question.id, 4]));
    const burst = await Promise.all(
      Array.from({ length: 70 }, () =>
        post(
          "/api/test-sessions",
          JSON.stringify({ submissionId: crypto.randomUUID(), responses }),
          "203.0.113.30",
          { "Content-Type": "application/json", Cookie: session },
        ),
      ),
    );
    expect(burst.filter((response) => response.status === 201)).toHaveLength(60);
    const refused = burst.filter((response) => response.status === 429);
    expect(refused).toHaveLength(10);
    expect(Number(refused[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused[0]!.json()).error).toMatch(/^Too many results were saved .* Please wait/);
  });
});

describe("contact form", () => {
  const message = (i: number) => ({
    name: "Grace",
    email: "grace@example.com",
    subject: `Question number ${i}`,
    message: "How do the five scales relate to each other?",
  });

  test("of 12 parallel messages from one address 5 are sent; the rest are refused politely with what was typed", async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post("/contact", formBody(message(i)), "203.0.113.40", { Accept: "text/html" }),
      ),
    );
    expect(burst.filter((response) => response.status === 200)).toHaveLength(5);
    const refused = burst.filter((response) => response.status === 429);
    expect(refused).toHaveLength(7);
    expect(Number(refused[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await refused[0]!.text();
    expect(refusalMessage("text/html", page)).toMatch(/^Thank you for writing!.*Please wait/);
    expect(page).toContain('role="alert"');
    // JavaScript off: the page itself shows the message and keeps the text in the fields.
    expect(page).toMatch(/value="Question number \d+"/);
    expect(page).toContain("How do the five scales relate to each other?");
  });

  test("a message with the hidden field filled is answered as sent but stored nowhere", async () => {
    const page = await (await fetch(`${server.url}/contact`)).text();
    const input = new RegExp(`<input[^>]*name="${honeypotField}"[^>]*>`).exec(page)?.[0] ?? "";
    expect(input.toLowerCase()).toContain('tabindex="-1"');
    expect(input.toLowerCase()).toContain('autocomplete="off"');
    expect(page).toMatch(
      new RegExp(`aria-hidden="true"[^>]*><label>[^<]*<input[^>]*${honeypotField}`),
    );

    const bot = await post(
      "/contact",
      formBody({
        ...message(99),
        subject: "Cheap watches",
        [honeypotField]: "https://spam.example",
      }),
      "203.0.113.41",
      { Accept: "text/html" },
    );
    expect(bot.status).toBe(200);
    expect(await bot.text()).toContain("Message Sent!");

    // Only the five messages of the burst were stored (PGlite: after the server has stopped).
    await server.stop();
    const handle = await store.open();
    try {
      const { listContactMessages } = await import("~/db/contact-messages.server");
      const stored = await listContactMessages(handle.db);
      expect(stored).toHaveLength(5);
      expect(stored.map((row) => row.subject)).not.toContain("Cheap watches");
    } finally {
      await handle.close();
    }
  });
});
