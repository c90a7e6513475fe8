import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { bodyLimit } from "./body-limit";
import { cacheControlDefault } from "./cache-control";
import { pageCache } from "./page-cache";

/**
 * Contract tests (decision 022): the server's middleware wraps Node's request and response in
 * ways that depend on how React Router's Express adapter reads and writes them. These run the
 * real adapter (`@react-router/express`) on a build of two resource routes, so an upgrade that
 * reads the body or writes the answer another way fails here:
 * - body-limit.ts replays a chunked body it has counted by emitting `data` and `end`;
 * - page-cache.ts keeps a page by wrapping `res.write` and `res.end`;
 * - cache-control.ts decides Cache-Control by wrapping `res.writeHead`.
 */
const page = "<!doctype html><p>" + "kept words ".repeat(2_000) + "</p>";
const build = {
  entry: {
    module: {
      default: () => new Response("no documents here", { status: 500 }),
    },
  },
  routes: {
    root: { id: "root", path: "", module: {} },
    echo: {
      id: "echo",
      parentId: "root",
      path: "echo",
      module: {
        action: async ({ request }: { request: Request }) =>
          Response.json({ text: await request.text() }),
      },
    },
    article: {
      id: "article",
      parentId: "root",
      path: "article",
      // Streamed in pieces, as a rendered page is.
      module: {
        loader: () =>
          new Response(
            new ReadableStream({
              start(controller) {
                const bytes = new TextEncoder().encode(page);
                for (let at = 0; at < bytes.length; at += 4096)
                  controller.enqueue(bytes.slice(at, at + 4096));
                controller.close();
              },
            }),
            {
              headers: {
                "Content-Type": "text/html; charset=utf-8",
                "Cache-Control": "public, max-age=0, s-maxage=600",
              },
            },
          ),
      },
    },
    personal: {
      id: "personal",
      parentId: "root",
      path: "personal",
      module: { loader: () => new Response("only yours") },
    },
  },
  assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

let server: http.Server;
let base = "";
let renders = 0;

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit({ defaultBytes: 64 * 1024, byPath: {} }));
  app.use(cacheControlDefault());
  app.use(pageCache({ isPersonal: () => false }));
  app.use((_req, _res, next) => {
    renders++;
    next();
  });
  app.all(/.*/, createRequestHandler({ build, mode: "production" }));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("a chunked body the limit counted and replayed reaches a React Router action whole", async () => {
  const text = "ünïcode and plain words ".repeat(1_000);
  const bytes = new TextEncoder().encode(text);
  const response = await fetch(`${base}/echo`, {
    method: "POST",
    headers: { "Content-Type": "text/plain" },
    body: new ReadableStream({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1000)
          controller.enqueue(bytes.slice(at, at + 1000));
        controller.close();
      },
    }),
    duplex: "half",
  } as RequestInit);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ text });
});

test("a page React Router streams is kept whole by the page cache and answered again from it", async () => {
  const first = await fetch(`${base}/article`);
  expect(first.headers.get("x-page-cache")).toBe("miss");
  expect(await first.text()).toBe(page);
  const rendersAfterFirst = renders;
  const second = await fetch(`${base}/article`);
  expect(second.headers.get("x-page-cache")).toBe("hit");
  expect(await second.text()).toBe(page);
  expect(renders).toBe(rendersAfterFirst);
});

test("an answer from React Router that says nothing about caching goes out private, no-store", async () => {
  const response = await fetch(`${base}/personal`);
  expect(await response.text()).toBe("only yours");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("x-page-cache")).not.toBe("hit");
});
