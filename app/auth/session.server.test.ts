import { expect, test } from "vitest";
import { authError, safeRedirect, withCookies } from "./session.server";

test("safeRedirect keeps paths on this site and refuses everything else", () => {
  expect(safeRedirect("/dashboard")).toBe("/dashboard");
  expect(safeRedirect("/test-results/abc?x=1#top")).toBe("/test-results/abc?x=1#top");
  for (const bad of [
    "//evil.example",
    "https://evil.example/",
    "/\\evil.example",
    "dashboard",
    "",
    null,
  ]) {
    expect(safeRedirect(bad)).toBe("/");
  }
  expect(safeRedirect("//evil.example", "")).toBe("");
});

test("withCookies gathers every Set-Cookie header", () => {
  const a = new Headers();
  a.append("Set-Cookie", "a=1; Path=/");
  a.append("Set-Cookie", "b=2; Path=/");
  const b = new Headers({ "Set-Cookie": "c=3; Path=/" });
  expect(withCookies(a, undefined, b).getSetCookie()).toEqual([
    "a=1; Path=/",
    "b=2; Path=/",
    "c=3; Path=/",
  ]);
});

test("authError reads better-auth's errors and anything else as a 500", () => {
  expect(
    authError({ statusCode: 401, body: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid" } }),
  ).toEqual({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid" });
  expect(authError(new Error("connection refused"))).toEqual({
    status: 500,
    code: "UNKNOWN",
    message: "connection refused",
  });
});
