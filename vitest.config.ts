import { defineConfig } from "vitest/config";
import { contentPlugin } from "./app/content/vite-plugin.ts";
import { messagesPlugin } from "./app/i18n/vite-plugin.ts";
import { LongestFirst } from "./tests/support/longest-first.ts";

// Seven projects (decisions 004 and 023). `npm test` runs the first four in one Vitest run: `unit`
// (pure modules, beside their source), `integration` (database layer and route actions on PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set), `e2e` (Chromium against the production build;
// `npm test` builds first) and `attack` (fuzzing and security against production servers it starts
// itself on 127.0.0.1). `npm run test:proof` runs the proofs that measure: `cluster` (several
// instances on one PostgreSQL and Redis), `load` and `chaos` (faults under load).

/**
 * Files of `npm test`'s projects at once: three on this 2-core machine (decision 023). Vitest's
 * default is one less than the cores; with two, a fifth of the machine still sat idle while files
 * waited on their servers, browsers and timers; with three it is busy to the end, and four only
 * cost more CPU. The four projects share one pool, so they need the same number
 * (Vitest refuses different ones).
 */
const workers = 3;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [contentPlugin(), messagesPlugin()],
  test: {
    // Expected failures (a closed database, say) are logged; keep test output readable.
    env: { LOG_LEVEL: "silent" },
    // The longest files first, whatever their project (tests/support/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.js",
            "tests/support/**/*.test.ts",
          ],
          environment: "node",
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          // A guard against hangs, not a speed check: compiling all of content/ shares the cores
          // with browser tests, and took over 5 s (the default) on a busy machine.
          testTimeout: 30_000,
          maxWorkers: workers,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // A worker runs its files in one process, so the app's modules (better-auth, drizzle,
          // PGlite) load once per worker rather than once per file: a quarter less CPU. Each file
          // still opens its own databases; none mocks a module or changes the environment.
          isolate: false,
          environment: "node",
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: workers,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file drives its own Chromium against the one server of the global setup.
          maxWorkers: workers,
        },
      },
      {
        extends: true,
        test: {
          name: "attack",
          include: ["tests/attack/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/build-once.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 300_000,
          hookTimeout: 180_000,
          // Each file starts its own servers on free ports with their own data (a PGlite folder or
          // a throw-away PostgreSQL database) and asserts no timing, so several files run at once.
          maxWorkers: workers,
        },
      },
      ...["cluster", "load", "chaos"].map((name) => ({
        extends: true as const,
        test: {
          name,
          include: [`tests/${name}/**/*.test.ts`],
          environment: "node" as const,
          globalSetup: ["tests/support/build-once.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 300_000,
          hookTimeout: 180_000,
          // Each file starts its own servers and load; one at a time keeps the figures honest.
          maxWorkers: 1,
          fileParallelism: false,
        },
      })),
    ],
  },
});
