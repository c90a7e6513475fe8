import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "../support/server";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { migrateDatabase, selectRows } from "~/db/client.server";
import { createContactMessage, listContactMessages } from "~/db/contact-messages.server";
import { databaseTargets, freshDatabase } from "../support/databases";

describe.each(databaseTargets)("database layer on $name", (target) => {
  const database = freshDatabase(target);

  test("migrations create the contact_messages table", async () => {
    const rows = await selectRows<{ column_name: string }>(
      database().db,
      sql`select column_name from information_schema.columns where table_name = 'contact_messages' order by column_name`,
    );
    expect(rows.map((row) => row.column_name)).toEqual([
      "created_at",
      "email",
      "handled_at",
      "id",
      "message",
      "name",
      "sent_at",
      "status",
      "subject",
    ]);
  });

  test("running the migrations again changes nothing", async () => {
    await migrateDatabase(database());
    const [row] = await selectRows<{ n: number }>(
      database().db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    // One row per committed migration file, however often they run.
    const journal = JSON.parse(
      fs.readFileSync(path.join(projectRoot, "drizzle/meta/_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    expect(row?.n).toBe(journal.entries.length);
  });

  test("a stored contact message reads back unchanged, with an id and a time", async () => {
    const before = Date.now();
    const stored = await createContactMessage(database().db, {
      name: "Zoë O'Brien",
      email: "zoe@example.com",
      subject: "Résumé ✓",
      message: "Line one\nLine two <b>not bold</b>; DROP TABLE contact_messages;--",
    });
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const [latest] = await listContactMessages(database().db, 1);
    expect(latest).toEqual(stored);
  });

  test("messages list newest first", async () => {
    const first = await createContactMessage(database().db, {
      name: "A",
      email: "a@example.com",
      subject: "First",
      message: "1",
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await createContactMessage(database().db, {
      name: "B",
      email: "b@example.com",
      subject: "Second",
      message: "2",
    });
    const [newest, older] = await listContactMessages(database().db, 2);
    expect(newest?.id).toBe(second.id);
    expect(older?.id).toBe(first.id);
  });

  test("ping answers while the database is open", async () => {
    await expect(database().ping(2_000)).resolves.toBeUndefined();
  });
});

describe.each(databaseTargets)("a closed database on $name", (target) => {
  test("ping rejects instead of hanging", async () => {
    const { handle, dispose } = await target.create();
    await handle.close();
    const started = Date.now();
    await expect(handle.ping(2_000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_500);
    await dispose();
  });
});
