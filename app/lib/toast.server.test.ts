import { expect, test } from "vitest";
import { readToast, redirectWithToast } from "./toast.server";

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
