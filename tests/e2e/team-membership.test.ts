import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { seriousViolations } from "../support/axe";
import { hydrated, openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import {
  followMailLink,
  freshEmail,
  password,
  signUpAndVerify,
  tabTo,
  toast,
} from "../support/journeys";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();
const phone = { viewport: { width: 390, height: 844 }, bypassCSP: true };

/** A signed-in browser at phone width, for a new account. */
async function signedIn(
  label: string,
  name: string,
  options: { javaScriptEnabled?: boolean } = {},
) {
  const setup = await openPage(browser());
  const email = freshEmail(label);
  await signUpAndVerify(setup.page, email, name);
  const storageState = await setup.page.context().storageState();
  await setup.page.context().close();
  return { email, ...(await openPage(browser(), { ...phone, ...options, storageState })) };
}

/** Problems other than a page answered 4xx on purpose (a link that no longer works: 410). */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/Failed to load resource: .* status of 4\d\d/.test(problem));

const teamIdIn = (url: string) => /\/teams\/([0-9a-f-]{36})/.exec(url)?.[1];

async function membersPage(page: Page, teamId: string) {
  await page.goto(`${baseUrl}/teams/${teamId}/members`);
  await hydrated(page);
}

describe("joining a team, by e-mail and by link, and leaving it", () => {
  test("a team is made, an invited person signs up from the mail and joins, another joins by link, an outsider sees nothing, a member is removed", async () => {
    const owner = await signedIn("team-owner", "Olive Owner");
    const { page } = owner;

    // The dashboard leads to the teams; the form is filled and sent from the keyboard.
    await page.goto(`${baseUrl}/dashboard`);
    await hydrated(page);
    const entry = page.getByRole("link", { name: "Your teams" });
    await tabTo(page, entry);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/teams`);
    await page.getByRole("heading", { name: "You are not in a team yet" }).waitFor();
    expect(await seriousViolations(page), "/teams, empty").toEqual([]);
    await tabTo(page, page.getByLabel("Team name"));
    await page.keyboard.type("Platform Squad");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    const teamId = teamIdIn(page.url())!;

    // Inviting by e-mail: a wrong address is named and nothing typed is lost.
    const invitee = freshEmail("team-invitee");
    await membersPage(page, teamId);
    const addresses = page.getByLabel("E-mail addresses");
    await tabTo(page, addresses);
    await page.keyboard.type(`${invitee}, not-an-address`);
    await page.getByRole("button", { name: "Send invitations" }).click();
    await page.getByText("This does not look like an e-mail address: not-an-address").waitFor();
    expect(await addresses.inputValue()).toBe(`${invitee}, not-an-address`);
    await addresses.fill(invitee);
    await page.getByRole("button", { name: "Send invitations" }).click();
    await toast(page, "Invitation sent").waitFor();
    await page.getByRole("rowheader", { name: invitee }).waitFor();
    expect(await seriousViolations(page), "members, owner").toEqual([]);
    // Its tables scroll inside their own box; the page itself stays as wide as the phone.
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBe(390);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await width()).toBe(320);
    await page.setViewportSize(phone.viewport);

    // The invited person opens the mail signed out, signs up, confirms, and is back to join.
    const guest = await openPage(browser(), phone);
    await followMailLink(guest.page, invitee, "Olive Owner invited you to join a team");
    await guest.page.waitForURL(/\/teams\/invitations\//);
    const invitation = guest.page.url();
    await guest.page.getByRole("heading", { name: "Join Platform Squad" }).waitFor();
    await guest.page.getByText("Olive Owner invited you to join Platform Squad.").waitFor();
    expect(await seriousViolations(guest.page), "invitation, signed out").toEqual([]);
    await guest.page.getByRole("link", { name: "Create an account" }).click();
    await guest.page.waitForURL(/\/auth\?mode=signup&redirectTo=/);
    await hydrated(guest.page);
    await guest.page.getByLabel("Full Name").fill("Ivy Invitee");
    await guest.page.getByLabel("Email").fill(invitee);
    await guest.page.getByLabel("Password").fill(password);
    await guest.page.getByRole("button", { name: "Create Account" }).click();
    await guest.page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    await followMailLink(guest.page, invitee, "Confirm your e-mail address");
    await guest.page.waitForURL(invitation);
    const join = guest.page.getByRole("button", { name: "Join the team" });
    await join.waitFor();
    await hydrated(guest.page);
    await tabTo(guest.page, join);
    await guest.page.keyboard.press("Enter");
    await guest.page.waitForURL(`${baseUrl}/teams/${teamId}`);
    expect(unexpected(guest.problems)).toEqual([]);

    // Someone outside the team gets the 404 page for its pages and its forms.
    const outsider = await signedIn("team-outsider", "Max Member");
    for (const path of ["members", "settings"]) {
      const response = await outsider.page.goto(`${baseUrl}/teams/${teamId}/${path}`);
      expect(response?.status(), path).toBe(404);
    }
    const post = await outsider.page.request.post(`${baseUrl}/teams/${teamId}/members`, {
      form: { intent: "invite", emails: "someone@example.com" },
      headers: { Origin: baseUrl },
    });
    expect(post.status()).toBe(404);

    // The owner makes a join link, shown once; the outsider joins with it.
    await membersPage(page, teamId);
    await page.getByRole("button", { name: "Make a join link" }).click();
    const link = await page.getByLabel("The new join link").inputValue();
    expect(link).toMatch(/\/teams\/join\/[\w-]{43}$/);
    await outsider.page.goto(link);
    await hydrated(outsider.page);
    await outsider.page.getByRole("heading", { name: "Join Platform Squad" }).waitFor();
    expect(await seriousViolations(outsider.page), "join link, signed in").toEqual([]);
    await outsider.page.getByRole("button", { name: "Join the team" }).click();
    await outsider.page.waitForURL(`${baseUrl}/teams/${teamId}`);

    // Turned off, the link says so, to anyone.
    await membersPage(page, teamId);
    await page.getByRole("button", { name: "Turn the link off" }).click();
    await toast(page, "Join link turned off").waitFor();
    const stranger = await openPage(browser(), phone);
    const off = await stranger.page.goto(link);
    expect(off?.status()).toBe(410);
    await stranger.page.getByRole("heading", { name: "This join link is turned off" }).waitFor();
    await stranger.page.getByText("Ask the person who invited you for a new one.").waitFor();
    expect(await seriousViolations(stranger.page), "join link turned off").toEqual([]);

    // Removing a member asks first, with their name, and is done from the keyboard.
    await membersPage(page, teamId);
    await page.getByRole("rowheader", { name: "Ivy Invitee" }).waitFor();
    const remove = page.getByRole("link", { name: "Remove: Max Member" });
    await tabTo(page, remove);
    await page.keyboard.press("Enter");
    const question = page.getByRole("heading", { name: "Remove Max Member from the team?" });
    await question.waitFor();
    await expect.poll(() => question.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousViolations(page), "confirming a removal").toEqual([]);
    await tabTo(page, page.getByRole("button", { name: "Remove Max Member" }));
    await page.keyboard.press("Enter");
    await toast(page, "Max Member was removed from the team").waitFor();
    expect(await page.getByRole("rowheader", { name: "Max Member" }).count()).toBe(0);
    // The page in the dark theme, the member list and the invitations among it.
    await page.emulateMedia({ colorScheme: "dark" });
    await membersPage(page, teamId);
    expect(await seriousViolations(page), "members, dark").toEqual([]);
    const gone = await outsider.page.goto(`${baseUrl}/teams/${teamId}/members`);
    expect(gone?.status()).toBe(404);

    expect(unexpected(owner.problems)).toEqual([]);
    expect(unexpected(outsider.problems)).toEqual([]);
    // Four accounts, two mails, five pages checked by axe: a long journey on a busy machine.
  }, 300_000);
});

describe("the teams' forms with JavaScript turned off", () => {
  test("a team is created, and its only member leaves it after confirming, which deletes it", async () => {
    const { page } = await signedIn("team-nojs", "Nora Nojs", { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/teams`);
    await page.getByRole("button", { name: "Create team" }).click();
    await page.getByText("Please enter a name for the team.").waitFor();
    await page.getByLabel("Team name").fill("Quiet Team");
    await page.getByRole("button", { name: "Create team" }).click();
    await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    const teamId = teamIdIn(page.url())!;

    await page.goto(`${baseUrl}/teams/${teamId}/members`);
    await page.getByRole("link", { name: "Leave the team" }).click();
    await page.getByRole("heading", { name: "Leave Quiet Team?" }).waitFor();
    await page.getByText("You are the only member, so the team is deleted").waitFor();
    await page.getByRole("button", { name: "Leave Quiet Team" }).click();
    await page.waitForURL(`${baseUrl}/teams`);
    await page.getByRole("heading", { name: "You are not in a team yet" }).waitFor();
    const after = await page.goto(`${baseUrl}/teams/${teamId}/members`);
    expect(after?.status()).toBe(404);
  }, 120_000);
});
