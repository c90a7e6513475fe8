import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { extractTarGz } from "./tar.server";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-tar-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

test("unpacks what the system tar packed: folders, empty and large files, modes", () => {
  const source = tempDir();
  fs.mkdirSync(path.join(source, "base", "5"), { recursive: true });
  fs.mkdirSync(path.join(source, "pg_notify"));
  fs.writeFileSync(path.join(source, "PG_VERSION"), "17\n", { mode: 0o600 });
  fs.writeFileSync(path.join(source, "base", "5", "empty"), "");
  const large = Buffer.alloc(700_000, 7);
  large.write("start");
  fs.writeFileSync(path.join(source, "base", "5", "1259"), large);
  const archive = path.join(tempDir(), "seed.tar.gz");
  const packed = spawnSync("tar", ["-czf", archive, "-C", source, "."]);
  expect(packed.status).toBe(0);

  const dest = path.join(tempDir(), "pglite");
  expect(extractTarGz(fs.readFileSync(archive), dest)).toBe(3);
  expect(fs.readFileSync(path.join(dest, "PG_VERSION"), "utf8")).toBe("17\n");
  expect(fs.readFileSync(path.join(dest, "base", "5", "1259")).equals(large)).toBe(true);
  expect(fs.statSync(path.join(dest, "base", "5", "empty")).size).toBe(0);
  expect(fs.statSync(path.join(dest, "pg_notify")).isDirectory()).toBe(true);
  expect(fs.statSync(path.join(dest, "PG_VERSION")).mode & 0o777).toBe(0o600);
});

test("refuses an entry that would land outside the destination", () => {
  const source = tempDir();
  fs.writeFileSync(path.join(source, "evil"), "x");
  const archive = path.join(tempDir(), "evil.tar.gz");
  const packed = spawnSync("tar", ["-czf", archive, "-C", source, "--transform=s,^,../,", "evil"]);
  expect(packed.status).toBe(0);
  const dest = path.join(tempDir(), "out");
  expect(() => extractTarGz(fs.readFileSync(archive), dest)).toThrow(/outside/);
  expect(fs.existsSync(path.join(path.dirname(dest), "evil"))).toBe(false);
});
