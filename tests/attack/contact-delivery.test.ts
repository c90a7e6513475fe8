import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { selectRows } from "~/db/client.server";
import { startSmtpStub, type SmtpStub } from "../support/smtp-stub";
import { formBody, freshStore, startServer, type Store } from "./support";

/**
 * Departure 8 on the production server: a contact message is mailed to SUPPORT_EMAIL, and a
 * failed send survives the process dying. The retry timing itself is proven with short waits in
 * tests/integration/contact-delivery.test.ts; here the server keeps its real backoff, and the test
 * moves the retry's due time to now while no server runs, as the passing of time would.
 */
let store: Store;
let stub: SmtpStub;

beforeAll(async () => {
  store = await freshStore();
  stub = await startSmtpStub(["temporary"]);
});

afterAll(async () => {
  await stub?.close();
  await store?.dispose();
});

async function inStore<T>(read: (db: Awaited<ReturnType<Store["open"]>>["db"]) => Promise<T>) {
  const handle = await store.open();
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

test("a contact message whose first send failed is mailed once by the next process after a crash", async () => {
  const env = {
    ...store.env,
    SMTP_URL: stub.url,
    SUPPORT_EMAIL: "help@typeatlas.test",
    LOG_LEVEL: "error",
  };
  const first = await startServer(env);
  const sent = await fetch(`${first.url}/contact`, {
    method: "POST",
    body: formBody({
      name: "Grace Hopper",
      email: "grace@example.com",
      subject: "Where is my report?",
      message: "I paid for the premium report yesterday.",
    }),
    headers: { Accept: "text/html" },
  });
  expect(sent.status).toBe(200);
  // The runner is woken by the stored message and tries at once; the stub defers it.
  await vi.waitFor(() => expect(stub.attempts()).toBe(1), { timeout: 30_000, interval: 50 });
  await first.stop("SIGKILL");

  const [waiting] = await inStore((db) =>
    selectRows<{ id: string; sent_at: Date | null; status: string; attempts: number }>(
      db,
      sql`select m.id, m.sent_at, j.status, j.attempts from contact_messages m
          join jobs j on j.payload->>'messageId' = m.id::text`,
    ),
  );
  expect(waiting).toMatchObject({ sent_at: null, attempts: 1 });
  expect(["pending", "running"]).toContain(waiting?.status);
  // The retry falls due (a crash during the run would leave its lease, which runs out the same way).
  await inStore((db) => db.execute(sql`update jobs set run_at = now()`));

  const second = await startServer(env);
  try {
    await vi.waitFor(() => expect(stub.received).toHaveLength(1), {
      timeout: 30_000,
      interval: 50,
    });
  } finally {
    await second.stop();
  }
  const [mail] = stub.received;
  expect(mail?.to).toEqual(["help@typeatlas.test"]);
  expect(mail?.headers["reply-to"]).toBe("grace@example.com");
  expect(mail?.headers.subject).toContain(waiting?.id);
  expect(mail?.raw).toContain("I paid for the premium report yesterday.");
  expect(stub.received).toHaveLength(1);
  const after = await inStore(async (db) => ({
    messages: await selectRows<{ sent_at: Date | null }>(
      db,
      sql`select sent_at from contact_messages`,
    ),
    // The server also keeps the hourly statistics run waiting (decision 039): not this test's.
    jobs: await selectRows(db, sql`select id from jobs where name <> 'statistics'`),
  }));
  expect(after.messages).toHaveLength(1);
  expect(after.messages[0]?.sent_at).not.toBeNull();
  expect(after.jobs).toEqual([]);
});
