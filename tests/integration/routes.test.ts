import { describe, expect, test, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { listContactMessages } from "~/db/contact-messages.server";
import { action as contactAction } from "~/routes/contact";
import { loader as healthLoader } from "~/routes/healthz";
import { loader as rootLoader } from "~/root";
import { databaseTargets, freshDatabase } from "../support/databases";
import { answer, callRoute, formRequest, loadContext, unwrap } from "../support/route-args";

type ActionArgs = Parameters<typeof contactAction>[0];

function callContact(handle: DatabaseHandle, fields: Record<string, string>) {
  return contactAction({
    request: formRequest("/contact", fields),
    context: loadContext(handle),
    params: {},
  } as unknown as ActionArgs);
}

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Question",
  message: "How is the Identity score computed?",
};

describe.each(databaseTargets)("contact action on $name", (target) => {
  const database = freshDatabase(target);

  test("a valid message is stored once, trimmed", async () => {
    const result = unwrap(await callContact(database(), { ...valid, name: "  Ada Lovelace  " }));
    expect(result.status).toBe(200);
    expect(answer(result.data)).toMatchObject({ sent: true, toast: { title: "Message Sent!" } });
    const rows = await listContactMessages(database().db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, name: "Ada Lovelace" });
  });

  test("an invalid e-mail is refused with 400, a message, and the typed values", async () => {
    const before = (await listContactMessages(database().db)).length;
    const result = unwrap(await callContact(database(), { ...valid, email: "ada@" }));
    expect(result.status).toBe(400);
    expect(answer(result.data)).toMatchObject({
      fieldErrors: { email: "Please enter a valid email address, like name@example.com." },
      values: { ...valid, email: "ada@" },
    });
    expect(await listContactMessages(database().db)).toHaveLength(before);
  });

  test("each missing field is named", async () => {
    const result = unwrap(await callContact(database(), {}));
    expect(result.status).toBe(400);
    expect(answer(result.data)).toMatchObject({
      fieldErrors: {
        name: "Please enter your name.",
        email: "Please enter your email address.",
        subject: "Please enter a subject.",
        message: "Please enter a message.",
      },
    });
  });

  test("healthz answers 200 with the database up", async () => {
    const response = (await healthLoader({
      request: new Request("http://localhost/healthz"),
      context: loadContext(database()),
      params: {},
    } as never)) as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: "up" });
  });
});

describe.each(databaseTargets)("when the database is unreachable ($name)", (target) => {
  test("healthz answers 503 and the contact form keeps the message with a clear error", async () => {
    const { handle, dispose } = await target.create();
    await handle.close();

    const health = (await healthLoader({
      request: new Request("http://localhost/healthz"),
      context: loadContext(handle),
      params: {},
    } as never)) as Response;
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, db: "down" });

    // The failure is logged through the structured logger, not console.error.
    const result = unwrap(await callContact(handle, valid));
    expect(result.status).toBe(503);
    expect(answer(result.data)).toMatchObject({
      values: valid,
      formError: "We couldn't send your message just now. Please try again in a few minutes.",
    });
    await dispose();
  });
});

describe.each(databaseTargets)("the root loader on $name", (target) => {
  const database = freshDatabase(target);

  test("gives the copyright line the year of the request, not of the build (departures #17)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2031-03-04T12:00:00Z"));
      const result = await callRoute(
        rootLoader,
        new Request("http://localhost/about"),
        loadContext(database()),
      );
      expect(result.data.year).toBe(2031);
    } finally {
      vi.useRealTimers();
    }
  });
});
