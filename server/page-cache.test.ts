import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, expect, test } from "vitest";
import { pageCache } from "./page-cache";
import { securityHeaders } from "./security";

/**
 * A small app shaped like ours: security headers (a nonce per request), the page cache, then a
 * "renderer" whose answers the test controls, counting how often it really renders.
 */
async function startApp(
  render: (req: express.Request, res: express.Response, nonce: string) => void,
  options: { ttlMs?: number; maxEntries?: number; waitMs?: number } = {},
) {
  const app = express();
  let renders = 0;
  app.use(securityHeaders({ dev: false }));
  // Like express.static looking for a file: an asynchronous step before the cache sees a request.
  app.use((req, _res, next) => {
    if (req.headers["x-slow"]) setTimeout(next, 100);
    else next();
  });
  app.use(
    pageCache({ ...options, isPersonal: (req) => /session_token=/.test(req.headers.cookie ?? "") }),
  );
  app.use((req, res) => {
    renders++;
    render(req, res, String(res.locals.cspNonce));
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, renders: () => renders };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A page as React Router streams it: inline scripts carrying this request's nonce. */
const page =
  (cacheControl: string) => (_req: express.Request, res: express.Response, nonce: string) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", cacheControl);
    res.write(`<html><script nonce="${nonce}">hydrate()</script>`);
    setTimeout(() => res.end(`<p>content</p><script nonce="${nonce}">more()</script></html>`), 5);
  };
const shared = "public, max-age=0, s-maxage=600, stale-while-revalidate=86400";

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

test("a shareable page is rendered once; every answer carries its own nonce, in header and body", async () => {
  const app = await startApp(page(shared));
  const first = await fetch(`${app.base}/types/intj`);
  const firstBody = await first.text();
  expect(first.headers.get("x-page-cache")).toBe("miss");
  expect(firstBody.match(/nonce="([^"]+)"/g)).toEqual([
    `nonce="${nonceOf(first)}"`,
    `nonce="${nonceOf(first)}"`,
  ]);

  const second = await fetch(`${app.base}/types/intj`);
  const body = await second.text();
  expect(second.headers.get("x-page-cache")).toBe("hit");
  expect(second.headers.get("cache-control")).toBe(shared);
  expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(nonceOf(second)).not.toBe(nonceOf(first));
  expect(body).toBe(firstBody.replaceAll(nonceOf(first)!, nonceOf(second)!));
  expect(app.renders()).toBe(1);
});

test("private, no-store, Set-Cookie and error answers are never kept; a session skips the cache", async () => {
  const cases: Record<string, (res: express.Response) => void> = {
    "/private": (res) => res.setHeader("Cache-Control", "private, no-cache"),
    "/no-store": (res) => res.setHeader("Cache-Control", "public, no-store"),
    "/none": () => {},
    "/cookie": (res) => {
      res.setHeader("Cache-Control", shared);
      res.setHeader("Set-Cookie", "toast=; Max-Age=0");
    },
    "/missing": (res) => {
      res.setHeader("Cache-Control", shared);
      res.status(404);
    },
  };
  const app = await startApp((req, res) => {
    cases[req.path]!(res);
    res.end("body");
  });
  for (const path of Object.keys(cases)) {
    await fetch(`${app.base}${path}`);
    expect((await fetch(`${app.base}${path}`)).headers.get("x-page-cache")).toBe("miss");
  }
  expect(app.renders()).toBe(10);

  const shareable = await startApp(page(shared));
  await fetch(`${shareable.base}/`);
  const signedIn = await fetch(`${shareable.base}/`, {
    headers: { cookie: "better-auth.session_token=abc" },
  });
  expect(signedIn.headers.get("x-page-cache")).toBeNull();
  expect(shareable.renders()).toBe(2);
});

test("ten requests for a page nobody has rendered yet share one render", async () => {
  const app = await startApp(page(shared));
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => fetch(`${app.base}/blog/post`).then((r) => r.text())),
  );
  expect(app.renders()).toBe(1);
  expect(new Set(answers.map((a) => a.length)).size).toBe(1);
});

test("a matching ETag gets a 304 without a new CSP, so the kept page and its policy still agree", async () => {
  const app = await startApp(page(shared));
  await fetch(`${app.base}/`);
  const hit = await fetch(`${app.base}/`);
  const etag = hit.headers.get("etag")!;
  expect(etag).toMatch(/^W\/"/);
  const again = await fetch(`${app.base}/`, { headers: { "if-none-match": etag } });
  expect(again.status).toBe(304);
  expect(again.headers.get("content-security-policy")).toBeNull();
  const other = await fetch(`${app.base}/`, { headers: { "if-none-match": 'W/"stale"' } });
  expect(other.status).toBe(200);
});

test("pages expire after the TTL, and the cache keeps at most maxEntries pages", async () => {
  const app = await startApp(page(shared), { ttlMs: 50, maxEntries: 2 });
  await fetch(`${app.base}/a`);
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect((await fetch(`${app.base}/a`)).headers.get("x-page-cache")).toBe("miss");
  expect(app.renders()).toBe(2);

  const bounded = await startApp(page(shared), { maxEntries: 2 });
  for (const path of ["/1", "/2", "/3"]) await fetch(`${bounded.base}${path}`);
  expect((await fetch(`${bounded.base}/3`)).headers.get("x-page-cache")).toBe("hit");
  // The least recently used page was dropped.
  expect((await fetch(`${bounded.base}/1`)).headers.get("x-page-cache")).toBe("miss");
});

test("a visitor who leaves before the cache sees the request does not hold the next one", async () => {
  const app = await startApp(page(shared));
  await new Promise<void>((resolve) => {
    const request = http.get(`${app.base}/about`, { headers: { "x-slow": "1" } });
    request.on("error", () => resolve());
    setTimeout(() => {
      request.destroy();
      resolve();
    }, 20);
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const next = await fetch(`${app.base}/about`, { signal: AbortSignal.timeout(2_000) });
  expect(next.status).toBe(200);
  expect(await next.text()).toContain("content");
});

test("requests waiting on a render that never finishes render for themselves after waitMs", async () => {
  let first = true;
  const app = await startApp(
    (req, res, nonce) => {
      if (first) {
        first = false;
        return; // this render hangs
      }
      page(shared)(req, res, nonce);
    },
    { waitMs: 100 },
  );
  const hung = fetch(`${app.base}/about`, { signal: AbortSignal.timeout(3_000) }).catch(() => null);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const waiting = await fetch(`${app.base}/about`, { signal: AbortSignal.timeout(2_000) });
  expect(waiting.status).toBe(200);
  expect(app.renders()).toBe(2);
  await hung;
});

test("a kept page answers HEAD with the length of its GET, and non-ASCII text survives", async () => {
  const app = await startApp((_req, res, nonce) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", shared);
    res.end(`<p>Åsa’s café ✓</p><script nonce="${nonce}">go()</script>`);
  });
  await fetch(`${app.base}/about`);
  const get = await fetch(`${app.base}/about`);
  const body = await get.text();
  expect(get.headers.get("x-page-cache")).toBe("hit");
  expect(body).toBe(`<p>Åsa’s café ✓</p><script nonce="${nonceOf(get)}">go()</script>`);
  const head = await fetch(`${app.base}/about`, { method: "HEAD" });
  expect(head.headers.get("x-page-cache")).toBe("hit");
  expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(body));
  expect(await head.text()).toBe("");
  expect(app.renders()).toBe(1);
});
