import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server";

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of our own (initdb into a temporary folder, pg_ctl on a free port), for tests
 * that stop and start the database: the machine's shared server must never be stopped, since CI's
 * database lives there. initdb and pg_ctl refuse to run as root; as root we run them as the
 * `postgres` user, which then owns the temporary folder.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication, local only). */
  url: string;
  port: number;
  /** pg_ctl stop -m fast: every session is terminated, new connections are refused. */
  stop(): Promise<void>;
  /** pg_ctl start, resolving when the server accepts connections. */
  start(): Promise<void>;
  /** Stops the cluster (immediate) and removes its folder. */
  destroy(): Promise<void>;
}

function binDir(): string {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(`No PostgreSQL server binaries under ${root} (set POSTGRES_BIN_DIR).`);
  }
  return path.join(root, versions[0], "bin");
}

/** The command line as the cluster's owner: `postgres` when we are root, else ourselves. */
function asOwner(binary: string, args: string[]): [string, string[]] {
  const file = path.join(binDir(), binary);
  return process.getuid?.() === 0
    ? ["runuser", ["-u", "postgres", "--", file, ...args]]
    : [file, args];
}

async function owner(binary: string, args: string[], timeoutMs = 60_000) {
  const [file, argv] = asOwner(binary, args);
  try {
    return await run(file, argv, { timeout: timeoutMs });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${binary} ${args.join(" ")} failed: ${stderr || stdout || error}`, {
      cause: error,
    });
  }
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    fs.chownSync(root, uid, gid);
  }
  const dataDir = path.join(root, "data");
  const logFile = path.join(root, "postgres.log");
  const port = await freePort();
  await owner("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--no-sync",
  ]);
  // Local only: TCP on 127.0.0.1 and a socket in our own folder, not the shared /var/run one.
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses=127.0.0.1",
    // A throw-away cluster: no need to survive a power cut, and a clean stop flushes anyway.
    "-c fsync=off",
    "-c full_page_writes=off",
  ].join(" ");
  const start = () =>
    owner("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", options, "-w", "-t", "60", "start"]).then(
      () => undefined,
    );
  const stop = (mode: "fast" | "immediate") =>
    owner("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "60", "stop"]).then(() => undefined);

  // Should the test process die without its cleanup, leave no server running behind it.
  const onExit = () => {
    try {
      const [file, argv] = asOwner("pg_ctl", ["-D", dataDir, "-m", "immediate", "stop"]);
      execFileSync(file, argv, { stdio: "ignore", timeout: 10_000 });
    } catch {
      // Not running.
    }
  };
  process.once("exit", onExit);
  await start();

  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: () => stop("fast"),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      process.removeListener("exit", onExit);
      await stop("immediate").catch(() => {});
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
