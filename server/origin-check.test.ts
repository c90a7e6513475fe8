import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { originCheck } from "./origin-check";

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(originCheck({ siteUrl: "https://typeatlas.test" }));
  app.all(/.*/, (_req, res) => {
    res.json({ reached: true });
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** node:http rather than fetch, to choose the Host header freely. */
function send(
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const body = method === "GET" ? "" : "name=x";
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: "/contact",
        headers: { ...headers, "Content-Length": String(body.length) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            type: String(response.headers["content-type"]),
            body: text,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const form = { "Content-Type": "application/x-www-form-urlencoded" };

test("a post from another site is refused with 403 and a message naming our address", async () => {
  const { status, body } = await send("POST", { ...form, Origin: "https://evil.example" });
  expect(status).toBe(403);
  expect(JSON.parse(body)).toEqual({
    error:
      "This request came from another website, so it was refused. Open https://typeatlas.test and send it from there.",
  });
});

test("a browser's cross-site form post gets a page that explains the refusal", async () => {
  const { status, type, body } = await send("POST", {
    ...form,
    Origin: "https://evil.example",
    Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  });
  expect(status).toBe(403);
  expect(type).toMatch(/^text\/html/);
  expect(body).toContain("<h1>Request refused</h1>");
  expect(body).toContain("came from another website");
});

test("Sec-Fetch-Site: cross-site is refused even without an Origin", async () => {
  expect((await send("POST", { ...form, "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
});

test("PUT, PATCH and DELETE are checked like POST; GET is not", async () => {
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    expect((await send(method, { ...form, Origin: "https://evil.example" })).status).toBe(403);
  }
  expect((await send("GET", { Origin: "https://evil.example" })).status).toBe(200);
});

test("an opaque origin ('null', a sandboxed frame) is not ours", async () => {
  expect((await send("POST", { ...form, Origin: "null" })).status).toBe(403);
});

test("posts from the site's own origin pass", async () => {
  const sent = await send("POST", {
    ...form,
    Origin: "https://typeatlas.test",
    "Sec-Fetch-Site": "same-origin",
  });
  expect(sent).toMatchObject({ status: 200, body: '{"reached":true}' });
});

test("a local server also accepts the origin the request was sent to", async () => {
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
    expect((await send("POST", { ...form, Host: host, Origin: `http://${host}` })).status).toBe(
      200,
    );
  }
  // Another port on the same machine is another origin.
  const other = await send("POST", {
    ...form,
    Host: `localhost:${port}`,
    Origin: "http://localhost:1",
  });
  expect(other.status).toBe(403);
});

test("a public host name never vouches for itself (DNS rebinding)", async () => {
  const sent = await send("POST", {
    ...form,
    Host: "rebound.example",
    Origin: "http://rebound.example",
  });
  expect(sent.status).toBe(403);
});

test("requests without Origin (Stripe's webhook, curl) pass", async () => {
  expect((await send("POST", form)).status).toBe(200);
});
