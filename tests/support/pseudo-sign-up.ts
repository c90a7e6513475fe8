import type { Page } from "playwright-core";
import { pseudo } from "./english";
import { freshEmail, password } from "./journeys";

/**
 * Signs up from the pseudo-locale's sign-up page of the server at `url` (one started with
 * I18N_PSEUDO_LOCALE=1), waits for the page that asks to check the inbox, and returns the address
 * and its confirmation mail as the local outbox shows it (HTML).
 */
export async function pseudoSignUp(
  page: Page,
  url: string,
  label: string,
): Promise<{ email: string; mail: string }> {
  await page.goto(`${url}/en-xa/auth?mode=signup`);
  await page.waitForLoadState("networkidle");
  const form = page.locator("form").filter({ has: page.locator('input[value="sign-up"]') });
  const email = freshEmail(label);
  await form.getByLabel(pseudo("auth:field.fullName")).fill("Ada Lovelace");
  await form.getByLabel(pseudo("auth:field.email")).fill(email);
  await form.getByLabel(pseudo("auth:field.password")).fill(password);
  await form.locator('button[type="submit"]').click();
  await page.getByRole("heading", { name: pseudo("auth:inbox.title") }).waitFor();
  for (let tries = 0; tries < 100; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const outbox = await (await fetch(`${url}/dev/outbox`)).text();
    const mail = outbox.split("<article").find((article) => article.includes(email));
    if (mail) return { email, mail };
  }
  throw new Error(`No mail to ${email} in the outbox`);
}
