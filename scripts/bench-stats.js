// `npm run bench:stats` (issue 22, decision 039): the statistics job on 100,000 synthetic
// consenting results, on a throw-away PGlite and on a throw-away PostgreSQL database
// (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres; BENCH_POSTGRES=0 skips
// it). Times the whole job (read + compute + store), the median of BENCH_RUNS runs (default 3),
// and while it runs measures what a page would feel: the event loop's longest stall
// (perf_hooks.monitorEventLoopDelay) and the response time of a request to an HTTP server in the
// same process that reads the newest snapshot from the same database (the statistics pages'
// reading path), one every 20 ms. BENCH_STATS_N changes the number of results.
import crypto from "node:crypto";
import http from "node:http";
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import pg from "pg";
import { closeAppModules, loadAppModule } from "./load-app-module.js";

const n = Number(process.env.BENCH_STATS_N || 100_000);
const runs = Number(process.env.BENCH_RUNS || 3);
const postgresBase =
  process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";

const { openDatabase } = await loadAppModule("/app/db/client.server.ts");
const { addSyntheticContributions } = await loadAppModule("/app/statistics/simulate.server.ts");
const { computeAndStoreStatistics } = await loadAppModule("/app/jobs/statistics.server.ts");
const { readLatestSnapshot } = await loadAppModule("/app/statistics/snapshot.server.ts");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** An HTTP server in this process answering with the newest snapshot's N, read from the database. */
async function readingServer(db) {
  const server = http.createServer(async (_req, res) => {
    const snapshot = await readLatestSnapshot(db);
    res.end(String(snapshot?.n ?? 0));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

async function measure(handle) {
  const { server, url } = await readingServer(handle.db);
  // A new connection per request: an idle kept connection may be closed by the server just as
  // the next request goes out, on a machine this busy.
  const get = () =>
    new Promise((resolve, reject) => {
      http.get(url, { agent: false }, (res) => res.resume().on("end", resolve)).on("error", reject);
    });
  await get();
  const totals = [];
  const requests = [];
  const stalls = [];
  let failures = 0;
  // This process's CPU time during the job (the probe's requests included): what the run costs
  // whatever else the machine is doing, where the wall-clock time depends on it.
  const cpuTimes = [];
  for (let run = 0; run < runs; run++) {
    let running = true;
    const probing = (async () => {
      while (running) {
        const started = performance.now();
        await get().catch(() => failures++);
        requests.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    const cpu = process.cpuUsage();
    const snapshot = await computeAndStoreStatistics(handle.db);
    totals.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    delay.disable();
    running = false;
    await probing;
    stalls.push(delay.max / 1e6);
    if (snapshot?.n !== n) throw new Error(`expected N = ${n}, the run counted ${snapshot?.n}`);
  }
  server.close();
  return {
    jobMedianS: Number((median(totals) / 1000).toFixed(1)),
    jobRunsS: totals.map((ms) => Number((ms / 1000).toFixed(1))),
    jobCpuMedianS: Number((median(cpuTimes) / 1000).toFixed(1)),
    longestStallMs: Number(Math.max(...stalls).toFixed(0)),
    requests: requests.length,
    failedRequests: failures,
    requestMedianMs: Number(median(requests).toFixed(1)),
    requestP99Ms: Number(percentile(requests, 0.99).toFixed(1)),
    requestMaxMs: Number(Math.max(...requests).toFixed(1)),
  };
}

async function bench(name, open, dispose) {
  const handle = await open();
  try {
    const started = performance.now();
    await addSyntheticContributions(handle.db, n);
    const fillS = Number(((performance.now() - started) / 1000).toFixed(1));
    const figures = await measure(handle);
    console.log(JSON.stringify({ database: name, n, runs, fillS, ...figures }));
  } finally {
    await handle.close();
    await dispose?.();
  }
}

console.log(
  `# bench:stats on ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")}`,
);
await bench("pglite", () => openDatabase({}));
if (process.env.BENCH_POSTGRES !== "0") {
  const name = `ta_bench_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresBase });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(postgresBase);
  url.pathname = `/${name}`;
  await bench(
    "postgres",
    () => openDatabase({ url: url.toString() }),
    async () => {
      const drop = new pg.Client({ connectionString: postgresBase });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await drop.end();
    },
  );
}
await closeAppModules();
