import { spawn } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { serverNodeFlags } from "../../scripts/node-flags.js";
import {
  freePort,
  projectRoot,
  serverEnv,
  temporaryDir,
  type SpawnedServer,
} from "../support/server";
import { formBody, outboxLink, startServer } from "./support";

/**
 * Production-like start-up: a public SITE_URL needs real mail and an explicit choice about
 * payments; the local outbox is for this machine only; no token ever reaches the log; and while no
 * checkout takes real money, every page says so.
 */

const publicSite = "https://typeatlas.com";
/** Nothing listens there: the server never sends mail at start-up, so none is attempted. */
const unusedSmtp = async () => `smtp://127.0.0.1:${await freePort()}`;
const liveStripe = {
  STRIPE_SECRET_KEY: "sk_live_startupchecks",
  STRIPE_WEBHOOK_SECRET: "whsec_startupchecks",
};
/** Settings a developer's shell might carry, cleared so each test says exactly what is set. */
const unset = {
  SMTP_URL: undefined,
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  PAYMENTS_SANDBOX: undefined,
  WEB_CONCURRENCY: undefined,
};
const notice = "TEST MODE: no real charges are made.";

/** Runs `node server.js` with `env`, expecting it to stop on its own; returns its code and output. */
async function runUntilExit(env: Record<string, string | undefined>) {
  const dataDir = temporaryDir("typeatlas-startup-");
  const child = spawn(process.execPath, [...serverNodeFlags, "server.js"], {
    cwd: projectRoot,
    env: serverEnv(await freePort(), { DATA_DIR: dataDir, ...unset, ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { code, output };
}

describe("a public SITE_URL", () => {
  test("without SMTP_URL the server refuses to start, naming SMTP_URL in a plain message", async () => {
    const { code, output } = await runUntilExit({ SITE_URL: publicSite, ...liveStripe });
    expect(code).toBe(78);
    expect(output).toContain(
      `TypeAtlas could not start: Invalid configuration:\n  SMTP_URL: SITE_URL is ${publicSite}, a public address, but no mail server is set: set SMTP_URL`,
    );
    expect(output).not.toMatch(/^\s+at /m); // a message, not a stack trace
  });

  test("with SMTP_URL but no Stripe keys the server refuses to start, naming PAYMENTS_SANDBOX", async () => {
    const { code, output } = await runUntilExit({
      SITE_URL: publicSite,
      SMTP_URL: await unusedSmtp(),
    });
    expect(code).toBe(78);
    expect(output).toContain(
      `PAYMENTS_SANDBOX: SITE_URL is ${publicSite}, a public address, but no Stripe keys are set`,
    );
    expect(output).toContain("set PAYMENTS_SANDBOX=true");
    expect(output).not.toContain("SMTP_URL:");
  });

  test("a cluster refuses the same way, once, without restarting its workers", async () => {
    const { code, output } = await runUntilExit({
      SITE_URL: publicSite,
      // Never reached: the configuration is checked before the database is opened.
      DATABASE_URL: `postgres://typeatlas@127.0.0.1:${await freePort()}/none`,
      WEB_CONCURRENCY: "2",
    });
    expect(code).toBe(78);
    expect(output.match(/TypeAtlas could not start/g)).toHaveLength(1);
    expect(output).toContain("SMTP_URL: SITE_URL is");
    expect(output).not.toContain("restarting it");
  });

  describe("with SMTP_URL and PAYMENTS_SANDBOX=true", () => {
    let server: SpawnedServer;
    beforeAll(async () => {
      server = await startServer({
        ...unset,
        SITE_URL: publicSite,
        SMTP_URL: await unusedSmtp(),
        PAYMENTS_SANDBOX: "true",
      });
    });
    afterAll(() => server?.stop());

    test("it starts, and every page (a missing one too) shows the TEST MODE notice", async () => {
      for (const path of [
        "/",
        "/pricing",
        "/personality-test",
        "/blog",
        "/auth",
        "/no-such-page",
      ]) {
        const page = await fetch(`${server.url}${path}`);
        const note = /<div role="note"[^>]*>(.*?)<\/div>/.exec(await page.text())?.[1] ?? "";
        expect(note.replace(/<[^>]*>/g, ""), path).toBe(
          "TEST MODE: no real charges are made. To try a purchase, use the card 4242 4242 4242 4242.",
        );
      }
    });

    test("the outbox does not exist, even for this machine, since mail goes to the SMTP server", async () => {
      const outbox = await fetch(`${server.url}/dev/outbox`);
      expect(outbox.status).toBe(404);
    });
  });
});

describe("payments that take real money", () => {
  test("a live Stripe key shows no notice; a Stripe test key does", async () => {
    const [live, sandbox] = await Promise.all([
      startServer({ ...unset, ...liveStripe }),
      startServer({ ...unset, ...liveStripe, STRIPE_SECRET_KEY: "sk_test_startupchecks" }),
    ]);
    try {
      const livePricing = await (await fetch(`${live.url}/pricing`)).text();
      // Not on the page (the billing catalogue's words travel in the page's data scripts).
      expect(livePricing.replace(/<script\b[^>]*>[^]*?<\/script>/g, "")).not.toContain(notice);
      expect(await (await fetch(`${sandbox.url}/pricing`)).text()).toContain(notice);
      // Stripe's checkout can offer PayPal, so the payment methods name it (the sandbox's do not).
      expect(livePricing).toContain("and PayPal where our payment provider, Stripe, offers it");
    } finally {
      await Promise.all([live.stop(), sandbox.stop()]);
    }
  });
});

describe("the local outbox", () => {
  let server: SpawnedServer;
  const email = "outbox.reader@example.com";
  let verifyLink = "";
  let resetLink = "";

  beforeAll(async () => {
    // LOG_LEVEL=info: every line the server would write in production, request lines included.
    server = await startServer({ ...unset, LOG_LEVEL: "info" });
    const signUp = await fetch(`${server.url}/auth?mode=signup`, {
      method: "POST",
      body: formBody({
        intent: "sign-up",
        name: "Outbox Reader",
        email,
        password: "a long enough password",
      }),
      redirect: "manual",
    });
    expect(signUp.status).toBe(200);
    const reset = await fetch(`${server.url}/auth/forgot-password`, {
      method: "POST",
      body: formBody({ email }),
      redirect: "manual",
    });
    expect(reset.status).toBeLessThan(400);
    verifyLink = await outboxLink(server.url, email, "/auth/verify?token=");
    resetLink = await outboxLink(server.url, email, "/auth/reset-password?token=");
  });
  afterAll(() => server?.stop());

  const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

  test("from this machine it lists the mail", async () => {
    const outbox = await fetch(`${server.url}/dev/outbox`);
    expect(outbox.status).toBe(200);
    expect(outbox.headers.get("cache-control")).toBe("private, no-store");
    const html = await outbox.text();
    expect(html).toContain("readable only from this machine");
    expect(html).toContain(tokenOf(resetLink));
  });

  test("from any other address, also behind a local proxy, it is the ordinary not-found page", async () => {
    const missing = await fetch(`${server.url}/no-such-page`);
    const missingHtml = await missing.text();
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const main = (html: string) => /<main[^]*<\/main>/.exec(html)?.[0];
    for (const forwardedFor of ["203.0.113.9", "127.0.0.1, 203.0.113.9", "::ffff:198.51.100.4"]) {
      for (const path of ["/dev/outbox"]) {
        const refused = await fetch(`${server.url}${path}`, {
          headers: { "X-Forwarded-For": forwardedFor },
        });
        const html = await refused.text();
        expect(refused.status, forwardedFor).toBe(404);
        expect(title(html)).toBe(title(missingHtml));
        expect(main(html)).toBe(main(missingHtml));
        expect(refused.headers.get("cache-control")).toBe(missing.headers.get("cache-control"));
        expect(html).not.toContain(tokenOf(verifyLink));
        expect(html).not.toContain(email);
      }
      const data = await fetch(`${server.url}/dev/outbox.data`, {
        headers: { "X-Forwarded-For": forwardedFor },
      });
      expect(data.status).toBe(404);
      expect(await data.text()).not.toContain(email);
    }
  });

  test("no token reaches the log: not from the mailer, the request lines or better-auth", async () => {
    // Opening the links puts their URLs through the request log too.
    await fetch(verifyLink, { redirect: "manual" });
    await fetch(resetLink, { redirect: "manual" });
    // The request lines are written after the answers, by another process: wait for both (on
    // a busy machine 200 ms was not always enough).
    const logged = () =>
      ['"path":"/auth/verify"', '"path":"/auth/reset-password"'].every((line) =>
        server.output().includes(line),
      );
    for (let waited = 0; !logged() && waited < 10_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const log = server.output();
    expect(log).toContain('"path":"/auth/verify"');
    expect(log).toContain('"path":"/auth/reset-password"');
    for (const link of [verifyLink, resetLink]) expect(log).not.toContain(tokenOf(link));
    expect(log).not.toContain("token=");
    expect(log).toContain(
      `A mail was kept in the local outbox; read it from this machine at ${server.url}/dev/outbox`,
    );
    expect(log).toContain(
      `No SMTP_URL is set, so mail is kept in the local outbox, readable from this machine at ${server.url}/dev/outbox`,
    );
  });
});
