import fc from "fast-check";
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

test("safeRedirect refuses paths a browser normalises into another host", () => {
  for (const bad of [
    "/.//evil.example",
    "/./\\evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example/x",
    "/x/..//evil.example",
    "/x/%2e%2e//evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\\/evil.example",
  ]) {
    expect(safeRedirect(bad), bad).toBe("/");
  }
  expect(safeRedirect("/x/../dashboard")).toBe("/dashboard");
  expect(safeRedirect("/%2e/pricing")).toBe("/pricing");
});

const origin = "https://typeatlas.test";

/** Strings made of the pieces that matter to a URL parser, and anything else. */
const redirectTargets = fc.oneof(
  fc.string(),
  fc
    .array(
      fc.constantFrom(
        "/",
        "\\",
        ".",
        "..",
        "%2e",
        "%2E",
        "%2f",
        "%5c",
        "@",
        ":",
        "?",
        "#",
        "\t",
        "\n",
        " ",
        "evil.example",
        "http:",
        "https:",
        "x",
        "%",
        "%00",
      ),
      { maxLength: 8 },
    )
    .map((parts) => parts.join("")),
  fc.string().map((rest) => `/${rest}`),
  fc
    .tuple(
      fc.constantFrom("/", "/./", "/%2e/", "/x/../", "/x/%2E%2e/"),
      fc.constantFrom("/", "\\", "", "%2f"),
      fc.string(),
    )
    .map((parts) => parts.join("")),
);

test("safeRedirect only ever returns the fallback or a path that stays on this site", () => {
  fc.assert(
    fc.property(redirectTargets, (input) => {
      const result = safeRedirect(input, "FALLBACK");
      if (result === "FALLBACK") return;
      expect(new URL(result, origin).origin).toBe(origin);
      expect(result.startsWith("/")).toBe(true);
      expect(result.startsWith("//")).toBe(false);
      expect(safeRedirect(result, "FALLBACK")).toBe(result);
    }),
    { numRuns: 2000 },
  );
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
