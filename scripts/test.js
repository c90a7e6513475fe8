// The test runs, in parts (decision 023):
// - `npm test` (`main`): lint, format check, typecheck, link check and production build, two at a
//   time, then the unit, integration, end-to-end and attack suites in one Vitest run that keeps
//   both cores busy.
// - `npm run test:proof` (`proof`): issue 7's proofs that measure: several instances on one
//   PostgreSQL and Redis, 200 users for 60 s, and the database stopped or the app killed under load.
// - `.ci/run` runs `node scripts/test.js main proof`: both parts, one summary.
// Every step runs even when an earlier one fails, so one run shows everything; the last line sums
// them all as "N passed, N failed".
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const tmp = path.resolve(".tmp");
fs.mkdirSync(tmp, { recursive: true });
const bin = (name) => path.resolve("node_modules/.bin", name);

const parts = process.argv.slice(2);
const known = ["main", "proof"];
for (const part of parts) {
  if (!known.includes(part)) {
    console.error(`Unknown part "${part}": use ${known.join(", ")} (none means main).`);
    process.exit(2);
  }
}
const selected = parts.length > 0 ? parts : ["main"];

/** Checks that are not test runners count as one test each. */
const checks = [
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "lint (eslint)", command: [bin("eslint"), ".", "--max-warnings=0"] },
  { name: "format (prettier)", command: [bin("prettier"), "--check", ".", "--log-level=warn"] },
  { name: "links", command: [process.execPath, "scripts/check-links.js"] },
  { name: "build", command: [process.execPath, "scripts/build.js"] },
];

/** A Vitest run and how its files split into the summary's rows, by path. */
const runs = {
  main: {
    title: "unit, integration, end-to-end and attack",
    projects: ["unit", "integration", "e2e", "attack"],
    file: "vitest-main.json",
    rows: [
      { name: "end-to-end", test: (file) => file.startsWith("tests/e2e/") },
      { name: "attack", test: (file) => file.startsWith("tests/attack/") },
      { name: "unit + integration", test: () => true },
    ],
  },
  proof: {
    title: "cluster, load and chaos",
    projects: ["cluster", "load", "chaos"],
    file: "vitest-proof.json",
    rows: [{ name: "cluster, load and chaos", test: () => true }],
  },
};

/** Runs a check with its output held back, so two at a time do not interleave. */
function runCheck(check) {
  const [program, ...args] = check.command;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(program, args, { env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n▶ ${check.name} (${seconds.toFixed(1)}s)${code === 0 ? "" : ": FAILED"}`);
      if (output.trim()) console.log(output.trimEnd());
      resolve({
        name: check.name,
        passed: code === 0 ? 1 : 0,
        failed: code === 0 ? 0 : 1,
        skipped: 0,
      });
    });
  });
}

/** The checks on two cores: typecheck beside the quicker ones, the build as soon as one is free. */
async function runChecks() {
  const queue = [...checks];
  const results = new Map();
  await Promise.all(
    [0, 1].map(async () => {
      for (let check = queue.shift(); check; check = queue.shift())
        results.set(check.name, await runCheck(check));
    }),
  );
  return checks.map((check) => results.get(check.name));
}

function runVitest(run) {
  const report = path.join(tmp, run.file);
  fs.rmSync(report, { force: true });
  const started = Date.now();
  const result = spawnSync(
    bin("vitest"),
    [
      "run",
      ...run.projects.flatMap((project) => ["--project", project]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    { stdio: "inherit", env: process.env },
  );
  const seconds = (Date.now() - started) / 1000;
  const status = result.status ?? 1;
  const rows = run.rows.map((row) => ({ name: row.name, passed: 0, failed: 0, skipped: 0 }));
  if (!fs.existsSync(report)) {
    rows[0].failed = 1;
  } else {
    const json = JSON.parse(fs.readFileSync(report, "utf8"));
    for (const file of json.testResults) {
      const relative = path.relative(process.cwd(), file.name);
      const row = rows[run.rows.findIndex((candidate) => candidate.test(relative))];
      const tests = file.assertionResults;
      row.passed += tests.filter((test) => test.status === "passed").length;
      row.failed += tests.filter((test) => test.status === "failed").length;
      row.skipped += tests.filter((test) =>
        ["pending", "skipped", "todo"].includes(test.status),
      ).length;
      // A file that fails to load has no tests but still fails the run.
      if (file.status === "failed" && !tests.some((test) => test.status === "failed"))
        row.failed += 1;
    }
    // Vitest failed for a reason no file shows (a global setup, say).
    if (status !== 0 && rows.every((row) => row.failed === 0)) rows[0].failed = 1;
  }
  return { rows, seconds };
}

const rows = [];
/** Wall-clock times: the checks overlap and a Vitest run's files share its workers. */
const times = [];
if (selected.includes("main")) {
  console.log("\n▶ checks (two at a time; each prints when done)");
  const started = Date.now();
  rows.push(...(await runChecks()));
  times.push(`checks ${((Date.now() - started) / 1000).toFixed(1)}s`);
}
for (const part of selected) {
  const name = runs[part].title;
  console.log(`\n▶ ${name}`);
  const { rows: counted, seconds } = runVitest(runs[part]);
  rows.push(...counted);
  times.push(`${name} ${seconds.toFixed(1)}s`);
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
    `  ${mark} ${row.name.padEnd(nameWidth)} ${String(row.passed).padStart(4)} passed ${String(row.failed).padStart(3)} failed ${String(row.skipped).padStart(3)} skipped`,
  );
}
console.log(`  Time: ${times.join("; ")}.`);
if (!process.env.TEST_DATABASE_URL) {
  console.log("  (TEST_DATABASE_URL is not set: database tests ran on PGlite only.)");
}
const line = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`;
fs.writeFileSync(path.join(tmp, "test-summary.txt"), line + "\n");
console.log(line);
process.exit(total.failed > 0 ? 1 : 0);
