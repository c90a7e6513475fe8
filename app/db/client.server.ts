import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireLock, type Lock } from "./lock.server";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** "pglite" (embedded) or "postgres" (a server reached through DATABASE_URL). */
  kind: "pglite" | "postgres";
  /** A human-readable description for logs, never containing credentials. */
  description: string;
  /** Runs a real query; rejects when the database does not answer within the time-out. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; migrate?: boolean }
  /** `dataDir` undefined means an in-memory PGlite (tests). */
  | { url?: undefined; dataDir?: string; migrate?: boolean };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle =
    options.url !== undefined ? await openPostgres(options.url) : await openPglite(options.dataDir);
  if (options.migrate !== false) {
    try {
      await migrateDatabase(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast while the server is unreachable instead of queueing requests for ever.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server emits 'error' on the pool; unhandled, it would crash the app.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const { hostname, port, pathname } = new URL(url);
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: "postgres",
    description: `PostgreSQL at ${hostname}:${port || 5432}${pathname}`,
    ping: (timeoutMs = 2_000) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    close: () => (closing ??= pool.end()),
  };
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let lock: Lock | undefined;
  let client: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = acquireLock(path.join(dataDir, "typeatlas.lock"));
    try {
      client = new PGlite(path.join(dataDir, "pglite"));
      await client.waitReady;
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = new PGlite();
    await client.waitReady;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite",
    description: dataDir ? `PGlite in ${dataDir}` : "PGlite in memory",
    ping: (timeoutMs = 2_000) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Rows of a raw SQL query, typed by the caller; the same shape on PGlite and node-postgres. */
export async function selectRows<T extends Record<string, unknown>>(
  db: Database,
  query: SQL | string,
): Promise<T[]> {
  const result = (await db.execute(query as SQL)) as unknown as { rows: T[] };
  return result.rows;
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (handle.kind === "postgres") {
    await migratePg(handle.db as never, { migrationsFolder });
  } else {
    await migratePglite(handle.db as never, { migrationsFolder });
  }
}

/** The committed `drizzle/` folder, found from this module both in source and in the server build. */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Could not find the drizzle/ migrations folder.");
    dir = parent;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).then(
    () => clearTimeout(timer),
    (error: unknown) => {
      clearTimeout(timer);
      throw error;
    },
  );
}
