import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "~/env.server";

/**
 * The key that signs session cookies: AUTH_SECRET when set, otherwise a random key created once in
 * the data folder (readable by the owner only), so a fresh machine needs no configuration and
 * sessions survive restarts. Several processes sharing one PostgreSQL must share AUTH_SECRET.
 */
export function resolveAuthSecret(options: { secret?: string; dataDir: string }): string {
  if (options.secret) return options.secret;
  const file = path.join(options.dataDir, "auth-secret");
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const created = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, `${created}\n`, { mode: 0o600 });
  return created;
}

let resolved: string | undefined;

/**
 * This process's auth secret, resolved on first use, for the cookies the site signs itself (the
 * toast, the sign-up browser's mark). The same key better-auth signs session cookies with.
 */
export function authSecret(): string {
  const { AUTH_SECRET, DATA_DIR } = env();
  resolved ??= resolveAuthSecret({ secret: AUTH_SECRET, dataDir: DATA_DIR });
  return resolved;
}
