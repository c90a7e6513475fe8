import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "./server";

/**
 * A private copy of the production build (build/, server.js and what it reads) for servers that must run for a
 * minute: another `npm run build` in the same working tree empties build/ while it writes, and a
 * running server then fails to load its route chunks. The copy sits under .tmp/ in the project, so
 * packages still resolve from node_modules and the migrations from drizzle/. Pass `args` to
 * spawnServer; `dispose` removes the copy.
 */
export async function snapshotBuild(): Promise<{ args: string[]; dispose(): void }> {
  const dir = path.join(
    projectRoot,
    ".tmp",
    "build-snapshots",
    crypto.randomBytes(4).toString("hex"),
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    fs.rmSync(dir, { recursive: true, force: true });
    const before = listing();
    if (before.includes("server/index.js ") && copy(dir)) {
      // A build that changed anything while we copied is not a build to trust: copy again.
      if (listing() === before) {
        return {
          args: [path.join(dir, "server.js")],
          dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
        };
      }
    }
    if (Date.now() > deadline) throw new Error("build/ kept changing; no stable copy was made.");
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

function copy(dir: string): boolean {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.cpSync(path.join(projectRoot, "build"), path.join(dir, "build"), { recursive: true });
    // What server.js needs beside build/: the heap flags it gives cluster workers, read from
    // package.json's config (decision 022).
    for (const file of ["server.js", "package.json", "scripts/node-flags.js"]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.copyFileSync(path.join(projectRoot, file), path.join(dir, file));
    }
    return true;
  } catch {
    // A file vanished under a build in progress.
    return false;
  }
}

/** Every file of build/ with its size and time, as one string to compare. */
function listing(): string {
  const root = path.join(projectRoot, "build");
  const lines: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = fs.statSync(full);
        lines.push(`${path.relative(root, full)} ${stat.size} ${stat.mtimeMs}`);
      }
    }
  };
  try {
    walk(root);
  } catch {
    // Changing under a build in progress: a listing that matches nothing.
    return `changing ${Math.random()}`;
  }
  return lines.sort().join("\n");
}
