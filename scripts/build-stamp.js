// The build's fingerprint: a hash of every file that goes into `react-router build`. `npm start`
// rebuilds when the stamp written after the last build no longer matches the sources.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const inputs = ["app", "server", "public", "drizzle", "content"];
const files = [
  "package-lock.json",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

export const stampFile = "build/.source-hash";

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (
      entry.isFile() &&
      !entry.name.endsWith(".test.ts") &&
      !entry.name.endsWith(".test.tsx")
    )
      out.push(full);
  }
  return out;
}

export function sourceHash(root = process.cwd()) {
  const hash = crypto.createHash("sha256");
  const all = [
    ...inputs.flatMap((dir) =>
      fs.existsSync(path.join(root, dir)) ? walk(path.join(root, dir), []) : [],
    ),
    ...files.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  ].sort();
  for (const file of all) {
    hash.update(path.relative(root, file));
    hash.update("\0");
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export function buildIsFresh(root = process.cwd()) {
  const stamp = path.join(root, stampFile);
  if (!fs.existsSync(path.join(root, "build/server/index.js")) || !fs.existsSync(stamp))
    return false;
  return fs.readFileSync(stamp, "utf8").trim() === sourceHash(root);
}

export function writeStamp(root = process.cwd()) {
  fs.writeFileSync(path.join(root, stampFile), sourceHash(root) + "\n");
}
