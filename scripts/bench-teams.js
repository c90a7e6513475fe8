// `npm run bench:teams` (issue 23, decision 042): a team page with 500 members, each sharing a
// saved result, on the embedded database (PGlite). Seeds a fresh data folder with the app's own
// modules (the viewer signs up through better-auth; the other 499 members, their results and
// shares are inserted in bulk), then:
//   - in this process: the statements `loadTeamView` runs for the team (the one-query property)
//     and its time, the median of BENCH_TEAMS_VIEWS calls;
//   - through the built production server (`node server.js` with the production Node flags): the
//     team's overview as a signed-in member asks for it, one request at a time after a warm-up,
//     BENCH_TEAMS_REQUESTS times, as the document (a first visit), its table view and as `.data`
//     (a navigation inside the site): median and p95 time to the last byte at 127.0.0.1, the
//     server's CPU time per request (steadier than the clock on a shared machine), and the bytes.
// Called by `npm run bench` and runnable alone. BENCH_TEAMS_MEMBERS changes the team's size;
// BENCH_TEAMS_SAVE=<path> keeps the last answers as <path>.html and <path>.data.
// Traffic goes only to 127.0.0.1; every loop is bounded.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsFresh } from "./build-stamp.js";
import { fixedTaskMs, median, signedInCookie, startServer } from "./bench-server.js";
import { closeAppModules, loadAppModule } from "./load-app-module.js";

const memberCount = Number(process.env.BENCH_TEAMS_MEMBERS || 500);
const requests = Number(process.env.BENCH_TEAMS_REQUESTS || 100);
const views = Number(process.env.BENCH_TEAMS_VIEWS || 30);
const warmUp = 20;
const authSecret = "bench-teams-secret-of-at-least-32-characters";

const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};
const round = (ms) => Number(ms.toFixed(1));

/** The same team every run: a small deterministic generator (mulberry32). */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const firstNames = ["Ada", "Bo", "Chidi", "Dana", "Emeka", "Farah", "Goran", "Hana", "Ines", "Jon"];
const lastNames = ["Okafor", "Lindqvist", "Moreau", "Tanaka", "Silva", "Kowalski", "Haddad"];
const letters = [
  ["mind", "I", "E"],
  ["energy", "S", "N"],
  ["nature", "T", "F"],
  ["tactics", "J", "P"],
];

/** Scores spread like people's (the sum of three draws, so most near the middle), and the type. */
function resultFor(random) {
  const score = () =>
    Math.max(0, Math.min(100, Math.round(((random() + random() + random()) / 3) * 100)));
  const dimensions = {
    mind: score(),
    energy: score(),
    nature: score(),
    tactics: score(),
    identity: score(),
  };
  const code = letters.map(([d, low, high]) => (dimensions[d] > 50 ? high : low)).join("");
  return { dimensions, type: `${code}-${dimensions.identity > 50 ? "A" : "T"}` };
}

/**
 * Seeds the folder: the viewer signs up on the server as a person does (so the cookie is the
 * real thing), then, with the server stopped, the team and everyone else go in through the app's
 * modules and in bulk. Returns the team's id, the viewer's Cookie header and the open database.
 */
export async function seedTeam(dataDir) {
  const first = await startServer({ dataDir, env: { AUTH_SECRET: authSecret } });
  let cookie;
  try {
    cookie = await signedInCookie(first.url, "viewer");
  } finally {
    await first.stop();
  }
  const { openDatabase } = await loadAppModule("/app/db/client.server.ts");
  const { createTeam } = await loadAppModule("/app/teams/teams.server.ts");
  const handle = await openDatabase({ dataDir });
  try {
    const client = handle.db.$client;
    const {
      rows: [user],
    } = await client.query("select id, name from users order by created_at desc limit 1");
    const team = await createTeam(handle.db, user.id, { name: "Five Hundred" });

    const random = generator(23);
    const people = [{ id: user.id, name: user.name }];
    for (let i = 1; i < memberCount; i++) {
      const name = `${firstNames[i % firstNames.length]} ${lastNames[(i * 7) % lastNames.length]} ${i}`;
      people.push({ id: `bench-member-${i}`, name });
    }
    const others = people.slice(1);
    // In slices, within a statement's parameter limit.
    for (let start = 0; start < others.length; start += 200) {
      const slice = others.slice(start, start + 200);
      const values = slice.map((_, j) => `($${j * 3 + 1}, $${j * 3 + 2}, $${j * 3 + 3}, true)`);
      await client.query(
        `insert into users (id, name, email, email_verified) values ${values.join(", ")}`,
        slice.flatMap((person) => [person.id, person.name, `${person.id}@example.com`]),
      );
      await client.query(
        `insert into team_members (team_id, user_id, role, joined_at)
         select $1, id, 'member', now() + make_interval(secs => ord::int)
         from unnest($2::text[]) with ordinality as m(id, ord)`,
        [team.id, slice.map((person) => person.id)],
      );
    }
    for (let start = 0; start < people.length; start += 200) {
      const slice = people.slice(start, start + 200);
      const results = slice.map(() => resultFor(random));
      const { rows } = await client.query(
        `insert into test_sessions (user_id, submission_id, personality_type, dimensions, responses)
         select u, gen_random_uuid(), t, d::jsonb, '{}'::jsonb
         from unnest($1::text[], $2::text[], $3::text[]) as s(u, t, d)
         returning id, user_id`,
        [
          slice.map((person) => person.id),
          results.map((result) => result.type),
          results.map((result) => JSON.stringify(result.dimensions)),
        ],
      );
      await client.query(
        `insert into team_shares (team_id, user_id, test_session_id)
         select $1, u, s::uuid from unnest($2::text[], $3::text[]) as x(u, s)`,
        [team.id, rows.map((row) => row.user_id), rows.map((row) => row.id)],
      );
    }
    return { teamId: team.id, cookie, handle };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** `loadTeamView` in this process: the statements it runs and its median time. */
async function measureView(handle, teamId) {
  const { loadTeamView } = await loadAppModule("/app/teams/view.server.ts");
  const client = handle.db.$client;
  const query = client.query.bind(client);
  let statements = 0;
  client.query = (...args) => {
    statements++;
    return query(...args);
  };
  const first = await loadTeamView(handle.db, teamId);
  const perView = statements;
  const times = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < views; i++) {
    const started = performance.now();
    await loadTeamView(handle.db, teamId);
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  client.query = query;
  return {
    members: first.members.length,
    shared: first.composition.n,
    statements: perView,
    medianMs: round(median(times)),
    // PGlite answers in this process, so its work is in this figure too.
    cpuMs: round((cpu.user + cpu.system) / 1000 / views),
  };
}

async function timed(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, "accept-encoding": "identity" } });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (process.env.BENCH_TEAMS_SAVE)
    fs.writeFileSync(
      `${process.env.BENCH_TEAMS_SAVE}${url.endsWith(".data") ? ".data" : ".html"}`,
      Buffer.from(body),
    );
  return { ms, bytes: body.byteLength, cacheControl: response.headers.get("cache-control") };
}

async function measurePage(server, url, cookie) {
  for (let i = 0; i < warmUp; i++) await timed(url, cookie);
  const times = [];
  let last;
  const cpuBefore = server.cpuMs();
  for (let i = 0; i < requests; i++) {
    last = await timed(url, cookie);
    times.push(last.ms);
  }
  const cpuPerRequestMs = (server.cpuMs() - cpuBefore) / requests;
  return {
    requests,
    cpuPerRequestMs: round(cpuPerRequestMs),
    medianMs: round(median(times)),
    p95Ms: round(percentile(times, 0.95)),
    minMs: round(Math.min(...times)),
    kb: Number((last.bytes / 1024).toFixed(1)),
    cacheControl: last.cacheControl,
  };
}

/**
 * Seeds the folder and measures `loadTeamView` in a process of its own, which has ended before
 * the server is measured: the app's modules (through Vite) and an embedded database left in this
 * process would compete with the server for the machine's two cores, and the figures measured
 * then came out half as fast again as the same server measured from a lean process.
 */
function seedInChild(dataDir) {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--seed", dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    env: process.env,
  });
  if (child.status !== 0) throw new Error(`seeding the team failed (${child.status})`);
  return JSON.parse(child.stdout.trim().split("\n").at(-1));
}

async function seedAndMeasureView(dataDir) {
  const seeded = await seedTeam(dataDir);
  try {
    const view = await measureView(seeded.handle, seeded.teamId);
    return { teamId: seeded.teamId, cookie: seeded.cookie, view };
  } finally {
    // The folder is the server's alone while it runs.
    await seeded.handle.close();
    await closeAppModules();
  }
}

export async function benchTeamPage() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-bench-teams-"));
  try {
    const { teamId, cookie, view } = seedInChild(dataDir);
    const server = await startServer({ dataDir, env: { AUTH_SECRET: authSecret } });
    try {
      const page = `${server.url}/teams/${teamId}`;
      const fixedTask = fixedTaskMs();
      const documentFigures = await measurePage(server, page, cookie);
      const tableFigures = await measurePage(server, `${page}?positions=table`, cookie);
      const dataFigures = await measurePage(server, `${page}.data`, cookie);
      return {
        machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model}`,
        // The machine's speed just before (lower is faster; scripts/bench-server.js).
        fixedTaskMs: fixedTask,
        view,
        document: documentFigures,
        table: tableFigures,
        data: dataFigures,
        rssMb: server.rssMb().map(Math.round),
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === "--seed") {
  // The seeding process (`seedInChild`): its last line is what it seeded.
  console.log(JSON.stringify(await seedAndMeasureView(process.argv[3])));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  if (!buildIsFresh()) {
    console.log("Building first...");
    const result = spawnSync(process.execPath, ["scripts/build.js"], { stdio: "inherit" });
    if (result.status !== 0) process.exit(1);
  }
  const results = await benchTeamPage();
  const { view } = results;
  console.log(`\nTeam page, ${view.members} members, ${view.shared} sharing (${results.machine})`);
  console.log(
    `loadTeamView: ${view.statements} statement(s) per call, median ${view.medianMs} ms, ${view.cpuMs} ms of CPU, in process (${views} calls)`,
  );
  console.log(`fixed CPU task before the requests: ${results.fixedTaskMs} ms`);
  for (const [name, r] of [
    ["document", results.document],
    ["?positions=table", results.table],
    [".data (navigation)", results.data],
  ]) {
    console.log(
      `${name.padEnd(20)} median ${r.medianMs} ms, p95 ${r.p95Ms} ms, fastest ${r.minMs} ms, server CPU ${r.cpuPerRequestMs} ms a request, ${r.kb} KB, Cache-Control: ${r.cacheControl} (${r.requests} requests, one at a time)`,
    );
  }
  console.log(`server memory after: ${results.rssMb.join(", ")} MB`);
  fs.mkdirSync(".tmp", { recursive: true });
  fs.writeFileSync(".tmp/bench-teams.json", JSON.stringify(results, null, 2));
}
