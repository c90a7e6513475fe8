import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { createSignedInUser } from "../support/accounts";
import { adminSite, createAdminSession, pageSignedIn } from "../support/admin";
import { seriousViolations } from "../support/axe";
import { sharedBrowser } from "../support/browser-hooks";
import { tabTo } from "../support/journeys";

const browser = sharedBrowser();

/** Whether the page scrolls sideways (it must not, at 320 px). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe("an admin on the People pages", () => {
  const site = adminSite(async (context) => ({
    admin: await createAdminSession(context, "operator@example.com"),
    person: await createSignedInUser(context, "Found.Person@example.com", "Found Person"),
  }));
  const adminPage = (options: { viewport?: { width: number; height: number } } = {}) =>
    pageSignedIn(browser(), site().baseUrl, site().seeded.admin.cookie, options);

  test("finds a person, grants premium with a reason, and sees it in the person's audit entries; keyboard, axe, 320 px and dark", async () => {
    const { page, problems } = await adminPage();
    await page.goto(`${site().baseUrl}/admin/people`);
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
    await page.waitForURL(`${site().baseUrl}/admin/people/${site().seeded.person.id}`);
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
    await page.goto(`${site().baseUrl}/admin/payments?provider=manual`);
    await page
      .getByRole("table", { name: "Subscriptions, newest first" })
      .getByRole("link", { name: "Found.Person@example.com" })
      .waitFor();
    expect(await seriousViolations(page), "/admin/payments").toEqual([]);

    // Narrow and dark: nothing scrolls sideways but the tables' own regions.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.emulateMedia({ colorScheme: "dark" });
    for (const path of [
      "/admin/people?q=found",
      `/admin/people/${site().seeded.person.id}`,
      "/admin/payments",
    ]) {
      await page.goto(`${site().baseUrl}${path}`);
      await page.waitForLoadState("networkidle");
      expect(await overflows(page), path).toBe(false);
      expect(await seriousViolations(page), `${path}, 320 px dark`).toEqual([]);
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
