import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { dimensions } from "~/assessment/questions";
import { computeResult, readDimension } from "~/assessment/scoring";
import { formatLongDate } from "~/lib/dates";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { freshEmail, pdfText, signUpAndVerify, toast } from "../support/journeys";
import { seedAnswers } from "../support/results";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();
const day = 24 * 60 * 60 * 1000;

/**
 * A sentence that only the premium report of this type contains: the first plain one (no
 * Markdown, no quotes) of its career guidance.
 */
function premiumSentence(code: string): string {
  const file = fs.readFileSync(path.resolve("content/premium", `${code.toLowerCase()}.md`), "utf8");
  const section = file.split("## Career guidance")[1]!.split("\n## ")[0]!;
  const sentence = section
    .split(/\n+|(?<=\.) /)
    .find((candidate) => candidate.length > 40 && !/[*_[\]"“”‘’#]|^\d|^-/.test(candidate));
  if (!sentence) throw new Error(`No plain sentence in the ${code} career guidance`);
  return sentence;
}

async function payWithCard(page: Page, number: string, price: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: `Pay ${price}` }).click();
}

async function subscribe(page: Page, plan: "Premium Monthly" | "Premium 2-Month") {
  await page.goto(`${baseUrl}/pricing`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("article", { name: plan }).getByRole("button").click();
  await page.waitForURL(/\/billing\/sandbox-checkout\//);
  await payWithCard(page, "4242 4242 4242 4242", plan === "Premium Monthly" ? "$19.95" : "$2.95");
  await page.waitForURL(`${baseUrl}/dashboard`);
}

async function completeTest(page: Page, type: string) {
  const answers = answersFor(type, 2);
  await seedAnswers(page, answers);
  await page.goto(`${baseUrl}/personality-test`);
  await page.getByRole("button", { name: "Complete Test" }).click();
  await toast(page, "Results saved!").waitFor({ timeout: 10_000 });
  return computeResult(answers);
}

async function expectReportFor(page: Page, type: string) {
  const report = page.getByTestId("premium-report");
  await report.waitFor();
  const text = (await report.textContent()) ?? "";
  expect(text).toContain(premiumSentence(type.slice(0, 4)));
  const result = computeResult(answersFor(type, 2));
  for (const dimension of dimensions.filter((d) => d !== "identity")) {
    const reading = readDimension(dimension, result.dimensions[dimension]);
    expect(text).toContain(`${reading.strength}%`);
  }
  return text;
}

describe("payments through the sandbox checkout", () => {
  test("subscribe: Processing..., the TEST MODE checkout, the plan on the dashboard, then no upsell and the premium report", async () => {
    const { page, problems } = await openPage(browser(), {
      reducedMotion: "reduce",
      acceptDownloads: true,
    });
    await signUpAndVerify(page, freshEmail("subscriber"));
    await page.goto(`${baseUrl}/pricing`);
    await page.waitForLoadState("networkidle");

    // Hold the checkout call so the button's processing state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/billing/checkout", async (route) => {
      await held;
      await route.continue();
    });
    const twoMonth = page.getByRole("article", { name: "Premium 2-Month" });
    await twoMonth.getByRole("button", { name: "Start 7-Day Trial" }).click();
    const processing = twoMonth.getByRole("button", { name: "Processing..." });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    const monthlyButton = page
      .getByRole("article", { name: "Premium Monthly" })
      .getByRole("button");
    expect(await monthlyButton.textContent()).toBe("Get Premium Monthly");
    expect(await monthlyButton.isDisabled()).toBe(false);
    release();

    await page.waitForURL(/\/billing\/sandbox-checkout\/[0-9a-f-]{36}$/);
    const checkout = (await page.locator("main").textContent()) ?? "";
    expect(checkout).toContain("TEST MODE");
    expect(checkout).toContain("Premium 2-Month");
    expect(checkout).toContain("$2.95 due today");
    expect(checkout).toContain("After 7 days, $39.95 every 2 months until you cancel.");
    const paidAt = Date.now();
    await payWithCard(page, "4242 4242 4242 4242", "$2.95");

    // The success address is cleaned after its one toast.
    await page.waitForURL(`${baseUrl}/dashboard`);
    await toast(page, "Payment successful").waitFor();
    await page.getByRole("heading", { name: "PREMIUM 2-MONTH" }).waitFor();
    const status = await page.getByTestId("subscription-status").textContent();
    // A trial says it is one, when it ends and what is charged then.
    expect([
      `Trial until ${formatLongDate(new Date(paidAt + 7 * day))}, then $39.95 every 2 months.`,
      `Trial until ${formatLongDate(new Date(Date.now() + 7 * day))}, then $39.95 every 2 months.`,
    ]).toContain(status);

    // A subscriber goes straight from the test to the results, with the premium report.
    const result = await completeTest(page, "ENFJ-A");
    await page.getByTestId("result-type").waitFor();
    expect(await page.getByTestId("result-type").textContent()).toBe(result.type);
    expect(await page.getByRole("button", { name: "Continue with Basic Report" }).count()).toBe(0);
    await expectReportFor(page, "ENFJ-A");
    expect(await page.getByRole("button", { name: /Get Premium Report/ }).count()).toBe(0);

    await page.goto(`${baseUrl}/dashboard`);
    const row = page.getByTestId("result-list").locator("li").first();
    expect(await row.textContent()).toContain("Premium");
    await row.getByRole("link", { name: /View Results/ }).click();
    await page.waitForURL(/\/test-results\/[0-9a-f-]{36}$/);
    await expectReportFor(page, "ENFJ-A");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download", exact: true }).click(),
    ]);
    const { text } = await pdfText(await download.path());
    expect(text).toContain("Premium Report");
    expect(text).toContain(premiumSentence("ENFJ").slice(0, 40));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("the declined card says so, takes nothing, and leaves the Free Plan", async () => {
    const { page, problems } = await openPage(browser(), { reducedMotion: "reduce" });
    await signUpAndVerify(page, freshEmail("declined"));
    await page.goto(`${baseUrl}/pricing`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Get Premium Monthly" }).click();
    await page.waitForURL(/\/billing\/sandbox-checkout\//);
    await payWithCard(page, "4000 0000 0000 0002", "$19.95");
    // The message sits under the card number, which is marked and focused.
    const number = page.getByLabel("Card number");
    await expect.poll(() => number.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await number.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(
      "Your card was declined. No payment was taken.",
    );
    await expect
      .poll(() => number.evaluate((input) => input === document.activeElement))
      .toBe(true);
    expect(page.url()).toMatch(/\/billing\/sandbox-checkout\//);
    await page.getByRole("link", { name: "Cancel and go back" }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole("heading", { name: "Free Plan" }).waitFor();
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await page.context().close();
  });

  test("a checkout that fails to start says 'Failed to start checkout process' and the button is usable again", async () => {
    const { page, problems } = await openPage(browser(), { reducedMotion: "reduce" });
    await signUpAndVerify(page, freshEmail("unlucky-buyer"));
    await page.goto(`${baseUrl}/pricing`);
    await page.waitForLoadState("networkidle");
    await page.route("**/api/billing/checkout", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' }),
    );
    const button = page.getByRole("button", { name: "Get Premium Monthly" });
    await button.click();
    await toast(page, "Error").waitFor();
    expect(await toast(page, "Error").textContent()).toContain("Failed to start checkout process");
    await expect.poll(() => button.isDisabled()).toBe(false);
    expect(page.url()).toBe(`${baseUrl}/pricing`);
    expect(problems.filter((p) => !/status of 503/.test(p))).toEqual([]);
    await page.context().close();
  });

  test("cancel at period end keeps premium until the date, and resume undoes it", async () => {
    const { page, problems } = await openPage(browser(), { reducedMotion: "reduce" });
    await signUpAndVerify(page, freshEmail("canceller"));
    await subscribe(page, "Premium Monthly");
    await page.getByRole("heading", { name: "PREMIUM MONTHLY" }).waitFor();

    await page.getByRole("button", { name: "Manage Subscription" }).click();
    await page.waitForURL(`${baseUrl}/billing/subscription`);
    await page.getByRole("heading", { name: "Your subscription" }).waitFor();
    expect(await page.locator("main").textContent()).toContain("TEST MODE");
    expect(await page.getByTestId("renewal").textContent()).toMatch(/^Renews on /);
    await page.getByRole("button", { name: "Cancel at period end" }).click();
    await toast(page, "Subscription cancelled").waitFor();
    await expect
      .poll(() => page.getByTestId("renewal").textContent())
      .toMatch(/^Premium ends on .+\. You will not be charged again\.$/);

    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.getByRole("heading", { name: "PREMIUM MONTHLY" }).waitFor();
    await page.getByText("Cancelled: it will not renew after that date.").waitFor();

    await page.getByRole("button", { name: "Manage Subscription" }).click();
    await page.getByRole("button", { name: "Resume subscription" }).click();
    await toast(page, "Subscription resumed").waitFor();
    await expect.poll(() => page.getByTestId("renewal").textContent()).toMatch(/^Renews on /);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("a free user sees no premium text anywhere, then buys the $9.99 report for one result", async () => {
    const { page, problems } = await openPage(browser(), { reducedMotion: "reduce" });
    await signUpAndVerify(page, freshEmail("reader"));
    const sentence = premiumSentence("ISTP");
    await completeTest(page, "ISTP-T");
    await page.getByRole("button", { name: "Continue with Basic Report" }).click();
    await page.getByTestId("result-type").waitFor();
    expect(await page.getByTestId("premium-report").count()).toBe(0);

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole("link", { name: /View Results/ }).click();
    await page.waitForURL(/\/test-results\/[0-9a-f-]{36}$/);
    const resultPath = new URL(page.url()).pathname;
    expect(await page.content()).not.toContain(sentence);
    const data = await page.request.get(`${baseUrl}${resultPath}.data`);
    expect(data.status()).toBe(200);
    expect(await data.text()).not.toContain(sentence);
    // Nor in any script the site serves.
    const assets = path.resolve("build/client/assets");
    for (const name of fs.readdirSync(assets).filter((file) => file.endsWith(".js")))
      expect(fs.readFileSync(path.join(assets, name), "utf8")).not.toContain(sentence);

    await page.getByRole("button", { name: "Get Premium Report - $9.99" }).click();
    await page.waitForURL(/\/billing\/sandbox-checkout\//);
    const checkout = (await page.locator("main").textContent()) ?? "";
    expect(checkout).toContain("Premium Report");
    expect(checkout).toContain("$9.99 due today");
    expect(checkout).toContain("One payment, no subscription.");
    await payWithCard(page, "4242 4242 4242 4242", "$9.99");
    await page.waitForURL(`${baseUrl}${resultPath}`);
    await toast(page, "Premium Report unlocked").waitFor();
    await expectReportFor(page, "ISTP-T");
    expect(await page.getByRole("button", { name: /Get Premium Report/ }).count()).toBe(0);

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole("heading", { name: "Free Plan" }).waitFor();
    expect(await page.getByTestId("result-list").locator("li").first().textContent()).toContain(
      "Premium",
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("with JavaScript off the card form answers with its messages by the fields, then pays", async () => {
    const setup = await openPage(browser(), { reducedMotion: "reduce" });
    await signUpAndVerify(setup.page, freshEmail("nojs-buyer"));
    const storageState = await setup.page.context().storageState();
    await setup.page.context().close();

    const { page } = await openPage(browser(), { javaScriptEnabled: false, storageState });
    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole("button", { name: "Get Premium Monthly" }).click();
    await page.waitForURL(/\/billing\/sandbox-checkout\/[0-9a-f-]{36}$/);
    const checkoutUrl = page.url();

    await page.getByLabel("Card number").fill("4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("13/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay $19.95" }).click();
    await page.waitForLoadState("load");
    expect(page.url()).toBe(checkoutUrl);
    const number = page.getByLabel("Card number");
    expect(await number.getAttribute("aria-invalid")).toBe("true");
    expect(await number.inputValue()).toBe("4242 4242");
    expect(
      await page.locator(`[id="${await number.getAttribute("aria-describedby")}"]`).textContent(),
    ).toBe("Enter the 16-digit test card number, 4242 4242 4242 4242.");
    // Each message once, beside its field (no alert repeating them), and the first field in
    // error has focus, from the page's autofocus.
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await number.evaluate((input) => input === document.activeElement)).toBe(true);
    const expiry = page.getByLabel("Expiry (MM/YY)");
    expect(await expiry.getAttribute("aria-invalid")).toBe("true");
    // Every card field brings up a number pad.
    for (const label of ["Card number", "Expiry (MM/YY)", "CVC"])
      expect(await page.getByLabel(label).getAttribute("inputmode"), label).toBe("numeric");
    // The security code is never sent back into the page.
    expect(await page.getByLabel("CVC").inputValue()).toBe("");

    await payWithCard(page, "4242 4242 4242 4242", "$19.95");
    await page.waitForURL(/\/dashboard/);
    await page.getByRole("heading", { name: "PREMIUM MONTHLY" }).waitFor();
    await page.context().close();
  });
});
