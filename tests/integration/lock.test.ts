import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { openDatabase, selectRows } from "~/db/client.server";
import { DataDirLockedError } from "~/db/lock.server";

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-lock-test-"));
}

test("PGlite keeps its data in the folder across a close and reopen", async () => {
  const dir = tempDir();
  const first = await openDatabase({ dataDir: dir });
  await first.db.execute(
    "insert into contact_messages (name, email, subject, message) values ('a','a@b.co','s','m')",
  );
  await first.close();
  const second = await openDatabase({ dataDir: dir });
  const [row] = await selectRows<{ n: number }>(
    second.db,
    "select count(*)::int as n from contact_messages",
  );
  expect(row?.n).toBe(1);
  await second.close();
});

test("a folder locked by a live process is refused with a clear error", async () => {
  const dir = tempDir();
  // The test runner's parent process is alive and is not us: it stands in for another server.
  fs.writeFileSync(path.join(dir, "typeatlas.lock"), String(process.ppid));
  const attempt = openDatabase({ dataDir: dir });
  await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
  await expect(attempt).rejects.toThrow(/in use by another TypeAtlas process/);
});

test("a lock left by a dead process is taken over, and released on close", async () => {
  const dir = tempDir();
  const lock = path.join(dir, "typeatlas.lock");
  fs.writeFileSync(lock, "999999999");
  const handle = await openDatabase({ dataDir: dir });
  expect(fs.readFileSync(lock, "utf8")).toBe(String(process.pid));
  await handle.close();
  expect(fs.existsSync(lock)).toBe(false);
});
