import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { snapshotBuild } from "../support/build-snapshot";
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
import { freePort, spawnServer, temporaryDir, type SpawnedServer } from "../support/server";

// Knobs: CHAOS_USERS (default 30); CHAOS_KILL_BEFORE_SECONDS and CHAOS_KILL_AFTER_SECONDS (6, 6):
// the load before the kill and after the restart.
const userCount = envNumber("CHAOS_USERS", 30);
const beforeMs = envNumber("CHAOS_KILL_BEFORE_SECONDS", 6) * 1000;
const afterMs = envNumber("CHAOS_KILL_AFTER_SECONDS", 6) * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let build: Awaited<ReturnType<typeof snapshotBuild>> | undefined;
async function serverBuild() {
  if (!build) {
    build = await snapshotBuild();
    cleanups.unshift(() => build?.dispose());
  }
  return build;
}

/** The process and every process below it (a cluster's workers), from /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

/** SIGKILL to the server and all its workers at once, as the kernel's OOM killer or a pulled plug. */
async function killHard(server: SpawnedServer): Promise<number[]> {
  const pids = processTree(server.process.pid!);
  for (const pid of pids) process.kill(pid, "SIGKILL");
  await server.stop("SIGKILL");
  while (pids.some(alive)) await sleep(20);
  return pids;
}

interface Target {
  name: "PGlite" | "PostgreSQL";
  /** A migrated database with `userCount` verified users, and the server environment for it. */
  prepare(): Promise<{ env: Record<string, string>; open(): Promise<DatabaseHandle> }>;
}

const pglite: Target = {
  name: "PGlite",
  async prepare() {
    const dataDir = temporaryDir("typeatlas-kill-");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
  },
};

const postgres: Target = {
  name: "PostgreSQL",
  async prepare() {
    const url = await createTemporaryDatabase(proofPostgresServer);
    cleanups.push(() => dropTemporaryDatabase(proofPostgresServer, url));
    const dataDir = temporaryDir("typeatlas-kill-");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    return {
      env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      open: () => openDatabase({ url: url.toString() }),
    };
  },
};

/**
 * Load, SIGKILL to every process of the server, a restart on the same data, more load; then every
 * acknowledged save must be stored exactly once. `whileRestarted` runs against the new server.
 */
async function killUnderLoad(
  target: Target,
  whileRestarted: (
    server: SpawnedServer,
    env: Record<string, string>,
  ) => Promise<void> = async () => {},
) {
  const { env: databaseEnv, open } = await target.prepare();
  const setup = await open();
  const seeded = await seedVerifiedUsers(setup.db, userCount, "kill");
  await setup.close();

  const { args } = await serverBuild();
  const env = {
    ...databaseEnv,
    AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    LOG_LEVEL: "fatal",
  };
  let server = await spawnServer({ args, env });
  cleanups.push(() => server.stop().then(() => undefined));
  const users = await signInAll(server.url, seeded);

  // Requests that end after the kill and start before the new server is ready may find no
  // server at all; that is the only failure allowed.
  const moments = { killed: Infinity, ready: Infinity };
  const recorder = new Recorder();
  const ledger = new SaveLedger();
  let running = true;
  const load = Promise.all(
    users.map((user) =>
      userLoop({
        baseUrl: () => server.url,
        user,
        recorder,
        ledger,
        running: () => running,
        tolerate: (answer) => {
          const now = Date.now();
          return answer.status === 0 && now >= moments.killed && now - answer.ms <= moments.ready;
        },
        thinkMs: 250,
        backoffMs: 500,
      }),
    ),
  );

  await sleep(beforeMs);
  const firstPid = server.process.pid!;
  moments.killed = Date.now();
  const killed = await killHard(server);
  const lockFile = path.join(databaseEnv.DATA_DIR!, "typeatlas.lock");
  if (target.name === "PGlite") {
    // The dead process's lock is still there: the restart must take it over.
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(firstPid));
  }

  const restartStarted = Date.now();
  server = await spawnServer({ args, env });
  moments.ready = Date.now();
  if (target.name === "PGlite") {
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(server.process.pid));
  }
  await whileRestarted(server, env);
  await sleep(afterMs);
  running = false;
  await load;

  // A save after the restart, and the server's own health.
  const afterRestart = recorder.samples.filter(
    (s) => s.kind.startsWith("POST /api/test-sessions") && s.startedAt >= moments.ready,
  );
  expect(afterRestart.filter((s) => s.status === 201).length).toBeGreaterThan(0);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  // A clean stop, so PGlite's folder can be opened here to count.
  expect((await server.stop()).code).toBe(0);

  const check = await open();
  const audit = await auditSaves(
    check.db,
    ledger,
    users.map((user) => user.id),
  ).finally(() => check.close());

  const networkErrors = recorder.samples.filter((s) => s.status === 0).length;
  console.log(
    [
      `SIGKILL on ${target.name}: ${userCount} users, ${killed.length} process(es) killed after ${beforeMs / 1000} s; ` +
        `restarted and ready in ${moments.ready - restartStarted} ms`,
      `requests that found no server: ${networkErrors}; saves: ${ledger.acknowledged().length} acknowledged, ` +
        `${audit.storedUnacknowledged} stored but unanswered (then sent again), ${audit.rows} rows`,
      recorder.table((Date.now() - moments.killed + beforeMs) / 1000),
    ].join("\n"),
  );

  const problems = recorder.problems();
  expect(
    problems
      .slice(0, 10)
      .map((s) => `${s.kind} at +${s.startedAt - moments.killed} ms: ${s.problem}`),
    `${problems.length} of ${recorder.samples.length} requests got an unexpected answer`,
  ).toEqual([]);
  expect(audit.missing).toEqual([]);
  expect(audit.mismatched).toEqual([]);
  expect(audit.duplicated).toEqual([]);
  expect(audit.unknown).toEqual([]);
  expect(ledger.unacknowledged()).toEqual([]);
  expect(audit.rows).toBe(ledger.acknowledged().length);
}

/**
 * A second server started on the folder `first` holds: it must exit with an error naming the lock,
 * while the first keeps the folder and keeps answering.
 */
async function expectSecondServerRefused(first: SpawnedServer, env: Record<string, string>) {
  const { args } = await serverBuild();
  const second = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(await freePort()),
      DATABASE_URL: undefined,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  second.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  second.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      second.kill("SIGKILL");
      reject(new Error(`The second server did not exit within 60 s:\n${output}`));
    }, 60_000);
    second.once("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });

  const lockFile = path.join(env.DATA_DIR!, "typeatlas.lock");
  expect(code, output).not.toBe(0);
  expect(code, output).not.toBeNull();
  expect(output).toContain("TypeAtlas could not start");
  expect(output).toContain("in use by another TypeAtlas process");
  expect(output).toContain(`pid ${first.process.pid}`);
  expect(output).toContain(`lock ${lockFile}`);
  // The first server never noticed: it still holds the folder and answers.
  expect(fs.readFileSync(lockFile, "utf8")).toBe(String(first.process.pid));
  expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
}

test("killed with SIGKILL under load on PGlite, the app restarts on its folder (taking over the stale lock) with every acknowledged save stored once, and a second server on that folder is refused", async () => {
  await killUnderLoad(pglite, expectSecondServerRefused);
});

test("killed with SIGKILL under load on PostgreSQL, the app restarts with every acknowledged save stored once", async () => {
  await killUnderLoad(postgres);
});
