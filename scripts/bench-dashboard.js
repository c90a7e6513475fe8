// The signed-in dashboard at three history lengths (issue 20): one user with 1, 100 and 3,000
// saved results, the page's bytes and the median time to its last byte at 127.0.0.1, so the
// figures show whether the page stays small and its server time flat as a history grows. Runs on a
// throw-away PostgreSQL database (rows are inserted straight into it); called by `npm run bench`
// and runnable alone: `node scripts/bench-dashboard.js`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import pg from "pg";
import { median, signedInCookie, startServer, throwAwayDatabase } from "./bench-server.js";

const lengths = [1, 100, 3000];
const requests = Number(process.env.BENCH_DASHBOARD_REQUESTS || 30);

/** The body's bytes as sent (fetch would unpack them). */
function sentBytes(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let length = 0;
        response.on("data", (chunk) => (length += chunk.length));
        response.on("end", () => resolve(length));
      })
      .on("error", reject);
  });
}

/**
 * Times `requests` sequential dashboard loads after a warm-up; bytes are the HTML's, uncompressed,
 * and as a browser receives it (gzip, as the server's compression sends it).
 */
async function measure(url, cookie) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < requests + 5; i++) {
    const started = performance.now();
    const response = await fetch(`${url}/dashboard`, {
      headers: { cookie, "accept-encoding": "identity" },
    });
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`dashboard answered ${response.status}`);
    bytes = body.byteLength;
    if (process.env.BENCH_DASHBOARD_SAVE)
      fs.writeFileSync(process.env.BENCH_DASHBOARD_SAVE, Buffer.from(body));
    if (i >= 5) times.push(ms);
  }
  const sent = await sentBytes(`${url}/dashboard`, { cookie, "accept-encoding": "gzip" });
  return {
    bytes,
    kb: Number((bytes / 1024).toFixed(1)),
    gzipKb: Number((sent / 1024).toFixed(1)),
    medianMs: Number(median(times).toFixed(1)),
  };
}

/** Adds saved results, one a minute back from now, with scores that vary. */
async function addResults(client, userId, from, to) {
  await client.query(
    `insert into test_sessions (user_id, submission_id, personality_type, dimensions, responses, completed_at)
     select $1, gen_random_uuid(), 'INTJ-A',
       jsonb_build_object('mind', (n * 37) % 101, 'energy', (n * 53) % 101, 'nature', (n * 29) % 101,
                          'tactics', (n * 71) % 101, 'identity', (n * 17) % 101),
       '{}'::jsonb, now() - make_interval(mins => n)
     from generate_series($2::int, $3::int - 1) as n`,
    [userId, from, to],
  );
}

export async function benchDashboardHistory() {
  const database = await throwAwayDatabase();
  if (!database) return null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-bench-history-"));
  const server = await startServer({ dataDir, databaseUrl: database.url });
  const client = new pg.Client({ connectionString: database.url });
  try {
    const cookie = await signedInCookie(server.url, "history");
    await client.connect();
    const { rows } = await client.query("select id from users order by created_at desc limit 1");
    const userId = rows[0].id;
    const figures = [];
    let saved = 0;
    for (const length of lengths) {
      await addResults(client, userId, saved, length);
      saved = length;
      figures.push({ results: length, ...(await measure(server.url, cookie)) });
    }
    return figures;
  } finally {
    await client.end().catch(() => {});
    await server.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchDashboardHistory();
  if (!figures) {
    console.log("dashboard history: no PostgreSQL to bench on");
  } else {
    for (const row of figures) {
      console.log(
        `dashboard with ${row.results} results: ${row.kb} KB (${row.gzipKb} KB gzip), median ${row.medianMs} ms (${requests} requests)`,
      );
    }
  }
}
