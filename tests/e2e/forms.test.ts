import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { passwordMessage as passwordMessageIn } from "~/auth/validation";
import { serverTranslate } from "~/i18n/messages.server";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { freshEmail } from "../support/journeys";

const passwordMessage = passwordMessageIn(serverTranslate("en"));

/**
 * Every form on the one form pattern (decision 018), as a person meets it: with JavaScript, a
 * refused submit names each problem next to its field and moves focus to the first field in error;
 * without JavaScript, the same form posts and the page comes back with the same messages and what
 * was typed.
 */
const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

interface FormCase {
  name: string;
  path: string;
  /** The page is only shown during a two-factor sign-in. */
  challengeCookie?: boolean;
  submit: string;
  /** Typed in order; blank ones are left empty. */
  typed: [label: string, value: string][];
  /** The first field in error and its message. */
  firstError: [label: string, message: string];
  /** Every field message the page shows after the submit. */
  messages: string[];
  /** Typed values the page keeps without JavaScript (not passwords). */
  keeps: [label: string, value: string][];
}

const forms: FormCase[] = [
  {
    name: "sign-in",
    path: "/auth",
    submit: "Sign In",
    typed: [
      ["Email", "ada@example.com"],
      ["Password", "short"],
    ],
    firstError: ["Password", passwordMessage],
    messages: [passwordMessage],
    keeps: [["Email", "ada@example.com"]],
  },
  {
    name: "sign-up",
    path: "/auth?mode=signup",
    submit: "Create Account",
    typed: [
      ["Full Name", "Ada Lovelace"],
      ["Email", "ada@example"],
      ["Password", ""],
    ],
    firstError: ["Email", "Please enter a valid email address, like name@example.com."],
    messages: [
      "Please enter a valid email address, like name@example.com.",
      "Please enter your password.",
    ],
    keeps: [
      ["Full Name", "Ada Lovelace"],
      ["Email", "ada@example"],
    ],
  },
  {
    name: "forgot password",
    path: "/auth/forgot-password",
    submit: "Send reset link",
    typed: [["Email", "ada@"]],
    firstError: ["Email", "Please enter a valid email address, like name@example.com."],
    messages: ["Please enter a valid email address, like name@example.com."],
    keeps: [["Email", "ada@"]],
  },
  {
    name: "reset password",
    path: "/auth/reset-password?token=not-a-real-token",
    submit: "Save new password",
    typed: [
      ["New password", "a long new password"],
      ["Repeat new password", "a long new passw0rd"],
    ],
    firstError: ["Repeat new password", "The two passwords don't match."],
    messages: ["The two passwords don't match."],
    keeps: [],
  },
  {
    name: "two-factor",
    path: "/auth/two-factor",
    challengeCookie: true,
    submit: "Verify and sign in",
    typed: [["Authentication code", " "]],
    firstError: ["Authentication code", "Please enter the 6-digit code."],
    messages: ["Please enter the 6-digit code."],
    keeps: [],
  },
  {
    name: "contact",
    path: "/contact",
    submit: "Send Message",
    typed: [
      ["Name", "Grace Hopper"],
      ["Email", "grace@"],
      ["Subject", ""],
      ["Message", "Where can I read about the five scales?"],
    ],
    firstError: ["Email", "Please enter a valid email address, like name@example.com."],
    messages: [
      "Please enter a valid email address, like name@example.com.",
      "Please enter a subject.",
    ],
    keeps: [
      ["Name", "Grace Hopper"],
      ["Email", "grace@"],
      ["Message", "Where can I read about the five scales?"],
    ],
  },
];

async function open(form: FormCase, javaScriptEnabled: boolean) {
  const watched = await openPage(browser(), { javaScriptEnabled });
  if (form.challengeCookie) {
    await watched.page
      .context()
      .addCookies([{ name: "better-auth.two_factor", value: "waiting", url: baseUrl }]);
  }
  await watched.page.goto(`${baseUrl}${form.path}`);
  if (javaScriptEnabled) await watched.page.waitForLoadState("networkidle");
  return watched;
}

async function fillAndSubmit(page: Page, form: FormCase) {
  for (const [label, value] of form.typed) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: form.submit, exact: true }).click();
}

/** The field says it is invalid, and its description is the message shown under it. */
async function expectInError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await page.getByText(message, { exact: true }).waitFor();
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  const describedBy = await field.getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
}

describe.each(forms)("the $name form", (form) => {
  test("with JavaScript, a refused submit marks the fields and focuses the first in error", async () => {
    const { page, problems } = await open(form, true);
    await fillAndSubmit(page, form);
    await expectInError(page, ...form.firstError);
    for (const message of form.messages) await page.getByText(message, { exact: true }).waitFor();
    const [label] = form.firstError;
    const focused = page.getByLabel(label, { exact: true });
    expect(await focused.evaluate((element) => element === document.activeElement)).toBe(true);
    // Nothing was sent: the browser checked the form with the action's own schema.
    expect(page.url()).toBe(`${baseUrl}${form.path}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("without JavaScript, the form posts and the page shows the same messages", async () => {
    const { page } = await open(form, false);
    await fillAndSubmit(page, form);
    await page.waitForLoadState("load");
    const [label, message] = form.firstError;
    await expectInError(page, label, message);
    for (const other of form.messages) await page.getByText(other, { exact: true }).waitFor();
    for (const [name, value] of form.keeps) {
      expect(await page.getByLabel(name, { exact: true }).inputValue()).toBe(value);
    }
    await page.context().close();
  });
});

test("a field is checked when it loses focus, and its message goes as soon as it is right", async () => {
  const { page, problems } = await open(forms[1]!, true);
  const email = page.getByLabel("Email", { exact: true });
  await email.fill("ada@example");
  await page.getByLabel("Password", { exact: true }).focus();
  await expectInError(page, "Email", "Please enter a valid email address, like name@example.com.");
  await email.fill("ada@example.com");
  await page
    .getByText("Please enter a valid email address, like name@example.com.")
    .waitFor({ state: "detached" });
  expect(await email.getAttribute("aria-invalid")).toBeNull();
  expect(problems).toEqual([]);
  await page.context().close();
});

test("a refusal from the server shows its message above the form and one toast", async () => {
  const { page, problems } = await open(forms[0]!, true);
  await page.getByLabel("Email", { exact: true }).fill(freshEmail("nobody"));
  await page.getByLabel("Password", { exact: true }).fill("a password nobody has");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Invalid email or password." });
  await alert.waitFor();
  expect(await alert.textContent()).toContain("Error signing in");
  const toasts = page.locator("[data-sonner-toast]").filter({ hasText: "Error signing in" });
  await toasts.first().waitFor();
  expect(await toasts.count()).toBe(1);
  // The form names the message that concerns all of it.
  const describedBy = await page.locator("form#sign-in").getAttribute("aria-describedby");
  expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(
    "Invalid email or password.",
  );
  // The browser reports the 401 answer itself; nothing else went wrong.
  expect(problems.filter((problem) => !problem.includes("status of 401"))).toEqual([]);
  await page.context().close();
});
