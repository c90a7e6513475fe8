import os from "node:os";
import { expect, test } from "vitest";
import { parseEnv, workerCount } from "./config";

const postgres = { DATABASE_URL: "postgres://app@db.internal:5432/typeatlas" };

test("one worker on the embedded database, one per core on PostgreSQL, unless WEB_CONCURRENCY says", () => {
  expect(workerCount(parseEnv({}))).toBe(1);
  expect(workerCount(parseEnv(postgres))).toBe(os.availableParallelism());
  expect(workerCount(parseEnv({ ...postgres, WEB_CONCURRENCY: "3" }))).toBe(3);
  expect(workerCount(parseEnv({ WEB_CONCURRENCY: "1" }))).toBe(1);
  expect(workerCount(parseEnv({ ...postgres, WEB_CONCURRENCY: "" }))).toBe(
    os.availableParallelism(),
  );
});

test("WEB_CONCURRENCY outside 1 to 64, or above 1 on the embedded database, stops start-up naming it", () => {
  for (const value of ["0", "65", "1.5", "many"])
    expect(() => parseEnv({ ...postgres, WEB_CONCURRENCY: value })).toThrow(
      "WEB_CONCURRENCY: WEB_CONCURRENCY must be a whole number from 1 to 64.",
    );
  expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(
    "WEB_CONCURRENCY: WEB_CONCURRENCY above 1 needs DATABASE_URL",
  );
});
