import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { expect, test } from "vitest";
import { spawnServer, temporaryDir } from "../support/server";

test("`npm start` on an empty DATA_DIR comes up, answers /healthz, and stops cleanly on SIGTERM", async () => {
  const dataDir = path.join(temporaryDir("typeatlas-start-"), "fresh");
  const server = await spawnServer({ args: ["scripts/start.js"], env: { DATA_DIR: dataDir } });
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ ok: true, db: "up" });
  expect(fs.existsSync(path.join(dataDir, "typeatlas.lock"))).toBe(true);

  const { code, ms } = await server.stop("SIGTERM");
  expect(code).toBe(0);
  expect(ms).toBeLessThan(5_000);
  // PGlite was closed and the lock released.
  expect(fs.existsSync(path.join(dataDir, "typeatlas.lock"))).toBe(false);
});

test("SIGINT also shuts down cleanly, and the data folder opens again", async () => {
  const dataDir = temporaryDir("typeatlas-sigint-");
  const first = await spawnServer({ env: { DATA_DIR: dataDir } });
  expect((await first.stop("SIGINT")).code).toBe(0);
  const second = await spawnServer({ env: { DATA_DIR: dataDir } });
  expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
  expect((await second.stop()).code).toBe(0);
});

test("a request in flight when SIGTERM arrives still gets its answer", async () => {
  const server = await spawnServer({ env: { DATA_DIR: temporaryDir("typeatlas-inflight-") } });
  const body = new URLSearchParams({
    name: "Ada",
    email: "ada@example.com",
    subject: "Shutdown",
    message: "Sent while the server stops.",
  }).toString();
  // Send the headers and half the body, signal the server, then send the rest.
  const request = http.request(`${server.url}/contact`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": Buffer.byteLength(body),
    },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on("error", reject);
  });
  request.write(body.slice(0, 20));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const stopped = server.stop("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  request.end(body.slice(20));
  const { status, text } = await answered;
  expect(status).toBe(200);
  expect(text).toContain("Get In Touch");
  const { code, ms } = await stopped;
  expect(code).toBe(0);
  expect(ms).toBeLessThan(5_000);
});

test("a second process refuses a data folder that is in use, with a clear message", async () => {
  const dataDir = temporaryDir("typeatlas-lock-");
  const first = await spawnServer({ env: { DATA_DIR: dataDir } });
  await expect(spawnServer({ env: { DATA_DIR: dataDir } })).rejects.toThrow(
    /data folder is in use by another TypeAtlas process/,
  );
  expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  await first.stop();
});

test.runIf(process.env.TEST_DATABASE_URL)(
  "DATABASE_URL runs the site on PostgreSQL with the same migrations",
  async () => {
    const { createTemporaryDatabase, dropTemporaryDatabase } = await import("../support/databases");
    const base = process.env.TEST_DATABASE_URL!;
    const url = await createTemporaryDatabase(base);
    try {
      const server = await spawnServer({ env: { DATABASE_URL: url.toString() } });
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true, db: "up" });
      expect((await fetch(`${server.url}/contact`)).status).toBe(200);
      expect((await server.stop()).code).toBe(0);
    } finally {
      await dropTemporaryDatabase(base, url);
    }
  },
);

test("invalid configuration stops start-up with a message naming the variable", async () => {
  await expect(spawnServer({ env: { PORT: "not-a-port" } })).rejects.toThrow(/PORT/);
});

test("request logs are JSON lines with method, path and status, and no query string or cookie", async () => {
  const server = await spawnServer({
    env: { DATA_DIR: temporaryDir("typeatlas-logs-"), LOG_LEVEL: "info" },
  });
  await fetch(`${server.url}/about?token=s3cret-reset-token`, {
    headers: { cookie: "session=s3cret-session" },
  });
  await server.stop();
  const lines = server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const entry = lines.find(
    (line) => (line.req as { path?: string } | undefined)?.path === "/about",
  );
  expect(entry).toMatchObject({ req: { method: "GET", path: "/about" }, res: { status: 200 } });
  expect(server.output()).not.toContain("s3cret");
});

test("a connection that never sends a request does not hold shutdown until the forced close", async () => {
  const server = await spawnServer({ env: { DATA_DIR: temporaryDir("typeatlas-idle-") } });
  const socket = net.connect(server.port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const socketClosed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", () => {});
  const { code, ms } = await server.stop();
  expect(code).toBe(0);
  // Connections still open at 4 s are cut by force; this one must be closed long before that.
  expect(ms).toBeLessThan(4_000);
  await socketClosed;
});
