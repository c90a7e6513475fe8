import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

test("a test that calls console.error or console.warn, or makes Node warn, fails; a quiet one passes", () => {
  const run = spawnSync(
    path.join(root, "node_modules/.bin/vitest"),
    ["run", "--config", "tests/fixtures/console/vitest.config.ts", "--reporter=json"],
    { cwd: root, encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } },
  );
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf("{")));
  const outcomes = Object.fromEntries(
    report.testResults[0].assertionResults.map(
      (result: { title: string; status: string; failureMessages: string[] }) => [
        result.title,
        `${result.status} ${result.failureMessages.join(" ")}`,
      ],
    ),
  );
  expect(outcomes["prints nothing"]).toBe("passed ");
  expect(outcomes["calls console.error"]).toMatch(/^failed .*console\.error: an error/s);
  expect(outcomes["calls console.warn"]).toMatch(/^failed .*console\.warn: No `HydrateFallback`/s);
  expect(outcomes["makes Node emit a warning"]).toMatch(
    /^failed .*Node warning: DeprecationWarning: a deprecated call/s,
  );
});
