import { defineConfig } from "vitest/config";
import { contentPlugin } from "./app/content/vite-plugin.ts";

// Projects: `unit` (pure modules, beside their source), `integration` (database layer and route
// actions on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), `e2e` (Chromium against the
// production build; `npm test` builds first), and the proofs of issue 7, each against production
// servers it starts itself on 127.0.0.1: `attack` (fuzzing and security), `cluster` (several
// instances on one PostgreSQL and Redis), `load` and `chaos` (faults under load).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [contentPlugin()],
  test: {
    // Expected failures (a closed database, say) are logged; keep test output readable.
    env: { LOG_LEVEL: "silent" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.js"],
          environment: "node",
          setupFiles: ["tests/support/fail-on-console-error.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
          // Each file drives its own Chromium; two at once is what a 2-core machine can take.
          maxWorkers: 2,
        },
      },
      ...["attack", "cluster", "load", "chaos"].map((name) => ({
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
