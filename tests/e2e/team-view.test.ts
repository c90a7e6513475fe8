import crypto from "node:crypto";
import type { Page } from "playwright-core";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { teamMembers, testSessions } from "~/db/schema";
import { createTeam, inviteByEmail, shareResult } from "~/teams/teams.server";
import { createSignedInUser } from "../support/accounts";
import { adminSite, pageSignedIn } from "../support/admin";
import { seriousViolations } from "../support/axe";
import { hydrated } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { tabTo, toast } from "../support/journeys";

const browser = sharedBrowser();

/** Whether the page scrolls sideways (it must not, down to 320 px). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A saved result with these scores and the type they give. */
async function savedResult(
  context: AppLoadContext,
  userId: string,
  type: string,
  [mind, energy, nature, tactics, identity]: number[],
  completedAt = new Date().toISOString(),
) {
  const [row] = await context.db
    .insert(testSessions)
    .values({
      userId,
      submissionId: crypto.randomUUID(),
      personalityType: type,
      dimensions: {
        mind: mind!,
        energy: energy!,
        nature: nature!,
        tactics: tactics!,
        identity: identity!,
      },
      responses: {},
      completedAt: new Date(completedAt),
    })
    .returning();
  return row!.id;
}

/**
 * A team of five through the data layer: Olu (the owner), Ada and Bo share a result each; Cy has
 * joined and has taken no test; Eve has two saved results and shares neither; one more person is
 * invited. Dee is signed in and in no team.
 */
async function seedTeam(context: AppLoadContext) {
  const person = (name: string) =>
    createSignedInUser(context, `${name.toLowerCase()}@team-view.example`, name);
  const [olu, ada, bo, cy, eve, dee] = [
    await person("Olu"),
    await person("Ada"),
    await person("Bo"),
    await person("Cy"),
    await person("Eve"),
    await person("Dee"),
  ];
  const team = await createTeam(context.db, olu.id, { name: "Research Guild" });
  for (const member of [ada, bo, cy, eve])
    await context.db.insert(teamMembers).values({ teamId: team.id, userId: member.id });
  const shared = [
    [olu, "INTJ-A", [20, 80, 30, 25, 70]],
    [ada, "ENFP-T", [75, 90, 65, 80, 30]],
    [bo, "ISTJ-T", [40, 20, 35, 20, 45]],
  ] as const;
  // A second team, of two, sees the same two results of Olu and Ada: a small picture.
  const pair = await createTeam(context.db, olu.id, { name: "Pair" });
  await context.db.insert(teamMembers).values({ teamId: pair.id, userId: ada.id });
  for (const [member, type, scores] of shared) {
    const testSessionId = await savedResult(context, member.id, type, [...scores]);
    await shareResult(context.db, { teamId: team.id, userId: member.id, testSessionId });
    if (member !== bo)
      await shareResult(context.db, { teamId: pair.id, userId: member.id, testSessionId });
  }
  // Eve has taken the test twice and shares nothing yet.
  await savedResult(context, eve.id, "ISFJ-A", [30, 25, 60, 20, 70], "2025-11-20T10:00:00Z");
  await savedResult(context, eve.id, "ESFP-T", [70, 30, 65, 80, 40], "2026-11-20T10:00:00Z");
  await inviteByEmail(context.db, {
    teamId: team.id,
    invitedBy: olu.id,
    email: "later@team-view.example",
  });
  return { teamId: team.id, pairId: pair.id, olu, ada, bo, cy, eve, dee };
}

describe("what a team sees (issue 23)", () => {
  const site = adminSite(seedTeam);
  const url = (path: string) => `${site().baseUrl}${path}`;
  const as = (cookie: string, options: Parameters<typeof pageSignedIn>[3] = {}) =>
    pageSignedIn(browser(), site().baseUrl, cookie, options);

  test("the overview at 320, 390 and 1280 px, light and dark and right to left: who shared, the types, the groups, the strips; axe clean", async () => {
    const { teamId, olu } = site().seeded;
    const { page, problems } = await as(olu.cookie);
    await page.goto(url(`/teams/${teamId}`));
    await page.getByRole("heading", { name: "Overview", level: 2 }).waitFor();
    await page.getByText("3 of 5 members share a result with the team.").waitFor();

    const people = page.locator('section[aria-labelledby="people-heading"]');
    await people.getByRole("heading", { name: "Sharing a result (3)" }).waitFor();
    await people.getByText("Ada, ENFP-T").waitFor();
    await people.getByText("Olu (you), INTJ-A").waitFor();
    await people.getByRole("heading", { name: "Not shared yet (2)" }).waitFor();
    // Neither line says whether its member took the test (Eve has, Cy has not).
    expect(await people.getByRole("listitem").filter({ hasText: "Cy" }).textContent()).toBe("Cy");
    expect(await people.getByRole("listitem").filter({ hasText: "Eve" }).textContent()).toBe("Eve");
    await people.getByText("1 more person is invited and has not joined yet.").waitFor();

    // The grid: sixteen cells under four group headings, zero cells there and saying so.
    const types = page.locator('section[aria-labelledby="types-heading"]');
    expect(await types.getByRole("heading", { level: 4 }).allTextContents()).toEqual([
      "Analysts1 member",
      "Diplomats1 member",
      "Sentinels1 member",
      "Explorers0 members",
    ]);
    expect(await types.getByRole("listitem").count()).toBe(16);
    expect(await types.locator('[data-type="INTJ"]').textContent()).toBe(
      "INTJThe Cartographer1 member",
    );
    expect(await types.locator('[data-type="ESFP"]').textContent()).toBe("ESFPThe Celebrantnone");
    await page
      .locator('section[aria-labelledby="groups-heading"]')
      .getByText("2 members, 67%")
      .waitFor();
    await page.getByText("2 lean Introverted, 1 leans Extraverted.").waitFor();
    // The links: comparing (three share) and, for the owner, the team's PDF.
    await page.getByRole("link", { name: "Compare two members" }).waitFor();
    expect(
      await page.getByRole("link", { name: "Download the team report (PDF)" }).getAttribute("href"),
    ).toBe(`/teams/${teamId}/report.pdf`);
    expect(await page.getByText("the picture below is small").count()).toBe(0);

    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await overflows(page), `${width} px, ${scheme}`).toBe(false);
        expect(await seriousViolations(page), `${width} px, ${scheme}`).toEqual([]);
      }
    }

    // Right to left: the Arabic page mirrors, and stays clean.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(url(`/ar/teams/${teamId}`));
    await page.locator('html[dir="rtl"]').waitFor({ state: "attached" });
    // In Arabic: the teamView catalogue's "Overview".
    await page.getByRole("heading", { name: "نظرة عامة", level: 2 }).waitFor();
    expect(await overflows(page), "/ar").toBe(false);
    expect(await seriousViolations(page), "/ar").toEqual([]);

    // Two shared results: everything still shows (sharing was each one's choice), said to be small.
    const { pairId } = site().seeded;
    await page.goto(url(`/teams/${pairId}`));
    await page.getByText("2 of 2 members share a result with the team.").waitFor();
    await page
      .getByText(
        "With 2 shared results, the picture below is small: every figure in it is one person's result or two, and anyone can see whose.",
        { exact: false },
      )
      .waitFor();
    await page.getByRole("group", { name: "Mind: 2 members' positions" }).waitFor();
    await page.getByRole("link", { name: "Compare two members" }).waitFor();
    expect(await seriousViolations(page), "a team of two").toEqual([]);
    expect(problems).toEqual([]);
  });

  test("a strip's dots are one tab stop: the arrow keys move along them and each shows its name; the table shows every position", async () => {
    const { teamId, olu } = site().seeded;
    const { page, problems } = await as(olu.cookie);
    await page.goto(url(`/teams/${teamId}`));
    await hydrated(page);
    const mind = page.getByRole("group", { name: "Mind: 3 members' positions" });
    const first = mind.getByRole("img", { name: "Olu: 80% Introverted" });
    await tabTo(page, first);
    const strip = page.locator('li[data-dimension="mind"]');
    // The name shows beside the dot by keyboard, as on hover.
    await strip.getByText("Olu: 80% Introverted", { exact: true }).waitFor();
    await page.keyboard.press("ArrowRight");
    await strip.getByText("Bo: 60% Introverted", { exact: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Bo: 60% Introverted",
    );
    await page.keyboard.press("End");
    await strip.getByText("Ada: 75% Extraverted", { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    expect(await strip.getByText("Ada: 75% Extraverted", { exact: true }).count()).toBe(0);
    // Tab leaves the strip at once: one stop, whatever the team's size.
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => document.activeElement?.closest('[data-dimension="energy"]')),
    ).not.toBeNull();
    expect(await seriousViolations(page), "a dot's name showing").toEqual([]);

    // The table, from the link above the strips, then back.
    await page.getByRole("link", { name: "Show the positions as a table" }).click();
    const table = page.getByRole("table", {
      name: "Each member's score on the five dimensions, from 0 to 100, and how far it leans to a pole",
    });
    await table.waitFor();
    expect(await table.getByRole("rowheader").allTextContents()).toEqual([
      "Ada",
      "Bo",
      "Olu",
      "Mean",
      "Standard deviation",
    ]);
    await table.getByRole("cell", { name: "75 (75% Extraverted)" }).waitFor();
    expect(await page.getByRole("group", { name: /positions/ }).count()).toBe(0);
    expect(await seriousViolations(page), "the table").toEqual([]);
    // The wide table scrolls inside its own region; the page does not, down to 320 px.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await overflows(page), "the table, 320 px").toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("link", { name: "Show the positions as strips" }).click();
    await page.getByRole("group", { name: "Mind: 3 members' positions" }).waitFor();

    // Without JavaScript the table is one link away too.
    const { page: plain } = await as(olu.cookie, { javaScriptEnabled: false });
    await plain.goto(url(`/teams/${teamId}?positions=table`));
    await plain.getByRole("table").getByRole("rowheader", { name: "Ada" }).waitFor();
    expect(problems).toEqual([]);
  });

  test("sharing is the member's choice: the test first for Cy; Eve shares, changes and stops, with JavaScript and without", async () => {
    const { teamId, cy, eve } = site().seeded;
    const cyPage = (await as(cy.cookie)).page;
    await cyPage.goto(url(`/teams/${teamId}`));
    const cyPanel = cyPage.locator('section[aria-labelledby="you-heading"]');
    await cyPanel.getByText("You have not taken the test yet.").waitFor();
    await cyPanel.getByText("Joining a team shares nothing.", { exact: false }).waitFor();
    expect(await cyPanel.getByRole("link", { name: "Take the test" }).getAttribute("href")).toBe(
      "/personality-test",
    );
    await cyPage.getByText("Cy (you): you have not taken the test yet").waitFor();
    expect(await seriousViolations(cyPage), "no result yet").toEqual([]);

    const { page, problems } = await as(eve.cookie);
    await page.goto(url(`/teams/${teamId}`));
    await hydrated(page);
    const panel = page.locator('section[aria-labelledby="you-heading"]');
    await panel.getByText("You are not sharing a result with this team.").waitFor();
    const choice = panel.getByLabel("Result the team sees");
    // Newest first: the ESFP result saved today, then the ISFJ one from last year.
    expect(await choice.locator("option").allTextContents()).toEqual([
      "ESFP-T, taken Nov 20, 2026",
      "ISFJ-A, taken Nov 20, 2025",
    ]);
    await choice.selectOption({ label: "ISFJ-A, taken Nov 20, 2025" });
    await panel.getByRole("button", { name: "Share this result" }).click();
    await toast(page, "Result shared").waitFor();
    await panel.getByText("The team sees your ISFJ-A result from Nov 20, 2025.").waitFor();
    await page.getByText("4 of 5 members share a result with the team.").waitFor();
    await page.getByText("Eve (you), ISFJ-A").waitFor();
    expect(await seriousViolations(page), "shared, with its toast").toEqual([]);

    // Changed to the other result, from the keyboard, on a fresh visit.
    await page.goto(url(`/teams/${teamId}`));
    await hydrated(page);
    await tabTo(page, choice);
    await choice.selectOption({ label: "ESFP-T, taken Nov 20, 2026" });
    await tabTo(page, panel.getByRole("button", { name: "Share this one instead" }));
    await page.keyboard.press("Enter");
    await panel.getByText("The team sees your ESFP-T result from Nov 20, 2026.").waitFor();
    await page
      .locator('section[aria-labelledby="types-heading"] [data-type="ESFP"]')
      .getByText("1 member")
      .waitFor();

    // Stopped without JavaScript: the form posts and the page comes back with the message.
    const { page: plain } = await as(eve.cookie, { javaScriptEnabled: false });
    await plain.goto(url(`/teams/${teamId}`));
    await plain.getByRole("button", { name: "Stop sharing" }).click();
    await plain.getByText("You are not sharing a result with this team.").waitFor();
    await plain
      .getByRole("status")
      .filter({ hasText: "Research Guild no longer sees a result of yours." })
      .waitFor();
    await plain.getByText("3 of 5 members share a result with the team.").waitFor();
    expect(problems).toEqual([]);
  });

  test("compare: two members chosen with the form, side by side; a member who shares nothing is named as missing and the other kept", async () => {
    const { teamId, olu, ada, bo, cy } = site().seeded;
    const { page, problems } = await as(olu.cookie);
    await page.goto(url(`/teams/${teamId}`));
    await hydrated(page);
    await page.getByRole("link", { name: "Compare two members" }).click();
    await page.getByRole("heading", { name: "Compare two members", level: 2 }).waitFor();
    await page.getByLabel("First member").selectOption({ label: "Ada, ENFP-T" });
    await page.getByLabel("Second member").selectOption({ label: "Bo, ISTJ-T" });
    await page.getByRole("button", { name: "Compare" }).click();
    await page.getByRole("heading", { name: "Ada and Bo", level: 2 }).waitFor();
    expect(new URL(page.url()).searchParams.get("a")).toBe(ada.id);
    expect(new URL(page.url()).searchParams.get("b")).toBe(bo.id);
    await page.getByTestId("side-a").getByText("ENFP-T").waitFor();
    await page.getByTestId("mind-reading").waitFor();
    expect(await seriousViolations(page), "a comparison").toEqual([]);

    await page.goto(url(`/teams/${teamId}/compare?a=${ada.id}&b=${cy.id}`));
    await page
      .getByText(
        "The second member in this address is not sharing a result with this team, or is no longer a member.",
        { exact: false },
      )
      .waitFor();
    expect(await page.getByLabel("First member").inputValue()).toBe(ada.id);
    expect(await page.getByLabel("Second member").inputValue()).toBe("");
    expect(await page.getByLabel("Second member").getAttribute("aria-invalid")).toBe("true");
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await overflows(page), "compare, 320 px").toBe(false);
    expect(await seriousViolations(page), "a missing side").toEqual([]);
    expect(problems).toEqual([]);
  });

  test("anyone outside the team gets the site's 404 page, signed in or not", async () => {
    const { teamId, dee } = site().seeded;
    for (const path of [`/teams/${teamId}`, `/teams/${teamId}/compare`]) {
      expect((await fetch(url(path), { headers: { cookie: dee.cookie } })).status, path).toBe(404);
      expect((await fetch(url(path))).status, `${path}, signed out`).toBe(404);
    }
  });
});
