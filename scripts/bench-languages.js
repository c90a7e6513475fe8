// `npm run bench:languages`: issue 21's figures, in one run, for this build and (with
// BENCH_BASE=<folder>, a built checkout of an earlier commit) that one beside it:
//   - the JavaScript each test page loads first (gzip), in English, Arabic and Japanese: the
//     languages may add at most 10 KB;
//   - the page's own bytes (HTML with its data, gzip), where the language's words travel;
//   - anonymous test pages, and a type page (tier 2: its own text in Japanese), at 100 connections
//     against a bare Node `http` server answering the same bytes, the share of its throughput kept
//     (medians of BENCH_RUNS runs).
// Traffic goes only to 127.0.0.1; every loop is bounded.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { bareServer, load, median, startServer } from "./bench-server.js";
import { jsWeight } from "./js-weight.js";

const runs = Number(process.env.BENCH_RUNS || 3);
const seconds = Number(process.env.BENCH_SECONDS || 5);
const pages = [
  "/personality-test",
  "/ar/personality-test",
  "/ja/personality-test",
  "/personality-types/intj",
  "/ja/personality-types/intj",
];
const builds = [
  ...(process.env.BENCH_BASE ? [{ name: "base", dir: path.resolve(process.env.BENCH_BASE) }] : []),
  { name: "this build", dir: process.cwd() },
];

/** A page's bytes as sent, gzip-encoded, and the headers to send them with. */
function rawBody(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            bytes: Buffer.concat(chunks),
            headers: {
              "content-type": response.headers["content-type"] ?? "text/html",
              ...(response.headers["content-encoding"]
                ? { "content-encoding": response.headers["content-encoding"] }
                : {}),
            },
          }),
        );
      })
      .on("error", reject);
  });
}

const rows = [];
const home = process.cwd();
for (const build of builds) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-bench-languages-"));
  process.chdir(build.dir);
  const server = await startServer({ dataDir: tmp });
  process.chdir(home);
  try {
    for (const page of pages) {
      const url = `${server.url}${page}`;
      await fetch(url); // rendered once, then kept by the page cache like every later answer
      const body = await rawBody(url);
      if (body.status !== 200) {
        rows.push({ build: build.name, page, status: body.status });
        continue;
      }
      const html = (
        body.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(body.bytes) : body.bytes
      ).toString();
      const js = jsWeight(html, path.join(build.dir, "build/client"));
      const ours = [];
      const bare = [];
      for (let i = 0; i < runs; i++) {
        ours.push(
          await load({ url, seconds, headers: { "accept-encoding": "gzip" }, connections: 100 }),
        );
        const baseline = await bareServer(body.bytes, body.headers);
        bare.push(await load({ url: baseline.url, seconds, connections: 100 }));
        await baseline.close();
      }
      const rps = median(ours.map((r) => r.rps));
      const bareRps = median(bare.map((r) => r.rps));
      rows.push({
        build: build.name,
        page,
        jsGzipKb: Number((js.gzip / 1024).toFixed(1)),
        pageGzipKb: Number((zlib.gzipSync(html).length / 1024).toFixed(1)),
        rps: Math.round(rps),
        bareRps: Math.round(bareRps),
        shareOfBare: Number((rps / bareRps).toFixed(3)),
        errors: ours.reduce((sum, r) => sum + r.errors, 0),
      });
    }
  } finally {
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

console.log(`\nLanguages (${os.cpus().length} cores; medians of ${runs} runs of ${seconds} s)\n`);
console.table(rows);
