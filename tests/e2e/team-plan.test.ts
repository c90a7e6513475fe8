import crypto from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { teamMembers, users } from "~/db/schema";
import { createTeam } from "~/teams/teams.server";
import { createSignedInUser } from "../support/accounts";
import { adminSite, pageSignedIn } from "../support/admin";
import { seriousViolations } from "../support/axe";
import { hydrated, openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { tabTo, toast } from "../support/journeys";

const browser = sharedBrowser();

/** Whether the page scrolls sideways (it must not, at 320 px). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Selects what a field holds and types `text` over it, from the keyboard. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/**
 * Paying for a team (issue 23, decision 042), end to end on the built site with the sandbox
 * checkout: a team's owner opens its plan page, buys seats, changes the number on the card form
 * and sees the price follow, pays, then changes the seats again, priced before it is confirmed,
 * all from the keyboard, with no serious axe violation on any page, light and dark, and at 320 px.
 */
describe("a team's plan and seats", () => {
  const site = adminSite(async (context) => {
    const owner = await createSignedInUser(context, "team.owner@example.com", "Olive Owner");
    const team = await createTeam(context.db, owner.id, { name: "Platform" });
    for (const name of ["Ada", "Grace"]) {
      const id = crypto.randomUUID();
      await context.db
        .insert(users)
        .values({ id, name, email: `${name.toLowerCase()}@example.com`, emailVerified: true });
      await context.db.insert(teamMembers).values({ teamId: team.id, userId: id });
    }
    const second = await createTeam(context.db, owner.id, { name: "Research" });
    return { owner, teamId: team.id, secondTeamId: second.id };
  });

  test("the owner buys seats through the sandbox checkout and changes them, by keyboard, axe-checked", async () => {
    const { baseUrl, seeded } = site();
    const { page, problems } = await pageSignedIn(browser(), baseUrl, seeded.owner.cookie, {
      reducedMotion: "reduce",
    });
    const planUrl = `${baseUrl}/teams/${seeded.teamId}/plan`;
    await page.goto(planUrl);
    await hydrated(page);
    await page.getByRole("heading", { name: "Plan and seats", level: 2 }).waitFor();
    await page.getByRole("heading", { name: "Free team" }).waitFor();
    expect(await page.getByTestId("seats-used").textContent()).toBe("3 members of 5 seats");
    expect(await seriousViolations(page), "the free team's plan page").toEqual([]);

    // A number of seats under the free team's is refused beside the field, nothing started.
    const seats = page.getByRole("spinbutton", { name: "Seats" });
    await tabTo(page, seats);
    await typeOver(page, "4");
    await page.keyboard.press("Enter");
    await page.getByText("Choose at least 6 seats: a free team already holds 5 members.").waitFor();
    expect(page.url()).toBe(planUrl);
    expect(await seriousViolations(page), "a refused number of seats").toEqual([]);

    // 12 seats, priced as they are typed, then on to the card form.
    await seats.focus();
    await typeOver(page, "12");
    await page
      .getByTestId("seats-total")
      .filter({ hasText: "12 seats: $72.00 per month" })
      .waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/billing\/sandbox-checkout\/[0-9a-f-]{36}$/);
    await hydrated(page);
    await page
      .getByTestId("checkout-seats")
      .filter({ hasText: "For Platform: 12 seats at $6.00 per seat per month." })
      .waitFor();
    expect(await seriousViolations(page), "the card form of a Teams plan").toEqual([]);

    // The seats changed on the card form: the price follows before anything is paid.
    const checkoutSeats = page.getByRole("spinbutton", { name: "Seats" });
    await tabTo(page, checkoutSeats);
    await typeOver(page, "14");
    await page.getByRole("button", { name: "Pay $84.00" }).waitFor();
    await tabTo(page, page.getByLabel("Card number"));
    await page.keyboard.type("4242 4242 4242 4242");
    await page.keyboard.press("Tab");
    await page.keyboard.type("12/34");
    await page.keyboard.press("Tab");
    await page.keyboard.type("123");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${planUrl}?checkout=success`);
    await hydrated(page);
    await page.getByText("The Teams plan is on: the team now has 14 seats.").waitFor();
    expect(await page.getByTestId("team-plan").textContent()).toContain(
      "14 seats, $84.00 per month",
    );
    expect(await page.getByTestId("team-plan").textContent()).toContain("Paid by you.");
    expect(await page.getByTestId("seats-used").textContent()).toBe("3 members of 14 seats");
    expect(await seriousViolations(page), "the plan page with the Teams plan").toEqual([]);

    // Down to 8: priced, then confirmed; the confirmation takes focus.
    const change = page.getByRole("region", { name: "Change the number of seats" });
    await tabTo(page, change.getByRole("spinbutton", { name: "Seats" }));
    await typeOver(page, "8");
    await page.keyboard.press("Enter");
    const quote = page.getByTestId("seat-change-quote");
    await quote.getByRole("heading", { name: "From 14 to 8 seats" }).waitFor();
    expect(
      await page.evaluate(() => document.activeElement?.textContent),
      "the confirmation has the focus",
    ).toBe("From 14 to 8 seats");
    expect(await quote.textContent()).toMatch(/is credited now for the seats taken off/);
    expect(await seriousViolations(page), "a change of seats priced").toEqual([]);
    await tabTo(page, quote.getByRole("button", { name: "Change to 8 seats" }));
    await page.keyboard.press("Enter");
    await toast(page, "Seats changed").waitFor();
    await page.getByTestId("seats-used").filter({ hasText: "3 members of 8 seats" }).waitFor();

    // Dark, and a phone's width, with nothing wider than the window.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(planUrl);
    await hydrated(page);
    expect(await overflows(page), "320 px").toBe(false);
    expect(await seriousViolations(page), "dark, 320 px").toEqual([]);
    expect(problems).toEqual([]);
  }, 240_000);

  test("without JavaScript: the seats typed on the card form are priced first, then paid", async () => {
    const { baseUrl, seeded } = site();
    const { page, problems } = await pageSignedIn(browser(), baseUrl, seeded.owner.cookie, {
      javaScriptEnabled: false,
    });
    const planUrl = `${baseUrl}/teams/${seeded.secondTeamId}/plan`;
    await page.goto(planUrl);
    await page.getByRole("spinbutton", { name: "Seats" }).fill("6");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/billing\/sandbox-checkout\//);
    await page.getByRole("button", { name: "Pay $36.00" }).waitFor();
    await page.getByRole("spinbutton", { name: "Seats" }).fill("9");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay $36.00" }).click();
    await page
      .getByText(
        "The price is now $54.00 per month for 9 seats. Check it, then pay: nothing has been charged yet.",
      )
      .waitFor();
    // The security code is never sent back; the rest is kept.
    expect(await page.getByLabel("CVC").inputValue()).toBe("");
    expect(await page.getByLabel("Card number").inputValue()).toBe("4242 4242 4242 4242");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay $54.00" }).click();
    await page.waitForURL(`${planUrl}?checkout=success`);
    await page.getByText("The Teams plan is on: the team now has 9 seats.").waitFor();
    // The priced-again page is answered 409 on purpose: nothing else went wrong.
    expect(problems).toEqual([
      "Failed to load resource: the server responded with a status of 409 (Conflict)",
    ]);
  }, 120_000);

  test("/pricing's Teams section is the footer's Team Assessment, and its FAQ JSON-LD stays valid", async () => {
    const { baseUrl } = site();
    const { page, problems } = await openPage(browser(), { bypassCSP: true });
    await page.goto(`${baseUrl}/pricing`);
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Team Assessment" }).click();
    await page.waitForURL(`${baseUrl}/pricing#teams`);
    const section = page.getByRole("region", { name: "Teams" });
    expect(await section.textContent()).toContain("$6.00 per seat per month");
    expect(await section.textContent()).toContain("A team of up to 5 members is free");
    expect(
      await section.getByRole("link", { name: "Sign up to create a team" }).getAttribute("href"),
    ).toBe("/auth?mode=signup&redirectTo=%2Fteams");
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    const faq = ld.find((item: { "@type"?: string }) => item["@type"] === "FAQPage") as {
      mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity.map((question) => question.name)).toContain(
      "How does the Teams plan work?",
    );
    for (const question of faq.mainEntity) {
      expect(question["@type"]).toBe("Question");
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
    expect(await seriousViolations(page), "/pricing").toEqual([]);
    expect(problems).toEqual([]);
  });
});
