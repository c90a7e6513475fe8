import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import { listContactMessages } from "~/db/contact-messages.server";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { createTemporaryDatabase, dropTemporaryDatabase } from "../support/databases";
import { spawnServer, temporaryDir, type SpawnedServer } from "../support/server";

const browser = sharedBrowser();

// The contact form on each database: a server of its own, so the stored rows can be read after.
const targets = [
  {
    name: "pglite",
    async start() {
      const dataDir = temporaryDir("typeatlas-contact-");
      const server = await spawnServer({ env: { DATA_DIR: dataDir } });
      return {
        server,
        // PGlite belongs to one process: stop the server, then open its folder.
        async messages() {
          await server.stop();
          const handle = await openDatabase({ dataDir });
          try {
            return await listContactMessages(handle.db);
          } finally {
            await handle.close();
          }
        },
        async dispose() {
          await server.stop();
        },
      };
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "postgres",
          async start() {
            const base = process.env.TEST_DATABASE_URL!;
            const url = await createTemporaryDatabase(base);
            const server = await spawnServer({ env: { DATABASE_URL: url.toString() } });
            return {
              server,
              async messages() {
                const handle = await openDatabase({ url: url.toString(), migrate: false });
                try {
                  return await listContactMessages(handle.db);
                } finally {
                  await handle.close();
                }
              },
              async dispose() {
                await server.stop();
                await dropTemporaryDatabase(base, url);
              },
            };
          },
        },
      ]
    : []),
];

describe.each(targets)("contact form on $name", (target) => {
  let running: Awaited<ReturnType<(typeof targets)[number]["start"]>>;
  let server: SpawnedServer;
  beforeAll(async () => {
    running = await target.start();
    server = running.server;
  });
  afterAll(async () => {
    await running?.dispose();
  });

  test("refuses an invalid e-mail, then accepts a valid message, toasts, clears and stores it", async () => {
    const { page, problems } = await openPage(browser());
    await page.goto(`${server.url}/contact`);
    await page.waitForLoadState("networkidle");

    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill("ada-at-example");
    await page.getByLabel("Subject").fill("My result");
    await page.getByLabel("Message").fill("Is a borderline Tactics score common?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Please enter a valid email address").waitFor();
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    // Nothing typed is lost.
    expect(await page.getByLabel("Message").inputValue()).toBe(
      "Is a borderline Tactics score common?",
    );

    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message Sent!").waitFor();
    await page
      .getByText("Thank you for contacting us. We'll get back to you within 24 hours.")
      .waitFor();
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      expect(await page.getByLabel(label).inputValue()).toBe("");
    }
    expect(problems).toEqual([]);
    await page.context().close();

    const rows = await running.messages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "My result",
      message: "Is a borderline Tactics score common?",
    });
  });
});

describe("contact form without JavaScript", () => {
  let server: SpawnedServer;
  beforeAll(async () => {
    server = await spawnServer({ env: { DATA_DIR: temporaryDir("typeatlas-contact-nojs-") } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("the server refuses an invalid e-mail with a message and keeps what was typed", async () => {
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Ada",
        email: "nope",
        subject: "Hi",
        message: "Hello there",
      }),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Hello there");
  });

  test("a browser with scripting off sends the form and sees the confirmation", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${server.url}/contact`);
    await page.getByLabel("Name").fill("Grace");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Subject").fill("Hello");
    await page.getByLabel("Message").fill("Testing without scripts.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("status").getByText("Message Sent!").waitFor();
    await page.context().close();
  });
});
