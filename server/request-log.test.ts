import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import { afterEach, expect, test } from "vitest";
import { requestLog } from "./request-log";

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function startApp(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level }, sink)));
  app.get(["/ok", "/ok.data"], (_req, res) => res.send("fine"));
  app.get("/missing", (_req, res) => res.status(404).send("no"));
  app.get("/broken", (_req, res) => res.status(500).send("oops"));
  app.get("/slow", (_req, res) => setTimeout(() => res.end("late"), 300));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

test("one line per request: path without the query, status, time, and a level by status", async () => {
  const app = await startApp("info");
  await fetch(`${app.base}/ok?token=secret-reset-token`);
  await fetch(`${app.base}/missing`);
  await fetch(`${app.base}/broken`);
  await settle();
  expect(app.lines.map((line) => [line.level, line.req, line.res, line.msg])).toEqual([
    [30, { id: 1, method: "GET", path: "/ok" }, { status: 200 }, "request completed"],
    [40, { id: 2, method: "GET", path: "/missing" }, { status: 404 }, "request completed"],
    [50, { id: 3, method: "GET", path: "/broken" }, { status: 500 }, "request completed"],
  ]);
  expect(JSON.stringify(app.lines)).not.toContain("secret-reset-token");
  expect(typeof app.lines[0]?.responseTime).toBe("number");
});

test("LOG_LEVEL=warn keeps only the failures; a visitor who leaves is logged as aborted", async () => {
  const app = await startApp("warn");
  await fetch(`${app.base}/ok`);
  await fetch(`${app.base}/broken`);
  await settle();
  expect(app.lines.map((line) => line.req)).toEqual([{ id: 2, method: "GET", path: "/broken" }]);

  const verbose = await startApp("info");
  await fetch(`${verbose.base}/slow`, { signal: AbortSignal.timeout(50) }).catch(() => null);
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(verbose.lines).toMatchObject([{ res: { status: null }, msg: "request aborted" }]);
});

test("a verification or reset token never reaches the log, wherever it sits in the query", async () => {
  const app = await startApp("info");
  for (const target of [
    "/ok?token=verify-token-1",
    "/ok?next=%2F&token=reset-token-2",
    "/ok.data?token=data-token-3&_routes=root",
    "/ok?code=two-factor-4&key=key-5&secret=secret-6",
  ])
    await fetch(`${app.base}${target}`);
  await settle();
  const log = JSON.stringify(app.lines);
  for (const value of ["token-1", "token-2", "token-3", "factor-4", "key-5", "secret-6"])
    expect(log).not.toContain(value);
  expect(app.lines.map((line) => (line.req as { path: string }).path)).toEqual([
    "/ok",
    "/ok",
    "/ok.data",
    "/ok",
  ]);
});
