import type { Database } from "./client.server";

/**
 * A query built once per database and reused: drizzle assembles its SQL on every call otherwise,
 * which costs more CPU than PostgreSQL spends answering the small queries every page asks. On
 * PostgreSQL the statement is also named, so each connection parses and plans it once.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
