import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import { acquireLock, type Lock } from "./lock.server";
import * as schema from "./schema";
import { extractTarGz } from "./tar.server";

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
  if (options.url !== undefined) {
    // Migrations run on connections of their own, without the time-out a request's queries have.
    if (options.migrate !== false) {
      const migrator = await openPostgres(options.url, { queryTimeoutMs: 0 });
      try {
        await migrateDatabase(migrator);
      } finally {
        await migrator.close();
      }
    }
    return openPostgres(options.url, { queryTimeoutMs: postgresLimits.queryMs });
  }
  const handle = await openPglite(options.dataDir);
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

/**
 * How long a request may wait on PostgreSQL. An outage must fail fast: a server that is stopped or
 * starting refuses at once, and one that does not answer a new connection is given up after
 * `connectMs`. A busy pool is not an outage: under load, requests queue for a free connection for
 * up to `poolWaitMs` (node-postgres's `connectionTimeoutMillis` bounds both waits with one number,
 * so the connection's own limit is set on the client below). A query that gets no answer at all (a
 * silent network) is abandoned after `queryMs`.
 */
const postgresLimits = { connectMs: 2_000, poolWaitMs: 15_000, queryMs: 10_000 };

/**
 * Each server loads the driver of the database it uses, not both: the other one's modules (and,
 * for PGlite, its WebAssembly PostgreSQL) would only take memory.
 */
async function loadPostgresDriver() {
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
  ]);
  /** node-postgres's client with its own limit on opening a connection, apart from the pool's wait. */
  class PromptClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({
        ...(typeof config === "string" ? { connectionString: config } : config),
        connectionTimeoutMillis: postgresLimits.connectMs,
      });
    }
  }
  return { pg, drizzle, PromptClient };
}

async function openPostgres(
  url: string,
  { queryTimeoutMs }: { queryTimeoutMs: number },
): Promise<DatabaseHandle> {
  const { pg, drizzle: drizzlePg, PromptClient } = await loadPostgresDriver();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: PromptClient,
    connectionTimeoutMillis: postgresLimits.poolWaitMs,
    query_timeout: queryTimeoutMs || undefined,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server emits 'error' on the pool; unhandled, it would crash the app.
  pool.on("error", () => {});
  // So does a client that a request holds when its connection ends (a stopping PostgreSQL sends
  // "terminating connection due to administrator command"), and while it is checked out nobody
  // listens: the process would die. The request's query fails by itself, and the pool drops the
  // broken client when it is released.
  pool.on("connect", (client) => client.on("error", () => {}));
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

/**
 * PGlite keeps PostgreSQL's shared buffers inside its WebAssembly memory and touches all of them
 * at start: the stock 128 MB made an idle server weigh almost 500 MB. The embedded database is
 * small and its files sit in the operating system's cache anyway, so 32 MB is plenty. 16 MB was
 * tried (decision 014): 18 MB less resident, but saves and the dashboard slowed by about a quarter
 * once the saved tests outgrew the buffers.
 */
const pgliteSettings = { postgresqlconf: ["shared_buffers = 32MB"] };

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
  ]);
  let lock: Lock | undefined;
  let client: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = acquireLock(path.join(dataDir, "typeatlas.lock"));
    try {
      const folder = path.join(dataDir, "pglite");
      // A first start unpacks the build's migrated database instead of running initdb (decision
      // 011); a folder left half-written by a start that died is unpacked again.
      const seed = isEmptyFolder(folder) ? findPgliteSeed() : undefined;
      if (seed) {
        const partial = `${folder}.unpacking`;
        fs.rmSync(partial, { recursive: true, force: true });
        extractTarGz(fs.readFileSync(seed), partial);
        fs.rmSync(folder, { recursive: true, force: true });
        fs.renameSync(partial, folder);
      }
      client = new PGlite(folder, pgliteSettings);
      await client.waitReady;
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    // In memory too, the build's migrated database is loaded instead of running initdb: about 2 s
    // instead of 5 to 8 on a busy machine, for each of the test suites' fresh databases.
    const seed = pgliteSeedBlob();
    client = new PGlite(seed ? { ...pgliteSettings, loadDataDir: seed } : pgliteSettings);
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
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder });
  }
}

/** The build's seed as PGlite's `loadDataDir` takes it, read once per process. */
let seedBlob: { file: string; blob: Blob } | undefined;
function pgliteSeedBlob(): Blob | undefined {
  const file = findPgliteSeed();
  if (!file) return undefined;
  if (seedBlob?.file !== file) seedBlob = { file, blob: new Blob([fs.readFileSync(file)]) };
  return seedBlob.blob;
}

function isEmptyFolder(folder: string): boolean {
  return !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;
}

/**
 * The migrated embedded database `npm run build` packs (scripts/pglite-seed.js), next to the server
 * build; none when running from source without a build. Migrations still run after loading it, so
 * a seed older than the migrations is brought up to date.
 */
function findPgliteSeed(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [
      path.join(dir, "pglite-seed.tar.gz"),
      path.join(dir, "build", "pglite-seed.tar.gz"),
    ])
      if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
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
