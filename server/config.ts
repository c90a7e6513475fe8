import os from "node:os";
import type { Env } from "~/env.server";

/**
 * What server.js needs before it loads the app: the configuration, read through the one schema,
 * and the number of worker processes. `npm run build` bundles this file alone into
 * `build/config/index.js`, so a cluster's primary validates the settings without loading the app
 * (it serves nothing and stays small).
 */
export { ConfigurationError, parseEnv } from "~/env.server";

/** Worker processes to run: WEB_CONCURRENCY, else one per core on PostgreSQL, else one. */
export function workerCount(env: Pick<Env, "WEB_CONCURRENCY" | "DATABASE_URL">): number {
  return env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? os.availableParallelism() : 1);
}
