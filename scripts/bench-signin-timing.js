// Sign-in timing: does a wrong password for a real account take as long as an address with no
// account? If it did not, the time of the answer would tell which addresses are registered.
// better-auth hashes the typed password for an unknown address too (a dummy scrypt hash, see
// better-auth/dist/api/routes/sign-in.mjs), so the two medians should sit within a few ms.
//
// Runs `node server.js` on the existing build (building first when it is stale) with a temporary
// DATA_DIR on a free port of 127.0.0.1 (scripts/bench-server.js), makes a few accounts through the sign-up form, then times
// alternating failed sign-ins. The limits on failed sign-ins (5 per account, 20 per address in
// 15 minutes) are kept out of the way with fresh accounts and a client address per attempt, sent
// as X-Forwarded-For, which the server trusts from loopback only (server/app.ts, "trust proxy").
//
// `node scripts/bench-signin-timing.js` prints the figures; `npm run bench` imports
// `benchSignInTiming()`. SIGNIN_TRIES sets the tries of each kind (default 30).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median, startServer } from "./bench-server.js";
import { buildIsFresh } from "./build-stamp.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const password = "correct horse battery";

/** One POST /auth with its own client address; resolves to the status and the time it took. */
async function post(url, fields, clientIp) {
  const started = performance.now();
  const response = await fetch(`${url}/auth`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "X-Forwarded-For": clientIp },
    redirect: "manual",
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/**
 * Medians of `tries` failed sign-ins with an unknown address and as many with a wrong password,
 * alternating, after a short warm-up.
 */
export async function benchSignInTiming({ tries = Number(process.env.SIGNIN_TRIES || 30) } = {}) {
  if (!buildIsFresh(root)) {
    const built = spawnSync(process.execPath, ["scripts/build.js"], {
      cwd: root,
      stdio: "inherit",
    });
    if (built.status !== 0) throw new Error("The production build failed.");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-signin-"));
  const server = await startServer({
    dataDir,
    env: { NODE_ENV: "production", LOG_LEVEL: "error" },
  });
  let address = 0;
  const nextIp = () => `10.77.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  try {
    // Four wrong passwords per account stay under its limit of five.
    const accounts = Array.from(
      { length: Math.ceil((tries + 4) / 4) },
      (_, i) => `timing-${i}-${Date.now().toString(36)}@example.com`,
    );
    for (const email of accounts) {
      const { status } = await post(
        server.url,
        { intent: "sign-up", name: "Timing", email, password },
        nextIp(),
      );
      if (status !== 200) throw new Error(`Sign-up answered ${status}.`);
    }
    let attempt = 0;
    const attemptWith = async (kind) => {
      const email =
        kind === "unknown"
          ? `nobody-${attempt}-${Date.now().toString(36)}@example.com`
          : accounts[Math.floor(attempt / 4) % accounts.length];
      if (kind === "wrong") attempt++;
      const { status, ms } = await post(
        server.url,
        { intent: "sign-in", email, password: "not the password" },
        nextIp(),
      );
      if (status !== 401) throw new Error(`A failed sign-in answered ${status}, not 401.`);
      return ms;
    };
    // Warm-up: JIT, the database's caches, the first scrypt.
    for (let i = 0; i < 2; i++) {
      await attemptWith("unknown");
      await attemptWith("wrong");
    }
    const unknown = [];
    const wrong = [];
    for (let i = 0; i < tries; i++) {
      unknown.push(await attemptWith("unknown"));
      wrong.push(await attemptWith("wrong"));
    }
    const unknownMedianMs = Number(median(unknown).toFixed(1));
    const wrongPasswordMedianMs = Number(median(wrong).toFixed(1));
    return {
      unknownMedianMs,
      wrongPasswordMedianMs,
      differenceMs: Number(Math.abs(unknownMedianMs - wrongPasswordMedianMs).toFixed(1)),
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const figures = await benchSignInTiming();
  console.log(JSON.stringify(figures, null, 2));
  if (figures.differenceMs > 20)
    console.log(`The medians differ by ${figures.differenceMs} ms: more than 20 ms.`);
}
