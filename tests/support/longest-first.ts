import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds a file is guessed to take per kilobyte of its source, by project, when this machine has
 * not timed it yet (a fresh clone, as in CI): a browser journey is slower than a request, and a
 * request than a database call.
 */
const secondsPerKilobyte: Record<string, number> = { e2e: 4, attack: 2, integration: 1 };

/**
 * The test files of one run, longest first, whatever their project (decision 023). Vitest's own
 * order runs the projects one after another by name (attack, e2e, integration, unit), so the two
 * longest end-to-end files started only after every attack file. Longest first keeps every worker
 * busy to the end, with the short unit files filling the tail.
 * A file's length is its duration in the last run (Vitest keeps those in
 * node_modules/.vite/vitest), else a guess from its size and project.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const seconds = (file: TestSpecification) => {
      const key = `${file.project.name}:${path.relative(config.root, file.moduleId)}`;
      const last = cache.getFileTestResults(key);
      if (last) return last.duration / 1000;
      const kilobytes = (cache.getFileStats(key)?.size ?? 0) / 1024;
      return kilobytes * (secondsPerKilobyte[file.project.name] ?? 0.1);
    };
    const estimates = new Map(files.map((file) => [file, seconds(file)]));
    return [...files].sort((a, b) => estimates.get(b)! - estimates.get(a)!);
  }
}
