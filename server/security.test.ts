import type { Request, Response } from "express";
import { expect, test } from "vitest";
import { securityHeaders } from "./security";

function run(dev: boolean) {
  const headers: Record<string, string> = {};
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
  };
  let called = false;
  securityHeaders({ dev })({} as Request, res as unknown as Response, () => {
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
