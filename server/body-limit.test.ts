import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { bodyLimit, bodyLimitFor, bodyLimits } from "./body-limit";

// The route behind the limit reads the body exactly as React Router's Express adapter does.
let server: http.Server;
let base = "";
const reached: string[] = [];

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit({ defaultBytes: 1024, byPath: { "/big": 5000 } }));
  app.all(/.*/, async (req, res) => {
    reached.push(req.path);
    const text = await new Response(createReadableStreamFromReadable(req)).text();
    res.json({ bytes: Buffer.byteLength(text), text });
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A body sent in pieces, with no Content-Length: Transfer-Encoding: chunked. */
function chunked(text: string, pieces = 4): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const size = Math.ceil(bytes.length / pieces);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

async function post(path: string, body: string | ReadableStream<Uint8Array>, accept = "*/*") {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "text/plain", Accept: accept },
    body,
    duplex: "half",
  } as RequestInit);
  return { status: response.status, type: response.headers.get("content-type"), response };
}

test("a body that declares more than the limit is refused with 413 before any route reads it", async () => {
  reached.length = 0;
  const { status, response } = await post("/contact", "x".repeat(1025));
  expect(status).toBe(413);
  expect(await response.json()).toEqual({
    error: "The request is too large: send at most 1 KB. Shorten the text and try again.",
  });
  expect(reached).toEqual([]);
});

test("a browser's form post over the limit gets a page that says so", async () => {
  const { status, type, response } = await post("/contact", "x".repeat(2000), "text/html");
  expect(status).toBe(413);
  expect(type).toMatch(/^text\/html/);
  const page = await response.text();
  expect(page).toContain("<h1>Request too large</h1>");
  expect(page).toContain("The request is too large");
});

test("a body within the limit reaches the route unchanged", async () => {
  const { status, response } = await post("/contact", "é".repeat(512));
  expect(status).toBe(200);
  expect(await response.json()).toEqual({ bytes: 1024, text: "é".repeat(512) });
});

test("a chunked body is counted as it streams and refused with 413 once past the limit", async () => {
  reached.length = 0;
  const { status, response } = await post("/contact", chunked("y".repeat(3000), 6));
  expect(status).toBe(413);
  expect((await response.json()).error).toContain("too large");
  expect(reached).toEqual([]);
});

test("a chunked body within the limit reaches the route byte for byte", async () => {
  const text = "a=1&b=" + "z".repeat(900) + "✓";
  const { status, response } = await post("/contact", chunked(text, 5));
  expect(status).toBe(200);
  expect(await response.json()).toEqual({ bytes: Buffer.byteLength(text), text });
});

test("a path with its own limit (and its .data URL) may carry more", async () => {
  expect((await post("/big", "x".repeat(4000))).status).toBe(200);
  expect((await post("/big.data", chunked("x".repeat(4000)))).status).toBe(200);
  expect((await post("/big", "x".repeat(5001))).status).toBe(413);
  expect((await post("/other", "x".repeat(4000))).status).toBe(413);
});

test("the site's limits: 64 KB for forms and JSON, 1 MB for Stripe's webhook", () => {
  expect(bodyLimitFor(bodyLimits, "/contact")).toBe(64 * 1024);
  expect(bodyLimitFor(bodyLimits, "/contact.data")).toBe(64 * 1024);
  expect(bodyLimitFor(bodyLimits, "/api/billing/webhook")).toBe(1024 * 1024);
});

test("a body the route never reads is drained, so the connection serves the next request", async () => {
  const app = express();
  app.use(bodyLimit({ defaultBytes: 1024 * 1024, byPath: {} }));
  // Starts reading like React Router's adapter (which pauses once 16 KB are queued), then
  // answers without the body, as a redirect to sign in does.
  app.all(/.*/, (req, res) => {
    createReadableStreamFromReadable(req);
    res.status(302).setHeader("Location", "/auth").end();
  });
  const lazy = http.createServer(app);
  lazy.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => lazy.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(lazy.address() as AddressInfo).port}/account`;
  try {
    for (let round = 0; round < 3; round++) {
      const response = await fetch(url, {
        method: "POST",
        body: "x".repeat(200 * 1024),
        redirect: "manual",
        signal: AbortSignal.timeout(3_000),
      });
      expect(response.status).toBe(302);
    }
  } finally {
    lazy.closeAllConnections();
    await new Promise<void>((resolve) => lazy.close(() => resolve()));
  }
});
