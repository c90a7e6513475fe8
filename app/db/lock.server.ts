import fs from "node:fs";

export interface Lock {
  release(): void;
}

/**
 * PGlite is a single-process database: two processes writing one data folder corrupt it. The first
 * process writes its pid to a lock file; a second one refuses while that pid is alive. A lock left by
 * a process that died (SIGKILL, power loss) is taken over.
 */
export function acquireLock(file: string): Lock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readOrEmpty(file), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(file, holder);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

export class DataDirLockedError extends Error {
  constructor(
    readonly file: string,
    readonly pid: number,
  ) {
    super(
      `The data folder is in use by another TypeAtlas process (pid ${pid}, lock ${file}). ` +
        "Stop that process, or start this one with another DATA_DIR or a DATABASE_URL.",
    );
    this.name = "DataDirLockedError";
  }
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
