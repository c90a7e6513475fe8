import fs from "node:fs";
import { inject } from "vitest";
import type { Locator, Page } from "playwright-core";
import { pdfPages } from "./pdf";

/** Browser steps shared by the end-to-end journeys: accounts, toasts, PDFs. */
export const password = "correct horse battery";

let counter = 0;
export const freshEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${counter++}@example.com`;

/** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
export async function tabTo(page: Page, target: Locator, presses = 120) {
  for (let press = 0; press < presses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Not reached in ${presses} presses of Tab`);
}

export const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

export async function signUpAndVerify(page: Page, email: string, name = "Ada Lovelace") {
  const baseUrl = inject("baseUrl");
  await page.goto(`${baseUrl}/auth?mode=signup`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
  await followMailLink(page, email, "Confirm your e-mail address");
  await page.waitForURL(`${baseUrl}/`);
  await page.getByTestId("signed-in-email").first().waitFor();
}

/** Opens the local outbox and follows the link of the newest mail to `email`. */
export async function followMailLink(page: Page, email: string, subject: string) {
  await page.goto(`${inject("baseUrl")}/dev/outbox`);
  const mail = page
    .locator("article")
    .filter({ hasText: `To: ${email}` })
    .filter({ hasText: subject })
    .first();
  await mail.waitFor();
  await mail.locator("ul a").first().click();
}

/** The text of a downloaded PDF, page by page, through pdf.js. */
export async function pdfText(file: string): Promise<{ pages: number; text: string }> {
  const bytes = fs.readFileSync(file);
  if (bytes.subarray(0, 5).toString() !== "%PDF-") throw new Error(`${file} is not a PDF`);
  const pages = await pdfPages(bytes);
  return { pages: pages.length, text: pages.join("\n") + "\n" };
}
