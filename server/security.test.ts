import type { ServerResponse } from "node:http";
import type { Request, Response } from "express";
import { expect, test } from "vitest";
import { securityHeaders } from "./security";

function run(dev: boolean, https = false) {
  const headers: Record<string, string> = {};
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
  };
  let called = false;
  securityHeaders({ dev, https })({} as Request, res as unknown as Response, () => {
    called = true;
  });
  return { headers, nonce: res.locals.cspNonce as string, called };
}

test("production pages allow scripts only from our origin or with the request's nonce", () => {
  const { headers, nonce, called } = run(false);
  expect(called).toBe(true);
  const csp = headers["content-security-policy"];
  expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).not.toContain("ws:");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("every request gets a fresh 16-byte nonce, across refills of the random pool", () => {
  const nonces = Array.from({ length: 600 }, () => run(false).nonce);
  expect(new Set(nonces).size).toBe(600);
  for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
});

test("development allows Vite's update socket and inline scripts, with no nonce", () => {
  const { headers, nonce } = run(true);
  expect(headers["content-security-policy"]).toContain("connect-src 'self' ws: wss:");
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline'");
  expect(nonce).toBe("");
});

test("an https site tells browsers to use https only, for a year, on every answer", () => {
  expect(run(false, true).headers["strict-transport-security"]).toBe("max-age=31536000");
  // The quick path of the page cache sets the same headers through apply().
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) };
  securityHeaders({ dev: false, https: true }).apply(res as unknown as ServerResponse);
  expect(headers["strict-transport-security"]).toBe("max-age=31536000");
});

test("a plain-http site never sends Strict-Transport-Security", () => {
  expect(run(false).headers["strict-transport-security"]).toBeUndefined();
  expect(run(true).headers["strict-transport-security"]).toBeUndefined();
});
