import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { freshEmail, password } from "../support/journeys";
import { totp } from "../support/totp";
import { cookiesFrom, formBody, signUpAndVerify } from "../attack/support";

/**
 * Issue 19, "Everywhere": the two-factor step of signing in says "That code is not right" for a
 * wrong code (it said "Your sign-in took too long"), how long to wait when too many wrong codes
 * were tried, and sends the visitor back to the password step when a sign-in has had its tries.
 * Each browser comes from an address of its own (`X-Forwarded-For`, trusted from loopback), so
 * these wrong codes count on no other file's limits.
 */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

let addresses = 0;
const newAddress = () => `198.51.100.${100 + ++addresses}`;

/** An account with two-factor sign-in on, made over HTTP: its address and authenticator key. */
async function twoFactorAccount(label: string) {
  const email = freshEmail(label);
  const from = newAddress();
  const session = await signUpAndVerify(baseUrl, { name: "Ada Lovelace", email }, from);
  const security = (fields: Record<string, string>) =>
    fetch(`${baseUrl}/account/security`, {
      method: "POST",
      body: formBody(fields),
      headers: { "X-Forwarded-For": from, cookie: session },
      redirect: "manual",
    });
  const setUp = await security({ intent: "set-up-two-factor", password });
  const key = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(await setUp.text())?.[1];
  if (!key) throw new Error("The set-up page showed no key.");
  expect((await security({ intent: "confirm-two-factor", code: totp(key) })).status).toBe(302);
  return { email, key, wrong: totp(key) === "000000" ? "111111" : "000000" };
}

async function openFrom(viewport: { width: number; height: number }) {
  return openPage(browser(), {
    viewport,
    reducedMotion: "reduce",
    bypassCSP: true,
    extraHTTPHeaders: { "X-Forwarded-For": newAddress() },
  });
}

async function passwordStep(page: Page, email: string) {
  await page.goto(`${baseUrl}/auth?redirectTo=%2Fdashboard`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
  await page.waitForLoadState("networkidle");
}

async function sendCode(page: Page, code: string) {
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}

const wrongCode = "That code is not right. Check your authenticator app and try again.";

/** The focused element: its id, and the text of what describes it (or its own text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const describedBy = active?.getAttribute("aria-describedby");
    return {
      id: active?.id ?? "",
      invalid: active?.getAttribute("aria-invalid") ?? null,
      described: describedBy ? (document.getElementById(describedBy)?.textContent ?? "") : "",
      text: active?.textContent ?? "",
    };
  });

/** The browser reports the refused answers itself (400, 409, 429); nothing else went wrong. */
const unexpectedProblems = (problems: string[]) =>
  problems.filter((problem) => !/status of (400|409|429)/.test(problem));

const screens = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];

for (const { name, viewport } of screens) {
  test(`${name}: a wrong code is said beside the field, which keeps focus; the right one signs in`, async () => {
    const { email, key, wrong } = await twoFactorAccount(`two-factor-${name}`);
    const { page, problems } = await openFrom(viewport);
    await passwordStep(page, email);
    await sendCode(page, wrong);
    await page.getByText(wrongCode).waitFor();
    expect(await page.getByText("Your sign-in took too long").count()).toBe(0);
    // Focus is on the code field, which is marked wrong and names the message; the wrong code
    // is selected, so the next one is typed straight over it.
    await expect
      .poll(() => focused(page))
      .toMatchObject({
        id: "two-factor-code",
        invalid: "true",
        described: wrongCode,
      });
    expect(
      await page
        .getByLabel("Authentication code")
        .evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
    ).toEqual([0, 6]);
    // Said once: beside the field, not again in a toast.
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.type(totp(key));
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/dashboard`);
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.context().close();
  });
}

test("320 px at 400 % zoom: a wrong code, then past the sign-in's tries, back to the password step with why", async () => {
  const { email, key, wrong } = await twoFactorAccount("two-factor-narrow");
  const { page, problems } = await openFrom({ width: 320, height: 225 });
  await passwordStep(page, email);
  await sendCode(page, wrong);
  await page.getByText(wrongCode).waitFor();
  await expect.poll(() => focused(page)).toMatchObject({ id: "two-factor-code", invalid: "true" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Five wrong codes end a sign-in; the next code (even the right one) goes back to the start.
  for (let i = 0; i < 4; i++) {
    await sendCode(page, wrong);
    await page.getByText(wrongCode).waitFor();
  }
  await sendCode(page, totp(key));
  await page.waitForURL(`${baseUrl}/auth?redirectTo=%2Fdashboard&notice=two-factor-tries`);
  const notice = "That was too many wrong codes for one sign-in";
  await page.getByRole("alert").filter({ hasText: notice }).waitFor();
  await expect.poll(async () => (await focused(page)).text).toContain(notice);
  expect(await seriousViolations(page)).toEqual([]);

  // A new sign-in from here gets new tries and lands where it was going.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
  await sendCode(page, totp(key));
  await page.waitForURL(`${baseUrl}/dashboard`);
  expect(unexpectedProblems(problems)).toEqual([]);
  await page.context().close();
});

test("desktop: after too many wrong codes for the account, the right code waits, and the message says how long", async () => {
  const { email, key, wrong } = await twoFactorAccount("two-factor-locked");
  // Someone with the password tries ten wrong codes from elsewhere (two sign-ins of five).
  const attacker = newAddress();
  for (let round = 0; round < 2; round++) {
    const signIn = await fetch(`${baseUrl}/auth`, {
      method: "POST",
      body: formBody({ intent: "sign-in", email, password }),
      headers: { "X-Forwarded-For": attacker },
      redirect: "manual",
    });
    const challenge = cookiesFrom(signIn);
    for (let i = 0; i < 5; i++) {
      const answer = await fetch(`${baseUrl}/auth/two-factor`, {
        method: "POST",
        body: formBody({ code: wrong }),
        headers: { "X-Forwarded-For": attacker, cookie: challenge },
        redirect: "manual",
      });
      expect(answer.status).toBe(400);
    }
  }

  const { page, problems } = await openFrom({ width: 1280, height: 900 });
  await passwordStep(page, email);
  await sendCode(page, totp(key));
  // The limit's window opened with the first wrong code, moments ago.
  const message =
    /Too many wrong codes have been tried for this account\. Please wait 1[45] minutes and try again\./;
  const locked = page.getByRole("alert").filter({ hasText: message });
  await locked.waitFor();
  expect(await locked.textContent()).toContain("Error signing in");
  await expect.poll(async () => (await focused(page)).text).toMatch(message);
  expect(await seriousViolations(page)).toEqual([]);
  expect(unexpectedProblems(problems)).toEqual([]);
  await page.context().close();
});
