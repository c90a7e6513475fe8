import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import routes from "~/routes";
import { adminPages } from "~/routes/admin";
import { adminSite, createAdmin, signInAsAdmin, signInWithPassword } from "../support/admin";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { tabTo } from "../support/journeys";

/**
 * Issue 22, decision 038: the operators' area answers the site's 404 page, exactly as an address
 * that does not exist, to everyone but a verified admin whose session passed a two-factor code:
 * to a signed-out visitor, a signed-in person without the role, an admin without two-factor, and
 * an admin who signed in from a "trusted device" (which skips the code). Such an admin, signing in
 * with password and code through the real pages, sees the overview and the audit log.
 */
const browser = sharedBrowser();
const site = adminSite(async (context) => ({
  person: await createAdmin(context, {
    email: "person@example.com",
    admin: false,
    twoFactor: false,
  }),
  noTwoFactor: await createAdmin(context, { email: "no.2fa@example.com", twoFactor: false }),
  trusted: await createAdmin(context, { email: "trusted@example.com" }),
  operator: await createAdmin(context, { email: "operator@example.com" }),
}));

/** The area's routes in app/routes.ts (the sections merged later included), a parameter as "x". */
function adminRoutes(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path?.startsWith("admin") ? [`/${entry.path.replace(/:[^/]+/g, "x")}`] : []),
    ...adminRoutes(entry.children ?? []),
  ]);
}
interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

/** Every admin address: the routes, the nav's pages, and one with a query. */
const adminUrls = [
  ...new Set([
    ...adminRoutes(routes),
    ...adminPages.map((page) => page.to),
    "/admin/audit?target=x&before=5",
  ]),
];
/** The routes (a POST to an address with no route is refused with 405 before any of ours runs). */
const adminActions = adminRoutes(routes);

/** What the 404 page says: its main heading and text, as for an address that does not exist. */
async function notFoundPage(page: Page, url: string) {
  const response = await page.goto(url);
  return {
    status: response?.status(),
    heading: await page.getByRole("heading", { level: 1 }).first().textContent(),
    text: (await page.locator("main").textContent())?.replace(/\s+/g, " ").trim(),
  };
}

/** GETs and POSTs to every admin URL from this browser: the 404 page each time. */
async function expectNothingThere(page: Page, who: string) {
  const { baseUrl } = site();
  const missing = await notFoundPage(page, `${baseUrl}/no-such-page-here`);
  expect(missing.status).toBe(404);
  for (const path of adminUrls) {
    expect(await notFoundPage(page, `${baseUrl}${path}`), `${who}: GET ${path}`).toEqual(missing);
    // React Router's data request for the page, which a client-side navigation would make.
    const data = await page.request.get(`${baseUrl}${path.split("?")[0]}.data`);
    expect(data.status(), `${who}: GET ${path}.data`).toBe(404);
    expect(await data.text(), `${who}: GET ${path}.data`).not.toMatch(/failedJobs|olderBefore/);
  }
  expect(adminActions).toEqual(expect.arrayContaining(["/admin", "/admin/audit"]));
  for (const path of adminActions) {
    // A form post, as a browser without JavaScript sends it (same origin, so the origin check
    // lets it through to the route).
    const posted = await page.request.post(`${baseUrl}${path}`, {
      form: { intent: "anything" },
      headers: { origin: baseUrl },
      maxRedirects: 0,
    });
    expect(posted.status(), `${who}: POST ${path}`).toBe(404);
    expect(await posted.text(), `${who}: POST ${path}`).not.toMatch(/Operators|Audit log/);
  }
}

async function browserPage(options: Parameters<typeof openPage>[1] = {}) {
  return openPage(browser(), { bypassCSP: true, reducedMotion: "reduce", ...options });
}

/** The browser reports the 404 answers itself; nothing else may go wrong. */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/status of 404/.test(problem));

describe("who cannot see /admin", () => {
  test("a signed-out visitor gets the 404 page on every admin address, GET and POST", async () => {
    const { page, problems } = await browserPage();
    await expectNothingThere(page, "signed out");
    expect(unexpected(problems)).toEqual([]);
  });

  test("a signed-in person without the admin role gets the 404 page", async () => {
    const { baseUrl, seeded } = site();
    const { page, problems } = await browserPage();
    await signInWithPassword(page, baseUrl, seeded.person, "/dashboard");
    await page.waitForURL(`${baseUrl}/dashboard`);
    await expectNothingThere(page, "no role");
    expect(unexpected(problems)).toEqual([]);
  });

  test("an admin without two-factor sign-in gets the 404 page", async () => {
    const { baseUrl, seeded } = site();
    const { page, problems } = await browserPage();
    await signInWithPassword(page, baseUrl, seeded.noTwoFactor, "/dashboard");
    await page.waitForURL(`${baseUrl}/dashboard`);
    await expectNothingThere(page, "admin without two-factor");
    expect(unexpected(problems)).toEqual([]);
  });

  test("an admin who signs in from a trusted device, skipping the code, gets the 404 page", async () => {
    const { baseUrl, seeded } = site();
    const { page, problems } = await browserPage();
    // The first sign-in, with the code, trusts this browser; it sees the area.
    await signInAsAdmin(page, baseUrl, seeded.trusted, { trustDevice: true });
    await page.getByRole("heading", { name: "Operators", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${baseUrl}/`);
    // The next one asks for the password alone, and its session opens nothing.
    await signInWithPassword(page, baseUrl, seeded.trusted, "/dashboard");
    await page.waitForURL(`${baseUrl}/dashboard`);
    await expectNothingThere(page, "trusted device");
    expect(unexpected(problems)).toEqual([]);
  });
});

describe("an admin signed in with password and code", () => {
  test("sees the overview and the audit log, by keyboard, with no serious axe violation", async () => {
    const { baseUrl, seeded } = site();
    const { page, problems } = await browserPage();
    await signInAsAdmin(page, baseUrl, seeded.operator);
    await page.getByRole("heading", { name: "Operators", level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    // The seed's four accounts, all verified, two with two-factor.
    const people = page.getByRole("heading", { name: "People", level: 3 }).locator("xpath=../..");
    expect(await figure(people, "Accounts")).toBe("4");
    expect(await figure(people, "Address verified")).toBe("4");
    expect(await figure(people, "Two-factor on")).toBe("2");
    const statistics = page
      .getByRole("heading", { name: "Statistics", level: 3 })
      .locator("xpath=../..");
    // The server computes the statistics a minute after it starts: "not yet" before, a time after.
    expect(await figure(statistics, "Last computed")).toMatch(
      /^(not yet|\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC)$/,
    );
    expect(await seriousViolations(page), "overview").toEqual([]);

    // To the audit log from the area's nav, by keyboard.
    const nav = page.getByRole("navigation", { name: "Operators' area" });
    await tabTo(page, nav.getByRole("link", { name: "Audit log" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/admin/audit`);
    await page.getByRole("heading", { name: "Audit log", level: 2 }).waitFor();
    const table = page.getByRole("table", { name: /Audit log entries/ });
    // The three grants of the seed, newest first.
    expect(await rowsOf(table)).toEqual([
      ["role.grant", "operator@example.com", "command line (e2e)"],
      ["role.grant", "trusted@example.com", "command line (e2e)"],
      ["role.grant", "no.2fa@example.com", "command line (e2e)"],
    ]);
    expect(await seriousViolations(page), "audit log").toEqual([]);

    // The filter, filled and sent from the keyboard alone.
    await tabTo(page, page.getByLabel("Address of the person acted on"));
    await page.keyboard.type("TRUSTED@");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/admin/audit?target=TRUSTED%40&action=`);
    await expect
      .poll(() => rowsOf(table))
      .toEqual([["role.grant", "trusted@example.com", "command line (e2e)"]]);

    expect(unexpected(problems)).toEqual([]);
  });

  test("every section of the area: no serious axe violation at 1280 px in the light theme", async () => {
    const { baseUrl, seeded } = site();
    const { page, problems } = await browserPage({ viewport: { width: 1280, height: 800 } });
    await signInAsAdmin(page, baseUrl, seeded.operator);
    for (const { to } of adminPages) {
      const response = await page.goto(`${baseUrl}${to}`);
      expect(response?.status(), to).toBe(200);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page), `${to}, 1280 px, light`).toEqual([]);
    }
    expect(unexpected(problems)).toEqual([]);
  });

  test("every section fits 320 px and reads in the dark theme", async () => {
    const { baseUrl, seeded } = site();
    const { page, problems } = await browserPage({
      viewport: { width: 320, height: 720 },
      colorScheme: "dark",
    });
    await signInAsAdmin(page, baseUrl, seeded.operator);
    for (const path of adminPages.map((section) => section.to)) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState("networkidle");
      // Nothing wider than the screen but the table's own scrolling region.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} at 320 px`,
      ).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        "rgb(19, 17, 31)",
      );
      expect(await seriousViolations(page), `${path}, 320 px, dark`).toEqual([]);
    }
    expect(unexpected(problems)).toEqual([]);
  });
});

/** The value beside a label in one of the overview's cards. */
async function figure(card: Locator, label: string) {
  const term = card.locator("dt", { hasText: new RegExp(`^${label}$`) });
  return (await term.locator("xpath=following-sibling::dd[1]").textContent())?.trim();
}

/** The audit table's rows: action, the address acted on, who. */
async function rowsOf(table: Locator): Promise<string[][]> {
  return table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll("td")].map((cell) => cell.textContent?.trim() ?? "");
      return [cells[2]!, cells[3]!, cells[1]!];
    }),
  );
}
