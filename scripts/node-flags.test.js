import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, test } from "vitest";
import { serverNodeFlags, workerNodeFlags } from "./node-flags.js";

test("the server and worker heap settings are the two lists written in package.json's config", () => {
  expect(serverNodeFlags).toEqual(["--optimize-for-size", "--max-old-space-size=256"]);
  expect(workerNodeFlags).toEqual(["--max-semi-space-size=16", "--max-old-space-size=256"]);
});

test("`npm start` writes no heap setting of its own: it takes the server's from the config", () => {
  const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8"));
  expect(scripts.start).toBe("node $npm_package_config_serverNodeFlags scripts/start.js");
  expect(scripts.start).not.toMatch(/--(max|optimize)/);
});

test("npm hands the server heap settings to node as separate flags, as `npm start` does", () => {
  // The start script's command line, with scripts/start.js swapped for printing node's own flags.
  const printed = execFileSync(
    "npm",
    [
      "exec",
      "--silent",
      "-c",
      'node $npm_package_config_serverNodeFlags -p "JSON.stringify(process.execArgv)"',
    ],
    { encoding: "utf8" },
  );
  expect(JSON.parse(printed).slice(0, -2)).toEqual(serverNodeFlags);
});

test("server.js gives cluster workers the worker heap settings, not a list of its own", () => {
  const server = fs.readFileSync("server.js", "utf8");
  expect(server).toContain('import { workerNodeFlags } from "./scripts/node-flags.js";');
  expect(server).not.toMatch(/--max-(old|semi)-space-size=\d/);
});
