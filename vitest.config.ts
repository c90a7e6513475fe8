import { defineConfig } from "vitest/config";
import { contentPlugin } from "./app/content/vite-plugin.ts";

// Three projects: `unit` (pure modules, beside their source), `integration` (database layer and
// route actions on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), and `e2e` (Chromium
// against the production build; `npm test` builds first).
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
    ],
  },
});
