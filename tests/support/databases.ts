import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";

export interface DatabaseTarget {
  name: "pglite" | "postgres";
  /** A fresh, migrated, empty database; `dispose` removes it. */
  create(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }>;
}

const pglite: DatabaseTarget = {
  name: "pglite",
  async create() {
    const handle = await openDatabase({});
    return { handle, dispose: () => handle.close() };
  },
};

/** A throw-away database on the server named by TEST_DATABASE_URL, one per call. */
const postgres = (baseUrl: string): DatabaseTarget => ({
  name: "postgres",
  async create() {
    const url = await createTemporaryDatabase(baseUrl);
    const handle = await openDatabase({ url: url.toString() });
    return {
      handle,
      async dispose() {
        await handle.close();
        await dropTemporaryDatabase(baseUrl, url);
      },
    };
  },
});

export async function createTemporaryDatabase(baseUrl: string): Promise<URL> {
  const name = `ta_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url;
}

export async function dropTemporaryDatabase(baseUrl: string, url: URL): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * The PostgreSQL server the proofs (load, chaos, cluster) make their throw-away databases on:
 * CI's, or the machine's own.
 */
export const proofPostgresServer =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseTargets: DatabaseTarget[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];

/** A fresh database on `target` for the enclosing describe block; the getter returns its handle. */
export function freshDatabase(target: DatabaseTarget): () => DatabaseHandle {
  let created: Awaited<ReturnType<DatabaseTarget["create"]>> | undefined;
  beforeAll(async () => {
    created = await target.create();
  });
  afterAll(async () => {
    await created?.dispose();
  });
  return () => {
    if (!created) throw new Error("The database is not ready yet.");
    return created.handle;
  };
}
