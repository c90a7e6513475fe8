import { expect, test, vi } from "vitest";
import {
  awaitsFirstSignIn,
  clearFirstSignIn,
  isFirstSignIn,
  isNewAccount,
  markFirstSignIn,
} from "./newcomer.server";
import { markSignUpBrowser, signUpBrowserReturn } from "./sign-up-browser.server";

// The marks are signed with the auth secret, read from the environment on first use.
vi.stubEnv("AUTH_SECRET", "newcomer-test-secret-".padEnd(40, "x"));

const hour = 60 * 60 * 1000;
const request = (headers: Headers) =>
  new Request("http://localhost/auth", {
    headers: { cookie: (headers.get("set-cookie") ?? "").split(";")[0]! },
  });

test("an account is new on its first day, and not before it exists or after", () => {
  const now = Date.parse("2026-12-01T12:00:00Z");
  expect(isNewAccount("2026-12-01T11:59:00Z", now)).toBe(true);
  expect(isNewAccount(new Date(now - 23 * hour), now)).toBe(true);
  expect(isNewAccount(new Date(now - 24 * hour), now)).toBe(false);
  expect(isNewAccount(new Date(now + hour), now)).toBe(false);
});

test("the first sign-in mark names one address, whatever its case, and can be cleared", async () => {
  const mark = await markFirstSignIn("New@Example.com");
  // Path /: the sign-in page is also at /<language>/auth (decision 035).
  expect(mark.get("set-cookie")).toMatch(/Path=\/;/);
  expect(await awaitsFirstSignIn(request(mark))).toBe(true);
  expect(await isFirstSignIn(request(mark), "new@example.com")).toBe(true);
  expect(await isFirstSignIn(request(mark), "other@example.com")).toBe(false);
  expect(await awaitsFirstSignIn(new Request("http://localhost/auth"))).toBe(false);
  expect((await clearFirstSignIn()).get("set-cookie")).toMatch(/Max-Age=0/);
});

test("the sign-up mark keeps a path on this site to return to, and drops any other", async () => {
  const back = await markSignUpBrowser("ada@example.com", "/personality-test?save=abc");
  expect(await signUpBrowserReturn(request(back), "ada@example.com")).toEqual({
    next: "/personality-test?save=abc",
  });
  expect(await signUpBrowserReturn(request(back), "eve@example.com")).toBeNull();
  for (const away of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
    const mark = await markSignUpBrowser("ada@example.com", away);
    expect(await signUpBrowserReturn(request(mark), "ada@example.com")).toEqual({ next: "" });
  }
  const long = await markSignUpBrowser("ada@example.com", `/blog?q=${"x".repeat(600)}`);
  expect(await signUpBrowserReturn(request(long), "ada@example.com")).toEqual({ next: "" });
  const none = await markSignUpBrowser("ada@example.com");
  expect(await signUpBrowserReturn(request(none), "ada@example.com")).toEqual({ next: "" });
});
