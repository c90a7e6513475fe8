import fs from "node:fs";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { commandLineActor, grantAdmin } from "~/admin/roles.server";
import { createAuth } from "~/auth/auth.server";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { users } from "~/db/schema";
import { createMailer } from "~/mail/mailer.server";
import { createTemporaryDatabase, dropTemporaryDatabase } from "./databases";
import { spawnServer, temporaryDir, type SpawnedServer } from "./server";
import { totp } from "./totp";

/**
 * The operators' area in end-to-end tests (issue 22): accounts made with the admin role, a server
 * of the test file's own that knows them, and a sign-in through the real /auth pages.
 *
 * Roles are written to the database, and PGlite's folder is the server's alone while it runs, so
 * the accounts are made before the server starts: `adminSite(seed)` opens a fresh store, runs
 * `seed` on it, closes it and starts a production server on it with `adminAuthSecret` (the
 * authenticator keys are encrypted with the server's secret).
 */

/** The server's AUTH_SECRET: `createAdmin` encrypts authenticator keys with it. */
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
  db: Database,
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
  const auth = createAuth({
    db,
    mailer: createMailer({ db, from: "TypeAtlas <no-reply@typeatlas.test>", outboxUrl: "" }),
    siteUrl: "http://127.0.0.1",
    secret: adminAuthSecret,
  });
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

function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
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
export function adminSite<T>(seed: (db: Database) => Promise<T>): () => AdminSite<T> {
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
      seeded = await seed(handle.db);
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
