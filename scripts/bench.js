/* global window, document, requestAnimationFrame -- used inside page.evaluate, in the browser */
// `npm run bench`: figures for the foundation, as medians of several runs so a noisy shared
// machine does not decide them. Traffic goes only to 127.0.0.1 and every loop is bounded.
//   - start-up: `node server.js` to the first 200 from /healthz, empty and existing DATA_DIR
//   - shutdown: SIGTERM to process exit
//   - memory: resident set size after start and after load
//   - throughput: requests/s and p99 latency for pages at 100 connections, beside a bare Node
//     `http` server answering the same bytes (our throughput as a fraction of it)
//   - content pages (type, section, post, legal) under the same load, and the words in content/
//   - JavaScript each page loads first (gzip), and on the test page the time from choosing an
//     answer to the next frame in Chromium, at full speed and with the CPU slowed 4x
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { buildIsFresh } from "./build-stamp.js";
import { chromiumLaunchOptions } from "./chromium.js";
import { contentStats, printContentStats } from "./content-stats.js";
import { jsWeight } from "./js-weight.js";

const runs = Number(process.env.BENCH_RUNS || 3);
const seconds = Number(process.env.BENCH_SECONDS || 5);
const connections = 100;
const pages = [
  "/",
  "/about",
  "/personality-types/intj",
  "/personality-types/intj/career-paths",
  "/blog/how-the-test-works",
  "/legal/privacy-policy",
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error("server exited during start-up");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  return {
    port,
    startMs,
    rssMb: () => rssOf(child.pid),
    async stop() {
      const t = performance.now();
      child.kill("SIGTERM");
      await exited;
      return performance.now() - t;
    },
  };
}

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) =>
      error
        ? reject(error)
        : resolve({
            rps: result.requests.average,
            p99: result.latency.p99,
            errors: result.errors + result.non2xx,
          }),
    );
  });
}

function bareServer(body, headers) {
  return new Promise((resolve) => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    });
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

if (!buildIsFresh()) {
  console.log("Building first...");
  const result = spawnSync(process.execPath, ["scripts/build.js"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-bench-"));
const results = {
  machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model}`,
  runs,
  seconds,
  connections,
  content: contentStats(),
};

// Start-up and shutdown, empty then existing data folder.
const emptyStarts = [];
const existingStarts = [];
const stops = [];
const idleRss = [];
for (let i = 0; i < runs; i++) {
  const dir = path.join(tmp, `start-${i}`);
  const first = await startServer(dir);
  emptyStarts.push(first.startMs);
  stops.push(await first.stop());
  const second = await startServer(dir);
  existingStarts.push(second.startMs);
  idleRss.push(second.rssMb());
  stops.push(await second.stop());
}
results.startEmptyMs = median(emptyStarts);
results.startExistingMs = median(existingStarts);
results.shutdownMs = median(stops);
results.idleRssMb = median(idleRss);

const server = await startServer(path.join(tmp, "load"));

// JavaScript per page, first load.
results.javascript = {};
for (const page of ["/", "/personality-test", "/personality-types/intj", "/about", "/pricing"]) {
  const html = await (await fetch(`http://127.0.0.1:${server.port}${page}`)).text();
  const weight = jsWeight(html);
  results.javascript[page] = {
    gzipKb: Number((weight.gzip / 1024).toFixed(1)),
    rawKb: Number((weight.raw / 1024).toFixed(1)),
  };
}

// Answer to next frame on the test page: a document listener runs after React's, so the DOM is
// already updated; the next animation frame is when the browser can paint it.
async function answerLatency(throttle) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage({ reducedMotion: "reduce" });
  if (throttle > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  }
  await page.goto(`http://127.0.0.1:${server.port}/personality-test`);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    window.__latencies = [];
    document.addEventListener("change", (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => window.__latencies.push(performance.now() - start));
    });
  });
  for (let pageIndex = 0; pageIndex < 5; pageIndex++) {
    for (let i = 0; i < 6; i++) {
      const id = pageIndex * 6 + i + 1;
      await page
        .locator(`#statement-${id} label`)
        .nth(id % 7 || 3)
        .click();
    }
    await page.getByRole("button", { name: "Next" }).click();
  }
  const latencies = await page.evaluate(() => window.__latencies);
  await browser.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    medianMs: Number(median(sorted).toFixed(1)),
    p95Ms: Number(sorted[Math.floor(sorted.length * 0.95)].toFixed(1)),
  };
}
results.answerToFrame = { normal: await answerLatency(1), cpu4x: await answerLatency(4) };

// Throughput: each page against our server, then the same bytes from a bare http server.
results.pages = {};
for (const page of pages) {
  const url = `http://127.0.0.1:${server.port}${page}`;
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const ours = [];
  const bare = [];
  for (let i = 0; i < runs; i++) {
    ours.push(await load(url));
    const baseline = await bareServer(body, { "content-type": "text/html; charset=utf-8" });
    bare.push(await load(`http://127.0.0.1:${baseline.address().port}/`));
    await new Promise((resolve) => baseline.close(resolve));
  }
  const rps = median(ours.map((r) => r.rps));
  const bareRps = median(bare.map((r) => r.rps));
  results.pages[page] = {
    bytes: body.length,
    rps: Math.round(rps),
    p99Ms: median(ours.map((r) => r.p99)),
    errors: ours.reduce((sum, r) => sum + r.errors, 0),
    bareRps: Math.round(bareRps),
    fractionOfBare: Number((rps / bareRps).toFixed(3)),
  };
}
results.loadedRssMb = server.rssMb();
await server.stop();
fs.rmSync(tmp, { recursive: true, force: true });

fs.mkdirSync(".tmp", { recursive: true });
fs.writeFileSync(".tmp/bench.json", JSON.stringify(results, null, 2));
console.log(`\nTypeAtlas bench (${results.machine}; medians of ${runs} runs)`);
console.log(`start-up, empty DATA_DIR    ${results.startEmptyMs.toFixed(0)} ms`);
console.log(`start-up, existing DATA_DIR ${results.startExistingMs.toFixed(0)} ms`);
console.log(`shutdown on SIGTERM         ${results.shutdownMs.toFixed(0)} ms`);
console.log(
  `RSS idle / after load       ${results.idleRssMb.toFixed(0)} MB / ${results.loadedRssMb.toFixed(0)} MB`,
);
console.log(
  `\nFirst-load JavaScript (gzip): ${Object.entries(results.javascript)
    .map(([page, w]) => `${page} ${w.gzipKb} KB`)
    .join(", ")}`,
);
for (const [mode, r] of Object.entries(results.answerToFrame)) {
  console.log(
    `Answer to next frame (${mode === "normal" ? "full speed" : "CPU slowed 4x"}): median ${r.medianMs} ms, p95 ${r.p95Ms} ms over ${r.samples} answers (a frame is 16.7 ms)`,
  );
}
console.log(`\n| page | bytes | req/s | p99 ms | errors | bare http req/s | ours / bare |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
for (const [page, r] of Object.entries(results.pages)) {
  console.log(
    `| ${page} | ${r.bytes} | ${r.rps} | ${r.p99Ms} | ${r.errors} | ${r.bareRps} | ${r.fractionOfBare} |`,
  );
}
console.log("");
printContentStats(results.content);
console.log("\nFull results: .tmp/bench.json");
