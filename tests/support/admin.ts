import fs from "node:fs";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { commandLineActor, grantAdmin } from "~/admin/roles.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { cookieHeader, createSignedInUser } from "./accounts";
import { openPage, type WatchedPage } from "./browser";
import { createTemporaryDatabase, dropTemporaryDatabase } from "./databases";
import { loadContext } from "./route-args";
import { spawnServer, temporaryDir, type SpawnedServer } from "./server";
import { totp } from "./totp";

/**
 * Admins in tests of the operators' area (issue 22, decision 038), one way for every suite:
 * - `createAdmin(context, …)` makes an account as better-auth makes it (a real password hash, a
 *   real authenticator key) and grants the role as `npm run admin -- grant` does; the access tests
 *   sign it in through the real /auth pages with `signInAsAdmin`.
 * - `createAdminSession(context, email)` makes an admin as the guard wants one straight in the
 *   database, with the Cookie header of a session marked as having passed a two-factor code: for
 *   the integration tests and the end-to-end tests of what an admin does once in.
 * - `adminSite(seed)` is an end-to-end test file's own production server. Roles are written to the
 *   database, and PGlite's folder is the server's alone while it runs, so it opens a fresh store
 *   (PostgreSQL when TEST_DATABASE_URL is set, else a PGlite folder), runs `seed` on it, closes it
 *   and starts the server on it with `adminAuthSecret`, the secret the seeded cookies are signed
 *   and the authenticator keys encrypted with.
 */

/** The server's AUTH_SECRET, and the secret of the context `adminSite` seeds with. */
export const adminAuthSecret = "admin-e2e-secret-of-at-least-32-characters";

export const adminPassword = "correct horse battery";

export interface AdminAccount {
  id: string;
  email: string;
  password: string;
  /** The authenticator key (base32) when two-factor sign-in is on. */
  totpKey?: string;
  /** Unused backup codes, when two-factor sign-in is on. */
  backupCodes?: string[];
}

/**
 * An account as better-auth makes it (a real password hash, a real authenticator key), then
 * given the admin role the way `npm run admin -- grant` gives it (with its audit entry).
 * `admin: false` leaves an ordinary account; `verified` and `twoFactor` default to true.
 */
export async function createAdmin(
  context: AppLoadContext,
  {
    email,
    name = "Grace Hopper",
    password = adminPassword,
    admin = true,
    verified = true,
    twoFactor = true,
  }: {
    email: string;
    name?: string;
    password?: string;
    admin?: boolean;
    verified?: boolean;
    twoFactor?: boolean;
  },
): Promise<AdminAccount> {
  const { auth, db } = context;
  const { user } = await auth.api.signUpEmail({ body: { name, email, password } });
  const account: AdminAccount = { id: user.id, email: user.email, password };
  if (verified || twoFactor) {
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  }
  if (twoFactor) {
    const { headers } = await auth.api.signInEmail({
      body: { email, password },
      returnHeaders: true,
    });
    const cookie = new Headers({ cookie: cookieHeader(headers) });
    const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: cookie });
    if (enabled.method !== "totp") throw new Error("better-auth did not set up an authenticator.");
    const key = new URL(enabled.totpURI).searchParams.get("secret");
    if (!key) throw new Error("better-auth gave no authenticator key.");
    await auth.api.verifyTOTP({ body: { code: totp(key) }, headers: cookie });
    account.totpKey = key;
    account.backupCodes = enabled.backupCodes;
  }
  if (!verified) {
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
  }
  if (admin) await grantAdmin(db, email, commandLineActor("e2e"));
  return account;
}

/**
 * An admin as the guard wants one, made straight in the database: a verified account with role
 * 'admin' and two-factor on, and the Cookie header of a session marked as having passed a
 * two-factor code. The sign-in happens before two-factor is switched on, since better-auth would
 * otherwise stop it at the code step; the real two-factor sign-in is the access tests' own.
 */
export async function createAdminSession(
  context: AppLoadContext,
  email: string,
  name = "Ada Admin",
): Promise<{ id: string; email: string; name: string; cookie: string }> {
  const user = await createSignedInUser(context, email, name);
  await context.db
    .update(users)
    .set({ role: "admin", emailVerified: true, twoFactorEnabled: true })
    .where(eq(users.id, user.id));
  await context.db
    .update(sessions)
    .set({ twoFactorVerifiedAt: new Date() })
    .where(eq(sessions.userId, user.id));
  return { ...user, name };
}

export interface AdminSite<T> {
  baseUrl: string;
  server: SpawnedServer;
  /** What `seed` returned: the accounts it made. */
  seeded: T;
}

/**
 * A production server of the test file's own, on a fresh store (PostgreSQL when TEST_DATABASE_URL
 * is set, else a PGlite folder) that `seed` fills first. Started before the file's tests, stopped
 * and removed after.
 */
export function adminSite<T>(seed: (context: AppLoadContext) => Promise<T>): () => AdminSite<T> {
  let site: AdminSite<T> | undefined;
  let dispose = async () => {};
  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL;
    let env: Record<string, string>;
    let handle: DatabaseHandle;
    if (base) {
      const url = await createTemporaryDatabase(base);
      env = { DATABASE_URL: url.toString() };
      handle = await openDatabase({ url: url.toString() });
      dispose = () => dropTemporaryDatabase(base, url);
    } else {
      const dataDir = temporaryDir("typeatlas-admin-e2e-");
      env = { DATA_DIR: dataDir };
      handle = await openDatabase({ dataDir });
      dispose = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    }
    let seeded: T;
    try {
      seeded = await seed(loadContext(handle, { authSecret: adminAuthSecret }));
    } finally {
      await handle.close();
    }
    const server = await spawnServer({ env: { ...env, AUTH_SECRET: adminAuthSecret } });
    site = { baseUrl: server.url, server, seeded };
  });
  afterAll(async () => {
    await site?.server.stop();
    await dispose();
  });
  return () => {
    if (!site) throw new Error("The admin site is not running yet.");
    return site;
  };
}

/** A page whose browser holds the session of `cookie` (a Cookie header) for `baseUrl`. */
export async function pageSignedIn(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const opened = await openPage(browser, { bypassCSP: true, ...options });
  await opened.page.context().addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    }),
  );
  return opened;
}

/**
 * Signs in through the real /auth and /auth/two-factor pages, typing the password and a code
 * computed from the account's key, and waits for `redirectTo` (by default /admin). With
 * `trustDevice`, ticks "trust this device" on the way.
 */
export async function signInAsAdmin(
  page: Page,
  baseUrl: string,
  account: Pick<AdminAccount, "email" | "password" | "totpKey">,
  { redirectTo = "/admin", trustDevice = false } = {},
): Promise<void> {
  await signInWithPassword(page, baseUrl, account, redirectTo);
  if (!account.totpKey) throw new Error(`${account.email} has no authenticator key.`);
  await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Authentication code").fill(totp(account.totpKey));
  if (trustDevice) await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await page.waitForURL(`${baseUrl}${redirectTo}`);
}

/** The password step of the real sign-in page alone (what a trusted device then skips past). */
export async function signInWithPassword(
  page: Page,
  baseUrl: string,
  account: Pick<AdminAccount, "email" | "password">,
  redirectTo = "/admin",
): Promise<void> {
  await page.goto(`${baseUrl}/auth?${new URLSearchParams({ redirectTo })}`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}
