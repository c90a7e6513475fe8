import fs from "node:fs";
import { expect, test } from "vitest";
import { serverNodeFlags } from "./node-flags.js";

test("`npm start` runs the server with the heap limits the benchmarks and tests use", () => {
  const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8"));
  expect(scripts.start).toBe(`node ${serverNodeFlags.join(" ")} scripts/start.js`);
});
