// `npm run bench:og`: the preview images (decision 030) on the production server. Measures, on a
// fresh server, the first render of an image (each a new one: a type page's, a section's, a post's
// and a share card's, in English and in Japanese, Arabic and Hindi), a cached answer and a 304,
// one request at a time (medians), then the throughput of cached answers and of 304s with
// autocannon. Traffic goes only to 127.0.0.1.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsFresh } from "./build-stamp.js";
import { load, median, startServer } from "./bench-server.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const samples = 30;

if (!buildIsFresh()) {
  console.log("Building first...");
  const result = spawnSync(process.execPath, ["scripts/build.js"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(1);
}

const types = ["intj", "infp", "estj", "esfp", "entp", "isfj"];
const firsts = [
  ...types.map((type) => ({ kind: "type page", path: `/og/type/${type}.png` })),
  ...types.map((type) => ({ kind: "section", path: `/og/type/${type}/career-paths.png` })),
  { kind: "blog post", path: "/og/blog/how-the-test-works.png" },
  { kind: "blog post", path: "/og/blog/choosing-a-career.png" },
  { kind: "blog post", path: "/og/blog/introversion-myths.png" },
  ...[20, 30, 40].map((mind) => ({
    kind: "share card",
    path: `/og/share/INTJ-A.png?mind=${mind}&energy=71&nature=38&tactics=45&identity=64`,
  })),
  // The same cards in other languages: Japanese (CJK fonts chosen per character), Arabic (right to
  // left, units measured by the PDF's layout) and Hindi (Devanagari drawn as the PDF's outlines).
  ...["ja", "ar", "hi"].flatMap((prefix) => [
    ...types.slice(0, 3).map((type) => ({
      kind: `type page (${prefix})`,
      path: `/${prefix}/og/type/${type}.png`,
    })),
    ...[20, 30, 40].map((mind) => ({
      kind: `share card (${prefix})`,
      path: `/${prefix}/og/share/INTJ-A.png?mind=${mind}&energy=71&nature=38&tactics=45&identity=64`,
    })),
  ]),
];

async function timed(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, status: response.status, bytes, response };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-bench-og-"));
const server = await startServer({ dataDir });
try {
  // Warm the server's own code paths (a page, and one image) so the first render measures the
  // drawing rather than the first request to a cold process.
  await fetch(`${server.url}/`);
  await fetch(`${server.url}/og/page/home.png`);

  const first = {};
  for (const { kind, path: address } of firsts) {
    const { ms, status, bytes } = await timed(`${server.url}${address}`);
    if (status !== 200) throw new Error(`${address} answered ${status}`);
    (first[kind] ??= { ms: [], bytes: [] }).ms.push(ms);
    first[kind].bytes.push(bytes);
  }

  const cachedUrl = `${server.url}/og/type/intj.png`;
  const { response } = await timed(cachedUrl);
  const etag = response.headers.get("etag");
  const cached = [];
  const notModified = [];
  for (let i = 0; i < samples; i++) {
    cached.push((await timed(cachedUrl)).ms);
    const revalidation = await timed(cachedUrl, { "If-None-Match": etag });
    if (revalidation.status !== 304) throw new Error(`expected 304, got ${revalidation.status}`);
    notModified.push(revalidation.ms);
  }
  const cachedLoad = await load({ url: cachedUrl, connections: 10, seconds });
  const notModifiedLoad = await load({
    url: cachedUrl,
    connections: 10,
    seconds,
    headers: { "if-none-match": etag },
  });

  const round = (value) => Math.round(value * 10) / 10;
  const results = {
    machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model}`,
    firstRender: Object.fromEntries(
      Object.entries(first).map(([kind, { ms, bytes }]) => [
        kind,
        { medianMs: round(median(ms)), n: ms.length, medianKb: round(median(bytes) / 1024) },
      ]),
    ),
    cachedMs: round(median(cached)),
    notModifiedMs: round(median(notModified)),
    cachedRps: Math.round(cachedLoad.rps),
    notModifiedRps: Math.round(notModifiedLoad.rps),
    rssMb: server.rssMb().map(Math.round),
  };
  console.log("\nPreview images (one request at a time, medians):");
  for (const [kind, figures] of Object.entries(results.firstRender))
    console.log(
      `  first render, ${kind.padEnd(10)} ${String(figures.medianMs).padStart(7)} ms  (${figures.n} images, ${figures.medianKb} KB)`,
    );
  console.log(`  cached answer           ${String(results.cachedMs).padStart(7)} ms`);
  console.log(`  304                     ${String(results.notModifiedMs).padStart(7)} ms`);
  console.log(`Throughput, 10 connections, ${seconds} s:`);
  console.log(`  cached answer  ${results.cachedRps} req/s`);
  console.log(`  304            ${results.notModifiedRps} req/s`);
  console.log(`Server memory after: ${results.rssMb.join(", ")} MB`);
  fs.mkdirSync(".tmp", { recursive: true });
  fs.writeFileSync(".tmp/bench-og.json", JSON.stringify(results, null, 2));
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
