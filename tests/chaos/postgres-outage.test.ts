import crypto from "node:crypto";
import fs from "node:fs";
import { afterAll, expect, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import {
  auditSaves,
  envNumber,
  friendlyFailure,
  healthLoop,
  SaveLedger,
  seedVerifiedUsers,
  signInAll,
  userLoop,
} from "../support/load";
import { Recorder, type Answer, type Sample } from "../support/recorder";
import { startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";
import { snapshotBuild } from "../support/build-snapshot";
import { spawnServer, temporaryDir, type SpawnedServer } from "../support/server";

// Knobs: CHAOS_USERS (default 30); CHAOS_OUTAGE_BEFORE_SECONDS, _DOWN_SECONDS and _AFTER_SECONDS
// (8, 5, 10): the load before the outage, the outage, and the load after it.
const userCount = envNumber("CHAOS_USERS", 30);
const beforeMs = envNumber("CHAOS_OUTAGE_BEFORE_SECONDS", 8) * 1000;
const outageMs = envNumber("CHAOS_OUTAGE_DOWN_SECONDS", 5) * 1000;
const afterMs = envNumber("CHAOS_OUTAGE_AFTER_SECONDS", 10) * 1000;
// The promises of issue 7: a request during the outage fails within 2 s, and the app answers again
// within 5 s of the database's return. Both are measured generously: beyond the time the same kind
// of request took anyway just before the outage (its median), which is the machine's CPU queue
// under this load, not a wait for the database. A hang (a pool or query time-out, 10 s and more)
// stays far outside either limit.
const failWithinMs = 2_000;
const recoverWithinMs = 5_000;

let postgres: PrivatePostgres | undefined;
let server: SpawnedServer | undefined;
let build: Awaited<ReturnType<typeof snapshotBuild>> | undefined;
const dataDir = temporaryDir("typeatlas-outage-");

afterAll(async () => {
  await server?.stop();
  build?.dispose();
  await postgres?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const endOf = (sample: Sample) => sample.startedAt + sample.ms;

test("PostgreSQL stopped and started under load: friendly 503s within 2 s, recovery within 5 s, no save lost or doubled", async () => {
  // A cluster of our own: the machine's shared PostgreSQL (CI's database) must never be stopped.
  postgres = await startPrivatePostgres();
  const setup = await openDatabase({ url: postgres.url });
  const seeded = await seedVerifiedUsers(setup.db, userCount, "outage");
  await setup.close();

  build = await snapshotBuild();
  server = await spawnServer({
    args: build.args,
    env: {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
    },
  });
  const baseUrl = server.url;
  const users = await signInAll(baseUrl, seeded);

  // The moments of the outage (Date.now()); Infinity until they happen.
  const moments = { stopBegan: Infinity, stopped: Infinity, startBegan: Infinity, back: Infinity };
  // A friendly 503 is acceptable from a request that ends after the stop began and starts before
  // the recovery limit has passed; anything else must be the normal answer.
  let queued = new Map<string, number>();
  const queueMs = (kind: string) => queued.get(kind) ?? 0;
  const inOutage = (startedAt: number, endedAt: number) =>
    endedAt >= moments.stopBegan &&
    startedAt <= moments.back + recoverWithinMs + Math.max(0, ...queued.values());
  const recorder = new Recorder();
  const ledger = new SaveLedger();
  let running = true;
  const tolerate = (answer: Answer, kind: string) =>
    friendlyFailure(kind, answer) && inOutage(Date.now() - answer.ms, Date.now());

  // One pass through every page first, so that the load meets a warm server (the first render of
  // a route is the slowest), then everyone together.
  let warmedUp = false;
  await userLoop({
    baseUrl,
    user: users[0]!,
    recorder: new Recorder(),
    ledger,
    running: () => !warmedUp && (warmedUp = true),
  });
  const loadStarted = Date.now();
  const load = Promise.all([
    ...users.map((user) =>
      userLoop({
        baseUrl,
        user,
        recorder,
        ledger,
        running: () => running,
        tolerate,
        // People, not a benchmark: a second on each page, and on an error page. The load stays
        // below what two cores serve, so the timings measured are the app's, not a queue we built.
        thinkMs: 1_000,
        backoffMs: 1_000,
      }),
    ),
    healthLoop({
      baseUrl,
      recorder,
      running: () => running,
      tolerate: (answer) => tolerate(answer, "GET /healthz"),
    }),
  ]);

  await sleep(beforeMs);
  queued = recorder.medians(loadStarted + beforeMs / 2);
  moments.stopBegan = Date.now();
  await postgres.stop();
  moments.stopped = Date.now();
  await sleep(outageMs);
  moments.startBegan = Date.now();
  await postgres.start();
  moments.back = Date.now();
  await sleep(afterMs);
  running = false;
  await load;
  const loadEnded = Date.now();

  // Every request that started while the database was fully down, and how long each took beyond
  // the median of its kind just before the outage.
  const duringOutage = recorder.samples.filter(
    (sample) => sample.startedAt >= moments.stopped && endOf(sample) <= moments.startBegan,
  );
  const beyondQueue = (sample: Sample) => Math.max(0, sample.ms - queueMs(sample.kind));
  const slowest = [...duringOutage].sort((a, b) => beyondQueue(b) - beyondQueue(a));
  const slowestFailure = slowest[0] ? beyondQueue(slowest[0]) : 0;
  // The first health check, and the first save, that succeeded after the database came back.
  const recovered = (kind: string) => {
    const ms =
      recorder.samples
        .filter((s) => s.kind === kind && s.startedAt >= moments.back)
        .filter((s) => s.status >= 200 && s.status < 300)
        .reduce((min, sample) => Math.min(min, endOf(sample)), Infinity) - moments.back;
    return { ms, beyondQueue: Math.max(0, ms - queueMs(kind)) };
  };
  const health = recovered("GET /healthz");
  const save = recovered("POST /api/test-sessions");

  const check = await openDatabase({ url: postgres.url, migrate: false });
  const audit = await auditSaves(
    check.db,
    ledger,
    users.map((user) => user.id),
  ).finally(() => check.close());

  const statuses = countBy(duringOutage.map((s) => s.status));
  console.log(
    [
      `Outage: ${userCount} users on a private PostgreSQL; stopped (pg_ctl stop -m fast) after ` +
        `${beforeMs / 1000} s, down ${((moments.startBegan - moments.stopped) / 1000).toFixed(1)} s, ` +
        `started again (pg_ctl stop ${moments.stopped - moments.stopBegan} ms, start ${moments.back - moments.startBegan} ms)`,
      `median time per kind just before the outage (the CPU queue, not counted against the limits): ` +
        [...queued].map(([kind, ms]) => `${kind} ${ms.toFixed(0)} ms`).join(", "),
      `requests started while down: ${duringOutage.length}, statuses ${JSON.stringify(statuses)}; ` +
        `slowest failure ${slowestFailure.toFixed(0)} ms beyond its queue (${slowest[0]?.ms.toFixed(0) ?? 0} ms in all)`,
      `after the database returned: /healthz 200 in ${health.ms.toFixed(0)} ms ` +
        `(${health.beyondQueue.toFixed(0)} ms beyond its queue), first save in ${save.ms.toFixed(0)} ms ` +
        `(${save.beyondQueue.toFixed(0)} ms beyond)`,
      `saves: ${ledger.acknowledged().length} acknowledged, ${audit.storedUnacknowledged} stored but ` +
        `unanswered (then sent again), ${audit.rows} rows`,
      "before the outage:",
      recorder.table(beforeMs / 1000, loadStarted, moments.stopBegan),
      "while PostgreSQL was down:",
      recorder.table(
        (moments.startBegan - moments.stopped) / 1000,
        moments.stopped,
        moments.startBegan,
      ),
      "after it returned:",
      recorder.table((loadEnded - moments.back) / 1000, moments.back),
    ].join("\n"),
  );

  // The server is a cluster on PostgreSQL: its primary restarts a worker that dies, so a crash
  // shows as a worker's exit in the output (and as network errors below), not as the exit code.
  expect(server.process.exitCode, "the app process stayed up").toBeNull();
  expect(server.output(), "no worker died").not.toMatch(/exited|Unhandled 'error'|uncaught/i);
  const problems = recorder.problems();
  expect(
    problems
      .slice(0, 10)
      .map((s) => `${s.kind} at +${s.startedAt - moments.stopBegan} ms: ${s.problem}`),
    `${problems.length} of ${recorder.samples.length} requests got an unexpected answer`,
  ).toEqual([]);

  // While the database was down, every request failed with the friendly 503, and quickly.
  expect(duringOutage.length).toBeGreaterThan(0);
  expect(duringOutage.filter((sample) => sample.status !== 503)).toEqual([]);
  expect(
    slowestFailure,
    slowest
      .slice(0, 5)
      .map((s) => `${s.kind} at +${s.startedAt - moments.stopped} ms took ${s.ms.toFixed(0)} ms`)
      .join("; "),
  ).toBeLessThanOrEqual(failWithinMs);
  expect(health.beyondQueue).toBeLessThanOrEqual(recoverWithinMs);
  expect(save.beyondQueue).toBeLessThanOrEqual(recoverWithinMs);

  // No acknowledged save lost or doubled; every save unanswered during the outage was sent again.
  expect(audit.missing).toEqual([]);
  expect(audit.mismatched).toEqual([]);
  expect(audit.duplicated).toEqual([]);
  expect(audit.unknown).toEqual([]);
  expect(ledger.unacknowledged()).toEqual([]);
  expect(audit.rows).toBe(ledger.acknowledged().length);
});

function countBy(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
