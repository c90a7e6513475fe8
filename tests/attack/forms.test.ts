import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { passwordMessage as passwordMessageIn } from "~/auth/validation";
import { serverTranslate } from "~/i18n/messages.server";
import { unreadableForm } from "~/lib/forms.server";
import type { SpawnedServer } from "../support/server";
import { startServer } from "./support";

const passwordMessage = passwordMessageIn(serverTranslate("en"));

/**
 * Bad bodies against every form on the one form pattern (decision 018), posted as a browser
 * without JavaScript would (a document request): wrong, missing and over-long fields, JSON,
 * multipart, and Conform's own control fields filled with garbage. Each is answered 400 with the
 * field's messages on the page and what was typed kept, passwords left out; never 500. A body over
 * the size limit is refused with 413 before any form reads it.
 */
let server: SpawnedServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

/** A password too short to pass, so the form is refused, and easy to look for in the page. */
const typedPassword = "Zq7xkP";

interface FormCase {
  name: string;
  path: string;
  /** Cookies the page needs to render at all (the two-factor step's challenge). */
  cookie?: string;
  /** Wrong values: each field's message and the typed text that must come back. */
  wrong: Record<string, string>;
  wrongMessages: string[];
  /** Values typed back into the page (not passwords). */
  keeps: string[];
  /** Every field blank or missing: the messages that name them. */
  missingMessages: string[];
  /** Over-long values and their messages (the two-factor code has no limit of its own). */
  long?: { fields: Record<string, string>; messages: string[] };
}

const longEmail = `${"a".repeat(250)}@example.com`;

const forms: FormCase[] = [
  {
    name: "sign-in",
    path: "/auth",
    wrong: { intent: "sign-in", email: "not-an-address", password: typedPassword },
    wrongMessages: ["Please enter a valid email address, like name@example.com.", passwordMessage],
    keeps: ["not-an-address"],
    missingMessages: ["Please enter your email address.", "Please enter your password."],
    long: {
      fields: { intent: "sign-in", email: longEmail, password: "x".repeat(129) },
      messages: ["That email address is too long.", passwordMessage],
    },
  },
  {
    name: "sign-up",
    path: "/auth?mode=signup",
    wrong: { intent: "sign-up", name: "  ", email: "ada@example", password: typedPassword },
    wrongMessages: [
      "Please enter your full name.",
      "Please enter a valid email address, like name@example.com.",
      passwordMessage,
    ],
    keeps: ["ada@example"],
    missingMessages: [
      "Please enter your full name.",
      "Please enter your email address.",
      "Please enter your password.",
    ],
    long: {
      fields: { intent: "sign-up", name: "N".repeat(101), email: "ada@example.com", password: "" },
      messages: ["Please keep your name under 100 characters.", "Please enter your password."],
    },
  },
  {
    name: "forgot password",
    path: "/auth/forgot-password",
    wrong: { email: "ada at example.com" },
    wrongMessages: ["Please enter a valid email address, like name@example.com."],
    keeps: ["ada at example.com"],
    missingMessages: ["Please enter your email address."],
    long: { fields: { email: longEmail }, messages: ["That email address is too long."] },
  },
  {
    name: "reset password",
    path: "/auth/reset-password?token=abc",
    wrong: { token: "abc", password: typedPassword, confirmPassword: `${typedPassword}x` },
    wrongMessages: [passwordMessage, "The two passwords don't match."],
    keeps: [],
    missingMessages: ["Please enter your password."],
    long: {
      fields: { token: "abc", password: "x".repeat(129), confirmPassword: "x".repeat(129) },
      messages: [passwordMessage],
    },
  },
  {
    name: "two-factor",
    path: "/auth/two-factor?method=backup",
    // The page itself is only shown during a sign-in; the code is checked before the challenge.
    cookie: "better-auth.two_factor=unsigned",
    wrong: { method: "backup", code: " \t " },
    wrongMessages: ["Please enter a backup code."],
    keeps: [],
    missingMessages: ["Please enter the 6-digit code."],
  },
  {
    name: "contact",
    path: "/contact",
    wrong: { name: "Grace", email: "grace@", subject: "  ", message: "Where is my report?" },
    wrongMessages: [
      "Please enter a valid email address, like name@example.com.",
      "Please enter a subject.",
    ],
    keeps: ["Grace", "grace@", "Where is my report?"],
    missingMessages: [
      "Please enter your name.",
      "Please enter your email address.",
      "Please enter a subject.",
      "Please enter a message.",
    ],
    long: {
      fields: {
        name: "Grace",
        email: "grace@example.com",
        subject: "S".repeat(151),
        message: "ü".repeat(5001),
      },
      messages: [
        "Please keep the subject under 150 characters.",
        "Please keep your message under 5,000 characters.",
      ],
    },
  },
];

async function post(form: FormCase, body: BodyInit | null, contentType?: string) {
  const headers = new Headers({ Accept: "text/html" });
  if (contentType) headers.set("Content-Type", contentType);
  if (form.cookie) headers.set("Cookie", form.cookie);
  const response = await fetch(`${server.url}${form.path}`, {
    method: "POST",
    body,
    headers,
    redirect: "manual",
  });
  return { status: response.status, page: decode(await response.text()) };
}

function decode(html: string): string {
  return html
    .replaceAll("<!-- -->", "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The messages shown under fields (`<p id="...-error">`). */
function fieldMessages(page: string): string[] {
  return [...page.matchAll(/<p id="[^"]+-error"[^>]*>([^<]+)<\/p>/g)].map((match) => match[1]!);
}

function expectFieldMessages(page: string, messages: string[]) {
  expect(fieldMessages(page).sort()).toEqual([...messages].sort());
  // Each message is named by its field's aria-describedby, and the field is marked invalid.
  for (const [, id] of page.matchAll(/<p id="([^"]+-error)"/g)) {
    expect(page).toMatch(new RegExp(`aria-invalid="true" aria-describedby="${id}"`));
  }
}

/** In an input's value, or as a textarea's text. */
function expectTypedBack(page: string, value: string) {
  expect([`value="${value}"`, `>${value}</textarea>`].some((typed) => page.includes(typed))).toBe(
    true,
  );
}

describe.each(forms)("the $name form", (form) => {
  test("wrong values: 400, each field's message, what was typed kept, no password", async () => {
    const { status, page } = await post(form, new URLSearchParams(form.wrong));
    expect(status).toBe(400);
    expectFieldMessages(page, form.wrongMessages);
    for (const value of form.keeps) expectTypedBack(page, value);
    expect(page).not.toContain(typedPassword);
  });

  test("missing fields and an empty body: 400 with the field messages", async () => {
    const empty = await post(form, "", "application/x-www-form-urlencoded");
    expect(empty.status).toBe(400);
    expectFieldMessages(empty.page, form.missingMessages);
  });

  test("a multipart body is read like any form", async () => {
    const multipart = new FormData();
    for (const [name, value] of Object.entries(form.wrong)) multipart.append(name, value);
    const { status, page } = await post(form, multipart);
    expect(status).toBe(400);
    expectFieldMessages(page, form.wrongMessages);
    for (const value of form.keeps) expectTypedBack(page, value);
    expect(page).not.toContain(typedPassword);
  });

  test("JSON, text and no body at all: 400, the form-level message and the field messages", async () => {
    const bodies: [BodyInit | null, string | undefined][] = [
      [JSON.stringify(form.wrong), "application/json"],
      ["email=a@example.com", "text/plain"],
      [null, undefined],
      ["--x\r\nbroken", "multipart/form-data; boundary=x"],
    ];
    for (const [body, type] of bodies) {
      const { status, page } = await post(form, body, type);
      expect(status).toBe(400);
      expect(page).toMatch(/role="alert"/);
      expect(page).toContain(unreadableForm);
      expectFieldMessages(page, form.missingMessages);
    }
  });

  test("Conform's control fields filled with garbage: 400, not 500", async () => {
    for (const field of ["__intent__", "__state__"]) {
      const { status, page } = await post(
        form,
        new URLSearchParams({ ...form.wrong, [field]: "{not json" }),
      );
      expect(status).toBe(400);
      expect(page).toContain(unreadableForm);
    }
  });

  test("a body over the size limit: 413 with a message, before the form reads it", async () => {
    const huge = new URLSearchParams({ ...form.wrong, message: "x".repeat(70 * 1024) });
    const { status, page } = await post(form, huge);
    expect(status).toBe(413);
    expect(page).toContain("The request is too large");
  });
});

describe.each(forms.filter((form) => form.long))("the $name form, over-long", (form) => {
  test("over-long fields: 400 with their limits", async () => {
    const { status, page } = await post(form, new URLSearchParams(form.long!.fields));
    expect(status).toBe(400);
    expectFieldMessages(page, form.long!.messages);
  });
});
