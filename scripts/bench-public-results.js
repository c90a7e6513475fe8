// `node scripts/bench-public-results.js`: a published result page (/r/:slug, issue 20) against a
// content page and a bare Node `http` server answering the same bytes, at 100 connections on one
// PGlite process; medians of BENCH_RUNS (default 3) runs of BENCH_SECONDS (default 5). The full
// `npm run bench` measures the public page too, beside every content page and on PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bareServer, load, median, publishResult, startServer } from "./bench-server.js";

const runs = Number(process.env.BENCH_RUNS || 3);
const seconds = Number(process.env.BENCH_SECONDS || 5);
const connections = 100;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-bench-public-"));
const server = await startServer({ dataDir: path.join(tmp, "data") });
const figures = {};
try {
  const pages = { "/personality-types/intj": "/personality-types/intj" };
  pages["/r/:slug (public result)"] = await publishResult(server.url);
  for (const [key, page] of Object.entries(pages)) {
    const url = `${server.url}${page}`;
    await (await fetch(url)).text();
    const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (response.headers.get("x-page-cache") !== "hit") throw new Error(`${page} was not kept`);
    const ours = [];
    const bare = [];
    for (let i = 0; i < runs; i++) {
      ours.push(await load({ url, connections, seconds }));
      const baseline = await bareServer(bytes, { "content-type": "text/html; charset=utf-8" });
      bare.push(await load({ url: baseline.url, connections, seconds }));
      await baseline.close();
    }
    const rps = median(ours.map((r) => r.rps));
    const bareRps = median(bare.map((r) => r.rps));
    figures[key] = {
      bytes: bytes.length,
      rps: Math.round(rps),
      p99Ms: median(ours.map((r) => r.p99)),
      errors: ours.reduce((sum, r) => sum + r.errors, 0),
      bareRps: Math.round(bareRps),
      fractionOfBare: Number((rps / bareRps).toFixed(3)),
    };
  }
} finally {
  await server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}

console.log(
  `\nPublic result page vs a content page (${os.cpus().length} cores; medians of ${runs} runs of ${seconds} s, ${connections} connections, PGlite)`,
);
console.log("| page | bytes | req/s | p99 ms | errors | bare http req/s | ours / bare |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const [page, r] of Object.entries(figures))
  console.log(
    `| ${page} | ${r.bytes} | ${r.rps} | ${r.p99Ms} | ${r.errors} | ${r.bareRps} | ${r.fractionOfBare} |`,
  );
fs.mkdirSync(".tmp", { recursive: true });
fs.writeFileSync(".tmp/bench-public-results.json", JSON.stringify(figures, null, 2));
