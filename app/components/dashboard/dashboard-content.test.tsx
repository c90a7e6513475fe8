// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { englishI18n } from "../../../tests/support/english";
import { DashboardContent, type DashboardData } from "./dashboard-content";
import type { ResultsArea } from "~/routes/dashboard.server";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function render(data: DashboardData, upgraded = false) {
  const container = document.createElement("div");
  document.body.append(container);
  // The page's messages as its loader sends them (decision 034), already loaded.
  const router = createMemoryRouter(
    [{ id: "page", path: "/", element: createElement(DashboardContent, { data, upgraded }) }],
    {
      hydrationData: {
        loaderData: { page: { i18n: englishI18n(["dashboard", "billing", "test"]) } },
      },
    },
  );
  const root = createRoot(container);
  await act(async () => root.render(createElement(RouterProvider, { router })));
  return { container, unmount: () => act(async () => root.unmount()) };
}

/** The results area of a history that fits on one page. */
const resultsOf = (sessions: ResultsArea["sessions"]): ResultsArea => ({
  total: sessions.length,
  page: 1,
  pageCount: 1,
  sessions,
  history: [],
  compare: { from: null, to: null, comparison: null, problem: null },
});

const session = (id: string, type: string, completedAt: string, isPremium = false) => ({
  id,
  personalityType: type,
  typeName: "The Test Type",
  category: "Analyst",
  isPremium,
  completedAt,
});

test("no results: 'Free Plan', 'Upgrade Now', zero tests and the empty state", async () => {
  const { container, unmount } = await render({ subscription: null, results: resultsOf([]) });
  const text = container.textContent ?? "";
  expect(text).toContain("Free Plan");
  expect(container.querySelector('a[href="/pricing"]')?.textContent).toBe("Upgrade Now");
  expect(text).toContain("You've completed 0 personality tests");
  expect(text).toContain("No test results yet");
  expect(container.querySelector('a[href="/personality-test"]')).not.toBeNull();
  expect(text).toContain("Take Your First Test");
  await unmount();
});

test("one result: singular count, short date, Premium badge and View Results link", async () => {
  const { container, unmount } = await render({
    subscription: {
      planType: "premium-monthly",
      status: "active",
      currentPeriodEnd: "2026-12-21T10:00:00.000Z",
      trialEnd: null,
      cancelAtPeriodEnd: false,
    },
    results: resultsOf([
      session("11111111-1111-4111-8111-111111111111", "INTJ-A", "2026-11-21T23:30:00.000Z", true),
    ]),
  });
  const text = container.textContent ?? "";
  expect(text).toContain("PREMIUM MONTHLY");
  expect(text).not.toContain("will not renew");
  expect(text).toContain("Active until December 21, 2026");
  expect(text).toContain("Manage Subscription");
  expect(text).toContain("You've completed 1 personality test");
  expect(text).not.toContain("1 personality tests");
  const row = container.querySelector('[data-testid="result-list"] li')!;
  expect(row.textContent).toContain("INTJ-A");
  expect(row.textContent).toContain("Nov 21, 2026");
  expect(row.textContent).toContain("Premium");
  expect(row.querySelector("a")?.getAttribute("href")).toBe(
    "/test-results/11111111-1111-4111-8111-111111111111",
  );
  await unmount();
});

test("several results: plural count, in the order given (newest first from the loader)", async () => {
  const { container, unmount } = await render({
    subscription: null,
    results: resultsOf([
      session("a", "ENFP-T", "2026-03-09T12:00:00.000Z"),
      session("b", "ISTJ-A", "2026-01-05T12:00:00.000Z"),
    ]),
  });
  expect(container.textContent).toContain("You've completed 2 personality tests");
  const rows = [...container.querySelectorAll('[data-testid="result-list"] li')];
  expect(rows.map((row) => row.textContent?.slice(0, 6))).toEqual(["ENFP-T", "ISTJ-A"]);
  expect(rows[0]!.textContent).not.toContain("Premium");
  await unmount();
});

test("a subscription set to cancel says it will not renew; Manage Subscription posts to the portal route", async () => {
  const { container, unmount } = await render({
    subscription: {
      planType: "premium-2-month",
      status: "active",
      currentPeriodEnd: "2026-11-28T10:00:00.000Z",
      trialEnd: null,
      cancelAtPeriodEnd: true,
    },
    results: resultsOf([]),
  });
  const text = container.textContent ?? "";
  expect(text).toContain("PREMIUM 2-MONTH");
  expect(text).toContain("Active until November 28, 2026");
  expect(text).toContain("it will not renew after that date");
  const form = container.querySelector("form")!;
  expect(form.getAttribute("action")).toBe("/billing/manage");
  expect(form.getAttribute("method")).toBe("post");
  // Switching needs a subscription that renews: resume first.
  expect(text).not.toContain("Switch to");
  await unmount();
});

test("a subscriber's card is marked as their plan and offers the other plan to switch to", async () => {
  const { container, unmount } = await render({
    subscription: {
      planType: "premium-monthly",
      status: "active",
      currentPeriodEnd: "2026-12-21T10:00:00.000Z",
      trialEnd: null,
      cancelAtPeriodEnd: false,
    },
    results: resultsOf([]),
  });
  expect(container.textContent).toContain("Your plan");
  const links = [...container.querySelectorAll("a")].filter((a) =>
    a.textContent?.startsWith("Switch to"),
  );
  expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
    ["Switch to Premium 2-Month", "/billing/change-plan?to=premium-2-month"],
  ]);
  await unmount();
});

test("a trial says it is one, when it ends and what is charged then", async () => {
  const trial = {
    planType: "premium-2-month",
    status: "trialing",
    currentPeriodEnd: "2026-12-03T10:00:00.000Z",
    trialEnd: "2026-12-03T10:00:00.000Z",
    cancelAtPeriodEnd: false,
  };
  const running = await render({ subscription: trial, results: resultsOf([]) });
  expect(running.container.querySelector('[data-testid="subscription-status"]')?.textContent).toBe(
    "Trial until December 3, 2026, then $39.95 every 2 months.",
  );
  expect(running.container.textContent).toContain("Switch to Premium Monthly");
  await running.unmount();

  // Switched to the monthly plan during the trial, then cancelled (decision 025).
  const cancelled = await render({
    subscription: { ...trial, planType: "premium-monthly", cancelAtPeriodEnd: true },
    results: resultsOf([]),
  });
  expect(
    cancelled.container.querySelector('[data-testid="subscription-status"]')?.textContent,
  ).toBe("Trial until December 3, 2026. Cancelled: nothing more will be charged.");
  expect(cancelled.container.textContent).not.toContain("Switch to");
  await cancelled.unmount();
});

test("back from a checkout before the provider confirmed it: the card says the payment is being confirmed", async () => {
  const { container, unmount } = await render({ subscription: null, results: resultsOf([]) }, true);
  const text = container.textContent ?? "";
  expect(text).toContain("Confirming your payment");
  expect(text).not.toContain("Free Plan");
  await unmount();
});
