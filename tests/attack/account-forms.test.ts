import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { unreadableForm } from "~/lib/forms.server";
import type { SpawnedServer } from "../support/server";
import { formBody, password, signUpAndVerify, startServer } from "./support";

/**
 * The account area's forms (decision 019) against a production server, sent what a browser would
 * not send: wrong, missing and over-long fields, bodies that are no form at all, a broken Conform
 * control field. Each is a 400 with its message, never a 500, and what was typed comes back except
 * passwords.
 */
let server: SpawnedServer;
let session: string;

beforeAll(async () => {
  server = await startServer();
  session = await signUpAndVerify(server.url, { name: "Forms Owner", email: "forms@example.com" });
});

afterAll(async () => {
  await server?.stop();
});

function send(path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body,
    headers: { Cookie: session, ...headers },
    redirect: "manual",
  });
}

/** The page's text as a person (or a script) reads it, with React's comment markers gone. */
async function pageOf(response: Response): Promise<string> {
  return (await response.text()).replaceAll("<!-- -->", "");
}

const typedSecret = "typed-but-never-shown-42";

const badForms: {
  what: string;
  path: string;
  fields: Record<string, string>;
  message: string;
  /** A value that was typed and comes back in the field. */
  kept?: string;
}[] = [
  {
    what: "a name too long",
    path: "/account",
    fields: { intent: "change-name", name: "Long ".repeat(30) },
    message: "Please keep your name under 100 characters.",
    kept: "Long Long Long",
  },
  {
    what: "no name",
    path: "/account",
    fields: { intent: "change-name" },
    message: "Please enter your full name.",
  },
  {
    what: "a new address without the password",
    path: "/account",
    fields: { intent: "change-email", newEmail: "kept.address@example.com" },
    message: "Please enter your current password.",
    kept: 'value="kept.address@example.com"',
  },
  {
    what: "a new address that is no address",
    path: "/account",
    fields: { intent: "change-email", newEmail: "not-an-address", password: typedSecret },
    message: "Please enter a valid email address, like name@example.com.",
    kept: 'value="not-an-address"',
  },
  {
    what: "a new address of 300 characters",
    path: "/account",
    fields: {
      intent: "change-email",
      newEmail: `${"a".repeat(288)}@example.com`,
      password: typedSecret,
    },
    message: "That email address is too long.",
  },
  {
    what: "no new address",
    path: "/account",
    fields: { intent: "change-email", newEmail: "   ", password: typedSecret },
    message: "Please enter your new email address.",
  },
  {
    what: "the account's own address",
    path: "/account",
    fields: { intent: "change-email", newEmail: "Forms@Example.com", password: typedSecret },
    message: "That&#x27;s already the address of your account.",
    kept: 'value="Forms@Example.com"',
  },
  {
    what: "a new address with a password of 200 characters",
    path: "/account",
    fields: { intent: "change-email", newEmail: "x@example.com", password: "p".repeat(200) },
    message: "That password is not right.",
  },
  {
    what: "a form /account does not know",
    path: "/account",
    fields: { intent: "change-everything", name: "Sneaky" },
    message: "That form is not one this page knows. Reload the page and try again.",
  },
  {
    what: "a new password too short",
    path: "/account/security",
    fields: {
      intent: "change-password",
      currentPassword: typedSecret,
      newPassword: "short",
      confirmPassword: "short",
    },
    message: "Password must be 8 to 128 characters long.",
  },
  {
    what: "two new passwords that differ",
    path: "/account/security",
    fields: {
      intent: "change-password",
      currentPassword: typedSecret,
      newPassword: "a long new password",
      confirmPassword: "another long password",
    },
    message: "The two passwords don&#x27;t match.",
  },
  {
    what: "a set-up without the password",
    path: "/account/security",
    fields: { intent: "set-up-two-factor" },
    message: "Please enter your password.",
  },
  {
    what: "a code that is not six digits",
    path: "/account/security",
    fields: { intent: "confirm-two-factor", code: "12a456" },
    message: "Enter the 6-digit code from your authenticator app.",
  },
  {
    what: "turning two-factor off without the password",
    path: "/account/security",
    fields: { intent: "turn-off-two-factor", password: "" },
    message: "Please enter your password.",
  },
  {
    what: "new backup codes with a password of 200 characters",
    path: "/account/security",
    fields: { intent: "new-backup-codes", password: "p".repeat(200) },
    message: "That password is not right.",
  },
  {
    what: "a form the page does not know",
    path: "/account/security",
    fields: { intent: "make-me-admin", password: typedSecret },
    message: "That form is not one this page knows. Reload the page and try again.",
  },
  {
    what: "deletion confirmed in small letters",
    path: "/account/data",
    fields: { password: typedSecret, confirm: "delete" },
    message: "Type DELETE in capital letters to confirm.",
    kept: 'value="delete"',
  },
];

describe("account forms with bad input", () => {
  test.each(badForms)("$what ($path) is a 400 with its message", async (form) => {
    const response = await send(form.path, formBody(form.fields));
    expect(response.status).toBe(400);
    const page = await pageOf(response);
    expect(page).toContain(form.message);
    if (form.kept) expect(page).toContain(form.kept);
    expect(page).not.toContain(typedSecret);
  });

  test("a field marked invalid names its message for assistive technology", async () => {
    const response = await send("/account", formBody({ intent: "change-name", name: " " }));
    const page = await pageOf(response);
    const input = /<input[^>]*name="name"[^>]*>/.exec(page)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1];
    expect(page).toMatch(new RegExp(`id="${describedBy}"[^>]*>Please enter your full name.<`));
  });

  test("an error of one form of /account is shown on that form only", async () => {
    const response = await send("/account", formBody({ intent: "change-email", newEmail: "" }));
    const page = await pageOf(response);
    const nameInput = /<input[^>]*name="name"[^>]*>/.exec(page)?.[0] ?? "";
    const emailInput = /<input[^>]*name="newEmail"[^>]*>/.exec(page)?.[0] ?? "";
    expect(emailInput).toContain('aria-invalid="true"');
    expect(nameInput).not.toContain("aria-invalid");
    // Shown nowhere on the page (the catalogue's words travel in its data scripts, as every message
    // the page may need does).
    expect(page.replace(/<script\b[^>]*>[^]*?<\/script>/g, "")).not.toContain(
      "Please enter your full name.",
    );
  });
});

describe("changing the address from another website", () => {
  test("a cross-site post is refused before the page, and no mail goes out", async () => {
    const outboxBefore = await (await fetch(`${server.url}/dev/outbox`)).text();
    const crossSite: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await send(
        "/account",
        formBody({ intent: "change-email", newEmail: "thief@evil.example", password }),
        headers,
      );
      expect(response.status).toBe(403);
    }
    const outboxAfter = await (await fetch(`${server.url}/dev/outbox`)).text();
    expect(outboxAfter).not.toContain("thief@evil.example");
    expect(outboxAfter.split("<article").length).toBe(outboxBefore.split("<article").length);
  });
});

describe("account forms sent something that is no form", () => {
  const paths = ["/account", "/account/security", "/account/data"];
  const bodies: [string, BodyInit | null, Record<string, string>][] = [
    [
      "JSON",
      JSON.stringify({ name: "Json", intent: "change-password" }),
      { "Content-Type": "application/json" },
    ],
    ["plain text", "name=Plain", { "Content-Type": "text/plain" }],
    ["nothing", null, {}],
    [
      "a broken multipart body",
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nno end',
      { "Content-Type": "multipart/form-data; boundary=x" },
    ],
  ];
  for (const path of paths) {
    test.each(bodies)(
      `${path}: %s is a 400 that says the form could not be read`,
      async (_, body, headers) => {
        const response = await send(path, body, headers);
        expect(response.status).toBe(400);
        expect(await pageOf(response)).toContain(unreadableForm.replace("'", "&#x27;"));
      },
    );
  }

  test.each(paths)("%s: a broken Conform control field is a 400, not a 500", async (path) => {
    const response = await send(
      path,
      formBody({ __intent__: "{not json", intent: "set-up-two-factor" }),
    );
    expect(response.status).toBe(400);
  });

  test.each(["change-name", "change-email"])(
    "/account's %s with a broken Conform control field is a 400, not a 500",
    async (intent) => {
      const response = await send(
        "/account",
        formBody({ __intent__: "{not json", intent, newEmail: "x@example.com", password }),
      );
      expect(response.status).toBe(400);
    },
  );

  test.each(paths)(
    "%s: a body over the size limit is refused before the page (413)",
    async (path) => {
      const response = await send(path, formBody({ name: "x".repeat(70 * 1024) }));
      expect(response.status).toBe(413);
    },
  );

  test.each(paths)("%s: a post without a session is sent to sign in", async (path) => {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      body: formBody({ name: "Nobody" }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  });
});
