import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { dimensions } from "~/assessment/questions";
import { computeResult, readDimension } from "~/assessment/scoring";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { followMailLink, freshEmail, password, signUpAndVerify, toast } from "../support/journeys";
import { expectResultMatchesModule, seedAnswers } from "../support/results";
import { totp } from "../support/totp";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();
async function signIn(page: Page, email: string, secret = password) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await page.getByRole("link", { name: "Sign In" }).first().waitFor();
}

describe("accounts", () => {
  test("sign-up mails a link that confirms the address and lands signed in on /", async () => {
    const { page, problems } = await openPage(browser());
    const email = freshEmail("newcomer");
    await page.goto(`${baseUrl}/auth`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Sign Up" }).first().click();
    await page.getByRole("heading", { name: "Create Your Account" }).waitFor();

    // The password rule is named before and after a wrong try, without a request.
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Password must be 8 to 128 characters long.").waitFor();
    expect(await page.getByLabel("Password").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await toast(page, "Account created!").waitFor();
    expect(await toast(page, "Account created!").textContent()).toContain(
      "Please check your email to verify your account.",
    );
    await page.getByText(email).waitFor();

    await followMailLink(page, email, "Confirm your e-mail address");
    await page.waitForURL(`${baseUrl}/`);
    await toast(page, "Email confirmed").waitFor();
    // Header and hero in their signed-in variants (spec §2).
    expect(await page.getByTestId("signed-in-email").first().textContent()).toBe(email);
    await page.getByRole("link", { name: "Dashboard" }).first().waitFor();
    await page.getByRole("link", { name: "Take Free Test Now" }).first().waitFor();
    await page.getByText("Results will be saved to your account").waitFor();

    // The session is shared with a second tab of the same browser.
    const second = await page.context().newPage();
    await second.goto(`${baseUrl}/dashboard`);
    await second.getByRole("heading", { name: /Welcome, Ada/ }).waitFor();

    await signOut(page);
    await page.getByRole("link", { name: "Take Free Test Now" }).first().waitFor();
    await page.getByText("Sign in to save your results").waitFor();
    // Signed out on the server: the other tab's next request is signed out too.
    await second.goto(`${baseUrl}/dashboard`);
    await second.waitForURL(`${baseUrl}/auth?redirectTo=%2Fdashboard`);
    expect(problems).toEqual([]);
  });

  test("a wrong password gets 'Error signing in'; the sixth failure waits 15 minutes", async () => {
    const { page, problems } = await openPage(browser());
    const email = freshEmail("guessed");
    await signUpAndVerify(page, email);
    await signOut(page);
    await page.goto(`${baseUrl}/auth`);
    await page.waitForLoadState("networkidle");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signIn(page, email, `wrong password ${attempt}`);
      await page.getByRole("alert").filter({ hasText: "Invalid email or password." }).waitFor();
      await page.getByRole("button", { name: "Sign In", exact: true }).isEnabled();
    }
    await toast(page, "Error signing in").waitFor();
    // Locked now, even with the right password.
    await signIn(page, email);
    await page
      .getByRole("alert")
      .filter({
        hasText: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
      })
      .waitFor();
    expect(page.url()).toContain("/auth");
    expect(problems.filter((p) => !/status of 4(01|29)/.test(p))).toEqual([]);
  });

  test("the submit button says 'Please wait...' while signing in, then returns to the page that asked", async () => {
    const { page, problems } = await openPage(browser());
    const email = freshEmail("returning");
    await signUpAndVerify(page, email);
    await signOut(page);

    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/auth?redirectTo=%2Fdashboard`);
    await page.waitForLoadState("networkidle");
    // Hold the sign-in request to see the pending state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/auth.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await signIn(page, email);
    const pending = page.getByRole("button", { name: "Please wait..." });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await toast(page, "Welcome back!").waitFor();
    expect(await toast(page, "Welcome back!").textContent()).toContain(
      "You have successfully signed in.",
    );
    expect(problems).toEqual([]);
  });

  test("sign-in works with JavaScript turned off", async () => {
    const setup = await openPage(browser());
    const email = freshEmail("nojs");
    await signUpAndVerify(setup.page, email);
    await setup.page.context().close();

    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/auth?redirectTo=%2Fdashboard`);
    await signIn(page, email, "not my password");
    await page.getByRole("alert").filter({ hasText: "Invalid email or password." }).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    await signIn(page, email);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText("You've completed 0 personality tests").waitFor();
  });

  test("the whole journey: sign up, take the test, saved, on the dashboard, and the same result again", async () => {
    const { page, problems } = await openPage(browser(), { reducedMotion: "reduce" });
    await signUpAndVerify(page, freshEmail("journey"), "Grace Hopper");
    const answers = answersFor("ENTP-T", 2);
    await seedAnswers(page, answers);
    await page.goto(`${baseUrl}/personality-test`);
    await page.getByRole("button", { name: "Complete Test" }).click();
    await page.getByText("Analyzing Your Personality...").waitFor();
    await toast(page, "Results saved!").waitFor({ timeout: 10_000 });
    expect(await toast(page, "Results saved!").textContent()).toContain(
      "Your personality test results have been saved to your account.",
    );
    await page.getByRole("button", { name: "Continue with Basic Report" }).click();
    await expectResultMatchesModule(page, answers);
    await page.getByText("This result is saved to your account.").waitFor();

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByText("You've completed 1 personality test", { exact: true }).waitFor();
    const rows = page.getByTestId("result-list").locator("li");
    expect(await rows.count()).toBe(1);
    const expected = computeResult(answers);
    expect(await rows.first().textContent()).toContain(expected.type);
    await rows
      .first()
      .getByRole("link", { name: /View Results/ })
      .click();
    await page.waitForURL(/\/test-results\/[0-9a-f-]{36}$/);
    await expectResultMatchesModule(page, answers);
    for (const dimension of dimensions) {
      const reading = readDimension(dimension, expected.dimensions[dimension]);
      expect(await page.getByTestId(`${dimension}-percent`).textContent()).toBe(
        `${reading.strength}%`,
      );
    }
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    expect(problems).toEqual([]);
  });

  test("a failed save says 'Save failed', still shows the result, and can be saved again", async () => {
    const { page, problems } = await openPage(browser(), { reducedMotion: "reduce" });
    await signUpAndVerify(page, freshEmail("unlucky"));
    const answers = answersFor("INFP-A", 2);
    await seedAnswers(page, answers);
    await page.route("**/api/test-sessions", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' }),
    );
    await page.goto(`${baseUrl}/personality-test`);
    await page.getByRole("button", { name: "Complete Test" }).click();
    await toast(page, "Save failed").waitFor({ timeout: 10_000 });
    expect(await toast(page, "Save failed").textContent()).toContain(
      "Your results couldn't be saved, but you can still view them.",
    );
    await page.getByRole("button", { name: "Continue with Basic Report" }).click();
    await expectResultMatchesModule(page, answers);

    // Offline: the other error toast of §8.
    await page.unroute("**/api/test-sessions");
    await page.route("**/api/test-sessions", (route) => route.abort());
    await page.getByRole("button", { name: "Save this result to your account" }).click();
    await toast(page, "There was an error saving your results. Please try again.").waitFor();

    await page.unroute("**/api/test-sessions");
    await page.getByRole("button", { name: "Save this result to your account" }).click();
    await toast(page, "Results saved!").waitFor();
    await page.getByText("This result is saved to your account.").waitFor();
    expect(problems.filter((p) => !/status of 503|ERR_FAILED/.test(p))).toEqual([]);
  });

  test("a visitor's finished test is saved on signing in from it", async () => {
    const { page, problems } = await openPage(browser(), { reducedMotion: "reduce" });
    const email = freshEmail("visitor");
    await signUpAndVerify(page, email);
    await signOut(page);

    const answers = answersFor("ISFJ-A", 2);
    await seedAnswers(page, answers);
    await page.goto(`${baseUrl}/personality-test`);
    await page.getByRole("button", { name: "Complete Test" }).click();
    await page
      .getByRole("button", { name: "Continue with Basic Report" })
      .click({ timeout: 10_000 });
    await expectResultMatchesModule(page, answers);
    await page.getByRole("link", { name: "Sign in to save it" }).click();
    await page.waitForURL(/\/auth\?redirectTo=%2Fpersonality-test%3Fsave%3D/);
    await page.waitForLoadState("networkidle");
    await signIn(page, email);
    // Back on the result, which is saved at once.
    await page.waitForURL(`${baseUrl}/personality-test`);
    await toast(page, "Results saved!").waitFor();
    await page.getByText("This result is saved to your account.").waitFor();
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByText("You've completed 1 personality test", { exact: true }).waitFor();
    expect(await page.getByTestId("result-list").textContent()).toContain("ISFJ-A");
    expect(problems).toEqual([]);
  });

  test("one user cannot open another's result, by address or by data request", async () => {
    const owner = await openPage(browser(), { reducedMotion: "reduce" });
    await signUpAndVerify(owner.page, freshEmail("owner"));
    await seedAnswers(owner.page, answersFor("ESTJ-A"));
    await owner.page.goto(`${baseUrl}/personality-test`);
    await owner.page.getByRole("button", { name: "Complete Test" }).click();
    await toast(owner.page, "Results saved!").waitFor({ timeout: 10_000 });
    await owner.page.goto(`${baseUrl}/dashboard`);
    await owner.page.getByRole("link", { name: /View Results/ }).click();
    await owner.page.waitForURL(/\/test-results\//);
    const resultPath = new URL(owner.page.url()).pathname;

    const intruder = await openPage(browser());
    await signUpAndVerify(intruder.page, freshEmail("intruder"));
    await intruder.page.goto(`${baseUrl}${resultPath}`);
    await intruder.page.waitForURL(`${baseUrl}/dashboard`);
    await toast(intruder.page, "Test not found").waitFor();
    expect(await toast(intruder.page, "Test not found").textContent()).toContain(
      "The requested test results could not be found.",
    );
    expect(await intruder.page.getByText("ESTJ-A").count()).toBe(0);

    // The loader's data URL answers with the same redirect and nothing of the result.
    const data = await intruder.page.request.get(`${baseUrl}${resultPath}.data`, {
      maxRedirects: 0,
    });
    const body = await data.text();
    expect(body).not.toContain("ESTJ");
    expect(body).not.toContain("dimensions");
    expect(body).toContain("/dashboard");

    // A malformed id is the same "not found".
    await intruder.page.goto(`${baseUrl}/test-results/not-a-real-id`);
    await intruder.page.waitForURL(`${baseUrl}/dashboard`);
    await toast(intruder.page, "Test not found").waitFor();
    expect(owner.problems).toEqual([]);
    expect(intruder.problems).toEqual([]);
  });

  test("two-factor sign-in: turn it on with a QR code, sign in with a code, turn it off", async () => {
    const { page, problems } = await openPage(browser());
    const email = freshEmail("twofactor");
    await signUpAndVerify(page, email);
    await page.goto(`${baseUrl}/account/security`);
    await page.waitForLoadState("networkidle");
    const section = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Set up two-factor" }) });
    await section.getByLabel("Your password").fill(password);
    await section.getByRole("button", { name: "Set up two-factor" }).click();
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    await page.getByLabel("6-digit code").fill("000000" === totp(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByText("That code is not right.").first().waitFor();
    await page.getByLabel("6-digit code").fill(totp(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await toast(page, "Two-factor sign-in is on").waitFor();
    expect(await page.getByTestId("backup-codes").locator("li").count()).toBe(10);
    const backupCode = (await page
      .getByTestId("backup-codes")
      .locator("li")
      .first()
      .textContent())!;

    await signOut(page);
    await page.goto(`${baseUrl}/auth`);
    await page.waitForLoadState("networkidle");
    await signIn(page, email);
    await page.waitForURL(/\/auth\/two-factor/);
    await page.getByLabel("Authentication code").fill(totp(secret));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await toast(page, "Welcome back!").waitFor();

    // A backup code works once, instead of the app.
    await signOut(page);
    await page.goto(`${baseUrl}/auth`);
    await page.waitForLoadState("networkidle");
    await signIn(page, email);
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(backupCode);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/account/security`);
    await page.waitForLoadState("networkidle");
    const turnOff = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Turn off" }) });
    await turnOff.getByLabel("Your password").fill(password);
    await turnOff.getByRole("button", { name: "Turn off" }).click();
    await toast(page, "Two-factor sign-in is off").waitFor();
    await signOut(page);
    await page.goto(`${baseUrl}/auth`);
    await page.waitForLoadState("networkidle");
    await signIn(page, email);
    await page.waitForURL(`${baseUrl}/`);
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
  });

  test("password reset by mail, then deleting the account signs out and removes it", async () => {
    const { page, problems } = await openPage(browser());
    const email = freshEmail("resetter");
    await signUpAndVerify(page, email);
    await signOut(page);
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page
      .getByText("Reset link sent")
      .waitFor({ timeout: 5000 })
      .catch(async (error) => {
        await page.screenshot({ path: ".tmp/reset-fail.png" });
        throw error;
      });
    await followMailLink(page, email, "Choose a new password");
    await page.getByLabel("New password", { exact: true }).fill("a brand new secret");
    await page.getByLabel("Repeat new password").fill("a brand new secret");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await toast(page, "Password updated").waitFor();
    await signIn(page, email, "a brand new secret");
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/account/data`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^typeatlas-data-\d{4}-\d{2}-\d{2}\.json$/);

    const form = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Delete my account" }) });
    await form.getByLabel("Your password").fill("a brand new secret");
    await form.getByLabel("Type DELETE to confirm").fill("DELETE");
    await form.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await toast(page, "Account deleted").waitFor();
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();
    await page.goto(`${baseUrl}/auth`);
    await signIn(page, email, "a brand new secret");
    await page.getByRole("alert").filter({ hasText: "Invalid email or password." }).waitFor();
    expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
  });
});
