import { sql } from "drizzle-orm";
import { afterEach, describe, expect, test, vi } from "vitest";
import { selectRows } from "~/db/client.server";
import { createContactMessage, findContactMessage } from "~/db/contact-messages.server";
import type { JobContext } from "~/jobs/queue.server";
import { createJobRunner } from "~/jobs/runner.server";
import { createMailer, listOutbox } from "~/mail/mailer.server";
import { databaseTargets, freshDatabase } from "../support/databases";
import { startSmtpStub, type SmtpStub } from "../support/smtp-stub";

const message = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "My result",
  message: "Is INTJ-T the same as INTJ?",
};

/** nodemailer takes about a second to give up on a dropped connection. */
const patience = { timeout: 30_000, interval: 20 };

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe.each(databaseTargets)("contact messages reach support on $name", (target) => {
  const database = freshDatabase(target);
  let stub: SmtpStub | undefined;
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });

  const context = (smtpUrl?: string): JobContext => ({
    db: database().db,
    mailer: createMailer({
      db: database().db,
      smtpUrl,
      from: "TypeAtlas <no-reply@typeatlas.test>",
      outboxUrl: "http://localhost/dev/outbox",
    }),
    supportEmail: "help@typeatlas.test",
  });
  /** A runner as a server process has one, with waits short enough for a test. */
  const runner = (smtpUrl?: string) =>
    createJobRunner({
      context: context(smtpUrl),
      retry: { baseMs: 5, maxMs: 20, maxAttempts: 10 },
      log: quietLog(),
    });

  const unsentJobs = async (id: string) =>
    selectRows(database().db, sql`select id from jobs where payload->>'messageId' = ${id}`);

  test("a mail server that fails three times and then recovers ends with exactly one mail, even across a restart", async () => {
    // The first process tries twice, then stops (a deploy, a crash after its run). It is told to
    // stop as its second try begins: its retries come due within milliseconds, and on a busy
    // machine one runDue() would otherwise go on to the third and fourth.
    stub = await startSmtpStub(["drop", "temporary", "permanent"], (attempt) => {
      if (attempt === 2) void first.stop();
    });
    const first = runner(stub.url);
    const stored = await createContactMessage(database().db, message);
    expect(stored.sentAt).toBeNull();

    await vi.waitFor(async () => {
      await first.runDue();
      expect(stub?.attempts()).toBeGreaterThanOrEqual(2);
    }, patience);
    await first.stop();
    expect(stub.received).toEqual([]);
    expect((await findContactMessage(database().db, stored.id))?.sentAt).toBeNull();

    // The next process picks the job up from the table and gets through.
    const second = runner(stub.url);
    await vi.waitFor(async () => {
      await second.runDue();
      expect(stub?.received).toHaveLength(1);
    }, patience);
    expect(stub.attempts()).toBe(4);
    const [mail] = stub.received;
    expect(mail?.to).toEqual(["help@typeatlas.test"]);
    expect(mail?.headers["reply-to"]).toBe("ada@example.com");
    expect(mail?.headers.subject).toContain(stored.id);
    expect((await findContactMessage(database().db, stored.id))?.sentAt).toBeInstanceOf(Date);
    expect(await unsentJobs(stored.id)).toEqual([]);

    // Nothing is left to send, however many runners look again.
    const third = runner(stub.url);
    await database().db.execute(sql`update jobs set run_at = now()`);
    await Promise.all([second.runDue(), third.runDue()]);
    expect(stub.received).toHaveLength(1);
    expect(stub.attempts()).toBe(4);
  });

  test("a message marked sent is not mailed again when its job runs once more", async () => {
    stub = await startSmtpStub();
    const stored = await createContactMessage(database().db, message);
    await runner(stub.url).runDue();
    expect(stub.received).toHaveLength(1);
    // A runner that sent the mail and died before deleting its job leaves the job behind.
    await database().db.execute(
      sql`insert into jobs (name, payload) values ('contact-message-mail', ${JSON.stringify({ messageId: stored.id })}::jsonb)`,
    );
    expect(await runner(stub.url).runDue()).toBe(1);
    expect(stub.received).toHaveLength(1);
  });

  test("without SMTP the mail goes to the local outbox, with the sender as Reply-To", async () => {
    const stored = await createContactMessage(database().db, {
      ...message,
      subject: "Outbox check",
    });
    await runner().runDue();
    const [kept] = (await listOutbox(database().db, 10)).filter((mail) =>
      mail.subject.includes(stored.id),
    );
    expect(kept).toMatchObject({ to: "help@typeatlas.test", replyTo: "ada@example.com" });
    expect(kept?.text).toContain(message.message);
    expect((await findContactMessage(database().db, stored.id))?.sentAt).toBeInstanceOf(Date);
  });
});
