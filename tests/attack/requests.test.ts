import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { questions } from "~/assessment/questions";
import type { SpawnedServer } from "../support/server";
import {
  cookiesFrom,
  formBody,
  outboxLink,
  password,
  refusalMessage,
  sessionCookie,
  signUpAndVerify,
  startServer,
} from "./support";

/**
 * Cross-site posts, body limits, the sign-in answer for an unknown address against a wrong
 * password, and the session cookie's flags, against production servers on 127.0.0.1.
 */
let server: SpawnedServer;
let secure: SpawnedServer;
let session = "";
const email = "alice.k@example.com";
const unknownEmail = "bobby.k@example.com"; // as long as `email`, so the answers' lengths match

beforeAll(async () => {
  [server, secure] = await Promise.all([
    startServer(),
    startServer({ SITE_URL: "https://typeatlas.test" }),
  ]);
  session = await signUpAndVerify(server.url, { name: "Alice", email });
});

afterAll(async () => {
  await Promise.all([server?.stop(), secure?.stop()]);
});

const submission = () => ({
  submissionId: crypto.randomUUID(),
  responses: Object.fromEntries(questions.map((question) => [question.id, 4])),
});

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, { method: "POST", body, headers, redirect: "manual" });
}

const json = (value: unknown) => JSON.stringify(value);
const jsonHeaders = { "Content-Type": "application/json" };

describe("cross-site posts", () => {
  const evil = { Origin: "https://evil.example" };

  test("a post from another site to /auth, /contact or /api/test-sessions is refused with 403", async () => {
    const sent = [
      await post("/auth", formBody({ email, password }), evil),
      await post("/contact", formBody({ name: "x" }), { ...evil, Accept: "text/html" }),
      await post("/contact.data", formBody({ name: "x" }), { "Sec-Fetch-Site": "cross-site" }),
      await post("/api/test-sessions", json(submission()), {
        ...evil,
        ...jsonHeaders,
        Cookie: session,
      }),
    ];
    for (const response of sent) {
      expect(response.status).toBe(403);
      const message = refusalMessage(response.headers.get("content-type"), await response.text());
      expect(message).toContain("came from another website");
    }
    // The signed-in user's result was not saved by the forged post.
    const data = await fetch(`${server.url}/account/data/download`, {
      headers: { Cookie: session },
    });
    expect((await data.json()).testResults).toEqual([]);
  });

  test("the same posts from the site itself work as usual", async () => {
    const own = { Origin: server.url, "Sec-Fetch-Site": "same-origin" };
    const signIn = await post("/auth", formBody({ intent: "sign-in", email, password }), own);
    expect(signIn.status).toBe(302);
    expect(cookiesFrom(signIn)).toContain("session_token=");

    const contact = await post(
      "/contact",
      formBody({ name: "Alice", email, subject: "Hello", message: "A question." }),
      own,
    );
    expect(contact.status).toBe(200);
    expect(await contact.text()).toContain("Message Sent!");

    const saved = await post("/api/test-sessions", json(submission()), {
      ...own,
      ...jsonHeaders,
      Cookie: session,
    });
    expect(saved.status).toBe(201);
  });

  test("a local server also accepts its other loopback name, and better-auth agrees", async () => {
    const local = `http://localhost:${server.port}`;
    const signIn = await fetch(`${local}/auth`, {
      method: "POST",
      body: formBody({ intent: "sign-in", email, password }),
      headers: { Origin: local },
      redirect: "manual",
    });
    expect(signIn.status).toBe(302);
    expect(cookiesFrom(signIn)).toContain("session_token=");
  });

  test("Stripe's webhook, sent without Origin, passes the check and reaches its route", async () => {
    const response = await post("/api/billing/webhook", json({ id: "evt_1" }), jsonHeaders);
    // This server has no Stripe keys: the route itself answers.
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Stripe is not configured on this server." });
  });
});

describe("body limits", () => {
  const kb = 1024;

  test("a form over 64 KB is refused with 413 and a message, as a page or as JSON", async () => {
    const body = formBody({ name: "x", message: "m".repeat(64 * kb) });
    const page = await post("/contact", body, { Accept: "text/html" });
    expect(page.status).toBe(413);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("The request is too large: send at most 64 KB.");
    const api = await post("/api/score", json({ padding: "p".repeat(64 * kb) }), jsonHeaders);
    expect(api.status).toBe(413);
    expect((await api.json()).error).toContain("64 KB");
  });

  test("a chunked body is counted as it arrives and refused once past 64 KB", async () => {
    const chunk = new TextEncoder().encode("a".repeat(8 * kb));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 12) return controller.close();
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  test("the longest contact message the form allows fits well within the limit", async () => {
    // 5,000 three-byte characters: the largest body the form can produce.
    const body = formBody({ name: "Ann", email, subject: "Long", message: "語".repeat(5000) });
    expect(body.toString().length).toBeLessThan(64 * kb);
    const response = await post("/contact", body);
    expect(response.status).toBe(200);
  });

  test("Stripe's webhook may carry up to 1 MB, and no more", async () => {
    const within = await post("/api/billing/webhook", "x".repeat(200 * kb), jsonHeaders);
    expect(within.status).toBe(404); // reached the route
    const over = await post("/api/billing/webhook", "x".repeat(1024 * kb + 1), jsonHeaders);
    expect(over.status).toBe(413);
    expect((await over.json()).error).toContain("1 MB");
  });
});

describe("sign-in answers", () => {
  /** Headers and body of an answer, without what differs by nature (date, nonce, cookies). */
  async function comparable(response: Response, typed: string) {
    const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    const headers = Object.fromEntries(
      [...response.headers].filter(
        ([name]) => !["date", "content-security-policy", "set-cookie"].includes(name),
      ),
    );
    let body = (await response.text()).replaceAll(typed, "EMAIL");
    if (nonce) body = body.replaceAll(nonce, "NONCE");
    return { status: response.status, headers, body };
  }

  test("an unknown address and a wrong password get the same answer, page and data alike", async () => {
    for (const path of ["/auth", "/auth.data", "/auth?redirectTo=%2Fdashboard"]) {
      const attempt = (address: string) =>
        post(path, formBody({ intent: "sign-in", email: address, password: "not the password" }));
      const wrongPassword = await comparable(await attempt(email), email);
      const unknownAddress = await comparable(await attempt(unknownEmail), unknownEmail);
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body).toContain("Invalid email or password.");
      expect(unknownAddress).toEqual(wrongPassword);
    }
  });
});

describe("session cookie", () => {
  function flags(setCookies: string[], name: RegExp) {
    const cookie = setCookies.find((candidate) => name.test(candidate.split("=")[0]!));
    if (!cookie) throw new Error(`No ${name} cookie among: ${setCookies.join(" | ")}`);
    const attributes = cookie.split(";").map((part) => part.trim().toLowerCase());
    return {
      httpOnly: attributes.includes("httponly"),
      sameSite: attributes.find((part) => part.startsWith("samesite="))?.slice(9),
      path: attributes.find((part) => part.startsWith("path="))?.slice(5),
      secure: attributes.includes("secure"),
    };
  }

  test("on http: HttpOnly, SameSite=Lax, Path=/, not Secure", async () => {
    const signIn = await post("/auth", formBody({ intent: "sign-in", email, password }));
    expect(signIn.status).toBe(302);
    expect(flags(signIn.headers.getSetCookie(), /^typeatlas\.session_token$/)).toEqual({
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: false,
    });
  });

  test("with an https SITE_URL: the same flags plus Secure, on verification and on sign-in", async () => {
    const address = "secure.k@example.com";
    const signUp = await fetch(`${secure.url}/auth`, {
      method: "POST",
      body: formBody({ intent: "sign-up", name: "Sec", email: address, password }),
    });
    expect(signUp.status).toBe(200);
    // The mail links to the public origin; follow it on this server, without following the redirect.
    const link = new URL(await outboxLink(secure.url, address, "/auth/verify?token="));
    expect(link.origin).toBe("https://typeatlas.test");
    const verified = await fetch(`${secure.url}${link.pathname}${link.search}`, {
      headers: { cookie: cookiesFrom(signUp) },
      redirect: "manual",
    });
    const signIn = await fetch(`${secure.url}/auth`, {
      method: "POST",
      body: formBody({ intent: "sign-in", email: address, password }),
      redirect: "manual",
    });
    for (const response of [verified, signIn]) {
      expect(response.status).toBe(302);
      const setCookies = response.headers.getSetCookie();
      expect(flags(setCookies, /^__Secure-typeatlas\.session_token$/)).toEqual({
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: true,
      });
      expect(flags(setCookies, /^toast$/).secure).toBe(true);
      expect(sessionCookie(cookiesFrom(response))).toMatch(/^__Secure-typeatlas\.session_token=/);
    }
  });
});
