import type { BrowserContextOptions, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import {
  followMailLink,
  freshEmail,
  password,
  signUpAndVerify,
  toast,
  tabTo,
} from "../support/journeys";
import { totp } from "../support/totp";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** A browser signed in as a new account, with JavaScript on or off. */
async function signedIn(label: string, options: { javaScriptEnabled?: boolean } = {}) {
  const setup = await openPage(browser());
  const email = freshEmail(label);
  await signUpAndVerify(setup.page, email, "Ada Lovelace");
  const storageState = await setup.page.context().storageState();
  await setup.page.context().close();
  return { email, ...(await openPage(browser(), { ...options, storageState, bypassCSP: true })) };
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Account settings" });

describe("the account area", () => {
  test("each page is reached from the section nav by keyboard, marks itself current, and has no serious axe violations", async () => {
    const { page, problems } = await signedIn("pages");
    await page.goto(`${baseUrl}/account`);
    await page.waitForLoadState("networkidle");
    const pages = [
      ["Profile", "/account", "Your account"],
      ["Password and two-factor", "/account/security", "Change password"],
      ["Your data", "/account/data", "Delete my account"],
    ] as const;
    for (const [label, path, heading] of pages) {
      const link = nav(page).getByRole("link", { name: label });
      await tabTo(page, link);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseUrl}${path}`);
      await page.getByRole("heading", { name: heading, level: 2 }).waitFor();
      expect(await link.getAttribute("aria-current")).toBe("page");
      expect(await nav(page).locator('[aria-current="page"]').count()).toBe(1);
      expect(await seriousViolations(page), path).toEqual([]);
    }

    // The same pages and the dashboard in the dark theme (the system's: issue 19), which the
    // rest of this journey keeps, toasts included.
    await page.emulateMedia({ colorScheme: "dark" });
    for (const path of ["/dashboard", ...pages.map(([, path]) => path)]) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        "rgb(19, 17, 31)",
      );
      expect(await seriousViolations(page), `${path}, dark`).toEqual([]);
    }

    // A form filled and sent from the keyboard alone.
    await page.goto(`${baseUrl}/account`);
    await page.waitForLoadState("networkidle");
    const name = page.getByLabel("Full Name");
    await tabTo(page, name);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Grace Hopper");
    await page.keyboard.press("Enter");
    await toast(page, "Name changed").waitFor();
    expect(
      await page.locator("[data-sonner-toaster]").first().getAttribute("data-sonner-theme"),
    ).toBe("dark");
    expect(await seriousViolations(page), "a toast, dark").toEqual([]);
    await page.getByRole("definition").filter({ hasText: "Grace Hopper" }).waitFor();

    // A change that redirects back to its own page leaves no password typed in its fields.
    await nav(page).getByRole("link", { name: "Password and two-factor" }).click();
    await page.waitForURL(`${baseUrl}/account/security`);
    await page.waitForLoadState("networkidle");
    const fields = ["Current password", "New password", "Repeat new password"] as const;
    await page.getByLabel(fields[0]).fill(password);
    await page.getByLabel(fields[1], { exact: true }).fill("a brand new secret");
    await page.getByLabel(fields[2]).fill("a brand new secret");
    // The change is sent (a slow machine once showed no toast, and nothing said whether it was).
    const [sent] = await Promise.all([
      // Hashing the password takes seconds on a machine running three suites at once.
      page.waitForResponse((response) => response.request().method() === "POST", {
        timeout: 90_000,
      }),
      page.getByRole("button", { name: "Change password" }).click(),
    ]);
    expect(sent.status(), await sent.text().catch(() => "")).toBeLessThan(400);
    await toast(page, "Password changed").waitFor();
    for (const label of fields) {
      expect(await page.getByLabel(label, { exact: true }).inputValue(), label).toBe("");
    }
    expect(problems).toEqual([]);
    // Three pages in two themes, each checked by axe, and a form: a long journey on a busy machine.
  }, 240_000);

  test("a page of the account area sends a signed-out visitor to sign in, with the way back in the address", async () => {
    const { page } = await openPage(browser());
    await page.goto(`${baseUrl}/account/security`);
    await page.waitForURL(`${baseUrl}/auth?redirectTo=%2Faccount%2Fsecurity`);
  });

  test("the key being set up is shown once and never sent back by the browser", async () => {
    const { page, problems } = await signedIn("key");
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posted.push(request.postData() ?? "");
    });
    await page.goto(`${baseUrl}/account/security`);
    await page.waitForLoadState("networkidle");
    const setUp = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Set up two-factor" }) });
    await setUp.getByLabel("Your password").fill(password);
    await setUp.getByRole("button", { name: "Set up two-factor" }).click();
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const key = (await page.getByTestId("totp-secret").textContent())!.trim();
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);

    // Shown on purpose as the QR code and the key to type; no otpauth address, and no field
    // holds the key.
    const html = await page.content();
    expect(html).not.toMatch(/otpauth:|secret=/);
    for (const value of await page
      .locator("input")
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))) {
      expect(value).not.toContain(key);
    }

    await page.getByLabel("6-digit code").fill(totp(key));
    await page.getByRole("button", { name: "Turn on" }).click();
    await toast(page, "Two-factor sign-in is on").waitFor();
    expect(await page.getByTestId("backup-codes").locator("li").count()).toBe(10);
    const confirm = posted.find((body) => body.includes("confirm-two-factor"))!;
    expect([...new URLSearchParams(confirm).keys()].sort()).toEqual(["code", "intent"]);
    expect(posted.join("\n")).not.toContain(key);

    // The codes are shown once: not again on the next visit.
    await page.reload();
    await page.getByText("On: signing in asks for a code").waitFor();
    expect(await page.getByTestId("backup-codes").count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe("the account area with JavaScript turned off", () => {
  test("the name: a blank one is refused next to the field, a new one is saved", async () => {
    const { page } = await signedIn("nojs-name", { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/account`);
    await page.getByLabel("Full Name").fill("");
    await page.getByRole("button", { name: "Save name" }).click();
    await page.getByText("Please enter your full name.").waitFor();
    expect(await page.getByLabel("Full Name").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByRole("button", { name: "Save name" }).click();
    await page.waitForURL(`${baseUrl}/account`);
    await page.getByRole("status").filter({ hasText: "Name changed" }).waitFor();
    await page.getByRole("definition").filter({ hasText: "Grace Hopper" }).waitFor();
  });

  test("the password: a wrong current one is said on its field; a change keeps this browser signed in", async () => {
    const { page } = await signedIn("nojs-password", { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/account/security`);
    await page.getByLabel("Current password").fill("not my password");
    await page.getByLabel("New password", { exact: true }).fill("a brand new secret");
    await page.getByLabel("Repeat new password").fill("a brand new secret");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("That password is not right.").waitFor();
    expect(await page.getByLabel("Current password").inputValue()).toBe("");

    await page.getByLabel("Current password").fill(password);
    await page.getByLabel("New password", { exact: true }).fill("a brand new secret");
    await page.getByLabel("Repeat new password").fill("a brand new secret");
    await page.getByRole("button", { name: "Change password" }).click();
    // better-auth replaced the session: the redirect back carries the new one, so no sign-in page.
    await page.waitForURL(`${baseUrl}/account/security`);
    await page.getByRole("status").filter({ hasText: "Password changed" }).waitFor();
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  test("two-factor: set up with a wrong code then the right one, new backup codes, turned off, all signed in", async () => {
    const { page } = await signedIn("nojs-2fa", { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/account/security`);
    const setUp = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Set up two-factor" }) });
    await setUp.getByRole("button", { name: "Set up two-factor" }).click();
    await page.getByText("Please enter your password.").waitFor();
    await setUp.getByLabel("Your password").fill(password);
    await setUp.getByRole("button", { name: "Set up two-factor" }).click();
    const key = (await page.getByTestId("totp-secret").textContent())!.trim();
    expect(await page.content()).not.toMatch(/otpauth:|secret=/);

    await page.getByLabel("6-digit code").fill(totp(key) === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByText("That code is not right.").waitFor();
    await page.getByLabel("6-digit code").fill(totp(key));
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.waitForURL(`${baseUrl}/account/security`);
    await page.getByRole("status").filter({ hasText: "Two-factor sign-in is on" }).waitFor();
    expect(await page.getByTestId("backup-codes").locator("li").count()).toBe(10);

    const codes = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Make new codes" }) });
    await codes.getByLabel("Your password").fill(password);
    await codes.getByRole("button", { name: "Make new codes" }).click();
    await page.getByRole("status").filter({ hasText: "New backup codes" }).waitFor();
    expect(await page.getByTestId("backup-codes").locator("li").count()).toBe(10);

    const turnOff = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Turn off" }) });
    await turnOff.getByLabel("Your password").fill(password);
    await turnOff.getByRole("button", { name: "Turn off" }).click();
    await page.waitForURL(`${baseUrl}/account/security`);
    await page.getByRole("status").filter({ hasText: "Two-factor sign-in is off" }).waitFor();
    await page.getByRole("button", { name: "Set up two-factor" }).waitFor();
  });

  test("deleting the account: confirmed in small letters is refused, with DELETE it is gone", async () => {
    const { page } = await signedIn("nojs-delete", { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/account/data`);
    await page.getByLabel("Your password").fill(password);
    await page.getByLabel("Type DELETE to confirm").fill("delete");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText("Type DELETE in capital letters to confirm.").waitFor();
    expect(await page.getByLabel("Type DELETE to confirm").inputValue()).toBe("delete");
    expect(await page.getByLabel("Your password").inputValue()).toBe("");

    await page.getByLabel("Your password").fill(password);
    await page.getByLabel("Type DELETE to confirm").fill("DELETE");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();
  });
});

describe("changing the email address", () => {
  // One account for both tests (a sign-up costs seconds): each moves it to an address of its own
  // and checks only that address.
  let account: { email: string; storageState: BrowserContextOptions["storageState"] };
  beforeAll(async () => {
    const setup = await openPage(browser());
    const email = freshEmail("mover");
    await signUpAndVerify(setup.page, email, "Ada Lovelace");
    account = { email, storageState: await setup.page.context().storageState() };
    await setup.page.context().close();
  });
  const signedInAs = (options: { javaScriptEnabled?: boolean } = {}) =>
    openPage(browser(), { ...options, storageState: account.storageState, bypassCSP: true });
  const addressShown = (page: Page, email: string) =>
    page.getByRole("definition").filter({ hasText: email });

  test("by keyboard: the new address gets a link, the old one a notice, and the link makes the change", async () => {
    const { page, problems } = await signedInAs();
    const oldEmail = account.email;
    const newEmail = freshEmail("moved");
    await page.goto(`${baseUrl}/account`);
    await page.waitForLoadState("networkidle");
    await tabTo(page, page.getByLabel("New email address"));
    await page.keyboard.type(newEmail);
    await page.keyboard.press("Tab");
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    await toast(page, "Check your new inbox").waitFor();
    await page.getByTestId("pending-email-change").filter({ hasText: newEmail }).waitFor();
    // Nothing has changed yet.
    await addressShown(page, oldEmail).waitFor();

    await page.goto(`${baseUrl}/dev/outbox`);
    await page
      .locator("article")
      .filter({ hasText: `To: ${oldEmail}` })
      .filter({ hasText: "Your TypeAtlas e-mail address is about to change" })
      .filter({ hasText: newEmail })
      .waitFor();
    await followMailLink(page, newEmail, "Confirm your new e-mail address");
    // The owner's browser lands on the account page, which shows the new address everywhere.
    await page.waitForURL(`${baseUrl}/account`);
    await toast(page, "Email address changed").waitFor();
    await addressShown(page, newEmail).waitFor();
    expect(await page.getByTestId("signed-in-email").first().textContent()).toBe(newEmail);
    expect(await page.getByTestId("pending-email-change").count()).toBe(0);
    expect(await page.getByLabel("Current password").inputValue()).toBe("");
    account.email = newEmail;

    // Opened again, the link says it has done its job, and leads on by keyboard.
    await followMailLink(page, newEmail, "Confirm your new e-mail address");
    await page.getByText("Already changed").waitFor();
    await page.getByText(`This link has already moved the account to ${newEmail}.`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await tabTo(page, page.getByRole("link", { name: "Go to your account" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/account`);
    expect(problems).toEqual([]);
  });

  test("without JavaScript: a wrong password is said on its field, then the change goes through", async () => {
    const { page } = await signedInAs({ javaScriptEnabled: false });
    const newEmail = freshEmail("moved-nojs");
    await page.goto(`${baseUrl}/account`);
    await page.getByLabel("New email address").fill(newEmail);
    await page.getByLabel("Current password").fill("not my password");
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await page.getByText("That password is not right.").waitFor();
    expect(await page.getByLabel("Current password").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Current password").inputValue()).toBe("");
    expect(await page.getByLabel("New email address").inputValue()).toBe(newEmail);

    await page.getByLabel("Current password").fill(password);
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await page.waitForURL(`${baseUrl}/account`);
    await page.getByRole("status").filter({ hasText: "Check your new inbox" }).waitFor();
    await page.getByTestId("pending-email-change").filter({ hasText: newEmail }).waitFor();

    await followMailLink(page, newEmail, "Confirm your new e-mail address");
    await page.waitForURL(`${baseUrl}/account`);
    await page.getByRole("status").filter({ hasText: "Email address changed" }).waitFor();
    await addressShown(page, newEmail).waitFor();
  });
});
