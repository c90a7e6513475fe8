import { expect } from "vitest";
import type { SpawnedServer } from "../support/server";

/** A visitor's steps over plain HTTP (forms, as with JavaScript off), against any instance. */

export const password = "correct horse battery";
export const sessionCookieName = "typeatlas.session_token";

let counter = 0;
export const freshEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${counter++}@example.com`;

/** A form POST as the browser sends it from the page on `server`, without following redirects. */
export function postForm(
  server: SpawnedServer,
  path: string,
  fields: Record<string, string>,
  cookie = "",
) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

export function get(server: SpawnedServer, path: string, cookie = "") {
  return fetch(`${server.url}${path}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
}

/** The Cookie header carrying the session set by `response`. */
export function sessionCookie(response: Response): string {
  const pair = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .find((cookie) => cookie.startsWith(`${sessionCookieName}=`) && !cookie.endsWith("="));
  if (!pair) throw new Error(`No session cookie in the answer (status ${response.status}).`);
  return pair;
}

/** The session token inside the signed cookie value (`token.signature`, URL-encoded). */
export function sessionToken(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(sessionCookieName.length + 1));
  return value.slice(0, value.lastIndexOf("."));
}

/** Signs up and returns the cookies the sign-up set (the confirmation link wants them back). */
export async function signUp(server: SpawnedServer, email: string, name: string) {
  const response = await postForm(server, "/auth?mode=signup", {
    intent: "sign-up",
    name,
    email,
    password,
    redirectTo: "",
  });
  expect(response.status, "sign-up answers 200").toBe(200);
  expect(await response.text()).toContain("Check your inbox");
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

/** The confirmation link of the newest mail to `email`, as /dev/outbox on `server` shows it. */
export async function confirmationLink(server: SpawnedServer, email: string): Promise<string> {
  const html = await (await get(server, "/dev/outbox")).text();
  // React puts a comment between "To: " and the address; the address alone is unique enough.
  const article = html.split("<article").find((part) => part.includes(email));
  const link = article?.match(/https?:\/\/[^"<\s]+\/auth\/verify\?token=[\w.-]+/)?.[0];
  if (!link) throw new Error(`No confirmation mail to ${email} in ${server.url}/dev/outbox.`);
  return link;
}

/** Opens the link in the browser that signed up (`cookie`: what signUp returned). */
export async function verify(link: string, cookie: string) {
  const response = await fetch(link, { headers: { cookie }, redirect: "manual" });
  expect(response.status, "the confirmation link redirects").toBe(302);
  expect(response.headers.get("location")).toBe("/");
}

export function signInAttempt(server: SpawnedServer, email: string, withPassword = password) {
  return postForm(server, "/auth", {
    intent: "sign-in",
    email,
    password: withPassword,
    redirectTo: "/dashboard",
  });
}

/** Signs in on `server` and returns the Cookie header of the new session. */
export async function signIn(server: SpawnedServer, email: string): Promise<string> {
  const response = await signInAttempt(server, email);
  expect(response.status, `sign-in on ${server.url}`).toBe(302);
  expect(response.headers.get("location")).toBe("/dashboard");
  return sessionCookie(response);
}

/** The dashboard's HTML for this session, or null when the instance sends the visitor to /auth. */
export async function dashboard(server: SpawnedServer, cookie: string): Promise<string | null> {
  const response = await get(server, "/dashboard", cookie);
  if (response.status === 302) {
    expect(response.headers.get("location")).toMatch(/^\/auth\?/);
    return null;
  }
  expect(response.status, `/dashboard on ${server.url}`).toBe(200);
  return response.text();
}
