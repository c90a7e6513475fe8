import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { parseSimulateArgs } from "./stats-simulate.js";

const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-simulate-"));

test("without a named database it refuses, whatever the environment", () => {
  expect(() => parseSimulateArgs([], {}, cwd)).toThrow(/Refusing .* default database/);
  expect(() => parseSimulateArgs(["--n", "10"], { DATA_DIR: "elsewhere" }, cwd)).toThrow(
    /default database/,
  );
});

test("it refuses the site's data folder, ./data or DATA_DIR", () => {
  expect(() => parseSimulateArgs(["--data-dir", "data"], {}, cwd)).toThrow(/site's data folder/);
  expect(() => parseSimulateArgs(["--data-dir", "./data/"], {}, cwd)).toThrow(/site's data/);
  expect(() => parseSimulateArgs(["--data-dir=live"], { DATA_DIR: "live" }, cwd)).toThrow(
    /site's data folder/,
  );
});

test("it refuses a folder that already holds something, and the site's DATABASE_URL", () => {
  const used = path.join(cwd, "used");
  fs.mkdirSync(used);
  fs.writeFileSync(path.join(used, "x"), "");
  expect(() => parseSimulateArgs(["--data-dir", used], {}, cwd)).toThrow(/not empty/);
  const url = "postgres://postgres@127.0.0.1:5432/live";
  expect(() => parseSimulateArgs(["--database-url", url], { DATABASE_URL: url }, cwd)).toThrow(
    /site's database/,
  );
});

test("it takes a new folder or another database, and the number of people", () => {
  expect(parseSimulateArgs(["--data-dir", "sim", "--n", "200"], {}, cwd)).toEqual({
    n: 200,
    dataDir: path.join(cwd, "sim"),
    databaseUrl: undefined,
  });
  expect(parseSimulateArgs(["--database-url", "postgres://h/sim"], {}, cwd).n).toBe(5000);
  expect(() => parseSimulateArgs(["--data-dir", "sim", "--n", "0"], {}, cwd)).toThrow(/--n/);
});
