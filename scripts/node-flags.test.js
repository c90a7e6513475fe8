import fs from "node:fs";
import { expect, test } from "vitest";
import { serverNodeFlags, workerNodeFlags } from "./node-flags.js";

test("`npm start` runs the server with the heap settings the benchmarks and tests use", () => {
  const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8"));
  expect(scripts.start).toBe(`node ${serverNodeFlags.join(" ")} scripts/start.js`);
});

test("server.js gives cluster workers the worker heap settings listed here", () => {
  const server = fs.readFileSync("server.js", "utf8");
  const listed = /const workerNodeFlags = (\[[^\]]*\]);/.exec(server)?.[1];
  expect(listed && JSON.parse(listed)).toEqual(workerNodeFlags);
});
