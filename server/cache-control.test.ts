import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, expect, test } from "vitest";
import { cacheControlDefault } from "./cache-control";

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

const shared = "public, max-age=0, s-maxage=600, stale-while-revalidate=86400";

async function startApp() {
  const app = express();
  app.use(cacheControlDefault());
  app.get("/public", (_req, res) => res.setHeader("Cache-Control", shared).send("page"));
  app.get("/silent", (_req, res) => res.send("dashboard"));
  app.get("/streamed", (_req, res) => {
    res.write("part");
    res.end();
  });
  app.get("/cookie", (_req, res) => {
    res.append("Set-Cookie", "toast=x; Path=/");
    res.setHeader("Cache-Control", shared);
    res.send("page");
  });
  app.get("/redirect", (_req, res) => {
    res.append("Set-Cookie", "session_token=x; Path=/; HttpOnly");
    res.redirect(302, "/dashboard");
  });
  app.get("/no-store", (_req, res) => {
    res.append("Set-Cookie", "toast=; Max-Age=0");
    res.setHeader("Cache-Control", "no-store");
    res.send("x");
  });
  app.get("/error", () => {
    throw new Error("boom");
  });
  app.use(((_error, _req, res, _next) =>
    res.status(500).send("error")) as express.ErrorRequestHandler);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test("an answer that says nothing about caching is private and never stored", async () => {
  const base = await startApp();
  for (const path of ["/silent", "/streamed", "/error"]) {
    const response = await fetch(`${base}${path}`);
    expect(response.headers.get("cache-control"), path).toBe("private, no-store");
  }
});

test("a page that says it may be shared keeps its header", async () => {
  const base = await startApp();
  expect((await fetch(`${base}/public`)).headers.get("cache-control")).toBe(shared);
  const head = await fetch(`${base}/public`, { method: "HEAD" });
  expect(head.headers.get("cache-control")).toBe(shared);
});

test("an answer or redirect that sets a cookie is never stored, even when it said public", async () => {
  const base = await startApp();
  const page = await fetch(`${base}/cookie`);
  expect(page.headers.get("cache-control")).toBe("private, no-store");
  const redirect = await fetch(`${base}/redirect`, { redirect: "manual" });
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get("cache-control")).toBe("private, no-store");
  expect((await fetch(`${base}/no-store`)).headers.get("cache-control")).toBe("no-store");
});
