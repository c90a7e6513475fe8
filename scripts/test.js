// `npm test`: lint, format check, typecheck, production build, then the unit, integration,
// end-to-end, and attack, cluster, load and chaos suites. Every step runs even when an earlier
// one fails, so one run shows everything; the last line sums them all as "N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const tmp = path.resolve(".tmp");
fs.mkdirSync(tmp, { recursive: true });
const bin = (name) => path.resolve("node_modules/.bin", name);

/** Checks that are not test runners count as one test each. */
const checks = [
  { name: "lint (eslint)", command: [bin("eslint"), ".", "--max-warnings=0"] },
  { name: "format (prettier)", command: [bin("prettier"), "--check", ".", "--log-level=warn"] },
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "build", command: [process.execPath, "scripts/build.js"] },
];

const suites = [
  { name: "unit + integration", projects: ["unit", "integration"], file: "vitest-fast.json" },
  // End-to-end tests run on the build from the step above.
  { name: "end-to-end", projects: ["e2e"], file: "vitest-e2e.json" },
  // Issue 7's proofs, on the same build: fuzzing and security, several instances, 200 users for
  // 60 s, and the database stopped or the app killed under load.
  {
    name: "attack, cluster, load and chaos",
    projects: ["attack", "cluster", "load", "chaos"],
    file: "vitest-proofs.json",
  },
];

const rows = [];

function run(command) {
  const [program, ...args] = command;
  const started = Date.now();
  const result = spawnSync(program, args, { stdio: "inherit", env: process.env });
  return { status: result.status ?? 1, seconds: (Date.now() - started) / 1000 };
}

for (const check of checks) {
  console.log(`\n▶ ${check.name}`);
  const { status, seconds } = run(check.command);
  rows.push({
    name: check.name,
    passed: status === 0 ? 1 : 0,
    failed: status === 0 ? 0 : 1,
    skipped: 0,
    seconds,
  });
}

for (const suite of suites) {
  console.log(`\n▶ ${suite.name}`);
  const report = path.join(tmp, suite.file);
  fs.rmSync(report, { force: true });
  const { status, seconds } = run([
    bin("vitest"),
    "run",
    ...suite.projects.flatMap((project) => ["--project", project]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  let counts = { passed: 0, failed: 1, skipped: 0 };
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, "utf8"));
    counts = {
      passed: json.numPassedTests,
      // A file that fails to load has no tests but still fails the suite.
      failed: json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0),
      skipped: json.numPendingTests + json.numTodoTests,
    };
  }
  rows.push({ name: suite.name, ...counts, seconds });
}

const total = rows.reduce(
  (sum, row) => ({
    passed: sum.passed + row.passed,
    failed: sum.failed + row.failed,
    skipped: sum.skipped + row.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);

console.log("\nSummary");
const nameWidth = Math.max(...rows.map((row) => row.name.length));
for (const row of rows) {
  const mark = row.failed ? "✗" : "✓";
  console.log(
    `  ${mark} ${row.name.padEnd(nameWidth)} ${String(row.passed).padStart(4)} passed ${String(row.failed).padStart(3)} failed ${String(row.skipped).padStart(3)} skipped  ${row.seconds.toFixed(1)}s`,
  );
}
if (!process.env.TEST_DATABASE_URL) {
  console.log("  (TEST_DATABASE_URL is not set: database tests ran on PGlite only.)");
}
const line = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`;
fs.writeFileSync(path.join(tmp, "test-summary.txt"), line + "\n");
console.log(line);
process.exit(total.failed > 0 ? 1 : 0);
