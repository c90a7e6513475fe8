import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { acceptsGzip, pageCache } from "./page-cache";
import { securityHeaders } from "./security";

/**
 * A small app shaped like ours: security headers (a nonce per request), the page cache, then a
 * "renderer" whose answers the test controls, counting how often it really renders. With
 * `fastLane`, kept pages are answered before Express, as server/app.ts does.
 */
async function startApp(
  render: (req: express.Request, res: express.Response, nonce: string) => void,
  options: {
    ttlMs?: number;
    maxEntries?: number;
    waitMs?: number;
    fastLane?: boolean;
    variant?: (req: http.IncomingMessage) => string;
  } = {},
) {
  const app = express();
  let renders = 0;
  const security = securityHeaders({ dev: false });
  const cache = pageCache({
    ...options,
    isPersonal: (req) => /session_token=/.test(req.headers.cookie ?? ""),
  });
  app.use(security);
  // Like express.static looking for a file: an asynchronous step before the cache sees a request.
  app.use((req, _res, next) => {
    if (req.headers["x-slow"]) setTimeout(next, 100);
    else next();
  });
  app.use(cache);
  app.use((req, res) => {
    renders++;
    render(req, res, String(res.locals.cspNonce));
  });
  const server = http.createServer((req, res) => {
    if (!options.fastLane || !cache.answer(req, res, (_req, response) => security.apply(response)))
      app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, renders: () => renders, purge: (paths: string[]) => cache.purge(paths) };
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

test.each([false, true])(
  "a shareable page is rendered once; every answer carries its own nonce, in header and body (before Express: %s)",
  async (fastLane) => {
    const app = await startApp(page(shared), { fastLane });
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
  },
);

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

test.each([false, true])(
  "a page is kept once per variant: a dark copy never reaches a light visitor (before Express: %s)",
  async (fastLane) => {
    // As server/app.ts: the variant is the theme the cookie names, anything else is "system".
    const theme = (req: http.IncomingMessage) =>
      /(?:^|;)\s*theme=(light|dark)(?:;|$)/.exec(req.headers.cookie ?? "")?.[1] ?? "system";
    const app = await startApp(
      (req, res) => {
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", shared);
        res.end(`<html data-theme="${theme(req)}"></html>`);
      },
      { fastLane, variant: theme },
    );
    const visit = async (cookie: string) => {
      const response = await fetch(`${app.base}/about`, { headers: { cookie } });
      const html = await response.text();
      return `${response.headers.get("x-page-cache")} ${/data-theme="(\w+)"/.exec(html)?.[1]}`;
    };
    expect(await visit("theme=dark")).toBe("miss dark");
    expect(await visit("theme=light")).toBe("miss light");
    expect(await visit("")).toBe("miss system");
    expect(await visit("theme=dark")).toBe("hit dark");
    expect(await visit("other=1; theme=light")).toBe("hit light");
    // A theme nobody offers is "system": it shares that copy instead of making a new one.
    expect(await visit("theme=sepia")).toBe("hit system");
    expect(app.renders()).toBe(3);
  },
);

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
  const identity = { "accept-encoding": "identity" };
  await fetch(`${app.base}/about`);
  const get = await fetch(`${app.base}/about`, { headers: identity });
  const body = await get.text();
  expect(get.headers.get("x-page-cache")).toBe("hit");
  expect(body).toBe(`<p>Åsa’s café ✓</p><script nonce="${nonceOf(get)}">go()</script>`);
  const head = await fetch(`${app.base}/about`, { method: "HEAD", headers: identity });
  expect(head.headers.get("x-page-cache")).toBe("hit");
  expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(body));
  expect(await head.text()).toBe("");
  // Gzipped, HEAD announces the length of the gzipped GET.
  const gzipGet = await raw(`${app.base}/about`, { "accept-encoding": "gzip" });
  const gzipHead = await raw(`${app.base}/about`, { "accept-encoding": "gzip" }, "HEAD");
  expect(gzipHead.headers["content-length"]).toBe(String(gzipGet.body.length));
  expect(gzipHead.body).toHaveLength(0);
  expect(app.renders()).toBe(1);
});

test("a HEAD never fills the cache: the GET after it gets the whole page, and its .data too", async () => {
  // Like React Router: a HEAD is answered with the GET's headers and no body.
  const app = await startApp((req, res, nonce) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", shared);
    if (req.method === "HEAD") return res.end();
    res.end(`<p>${req.path}</p><script nonce="${nonce}">go()</script>`);
  });
  for (const path of ["/pricing", "/pricing.data"]) {
    const head = await fetch(`${app.base}${path}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBeNull();
    const get = await fetch(`${app.base}${path}`);
    expect(get.headers.get("x-page-cache")).toBe("miss");
    expect(await get.text()).toContain(`<p>${path}</p>`);
    const again = await fetch(`${app.base}${path}`);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toContain(`<p>${path}</p>`);
  }
  expect(app.renders()).toBe(4);
});

test("a HEAD and a GET for an unrendered page at once: the GET's page is kept, never the HEAD's", async () => {
  const app = await startApp((req, res, nonce) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", shared);
    if (req.method === "HEAD") return res.end();
    setTimeout(() => res.end(`<p>page</p><script nonce="${nonce}">go()</script>`), 20);
  });
  const [head, get] = await Promise.all([
    fetch(`${app.base}/about`, { method: "HEAD" }),
    fetch(`${app.base}/about`),
  ]);
  expect(head.status).toBe(200);
  expect(await get.text()).toContain("<p>page</p>");
  for (let i = 0; i < 3; i++) {
    const later = await fetch(`${app.base}/about`);
    expect(later.headers.get("x-page-cache")).toBe("hit");
    expect(await later.text()).toContain("<p>page</p>");
  }
});

/** A request whose answer is read as sent, without fetch's automatic decompression. */
function raw(url: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .request(url, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject)
        .end();
    },
  );
}

describe.each([false, true])("gzip (before Express: %s)", (fastLane) => {
  test("a visitor who accepts gzip gets the kept page compressed, with this answer's nonce inside", async () => {
    const app = await startApp(page(shared), { fastLane });
    const plain = await raw(`${app.base}/types/infp`, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const answers = [];
    for (let i = 0; i < 2; i++) {
      const answer = await raw(`${app.base}/types/infp`, {
        "accept-encoding": "gzip, deflate, br",
      });
      expect(answer.headers["x-page-cache"]).toBe("hit");
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1]!;
      // gunzip checks the CRC-32 and length of the trailer too.
      const text = zlib.gunzipSync(answer.body).toString();
      expect(text).toBe(plain.body.toString().replaceAll(/nonce="[^"]+"/g, `nonce="${nonce}"`));
      answers.push(nonce);
    }
    expect(answers[0]).not.toBe(answers[1]);
    expect(app.renders()).toBe(1);
  });

  test("a visitor who refuses gzip gets the text", async () => {
    const app = await startApp(page(shared), { fastLane });
    await raw(`${app.base}/`, {});
    for (const refusal of ["identity", "gzip;q=0", "br;q=1, gzip;q=0, *;q=1"]) {
      const answer = await raw(`${app.base}/`, { "accept-encoding": refusal });
      expect(answer.headers["x-page-cache"]).toBe("hit");
      expect(answer.headers["content-encoding"]).not.toBe("gzip");
    }
  });
});

test("Accept-Encoding allows gzip when it names it or *, unless with q=0", () => {
  const allowed = ["gzip", "gzip, deflate, br", "br;q=1.0, GZIP ; q=0.5", "*", "x-gzip"];
  const refused = [undefined, "", "identity", "br", "gzip;q=0", "*;q=0", "gzip;q=0, *"];
  for (const header of allowed) expect(acceptsGzip(header), header).toBe(true);
  for (const header of refused) expect(acceptsGzip(header), String(header)).toBe(false);
});

test("before Express, only a kept page is answered: anything else passes untouched", async () => {
  const cache = pageCache({ isPersonal: (req) => /session_token=/.test(req.headers.cookie ?? "") });
  const security = securityHeaders({ dev: false });
  const app = express();
  app.use(security);
  app.use(cache);
  app.use((_req, res) => {
    res.setHeader("Cache-Control", shared);
    res.end("kept");
  });
  const untouched: string[] = [];
  const server = http.createServer((req, res) => {
    if (cache.answer(req, res, (_req, response) => security.apply(response))) return;
    untouched.push(`${req.method} ${res.getHeader("content-security-policy") ?? "clean"}`);
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await fetch(`${base}/page`); // a miss, which fills the cache
  expect((await fetch(`${base}/page`)).headers.get("x-page-cache")).toBe("hit");
  await fetch(`${base}/page`, { method: "POST", body: "x" });
  await fetch(`${base}/page`, { headers: { cookie: "better-auth.session_token=abc" } });
  await raw(`${base}/page`, { "content-length": "3" }); // a GET with a body goes to the limits
  expect(untouched).toEqual(["GET clean", "POST clean", "GET clean", "GET clean"]);
});

test.each([false, true])(
  "a purge drops a path's kept copies (any query, and .data) and keeps other pages (before Express: %s)",
  async (fastLane) => {
    const app = await startApp(page(shared), { fastLane });
    for (const path of ["/r/abc", "/r/abc?x=1", "/r/abc.data", "/r/other"]) {
      await (await fetch(`${app.base}${path}`)).text();
      expect((await fetch(`${app.base}${path}`)).headers.get("x-page-cache")).toBe("hit");
    }
    expect(app.renders()).toBe(4);
    app.purge(["/r/abc"]);
    for (const path of ["/r/abc", "/r/abc?x=1", "/r/abc.data"])
      expect((await fetch(`${app.base}${path}`)).headers.get("x-page-cache")).toBe("miss");
    expect((await fetch(`${app.base}/r/other`)).headers.get("x-page-cache")).toBe("hit");
    expect(app.renders()).toBe(7);
  },
);

test("a purge drops the copies of every variant", async () => {
  const app = await startApp(page(shared), {
    variant: (req) => String(req.headers["x-theme"] ?? ""),
  });
  for (const theme of ["dark", "light", ""]) {
    const headers = { "x-theme": theme };
    await (await fetch(`${app.base}/r/abc`, { headers })).text();
    expect((await fetch(`${app.base}/r/abc`, { headers })).headers.get("x-page-cache")).toBe("hit");
  }
  app.purge(["/r/abc"]);
  for (const theme of ["dark", "light", ""])
    expect(
      (await fetch(`${app.base}/r/abc`, { headers: { "x-theme": theme } })).headers.get(
        "x-page-cache",
      ),
    ).toBe("miss");
});

test("a render that started before a purge is served but not kept", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const app = await startApp((_req, res, nonce) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", shared);
    void held.then(() => res.end(`<p>old</p><script nonce="${nonce}"></script>`));
  });
  const first = fetch(`${app.base}/r/abc`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  app.purge(["/r/abc"]);
  release();
  expect(await (await first).text()).toContain("old");
  expect((await fetch(`${app.base}/r/abc`)).headers.get("x-page-cache")).toBe("miss");
});

test("a purge with a * segment drops every kept page that fits it, and no other", async () => {
  const app = await startApp(page(shared));
  const paths = [
    "/compare/AAAA/BBBB",
    "/compare/CCCC/AAAA",
    "/compare/CCCC/DDDD",
    "/r/AAAA/compare",
  ];
  for (const path of paths) await (await fetch(`${app.base}${path}?x=1`)).text();
  app.purge(["/compare/AAAA/*", "/compare/*/AAAA", "/r/AAAA/compare"]);
  const state = async (path: string) =>
    (await fetch(`${app.base}${path}?x=1`)).headers.get("x-page-cache");
  expect(await state("/compare/AAAA/BBBB")).toBe("miss");
  expect(await state("/compare/CCCC/AAAA")).toBe("miss");
  expect(await state("/r/AAAA/compare")).toBe("miss");
  expect(await state("/compare/CCCC/DDDD")).toBe("hit");
});
