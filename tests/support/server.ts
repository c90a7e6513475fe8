import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { serverNodeFlags } from "../../scripts/node-flags.js";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export function temporaryDir(prefix = "typeatlas-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The environment of a production server on 127.0.0.1:port, on PGlite unless `env` says otherwise. */
export function serverEnv(
  port: number,
  env: Record<string, string | undefined> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    // Links in mails must lead to the address the tests browse.
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: undefined,
    ...env,
  };
}

export interface SpawnedServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends SIGTERM and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

/**
 * Starts TypeAtlas as a separate process (by default `node server.js` on the existing build; pass
 * `command` to run e.g. `npm start`) and waits until /healthz answers 200.
 */
export async function spawnServer(
  options: {
    env?: Record<string, string | undefined>;
    args?: string[];
    readyTimeoutMs?: number;
  } = {},
): Promise<SpawnedServer> {
  const port = await freePort();
  const args = options.args ?? ["server.js"];
  const child = spawn(process.execPath, [...serverNodeFlags, ...args], {
    cwd: projectRoot,
    env: serverEnv(port, options.env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `The server exited with code ${child.exitCode} before it was ready:\n${output}`,
      );
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not become ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    process: child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      const started = Date.now();
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
  };
}
