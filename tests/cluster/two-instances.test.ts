import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { limits } from "~/auth/rate-limit.server";
import { snapshotBuild } from "../support/build-snapshot";
import {
  createTemporaryDatabase,
  dropTemporaryDatabase,
  proofPostgresServer,
} from "../support/databases";
import { claimRedisDatabase, redisReachable, type TestRedisClient } from "../support/redis";
import { freePort, spawnServer, temporaryDir, type SpawnedServer } from "../support/server";
import {
  dashboard,
  confirmationLink,
  freshEmail,
  get,
  postForm,
  sessionToken,
  signIn,
  signInAttempt,
  signUp,
  verify,
} from "./http";

/**
 * Two production servers, A and B, on one PostgreSQL database and one Redis, as behind a load
 * balancer: whatever a visitor starts on one must carry on on the other, and a page removed on
 * one is gone from both.
 */

const missing = [
  !(await postgresReachable(proofPostgresServer)) &&
    `PostgreSQL at ${new URL(proofPostgresServer).host}`,
  !(await redisReachable()) && "Redis at 127.0.0.1:6379",
].filter(Boolean);

if (missing.length > 0) {
  test.skip(`${missing.join(" and ")} not reachable: the two-instance tests are skipped`);
}

async function postgresReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe.skipIf(missing.length > 0)("two instances on one PostgreSQL and Redis", () => {
  let databaseUrl: URL;
  let redis: Awaited<ReturnType<typeof claimRedisDatabase>>;
  // A private copy of build/, so another engineer's `npm run build` cannot pull it from under us.
  let build: Awaited<ReturnType<typeof snapshotBuild>>;
  let a: SpawnedServer;
  let b: SpawnedServer;
  const servers: SpawnedServer[] = [];
  const authSecret = crypto.randomBytes(32).toString("hex");

  const start = async (redisUrl: string) => {
    const server = await spawnServer({
      args: build.args,
      env: {
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: redisUrl,
        // Instances of one site share the secret that signs session cookies.
        AUTH_SECRET: authSecret,
        DATA_DIR: temporaryDir("typeatlas-cluster-"),
      },
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    build = await snapshotBuild();
    databaseUrl = await createTemporaryDatabase(proofPostgresServer);
    redis = await claimRedisDatabase();
    // One after the other: each applies the migrations at start.
    a = await start(redis.url);
    b = await start(redis.url);
  });

  afterAll(async () => {
    // A clean stop closes the Redis client too (or gives up on it quickly when it is down).
    const stopped = await Promise.all(servers.map((server) => server.stop()));
    for (const { code, ms } of stopped) {
      expect(code).toBe(0);
      expect(ms).toBeLessThan(5_000);
    }
    await redis?.release();
    if (databaseUrl) await dropTemporaryDatabase(proofPostgresServer, databaseUrl);
    build?.dispose();
  });

  /** Signs up on A, confirms through A's outbox, signs in on A; returns the session cookie. */
  async function newUserOnA(label: string, name: string) {
    const email = freshEmail(label);
    const signedUp = await signUp(a, email, name);
    await verify(await confirmationLink(a, email), signedUp);
    return { email, cookie: await signIn(a, email) };
  }

  const cachedSession = (client: TestRedisClient, cookie: string) =>
    client.get(`typeatlas:${sessionToken(cookie)}`);

  test("a session made on A works on B, from Redis, and from the database once Redis forgets it", async () => {
    const { email, cookie } = await newUserOnA("shared", "Grace Hopper");

    const onB = await dashboard(b, cookie);
    expect(onB).toContain("Welcome, Grace");
    expect(onB).toContain(email);
    // The session is cached in Redis...
    expect(JSON.parse((await cachedSession(redis.client, cookie))!)).toMatchObject({
      user: { email },
    });
    // ...and the database is the record: with the entry gone, both instances still know it.
    await redis.client.del(`typeatlas:${sessionToken(cookie)}`);
    expect(await dashboard(b, cookie)).toContain("Welcome, Grace");
    expect(await dashboard(a, cookie)).toContain("Welcome, Grace");
  });

  test("signing out on B ends the session on A", async () => {
    const { cookie } = await newUserOnA("sign-out", "Alan Turing");
    expect(await dashboard(a, cookie)).toContain("Welcome, Alan");
    expect(await cachedSession(redis.client, cookie)).not.toBeNull();

    const signedOut = await postForm(b, "/auth/sign-out", {}, cookie);
    expect(signedOut.status).toBe(302);
    expect(await cachedSession(redis.client, cookie)).toBeNull();
    expect(await dashboard(a, cookie)).toBeNull();
    expect(await dashboard(b, cookie)).toBeNull();
  });

  test("sign-in failures spread over A and B count against one limit", async () => {
    const { email } = await newUserOnA("limited", "Ada Lovelace");
    // Both instances see the client as 127.0.0.1: one account and address, one counter.
    const { max } = limits.signInFailuresPerAccountAndIp(email, "127.0.0.1");
    for (let attempt = 0; attempt < max; attempt++) {
      const server = attempt % 2 === 0 ? a : b;
      const refused = await signInAttempt(server, email, "not the password");
      expect(refused.status, `wrong password #${attempt + 1} on ${server.url}`).toBe(401);
    }
    // Limit reached: even the right password is refused, on either instance.
    for (const server of [a, b]) {
      const blocked = await signInAttempt(server, email);
      expect(blocked.status, `sign-in on ${server.url} after ${max} failures`).toBe(429);
      expect(await blocked.text()).toContain("Too many failed sign-in attempts");
    }
  });

  test("a sandbox checkout started on A is paid on B, and both show the plan", async () => {
    const { cookie } = await newUserOnA("checkout", "Katherine Johnson");
    expect(await dashboard(a, cookie)).not.toContain("PREMIUM MONTHLY");

    const started = await fetch(`${a.url}/api/billing/checkout`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: a.url, Cookie: cookie },
      body: JSON.stringify({ item: "premium-monthly", from: "pricing" }),
    });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    expect(url).toMatch(/^\/billing\/sandbox-checkout\/[0-9a-f-]{36}$/);

    expect((await get(b, url, cookie)).status).toBe(200);
    const paid = await postForm(
      b,
      url,
      { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" },
      cookie,
    );
    expect(paid.status).toBe(302);

    expect(await dashboard(a, cookie)).toContain("PREMIUM MONTHLY");
    expect(await dashboard(b, cookie)).toContain("PREMIUM MONTHLY");
  });

  test("a public result unpublished on A leaves the page cache of every worker of A and B", async () => {
    const published = await fetch(`${a.url}/api/public-results`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: a.url },
      body: JSON.stringify({ responses: answersFor("ESTP-A") }),
    });
    expect(published.status).toBe(201);
    const { path, removalToken } = (await published.json()) as Record<string, string>;
    /** Several visits, so each worker of the instance answers (the primary hands them round). */
    const visits = async (server: SpawnedServer) => {
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const response = await get(server, path!);
        await response.text();
        answers.push(`${response.status} ${response.headers.get("x-page-cache")}`);
      }
      return answers;
    };
    for (const server of [a, b]) expect(await visits(server)).toContain("200 hit");

    const removed = await postForm(a, `${path}/remove`, { token: removalToken! });
    expect(removed.status).toBe(200);
    // Each worker drops its copy at its next poll of the shared purges (decision 033); a copy
    // left alone would be served for up to 60 s.
    for (const server of [a, b])
      await expect
        .poll(async () => (await visits(server)).map((answer) => answer.split(" ")[0]), {
          timeout: 20_000,
          interval: 500,
        })
        .toEqual(Array(6).fill("410"));
  });

  test("with Redis down, an instance still signs in and serves the dashboard, from the database", async () => {
    const { email } = await newUserOnA("redis-down", "Hedy Lamarr");
    const closedPort = await freePort();
    const c = await start(`redis://127.0.0.1:${closedPort}`);

    const started = performance.now();
    const cookie = await signIn(c, email);
    expect(await dashboard(c, cookie)).toContain("Welcome, Hedy");
    expect(performance.now() - started, "no request waits for Redis").toBeLessThan(5_000);
    // C could not cache the session, yet A finds it in the database.
    expect(await cachedSession(redis.client, cookie)).toBeNull();
    expect(await dashboard(a, cookie)).toContain("Welcome, Hedy");

    const logLines = c
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logLines.filter((line) => /Redis is unavailable/.test(line.msg))).toHaveLength(1);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
