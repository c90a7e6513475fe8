import { createCookie } from "react-router";
import { expect, test, vi } from "vitest";
import { readToast, redirectWithToast, toastHeaders } from "./toast.server";

// The cookie is signed with the auth secret, read from the environment on first use.
vi.stubEnv("AUTH_SECRET", "toast-test-secret-".padEnd(40, "x"));

function cookieFrom(response: Response): string {
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

test("a toast set on a redirect is read once by the next request, then cleared", async () => {
  const response = await redirectWithToast("/dashboard", {
    type: "success",
    title: "Results saved!",
    description: "Your personality test results have been saved to your account.",
  });
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/dashboard");
  const setCookie = response.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);

  const next = new Request("http://localhost/dashboard", {
    headers: { cookie: cookieFrom(response) },
  });
  const { toast, headers } = await readToast(next);
  expect(toast).toEqual({
    type: "success",
    title: "Results saved!",
    description: "Your personality test results have been saved to your account.",
  });
  expect(headers?.get("set-cookie")).toMatch(/Max-Age=0/i);
});

test("no cookie means no toast and no header", async () => {
  expect(await readToast(new Request("http://localhost/"))).toEqual({
    toast: null,
    headers: undefined,
  });
});

test("a forged or malformed toast cookie is ignored and cleared", async () => {
  const forged = Buffer.from(JSON.stringify({ title: 42 })).toString("base64");
  const { toast, headers } = await readToast(
    new Request("http://localhost/", { headers: { cookie: `toast=${forged}` } }),
  );
  expect(toast).toBeNull();
  expect(headers?.get("set-cookie")).toMatch(/Max-Age=0/i);
});

test("a toast cookie the site did not sign is ignored and cleared", async () => {
  const toast = {
    type: "error" as const,
    title: "Your payment failed",
    description: "Pay again here.",
  };
  // Well-formed, but unsigned, and signed with another key: both as an attacker could set them.
  const unsigned = await createCookie("toast").serialize(toast);
  const otherKey = await createCookie("toast", { secrets: ["not-the-site-secret"] }).serialize(
    toast,
  );
  for (const setCookie of [unsigned, otherKey]) {
    const { toast: read, headers } = await readToast(
      new Request("http://localhost/", { headers: { cookie: setCookie.split(";")[0]! } }),
    );
    expect(read).toBeNull();
    expect(headers?.get("set-cookie")).toMatch(/Max-Age=0/i);
  }
  // The site's own cookie still reads.
  const own = (await toastHeaders(toast)).get("set-cookie")!.split(";")[0]!;
  const { toast: read } = await readToast(
    new Request("http://localhost/", { headers: { cookie: own } }),
  );
  expect(read).toEqual(toast);
});
