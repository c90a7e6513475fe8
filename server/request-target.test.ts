import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { refuseNonPathTarget } from "./request-target";
import { securityHeaders } from "./security";

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A server that refuses non-path targets first, as server/app.ts does, and echoes the rest. */
async function startServer() {
  const security = securityHeaders({ dev: false });
  const server = http.createServer((req, res) => {
    if (refuseNonPathTarget(req, res, (_req, response) => security.apply(response))) return;
    res.end(`path ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

/** Sends one request line as written and returns the raw answer. */
function send(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
  });
}

test("an absolute-form or asterisk request target gets a short plain-text 400 with the security headers", async () => {
  const port = await startServer();
  for (const line of [
    "GET http://x/pricing HTTP/1.1",
    `GET http://127.0.0.1:${port}/ HTTP/1.1`,
    "OPTIONS * HTTP/1.1",
  ]) {
    const answer = await send(port, line);
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    expect(head, line).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/\r\ncontent-type: text\/plain; charset=utf-8\r\n/i);
    expect(head).toMatch(/\r\ncontent-security-policy: /i);
    expect(head).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    expect(body).toContain("such as GET /pricing");
    expect(body.length).toBeLessThan(200);
  }
});

test("a path target passes untouched", async () => {
  const port = await startServer();
  expect(await send(port, "GET /pricing?x=1 HTTP/1.1")).toMatch(
    /^HTTP\/1\.1 200 [^]*path \/pricing\?x=1$/,
  );
  expect(await send(port, "GET //pricing HTTP/1.1")).toMatch(/path \/\/pricing$/);
});
