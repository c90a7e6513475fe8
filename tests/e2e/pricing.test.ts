import { expect, inject, test } from "vitest";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

test("pricing shows both plans with their exact prices and the Best Value mark", async () => {
  const { page } = await openPage(browser());
  await page.goto(`${baseUrl}/pricing`);
  const monthly = page.getByRole("article", { name: "Premium Monthly" });
  const twoMonth = page.getByRole("article", { name: "Premium 2-Month" });
  expect(await monthly.textContent()).toContain("$19.95");
  expect(await monthly.textContent()).toContain("per month");
  const twoMonthText = await twoMonth.textContent();
  expect(twoMonthText).toContain("Best Value");
  expect(twoMonthText).toContain("$2.95");
  expect(twoMonthText).toContain("7 days");
  expect(twoMonthText).toContain("then $39.95 every 2 months");
  expect(await monthly.textContent()).not.toContain("Best Value");
  // Only what is true: no lower monthly cost (it is higher), PDFs are everyone's.
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text).not.toMatch(/lower (monthly )?cost|cheaper/i);
  expect(text).not.toContain("Downloadable PDF");
  expect(await monthly.textContent()).toContain("The premium report in your PDF download");
  expect(twoMonthText).toContain("7-day trial for $2.95");
  await page.context().close();
});

test("the payment methods name no PayPal where the checkout is the sandbox", async () => {
  const { page } = await openPage(browser());
  await page.goto(`${baseUrl}/pricing`);
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text).toContain("All major credit and debit cards. Payments are handled");
  expect(text).not.toContain("PayPal");
  await page.context().close();
});

test("a signed-out visitor choosing a plan sees 'Sign in required' and no request is made", async () => {
  const { page, problems } = await openPage(browser());
  await page.goto(`${baseUrl}/pricing`);
  await page.waitForLoadState("networkidle");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") posts.push(request.url());
  });
  for (const plan of ["Premium Monthly", "Premium 2-Month"]) {
    await page.getByRole("article", { name: plan }).getByRole("button").click();
    await page.getByText("Sign in required").first().waitFor();
    await page.getByText("Please sign in to upgrade your plan").first().waitFor();
  }
  expect(posts).toEqual([]);
  expect(problems).toEqual([]);
  await page.context().close();
});
