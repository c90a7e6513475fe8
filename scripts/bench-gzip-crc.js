// `node scripts/bench-gzip-crc.js` (decision 022): the per-answer cost of the gzip trailer's CRC-32 for
// a kept page, joined from its parts' CRCs (server/gzip-splice.ts) or read again with zlib.crc32.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import ts from "typescript";
const source = ts.transpileModule(fs.readFileSync("server/gzip-splice.ts", "utf8"), {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
}).outputText;
fs.mkdirSync(".tmp", { recursive: true });
fs.writeFileSync(".tmp/gzip-splice.mjs", source);
const { compressParts, spliceGzip } = await import(path.resolve(".tmp/gzip-splice.mjs"));
const raw = crypto.randomBytes(53_917).toString("base64").slice(0, 53_917); // the home page's size
const cuts = [0, 9_000, 20_000, 40_000, raw.length];
const parts = cuts.slice(1).map((end, i) => Buffer.from(raw.slice(cuts[i], end)));
const body = compressParts(parts);
const nonce = Buffer.from(crypto.randomBytes(18).toString("base64"));
function chained() {
  let crc = zlib.crc32(parts[0]);
  for (let i = 1; i < parts.length; i++) crc = zlib.crc32(parts[i], zlib.crc32(nonce, crc));
  return crc;
}
const combined = () => spliceGzip(body, nonce).at(-1).readUInt32LE(0);
if (chained() !== combined()) throw new Error("the two CRCs differ");
for (const [name, run] of [
  ["combine (ours)", combined],
  ["zlib.crc32 over the answer", chained],
]) {
  for (let i = 0; i < 2_000; i++) run();
  const n = 50_000;
  const t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) run();
  console.log(
    `${name}: ${(Number(process.hrtime.bigint() - t) / n / 1000).toFixed(2)} µs per answer`,
  );
}
