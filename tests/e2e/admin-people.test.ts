import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import { createSignedInUser } from "../support/accounts";
import { createAdminSession as createSignedInAdmin } from "../support/admin-session";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { loadContext } from "../support/route-args";
import { spawnServer, temporaryDir, type SpawnedServer } from "../support/server";

const browser = sharedBrowser();

/** The secret the accounts below are signed in with; the server is started with the same one. */
const authSecret = "admin-people-e2e-secret-of-at-least-32-chars";

/** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator) {
  for (let press = 0; press < 80; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Never reached by Tab");
}

/** Whether the page scrolls sideways (it must not, at 320 px). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe("an admin on the People pages", () => {
  let server: SpawnedServer;
  let admin: { email: string; cookie: string };
  let person: { id: string; email: string };

  beforeAll(async () => {
    // PGlite belongs to one process: the accounts are made first, then the server opens the folder.
    const dataDir = temporaryDir("typeatlas-admin-people-");
    const handle = await openDatabase({ dataDir });
    try {
      const context = loadContext(handle, { authSecret });
      admin = await createSignedInAdmin(context, "operator@example.com");
      person = await createSignedInUser(context, "Found.Person@example.com", "Found Person");
    } finally {
      await handle.close();
    }
    server = await spawnServer({ env: { DATA_DIR: dataDir, AUTH_SECRET: authSecret } });
  });

  afterAll(async () => {
    await server?.stop();
  });

  async function adminPage(options: { viewport?: { width: number; height: number } } = {}) {
    const opened = await openPage(browser(), { bypassCSP: true, ...options });
    await opened.page.context().addCookies(
      admin.cookie.split("; ").map((pair) => {
        const [name, value] = pair.split("=") as [string, string];
        return { name, value, url: server.url };
      }),
    );
    return opened;
  }

  test("finds a person, grants premium with a reason, and sees it in the person's audit entries; keyboard, axe, 320 px and dark", async () => {
    const { page, problems } = await adminPage();
    await page.goto(`${server.url}/admin/people`);
    await page.getByRole("heading", { name: "People", level: 2 }).waitFor();
    expect(await seriousViolations(page), "/admin/people").toEqual([]);

    // Search from the keyboard, in another case than the address was written.
    const search = page.getByLabel("E-mail address or account id");
    await tabTo(page, search);
    await page.keyboard.type("found.PERSON");
    await page.keyboard.press("Enter");
    const result = page.getByRole("link", { name: "Found.Person@example.com" });
    await result.waitFor();
    expect(await seriousViolations(page), "search results").toEqual([]);
    await tabTo(page, result);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/admin/people/${person.id}`);
    await page.getByRole("heading", { name: "Found.Person@example.com", level: 2 }).waitFor();
    expect(await seriousViolations(page), "person page").toEqual([]);

    // A wrong confirmation is refused beside its field, and nothing is granted.
    const grant = page.locator("#grant-premium");
    await grant.getByLabel("Plan").selectOption("premium-2-month");
    await grant.getByLabel("Reason (kept in the audit log)").fill("Goodwill after a support mail");
    await grant.getByLabel("The person’s e-mail address, to confirm").fill("someone@else.example");
    await grant.getByRole("button", { name: "Grant premium" }).click();
    await grant.getByText("That is not the person's e-mail address.").waitFor();
    expect(
      await page.getByText("Premium now").locator("xpath=following-sibling::dd[1]").textContent(),
    ).toBe("No");

    await grant
      .getByLabel("The person’s e-mail address, to confirm")
      .fill("found.person@example.com");
    await grant.getByRole("button", { name: "Grant premium" }).click();
    await page.getByText("Premium granted", { exact: true }).first().waitFor();
    await page
      .getByRole("definition")
      .filter({ hasText: "Yes: premium-2-month (granted by hand), no end date" })
      .waitFor();
    const audit = page.getByRole("table", { name: "What admins did (newest 50)" });
    await audit.getByRole("cell", { name: "premium.grant" }).waitFor();
    await audit.getByRole("cell", { name: "Goodwill after a support mail" }).waitFor();
    await audit.getByRole("cell", { name: "operator@example.com" }).waitFor();
    expect(await seriousViolations(page), "person page after the grant").toEqual([]);

    // The payments page lists the grant, linked to the person.
    await page.goto(`${server.url}/admin/payments?provider=manual`);
    await page
      .getByRole("table", { name: "Subscriptions, newest first" })
      .getByRole("link", { name: "Found.Person@example.com" })
      .waitFor();
    expect(await seriousViolations(page), "/admin/payments").toEqual([]);

    // Narrow and dark: nothing scrolls sideways but the tables' own regions.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.emulateMedia({ colorScheme: "dark" });
    for (const path of ["/admin/people?q=found", `/admin/people/${person.id}`, "/admin/payments"]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState("networkidle");
      expect(await overflows(page), path).toBe(false);
      expect(await seriousViolations(page), `${path}, 320 px dark`).toEqual([]);
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
