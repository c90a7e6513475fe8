import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SpawnedServer } from "../support/server";
import { totp } from "../support/totp";
import {
  cookiesFrom,
  formBody,
  outboxLink,
  password,
  refusalMessage,
  sessionCookie,
  signUpAndVerify,
  startServer,
} from "./support";

/**
 * The account holes of issue 17 (items 5, 7, 10, 11 and the trial of 12), against a production
 * server on 127.0.0.1, over HTTP as a browser (or an attacker) would send the requests.
 */
let server: SpawnedServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

function post(path: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body: formBody(fields),
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
}

async function signIn(email: string, secret = password): Promise<string> {
  const response = await post("/auth", { intent: "sign-in", email, password: secret });
  expect(response.status).toBe(302);
  return sessionCookie(cookiesFrom(response));
}

/** Whether this session cookie still opens the account area. */
async function signedIn(cookie: string): Promise<boolean> {
  const response = await fetch(`${server.url}/account`, {
    headers: { cookie },
    redirect: "manual",
  });
  if (response.status === 200) return true;
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  return false;
}

describe("two-factor sign-in (item 5)", () => {
  test("turning two-factor on signs out every other session, and keeps this browser signed in", async () => {
    const email = "two.factor@example.com";
    const here = await signUpAndVerify(server.url, { name: "Tess", email });
    const elsewhere = await signIn(email);
    expect(await signedIn(elsewhere)).toBe(true);

    const setup = await post("/account", { intent: "enable-two-factor", password }, here);
    expect(setup.status).toBe(200);
    const page = await setup.text();
    const totpURI = page.match(/name="totpURI" value="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
    const backupCodes = page.match(/name="backupCodes" value="([^"]+)"/)?.[1];
    expect(totpURI).toMatch(/^otpauth:\/\//);
    const secret = new URL(totpURI!).searchParams.get("secret")!;
    // As the page sends it with JavaScript on (a data request, the page's loaders run afterwards).
    const confirmed = await post(
      "/account.data",
      {
        intent: "confirm-two-factor",
        code: totp(secret),
        totpURI: totpURI!,
        backupCodes: backupCodes!,
      },
      here,
    );
    expect(confirmed.status).toBe(200);
    // better-auth gives this browser a new session when two-factor goes on.
    const hereNow = sessionCookie(cookiesFrom(confirmed));

    expect(await signedIn(hereNow)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
  });
});

describe("redirects after sign-in (item 7)", () => {
  test("a redirectTo that a browser would read as another host sends the user home instead", async () => {
    const email = "redirects@example.com";
    await signUpAndVerify(server.url, { name: "Remy", email });
    for (const redirectTo of ["/.//evil.example", "/%2e//evil.example", "/x/..//evil.example"]) {
      const response = await post("/auth", { intent: "sign-in", email, password, redirectTo });
      expect(response.status).toBe(302);
      const location = response.headers.get("location")!;
      expect(new URL(location, server.url).origin, redirectTo).toBe(new URL(server.url).origin);
      expect(location).toBe("/");
    }
  });
});
