import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import { afterAll, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import {
  createTemporaryDatabase,
  dropTemporaryDatabase,
  proofPostgresServer,
} from "../support/databases";
import {
  auditSaves,
  envNumber,
  SaveLedger,
  seedVerifiedUsers,
  signInAll,
  userLoop,
} from "../support/load";
import { Recorder } from "../support/recorder";
import { snapshotBuild } from "../support/build-snapshot";
import { spawnServer, temporaryDir, type SpawnedServer } from "../support/server";

// Knobs: LOAD_USERS (default 200), LOAD_SECONDS (default 60, as issue 7 asks) and LOAD_THINK_MS,
// a pause after each page (default none: every user requests again as soon as answered).
const userCount = envNumber("LOAD_USERS", 200);
const seconds = envNumber("LOAD_SECONDS", 60);
const thinkMs = envNumber("LOAD_THINK_MS", 0);

let server: SpawnedServer | undefined;
let build: Awaited<ReturnType<typeof snapshotBuild>> | undefined;
let database: DatabaseHandle | undefined;
let databaseUrl: URL | undefined;
const dataDir = temporaryDir("typeatlas-load-");

afterAll(async () => {
  await server?.stop();
  build?.dispose();
  await database?.close();
  if (databaseUrl) await dropTemporaryDatabase(proofPostgresServer, databaseUrl);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test(`${userCount} signed-in users saving tests for ${seconds} s get no error, and every acknowledged save is stored exactly once`, async () => {
  databaseUrl = await createTemporaryDatabase(proofPostgresServer);
  database = await openDatabase({ url: databaseUrl.toString() });
  const started = performance.now();
  const seeded = await seedVerifiedUsers(database.db, userCount);
  const seedMs = performance.now() - started;

  build = await snapshotBuild();
  server = await spawnServer({
    args: build.args,
    env: {
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    },
  });
  // Every user signs in through the /auth form first (a scrypt check each, 16 at a time), then
  // all of them loop together for the measured time.
  const signIns = new Recorder();
  const signInStarted = Date.now();
  const users = await signInAll(server.url, seeded, signIns);
  const signInSeconds = (Date.now() - signInStarted) / 1000;

  const recorder = new Recorder();
  const ledger = new SaveLedger();
  const loadStarted = Date.now();
  const until = loadStarted + seconds * 1000;
  await Promise.all(
    users.map((user) =>
      userLoop({
        baseUrl: server!.url,
        user,
        recorder,
        ledger,
        running: () => Date.now() < until,
        thinkMs,
        resubmitShare: 0.05,
      }),
    ),
  );
  const elapsed = (Date.now() - loadStarted) / 1000;

  console.log(
    [
      `Load: ${userCount} users for ${seconds} s (think time ${thinkMs} ms) against ${server.url}, ` +
        `${process.env.WEB_CONCURRENCY ?? os.availableParallelism()} workers on PostgreSQL; ` +
        `${seeded.length} verified users seeded in ${seedMs.toFixed(0)} ms`,
      `Signing in, before the clock (${signInSeconds.toFixed(1)} s):`,
      signIns.table(signInSeconds),
      `The ${seconds} s of load:`,
      recorder.table(elapsed),
    ].join("\n"),
  );

  const problems = recorder.problems();
  expect(
    problems.slice(0, 10).map((sample) => `${sample.kind}: ${sample.problem}`),
    `${problems.length} of ${recorder.samples.length} requests failed`,
  ).toEqual([]);
  expect(server.process.exitCode).toBeNull();
  expect(server.output(), "no worker died").not.toMatch(/exited|Unhandled 'error'|uncaught/i);

  const audit = await auditSaves(
    database.db,
    ledger,
    users.map((user) => user.id),
  );
  expect(ledger.acknowledged().length).toBeGreaterThan(0);
  expect(ledger.unacknowledged()).toEqual([]);
  expect(audit.missing).toEqual([]);
  expect(audit.mismatched).toEqual([]);
  expect(audit.duplicated).toEqual([]);
  expect(audit.unknown).toEqual([]);
  expect(audit.rows).toBe(ledger.acknowledged().length);
});
