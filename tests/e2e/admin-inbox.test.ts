import type { Page } from "playwright-core";
import { describe, expect, test, vi } from "vitest";
import { adminSite, createAdminSession, pageSignedIn } from "../support/admin";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { toast, tabTo } from "../support/journeys";

const browser = sharedBrowser();

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("the operators' inbox", () => {
  const site = adminSite((context) => createAdminSession(context, "operator@example.com"));
  const adminPage = () => pageSignedIn(browser(), site().baseUrl, site().seeded.cookie);

  test("a visitor's message is found by search, read, and answered by e-mail from the keyboard", async () => {
    const subject = `Refund for order Q7-${Date.now().toString(36)}`;
    const visitor = await openPage(browser());
    await visitor.page.goto(`${site().baseUrl}/contact`);
    await visitor.page.waitForLoadState("networkidle");
    await visitor.page.getByLabel("Name").fill("Grace Hopper");
    await visitor.page.getByLabel("Email").fill("grace@example.com");
    await visitor.page.getByLabel("Subject").fill(subject);
    await visitor.page.getByLabel("Message").fill("I paid twice.\nCan you refund one?");
    await visitor.page.getByRole("button", { name: "Send Message" }).click();
    await visitor.page.getByText("Message Sent!").waitFor();
    expect(visitor.problems).toEqual([]);
    await visitor.page.context().close();

    const { page, problems } = await adminPage();
    await page.goto(`${site().baseUrl}/admin/inbox`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("heading", { name: /Inbox \(1 unread\)/, level: 2 }).waitFor();
    expect(await seriousViolations(page), "inbox").toEqual([]);

    // Search by a word of the subject, from the keyboard.
    const search = page.getByLabel("Search");
    await tabTo(page, search);
    await page.keyboard.type("q7-");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/inbox\?.*q=q7-/);
    const table = page.getByRole("table", { name: /matching “q7-”/ });
    const link = table.getByRole("link", { name: subject });
    await link.waitFor();
    expect(await table.getByRole("row").count()).toBe(2);
    expect(await table.getByRole("row").nth(1).textContent()).toContain("Unread");

    await tabTo(page, link);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: subject, level: 2 }).waitFor();
    // Opening it marked it read; the message is shown as text, line break kept.
    await page.getByRole("definition").filter({ hasText: "Read" }).waitFor();
    expect(await page.getByText("I paid twice.").textContent()).toBe(
      "I paid twice.\nCan you refund one?",
    );
    await page.getByText("No account uses this address.").waitFor();
    expect(await seriousViolations(page), "message").toEqual([]);

    // An empty reply is refused beside its field; then a reply is written and sent.
    const reply = page.getByLabel("Your reply");
    const send = page.getByRole("button", { name: "Send reply" });
    await tabTo(page, send);
    await page.keyboard.press("Enter");
    await page.getByText("Write your reply.").waitFor();
    expect(await reply.getAttribute("aria-invalid")).toBe("true");
    await tabTo(page, reply);
    await page.keyboard.type("We refunded the second payment today.");
    await tabTo(page, send);
    await page.keyboard.press("Enter");
    await toast(page, "Reply sent").waitFor();
    const thread = page.getByRole("region", { name: "Replies (1)" });
    await thread.getByText("We refunded the second payment today.").waitFor();
    await thread.getByText("operator@example.com").waitFor();
    await page.getByRole("definition").filter({ hasText: "Handled" }).waitFor();
    expect(await reply.inputValue()).toBe("");

    // The job mails it (to the local outbox here); the thread then says it was sent.
    await vi.waitFor(
      async () => {
        await page.reload();
        await thread.getByText(/Sent \d{4}-\d\d-\d\d \d\d:\d\d UTC/).waitFor({ timeout: 1_000 });
      },
      { timeout: 30_000, interval: 500 },
    );
    await page.goto(`${site().baseUrl}/dev/outbox`);
    const mail = page.getByRole("article", { name: `Re: ${subject}` });
    await mail.waitFor();
    expect(await mail.textContent()).toContain("To: grace@example.com; Reply-To: support@");
    await mail.getByText("Full text").click();
    const text = await mail.locator("pre").textContent();
    expect(text).toContain("Hi Grace Hopper,");
    expect(text).toContain("We refunded the second payment today.");
    expect(text).toContain("I paid twice.\nCan you refund one?");

    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("the inbox and a message fit 320 px and have no serious axe violations in the dark theme", async () => {
    // A message of its own, so this test does not lean on the one before.
    const sent = await fetch(`${site().baseUrl}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Bartholomew Longname-Withoutbreaks",
        email: "a-rather-long-address-for-a-narrow-screen@example.com",
        subject: "Does a narrow screen fit this long subject line without scrolling sideways?",
        message: "A long word: Donaudampfschifffahrtsgesellschaftskapitän.",
      }),
    });
    expect(sent.status).toBe(200);
    const { page, problems } = await adminPage();
    await page.setViewportSize({ width: 320, height: 800 });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(`${site().baseUrl}/admin/inbox`);
    await page.waitForLoadState("networkidle");
    expect(await fitsWidth(page), "inbox at 320 px").toBe(true);
    expect(await seriousViolations(page), "inbox, dark").toEqual([]);
    await page
      .getByRole("link", {
        name: "Does a narrow screen fit this long subject line without scrolling sideways?",
      })
      .click();
    await page.getByRole("heading", { name: "Reply by e-mail" }).waitFor();
    // Without JavaScript, the server refuses a reply that is too long and gives it back as typed.
    const tooLong = "x".repeat(10_001);
    const refused = await fetch(page.url(), {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: site().seeded.cookie,
      },
      body: new URLSearchParams({ intent: "reply", body: tooLong }),
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("A reply can be at most 10,000 characters long.");
    expect(html).toContain(`>${tooLong}</textarea>`);
    expect(await fitsWidth(page), "message at 320 px").toBe(true);
    expect(await seriousViolations(page), "message, dark").toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
