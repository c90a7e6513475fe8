// Helpers for `npm run bench`: start the production server as its own process (on PGlite or on a
// throw-away PostgreSQL database), measure it with autocannon from this process, read memory, and
// make a signed-in visitor. Traffic goes only to 127.0.0.1; every loop is bounded.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { serverNodeFlags } from "./node-flags.js";
import pg from "pg";

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `node server.js` on a free port; resolves once /healthz answers 200, with the time that took.
 * `databaseUrl` runs it on PostgreSQL (one worker per core, as in production), else on PGlite.
 * `command` runs something else that starts the server (`npm start`), stopped as a process group.
 */
export async function startServer({ dataDir, databaseUrl = "", env = {}, command }) {
  const port = await freePort();
  const started = performance.now();
  const [program, ...args] = command ?? [process.execPath, ...serverNodeFlags, "server.js"];
  const child = spawn(program, args, {
    detached: Boolean(command),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // Start-up can take tens of seconds when the machine is busy.
  const deadline = Date.now() + 120_000;
  for (let healthy = false; !healthy;) {
    try {
      healthy = (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error("server exited during start-up");
    if (!healthy && Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("the server did not answer /healthz within 120 s");
    }
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  const url = `http://127.0.0.1:${port}`;
  if (databaseUrl) await waitForWorkers(child.pid);
  return {
    port,
    url,
    startMs,
    /**
     * CPU time used so far by the processes serving requests (user and system, in ms): what a
     * request costs whatever else the machine is running, where wall-clock time depends on it.
     */
    cpuMs: () => {
      const workers = childrenOf(child.pid);
      return (workers.length ? workers : [child.pid]).reduce((sum, pid) => sum + cpuOf(pid), 0);
    },
    /** Resident memory of each process serving requests (the workers, or the one process). */
    rssMb: () => {
      const workers = childrenOf(child.pid);
      return (workers.length ? workers : [child.pid]).map(rssOf);
    },
    async stop() {
      const t = performance.now();
      if (command) process.kill(-child.pid, "SIGTERM");
      else child.kill("SIGTERM");
      await exited;
      return performance.now() - t;
    },
  };
}

function childrenOf(pid) {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** A cluster's later workers start after the first answers; wait until all are up. */
async function waitForWorkers(pid, expected = 2) {
  for (let i = 0; i < 300 && childrenOf(pid).length < expected; i++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

/** User and system CPU time of a process in ms, from /proc (clock ticks of 10 ms on Linux). */
function cpuOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** autocannon against one URL; `requests` lets each request carry its own body. */
export function load({ url, connections = 100, seconds = 5, method, headers, setupRequest }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        // autocannon treats an explicit `undefined` as a method name, so only pass what is set.
        ...(method ? { method } : {}),
        ...(headers ? { headers } : {}),
        ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: result.requests.average,
              p99: result.latency.p99,
              ok: result["2xx"],
              errors: result.errors + result.timeouts + result.non2xx,
            }),
    );
  });
}

/**
 * A bare Node `http` server answering the same bytes: the ceiling for one Node process on this
 * machine. It runs in a process of its own, as our server does; inside the bench's process it
 * would share one thread with the load generator and measure less than it can.
 */
export async function bareServer(body, headers) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-bare-"));
  const file = path.join(dir, "body");
  fs.writeFileSync(file, body);
  const port = await freePort();
  const script = `
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    const headers = ${JSON.stringify(headers)};
    require("node:http")
      .createServer((_req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(${port}, "127.0.0.1", () => process.send("listening"));
  `;
  const child = spawn(process.execPath, ["-e", script], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The same fixed piece of CPU work every time (JSON and SHA-256 over about 1 MB), in ms: how
 * fast the machine is at that moment. This machine is shared, and its speed changes from minute
 * to minute; the bench records this beside each signed-in figure so runs can be compared.
 */
export function fixedTaskMs() {
  const record = { id: "d1c5", scores: Array.from({ length: 64 }, (_, i) => i * 1.5), name: "é ✓" };
  const times = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    const hash = crypto.createHash("sha256");
    for (let i = 0; i < 4000; i++) hash.update(JSON.stringify(JSON.parse(JSON.stringify(record))));
    hash.digest();
    times.push(performance.now() - started);
  }
  return Number(median(times).toFixed(1));
}

/** A throw-away database on the machine's PostgreSQL, or null when there is none to use. */
export async function throwAwayDatabase() {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `typeatlas_bench_${crypto.randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async count(sql) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client.query(sql);
      await client.end();
      return Number(rows[0].n);
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Signs a new visitor up the way a person does (the form, the mail in the local outbox, its
 * link) and returns the session cookie.
 */
export async function signedInCookie(baseUrl, label = "bench") {
  const email = `${label}-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const signUp = await fetch(`${baseUrl}/auth?mode=signup`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "sign-up",
      name: "Bench Visitor",
      email,
      password: "correct horse battery",
    }),
    redirect: "manual",
  });
  if (signUp.status >= 500) throw new Error(`sign-up failed: ${signUp.status}`);
  let link;
  for (let i = 0; i < 100 && !link; i++) {
    const outbox = await (await fetch(`${baseUrl}/dev/outbox`)).text();
    const mail = outbox.split("<article").find((part) => part.includes(email));
    link = mail?.match(/href="([^"]*verify[^"]*)"/)?.[1]?.replaceAll("&amp;", "&");
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error("no verification mail in the outbox");
  // The link signs in only the browser that signed up: send back the cookie the sign-up set.
  const signUpCookies = signUp.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const verified = await fetch(new URL(link, baseUrl), {
    headers: { cookie: signUpCookies },
    redirect: "manual",
  });
  const cookie = verified.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .filter((value) => value.includes("session_token"))
    .join("; ");
  if (!cookie) throw new Error("verification did not sign in");
  return cookie;
}

/** Publishes a visitor's result (60 answers) on the target and returns its page's path. */
export async function publishResult(url) {
  const responses = Object.fromEntries(
    Array.from({ length: 60 }, (_, index) => [index + 1, ((index * 5) % 7) + 1]),
  );
  const response = await fetch(`${url}/api/public-results`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ responses, displayName: "Bench" }),
  });
  if (response.status !== 201) throw new Error(`Publishing answered ${response.status}`);
  return (await response.json()).path;
}
