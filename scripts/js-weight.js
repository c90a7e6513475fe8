// The JavaScript a page loads on first visit: every module script and modulepreload in its HTML,
// measured gzip-compressed from the build. Used by `npm run bench`.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export function jsWeight(html, clientDir = "build/client") {
  const urls = new Set();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    urls.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(match[1]);
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const url of urls) {
    const file = path.join(clientDir, url.replace(/^\//, ""));
    if (!fs.existsSync(file)) continue;
    const bytes = fs.readFileSync(file);
    const gz = zlib.gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += gz;
    files.push({ url, raw: bytes.length, gzip: gz });
  }
  return { raw, gzip, files: files.sort((a, b) => b.gzip - a.gzip) };
}
