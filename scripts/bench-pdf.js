// `npm run bench:pdf`: the result PDF (decision 036) on the production server. For English,
// Arabic and Japanese: the first PDF of a fresh server (it reads the fonts' CSS and the subset
// files it needs), then the median of `BENCH_SAMPLES` more (warm), one request at a time, and the
// PDF's size; the server's memory after. Each request comes from its own address (the server
// trusts X-Forwarded-For from loopback), so the per-address limit is not what is measured.
// Traffic goes only to 127.0.0.1.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsFresh } from "./build-stamp.js";
import { median, startServer } from "./bench-server.js";

const samples = Number(process.env.BENCH_SAMPLES || 15);
const scores = "mind=22&energy=71&nature=38&tactics=45&identity=64";
const languages = [
  { locale: "en", prefix: "" },
  { locale: "ar", prefix: "/ar" },
  { locale: "ja", prefix: "/ja" },
];

if (!buildIsFresh()) {
  console.log("Building first...");
  const result = spawnSync(process.execPath, ["scripts/build.js"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(1);
}

let address = 0;
async function timed(url) {
  address++;
  const started = performance.now();
  const response = await fetch(url, {
    headers: { "X-Forwarded-For": `10.9.${address >> 8}.${address & 255}` },
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms, bytes };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-bench-pdf-"));
const server = await startServer({ dataDir });
try {
  // Warm the server's own code paths with a page, so the first PDF measures the PDF.
  await fetch(`${server.url}/`);
  const rssBefore = server.rssMb().map(Math.round);
  const rows = [];
  for (const { locale, prefix } of languages) {
    const url = `${server.url}${prefix}/personality-test/results/pdf?type=INTJ-A&${scores}`;
    const first = await timed(url);
    const warm = [];
    for (let n = 0; n < samples; n++) warm.push((await timed(url)).ms);
    rows.push({
      locale,
      firstMs: Math.round(first.ms),
      warmMedianMs: Math.round(median(warm)),
      warmMinMs: Math.round(Math.min(...warm)),
      kb: Math.round((first.bytes / 1024) * 10) / 10,
    });
  }
  const results = {
    machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model}`,
    samples,
    pdfs: rows,
    rssBeforeMb: rssBefore,
    rssMb: server.rssMb().map(Math.round),
  };
  console.log(`\nResult PDF, INTJ-A, one request at a time (${samples} warm samples each):`);
  console.log("  language   first     warm median   warm fastest   size");
  for (const row of rows)
    console.log(
      `  ${row.locale.padEnd(9)}${String(row.firstMs).padStart(6)} ms${String(row.warmMedianMs).padStart(11)} ms${String(row.warmMinMs).padStart(12)} ms${String(row.kb).padStart(9)} KB`,
    );
  console.log(
    `Server memory before the first PDF: ${results.rssBeforeMb.join(", ")} MB, after: ${results.rssMb.join(", ")} MB`,
  );
  fs.mkdirSync(".tmp", { recursive: true });
  fs.writeFileSync(".tmp/bench-pdf.json", JSON.stringify(results, null, 2));
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
