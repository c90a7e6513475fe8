import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { buildIsFresh, sourceHash, writeStamp } from "./build-stamp.js";

function fakeProject() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-stamp-"));
  fs.mkdirSync(path.join(root, "app"));
  fs.writeFileSync(path.join(root, "app/root.tsx"), "export default 1;");
  fs.writeFileSync(path.join(root, "package.json"), "{}");
  return root;
}

test("a missing build is not fresh", () => {
  expect(buildIsFresh(fakeProject())).toBe(false);
});

test("a build stamped from the current sources is fresh until a source changes", () => {
  const root = fakeProject();
  fs.mkdirSync(path.join(root, "build/server"), { recursive: true });
  fs.writeFileSync(path.join(root, "build/server/index.js"), "");
  writeStamp(root);
  expect(buildIsFresh(root)).toBe(true);
  fs.writeFileSync(path.join(root, "app/root.tsx"), "export default 2;");
  expect(buildIsFresh(root)).toBe(false);
});

test("test files do not count as sources", () => {
  const root = fakeProject();
  const before = sourceHash(root);
  fs.writeFileSync(path.join(root, "app/root.test.tsx"), "test");
  expect(sourceHash(root)).toBe(before);
});
