// Starts TypeAtlas: the production server from ./build, or with --dev the Vite dev server.
// `npm start` (scripts/start.js) builds first when the build is missing or stale.
//
// On PostgreSQL (DATABASE_URL) it runs one worker process per core by default (WEB_CONCURRENCY
// sets the number): the first worker migrates, then the others start; the primary restarts a
// worker that dies and passes SIGTERM/SIGINT on. On the embedded PGlite, which one process at a time may open, it runs
// as a single process.
import cluster from "node:cluster";
import { workerNodeFlags } from "./scripts/node-flags.js";

const dev = process.argv.includes("--dev");
/** The exit status for a setting that is missing or wrong (EX_CONFIG in sysexits.h). */
const configurationExitCode = 78;

/**
 * Cluster workers get the worker heap settings of package.json (scripts/node-flags.js explains
 * both sets) in place of the primary's, and keep its other flags, such as --inspect.
 */
const heapFlag = /^--(optimize-for-size|max-semi-space-size|max-old-space-size)(=|$)/;
const workerExecArgv = [
  ...process.execArgv.filter((flag) => !heapFlag.test(flag)),
  ...workerNodeFlags,
];

/**
 * The primary of a cluster: starts the first worker, which applies the migrations, then the rest;
 * restarts a worker that dies; and passes SIGTERM/SIGINT on. It never loads the app itself, so it
 * stays small.
 */
function runPrimary(count) {
  // Workers favour throughput; the primary, which serves nothing, keeps the lean settings.
  cluster.setupPrimary({ execArgv: workerExecArgv });
  let stopping = false;
  let restarts = 0;
  // The first worker migrates; it is told by an argument, as the primary's signal is no setting.
  const fork = (migrate) => {
    cluster.setupPrimary({ args: migrate ? ["--migrate"] : [] });
    return cluster.fork();
  };
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A setting is missing or wrong (the worker said which): every restart would fail the same way.
    if (code === configurationExitCode) {
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exit(configurationExitCode);
    }
    console.error(
      `TypeAtlas worker ${worker.process.pid} exited (${signal ?? code}); restarting it.`,
    );
    // A worker that dies over and over (a bad deploy) stops the whole server rather than spin.
    if (++restarts > count * 5) {
      console.error("TypeAtlas workers keep exiting; stopping.");
      process.exit(1);
    }
    fork(false);
  });
  const first = fork(true);
  first.once("listening", () => {
    for (let i = 1; i < count; i++) fork(false);
  });
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
      // Workers finish in-flight requests within 5 s; never wait longer than that plus a margin.
      setTimeout(() => process.exit(1), 8_000).unref();
    });
  }
}

try {
  if (dev) {
    process.env.NODE_ENV ??= "development";
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    const { start } = await vite.ssrLoadModule("./server/app.ts");
    await start({ vite });
  } else {
    // Libraries (React, Express) read NODE_ENV from the process itself; give them the default
    // that the schema in app/env.server.ts gives the app.
    process.env.NODE_ENV ??= "production";
    // The settings, checked through the one schema before anything starts (build/config is
    // server/config.ts alone: a cluster's primary never loads the app).
    const { parseEnv, workerCount } = await import("./build/config/index.js");
    const count = cluster.isPrimary ? workerCount(parseEnv()) : 1;
    if (count > 1) {
      runPrimary(count);
    } else {
      const { start } = await import("./build/server/index.js");
      await start({ migrate: cluster.isPrimary || process.argv.includes("--migrate") });
    }
  }
} catch (error) {
  // start() has already logged the cause in the structured log; say it plainly too.
  console.error(`TypeAtlas could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(
    error instanceof Error && error.name === "ConfigurationError" ? configurationExitCode : 1,
  );
}
