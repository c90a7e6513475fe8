import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { selectRows } from "~/db/client.server";
import { createContactMessage } from "~/db/contact-messages.server";
import { countUnread, likePattern, listInbox } from "~/db/contact-inbox.server";
import {
  adminAuditLog,
  contactMessages,
  contactReplies,
  jobs,
  outboxMessages,
  users,
} from "~/db/schema";
import { createJobRunner } from "~/jobs/runner.server";
import type { Mailer } from "~/mail/mailer.server";
import { action as messageAction, loader as messageLoader } from "~/routes/admin.inbox.message";
import { loader as inboxLoader } from "~/routes/admin.inbox";
import { createSignedInUser } from "../support/accounts";
import { createAdminSession } from "../support/admin";
import { databaseTargets, freshDatabase } from "../support/databases";
import { answer, loadContext, unwrap } from "../support/route-args";

const supportEmail = "help@typeatlas.test";

type Handler = (args: {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string>;
}) => unknown;

/** Calls a loader or action with params; a thrown answer (the 404 page, a redirect) is returned. */
async function call(
  handler: unknown,
  request: Request,
  context: AppLoadContext,
  params: Record<string, string> = {},
) {
  let result: unknown;
  try {
    result = await (handler as Handler)({ request, context, params });
  } catch (error) {
    const thrown = error as { type?: string } | null;
    if (!(error instanceof Response) && thrown?.type !== "DataWithResponseInit") throw error;
    result = error;
  }
  const { status, data } = unwrap(result);
  return {
    status,
    data: data as Record<string, unknown>,
    location: result instanceof Response ? result.headers.get("Location") : null,
  };
}

const get = (path: string, cookie = "") =>
  new Request(`http://localhost${path}`, { headers: { cookie } });
const post = (path: string, fields: Record<string, string>, cookie = "") =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });

const ada = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "My result",
  message: "Is INTJ-T the same as INTJ?",
};

describe.each(databaseTargets)("the operators' inbox on $name", (target) => {
  const database = freshDatabase(target);
  let context: AppLoadContext;
  let admin: Awaited<ReturnType<typeof createAdminSession>>;
  beforeAll(async () => {
    context = loadContext(database());
    admin = await createAdminSession(context, "operator@typeatlas.test");
  });

  const db = () => database().db;
  const newMessage = async (fields: Partial<typeof ada> = {}, createdAt?: Date) => {
    const stored = await createContactMessage(db(), { ...ada, ...fields });
    if (createdAt)
      await db()
        .update(contactMessages)
        .set({ createdAt })
        .where(eq(contactMessages.id, stored.id));
    return stored;
  };
  const messageRow = async (id: string) =>
    (await db().select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
  const auditCount = async () => (await db().select().from(adminAuditLog)).length;
  const repliesOf = async (id: string) =>
    db().select().from(contactReplies).where(eq(contactReplies.messageId, id));
  const replyJobs = async () =>
    selectRows(db(), sql`select id, payload from jobs where name = 'contact-reply-mail'`);

  describe("queries", () => {
    /** Messages of one search word, so each test reads only its own. */
    const tagged = (tag: string, filter: Parameters<typeof listInbox>[1] = {}) =>
      listInbox(db(), { search: tag, ...filter });

    test("the state filters show only their messages, and the unread count counts unread ones", async () => {
      const unreadBefore = await countUnread(db());
      const [a, b, c] = [
        await newMessage({ subject: "filters-xq1 one" }),
        await newMessage({ subject: "filters-xq1 two" }),
        await newMessage({ subject: "filters-xq1 three" }),
      ];
      await db()
        .update(contactMessages)
        .set({ status: "read" })
        .where(eq(contactMessages.id, b!.id));
      await db()
        .update(contactMessages)
        .set({ status: "handled" })
        .where(eq(contactMessages.id, c!.id));
      const ids = async (filter: "all" | "unread" | "read" | "handled") =>
        (await tagged("filters-xq1", { filter })).rows.map((row) => row.id);
      expect(await ids("unread")).toEqual([a!.id]);
      expect(await ids("read")).toEqual([b!.id]);
      expect(await ids("handled")).toEqual([c!.id]);
      expect((await ids("all")).sort()).toEqual([a!.id, b!.id, c!.id].sort());
      expect(await countUnread(db())).toBe(unreadBefore + 1);
    });

    test("search finds a word in the name, the address, the subject or the message, in any case", async () => {
      const byName = await newMessage({ name: "Zelda Searchname" });
      const byEmail = await newMessage({ email: "zelda.searchmail@example.com" });
      const bySubject = await newMessage({ subject: "About SEARCHSUBJ" });
      const byBody = await newMessage({ message: "A question on searchbody things" });
      expect((await tagged("searchname")).rows.map((r) => r.id)).toEqual([byName.id]);
      expect((await tagged("SearchMail")).rows.map((r) => r.id)).toEqual([byEmail.id]);
      expect((await tagged("searchsubj")).rows.map((r) => r.id)).toEqual([bySubject.id]);
      expect((await tagged("SEARCHBODY")).rows.map((r) => r.id)).toEqual([byBody.id]);
    });

    test("the wildcards and the escape character in a search are taken literally", async () => {
      const percent = await newMessage({ subject: "esc-k7 100% sure" });
      const underscore = await newMessage({ subject: "esc-k7 snake_case" });
      const backslash = await newMessage({ subject: "esc-k7 C:\\path" });
      await newMessage({ subject: "esc-k7 100 sure, snakeXcase, C:path" });
      const found = async (search: string) => (await tagged(search)).rows.map((row) => row.id);
      expect(await found("esc-k7 100%")).toEqual([percent.id]);
      expect(await found("snake_case")).toEqual([underscore.id]);
      expect(await found("C:\\path")).toEqual([backslash.id]);
      expect(await found("esc-k7%sure")).toEqual([]);
      expect(likePattern("a%b_c\\d")).toBe("%a\\%b\\_c\\\\d%");
    });

    test("keyset pages walk every message once, newest first, ties in time included", async () => {
      const same = new Date("2026-01-02T03:04:05.678Z");
      const made = [
        await newMessage({ subject: "pages-r2 a" }, new Date("2026-01-01T00:00:00Z")),
        await newMessage({ subject: "pages-r2 b" }, same),
        await newMessage({ subject: "pages-r2 c" }, same),
        await newMessage({ subject: "pages-r2 d" }, same),
        await newMessage({ subject: "pages-r2 e" }, new Date("2026-01-03T00:00:00Z")),
      ];
      const seen: string[] = [];
      let before: string | undefined;
      for (let pages = 0; pages < 10; pages++) {
        const page = await listInbox(db(), { search: "pages-r2", before, limit: 2 });
        seen.push(...page.rows.map((row) => row.id));
        if (!page.nextBefore) break;
        before = page.nextBefore;
      }
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
      expect(seen[0]).toBe(made[4]!.id);
      expect(seen[4]).toBe(made[0]!.id);
      const ties = made.slice(1, 4).map((m) => m.id);
      expect(seen.slice(1, 4).sort()).toEqual([...ties].sort());
    });

    test("each row says how its mail to support stands: waiting, sent or failed", async () => {
      const waiting = await newMessage({ subject: "delivery-p4 waiting" });
      const sent = await newMessage({ subject: "delivery-p4 sent" });
      const failed = await newMessage({ subject: "delivery-p4 failed" });
      await db()
        .update(contactMessages)
        .set({ sentAt: new Date("2026-02-03T04:05:00Z") })
        .where(eq(contactMessages.id, sent.id));
      await db().execute(
        sql`update jobs set status = 'failed', attempts = 12, last_error = 'Connection refused'
          where payload->>'messageId' = ${failed.id}`,
      );
      const rows = (await tagged("delivery-p4")).rows;
      const of = (id: string) => rows.find((row) => row.id === id)?.delivery;
      expect(of(waiting.id)).toMatchObject({ state: "waiting", attempts: 0 });
      expect(of(sent.id)).toEqual({ state: "sent", at: new Date("2026-02-03T04:05:00Z") });
      expect(of(failed.id)).toEqual({
        state: "failed",
        attempts: 12,
        lastError: "Connection refused",
      });
    });
  });

  describe("who may see it", () => {
    test("signed out, a signed-in non-admin and an admin whose session skipped two-factor get the 404 page", async () => {
      const message = await newMessage({ subject: "guard-m3" });
      const audits = await auditCount();
      const plain = await createSignedInUser(context, "plain@example.com");
      const halfAdmin = await createSignedInUser(context, "half-admin@example.com");
      await db()
        .update(users)
        .set({ role: "admin", twoFactorEnabled: true })
        .where(eq(users.id, halfAdmin.id));
      const path = `/admin/inbox/${message.id}`;
      const params = { messageId: message.id };
      for (const cookie of ["", plain.cookie, halfAdmin.cookie]) {
        expect((await call(inboxLoader, get("/admin/inbox", cookie), context)).status).toBe(404);
        expect((await call(messageLoader, get(path, cookie), context, params)).status).toBe(404);
        for (const fields of [
          { intent: "reply", body: "Hello" } as Record<string, string>,
          { intent: "mark-handled" },
          { intent: "mark-unread" },
        ]) {
          const answered = await call(messageAction, post(path, fields, cookie), context, params);
          expect(answered.status).toBe(404);
        }
      }
      // None of it changed anything, not even the unread state.
      expect(await messageRow(message.id)).toMatchObject({ status: "unread", handledAt: null });
      expect(await repliesOf(message.id)).toEqual([]);
      expect(await auditCount()).toBe(audits);
    });

    test("a malformed or unknown message id is the 404 page, for the page and its actions", async () => {
      for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
        const path = `/admin/inbox/${id}`;
        const read = await call(messageLoader, get(path, admin.cookie), context, { messageId: id });
        expect(read.status).toBe(404);
        const sent = await call(
          messageAction,
          post(path, { intent: "reply", body: "Hello" }, admin.cookie),
          context,
          { messageId: id },
        );
        expect(sent.status).toBe(404);
      }
    });
  });

  describe("pages and actions", () => {
    test("the inbox lists messages with the unread count, and reads its filters from the address", async () => {
      const message = await newMessage({ subject: "page-list-w8 question" });
      const page = await call(
        inboxLoader,
        get("/admin/inbox?state=unread&q=page-list-w8", admin.cookie),
        context,
      );
      expect(page.status).toBe(200);
      expect(page.data.unread).toBe(await countUnread(db()));
      expect(page.data.query).toEqual({ filter: "unread", search: "page-list-w8" });
      expect((page.data.rows as { id: string }[]).map((row) => row.id)).toEqual([message.id]);
      // An unknown state shows all; a malformed cursor is ignored.
      const lenient = await call(
        inboxLoader,
        get("/admin/inbox?state=bogus&before=x'--&q=page-list-w8", admin.cookie),
        context,
      );
      expect(lenient.data.query).toEqual({ filter: "all", search: "page-list-w8" });
    });

    test("opening an unread message shows it whole and marks it read, without an audit entry", async () => {
      const message = await newMessage({ message: "<b>not bold</b>\nsecond line" });
      const audits = await auditCount();
      const page = await call(
        messageLoader,
        get(`/admin/inbox/${message.id}`, admin.cookie),
        context,
        { messageId: message.id },
      );
      expect(page.status).toBe(200);
      expect(page.data.message).toMatchObject({
        id: message.id,
        email: ada.email,
        message: "<b>not bold</b>\nsecond line",
        status: "read",
        account: null,
        replies: [],
      });
      expect((await messageRow(message.id))?.status).toBe("read");
      expect(await auditCount()).toBe(audits);
    });

    test("the page names the account that uses the sender's address", async () => {
      const person = await createSignedInUser(context, "has-account@example.com");
      const message = await newMessage({ email: "Has-Account@example.com" });
      const page = await call(
        messageLoader,
        get(`/admin/inbox/${message.id}`, admin.cookie),
        context,
        { messageId: message.id },
      );
      expect((page.data.message as { account: unknown }).account).toEqual({
        id: person.id,
        email: "has-account@example.com",
      });
    });

    test("a refused reply keeps what was typed and changes nothing", async () => {
      const message = await newMessage({ subject: "refused-z5" });
      const path = `/admin/inbox/${message.id}`;
      const params = { messageId: message.id };
      const before = { audits: await auditCount(), jobs: (await replyJobs()).length };
      for (const [body, error] of [
        ["   ", "Write your reply."],
        ["x".repeat(10_001), "A reply can be at most 10,000 characters long."],
      ] as const) {
        const answered = await call(
          messageAction,
          post(path, { intent: "reply", body }, admin.cookie),
          context,
          params,
        );
        expect(answered.status).toBe(400);
        const { fieldErrors, values } = answer(answered.data);
        expect(fieldErrors.body).toBe(error);
        expect((values as Record<string, string>).body).toBe(body);
      }
      const unknown = await call(
        messageAction,
        post(path, { intent: "delete-everything" }, admin.cookie),
        context,
        params,
      );
      expect(unknown.status).toBe(400);
      expect(await messageRow(message.id)).toMatchObject({ status: "unread", handledAt: null });
      expect(await repliesOf(message.id)).toEqual([]);
      expect((await replyJobs()).length).toBe(before.jobs);
      expect(await auditCount()).toBe(before.audits);
    });

    test("a reply is stored with its job and an audit entry, marks the message handled, and reaches the sender once", async () => {
      const person = await createSignedInUser(context, "replied-to@example.com", "Rita Replied");
      const message = await newMessage({
        name: "Rita Replied",
        email: "replied-to@example.com",
        subject: "Refund\nplease",
        message: "Can I get a refund?",
      });
      const path = `/admin/inbox/${message.id}`;
      const sent = await call(
        messageAction,
        post(path, { intent: "reply", body: "Yes.\n\nIt is on its way." }, admin.cookie),
        context,
        { messageId: message.id },
      );
      expect(sent.status).toBe(302);
      expect(sent.location).toBe(path);

      const [reply] = await repliesOf(message.id);
      expect(reply).toMatchObject({
        authorUserId: admin.id,
        authorEmail: admin.email,
        body: "Yes.\n\nIt is on its way.",
        sentAt: null,
      });
      expect((await messageRow(message.id))?.status).toBe("handled");
      expect((await messageRow(message.id))?.handledAt).toBeInstanceOf(Date);
      const jobsForReply = (await replyJobs()).filter(
        (job) => (job.payload as { replyId: string }).replyId === reply!.id,
      );
      expect(jobsForReply).toHaveLength(1);
      const [entry] = await db()
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.action, "contact.reply"));
      expect(entry).toMatchObject({
        adminUserId: admin.id,
        adminEmail: admin.email,
        targetUserId: person.id,
        targetEmail: "replied-to@example.com",
        details: { messageId: message.id, replyId: reply!.id, from: "unread" },
      });

      // The job: mailed to the sender from the outbox mailer (no SMTP here), with support as
      // Reply-To, and not again when it runs a second time.
      const runner = createJobRunner({
        context: { db: db(), mailer: context.mailer, supportEmail },
        log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
      });
      await runner.runDue();
      const mails = async () =>
        (await db().select().from(outboxMessages)).filter(
          (mail) => mail.to === "replied-to@example.com" && mail.subject.startsWith("Re:"),
        );
      const [mail] = await mails();
      expect(mail).toMatchObject({ replyTo: supportEmail, subject: "Re: Refund please" });
      expect(mail?.text).toContain("Hi Rita Replied,");
      expect(mail?.text).toContain("Yes.\n\nIt is on its way.");
      expect(mail?.text).toContain("Can I get a refund?");
      expect((await repliesOf(message.id))[0]?.sentAt).toBeInstanceOf(Date);
      await db()
        .insert(jobs)
        .values({ name: "contact-reply-mail", payload: { replyId: reply!.id } });
      expect(await runner.runDue()).toBe(1);
      expect(await mails()).toHaveLength(1);

      const page = await call(messageLoader, get(path, admin.cookie), context, {
        messageId: message.id,
      });
      const shown = page.data.message as {
        replies: { body: string; delivery: { state: string } }[];
      };
      expect(shown.replies).toMatchObject([
        { body: "Yes.\n\nIt is on its way.", delivery: { state: "sent" } },
      ]);
    });

    test("a reply whose mail fails stays unsent and waiting, and goes out once the mail server is back", async () => {
      const message = await newMessage({ email: "retry@example.com", subject: "retry-n6" });
      await call(
        messageAction,
        post(`/admin/inbox/${message.id}`, { intent: "reply", body: "Trying again" }, admin.cookie),
        context,
        { messageId: message.id },
      );
      const sentTo: string[] = [];
      let down = true;
      const mailer: Mailer = {
        kind: "smtp",
        async send(mail) {
          if (down) throw new Error("Connection refused");
          sentTo.push(mail.to);
        },
      };
      const runner = createJobRunner({
        context: { db: db(), mailer, supportEmail },
        jobs: [(await import("~/jobs/contact-reply-mail.server")).contactReplyMailJob],
        // The retry is due in a minute: the test brings it forward once the server is back.
        retry: { baseMs: 60_000, maxMs: 60_000, maxAttempts: 5 },
        random: () => 1,
        log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
      });
      await runner.runDue();
      const [reply] = await repliesOf(message.id);
      expect(reply?.sentAt).toBeNull();
      const waiting = await listInbox(db(), { search: "retry-n6" });
      expect(waiting.rows).toHaveLength(1);
      const page = await call(
        messageLoader,
        get(`/admin/inbox/${message.id}`, admin.cookie),
        context,
        { messageId: message.id },
      );
      const shown = page.data.message as { replies: { delivery: unknown }[] };
      expect(shown.replies[0]?.delivery).toMatchObject({
        state: "waiting",
        attempts: 1,
        lastError: "Connection refused",
      });

      down = false;
      await db().execute(sql`update jobs set run_at = now() where name = 'contact-reply-mail'`);
      await vi.waitFor(async () => {
        await runner.runDue();
        expect(sentTo).toEqual(["retry@example.com"]);
      });
      expect((await repliesOf(message.id))[0]?.sentAt).toBeInstanceOf(Date);
    });

    test("mark handled, reopen and mark unread each change the state and write an audit entry", async () => {
      const message = await newMessage({ subject: "states-v9" });
      const path = `/admin/inbox/${message.id}`;
      const params = { messageId: message.id };
      const act = (intent: string) =>
        call(messageAction, post(path, { intent }, admin.cookie), context, params);

      const handled = await act("mark-handled");
      expect(handled).toMatchObject({ status: 302, location: path });
      expect(await messageRow(message.id)).toMatchObject({ status: "handled" });
      expect((await messageRow(message.id))?.handledAt).toBeInstanceOf(Date);

      expect(await act("reopen")).toMatchObject({ status: 302, location: path });
      expect(await messageRow(message.id)).toMatchObject({ status: "read", handledAt: null });

      expect(await act("mark-unread")).toMatchObject({ status: 302, location: "/admin/inbox" });
      expect(await messageRow(message.id)).toMatchObject({ status: "unread", handledAt: null });

      const entries = await db()
        .select()
        .from(adminAuditLog)
        .where(sql`${adminAuditLog.details}->>'messageId' = ${message.id}`)
        .orderBy(adminAuditLog.id);
      expect(entries.map((entry) => [entry.action, entry.details])).toEqual([
        ["contact.status", { messageId: message.id, from: "unread", to: "handled" }],
        ["contact.status", { messageId: message.id, from: "handled", to: "read" }],
        ["contact.status", { messageId: message.id, from: "read", to: "unread" }],
      ]);
      expect(entries.every((entry) => entry.targetEmail === ada.email)).toBe(true);
    });
  });
});
