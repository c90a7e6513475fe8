// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { expect, test, vi } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { getProfile } from "~/assessment/profiles";
import { computeResult } from "~/assessment/scoring";
import { normsOf } from "~/statistics/norms";
import { standingOf, type ResultStanding } from "~/statistics/standing";
import { englishRouter } from "../../../tests/support/i18n-router";
import { normsSnapshot } from "../../../tests/support/norms-snapshot";
import { ResultsView } from "./results-view";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const result = computeResult(answersFor("ISTP-T", 2));

async function render(
  profile: Parameters<typeof ResultsView>[0]["profile"],
  onRetake = () => {},
  savedId?: string,
  standing?: ResultStanding,
) {
  const container = document.createElement("div");
  document.body.append(container);
  const element = createElement(ResultsView, { result, profile, onRetake, savedId, standing });
  const router = englishRouter(element, ["results"]);
  const root = createRoot(container);
  await act(async () => root.render(createElement(RouterProvider, { router })));
  return { container, unmount: () => act(async () => root.unmount()) };
}

test("a result without a profile shows Results Not Found with Retake Test", async () => {
  const onRetake = vi.fn();
  const { container, unmount } = await render(null, onRetake);
  expect(container.querySelector("h1")?.textContent).toBe("Results Not Found");
  const button = [...container.querySelectorAll("button")].find((b) =>
    b.textContent?.includes("Retake Test"),
  );
  await act(async () => button?.click());
  expect(onRetake).toHaveBeenCalledOnce();
  await unmount();
});

test("a result with its profile shows the type, name, badge and the banner's price", async () => {
  const profile = getProfile("ISTP-T")!;
  const { container, unmount } = await render(profile, undefined, undefined, {
    ...standingOf(result, null, profile.frequency),
  });
  const text = container.textContent ?? "";
  expect(container.querySelector("h1")?.textContent).toBe("ISTP-T");
  expect(text).toContain("The Troubleshooter");
  expect(text).toContain("Explorer • about 4% to 5% of the population (estimate)");
  expect(text).toContain("Want Deeper Insights?");
  expect(text).toContain("Get Premium Report - $9.99");
  await unmount();
});

test("Download is a plain link to the result's PDF, from its scores, or from the account once saved", async () => {
  const visitor = await render(getProfile("ISTP-T"));
  const link = [...visitor.container.querySelectorAll("a")].find(
    (a) => a.textContent === "Download",
  )!;
  const scores = result.dimensions;
  expect(link.getAttribute("href")).toBe(
    `/personality-test/results/pdf?type=ISTP-T&mind=${scores.mind}&energy=${scores.energy}&nature=${scores.nature}&tactics=${scores.tactics}&identity=${scores.identity}`,
  );
  expect(link.getAttribute("download")).toBe("typeatlas-istp-t.pdf");
  await visitor.unmount();

  const id = "0b7c3c57-4f4e-4d8e-9c6a-1f2e3d4c5b6a";
  const saved = await render(getProfile("ISTP-T"), () => {}, id);
  expect(
    [...saved.container.querySelectorAll("a")]
      .find((a) => a.textContent === "Download")!
      .getAttribute("href"),
  ).toBe(`/personality-test/results/pdf?session=${id}`);
  await saved.unmount();
});

test("while the figures load, the badge names the category alone and no bar has a percentile", async () => {
  const { container, unmount } = await render(getProfile("ISTP-T"));
  expect(container.querySelector("[data-testid=type-frequency]")?.textContent).toBe("Explorer");
  expect(container.querySelector("[data-testid$=-percentile]")).toBeNull();
  await unmount();
});

test("with norms from 500 results, the badge is measured and every bar has its percentile", async () => {
  const profile = getProfile("ISTP-T")!;
  const snapshot = normsSnapshot({ n: 2000, types: { ISTP: 90 } });
  const standing = standingOf(result, normsOf(snapshot), profile.frequency);
  const { container, unmount } = await render(profile, undefined, undefined, standing);
  const badge = container.querySelector("[data-testid=type-frequency]")!;
  // 90 of 2000 is 4.5 %, which Intl rounds to 5 %.
  expect(badge.textContent).toBe(
    "Explorer • 5% of people who took the test here (Out of 2,000 people who took the test here and agreed to be counted)",
  );
  expect(badge.getAttribute("title")).toBe(
    "Out of 2,000 people who took the test here and agreed to be counted",
  );
  // Mind at 17 leans Introverted: of a flat spread over 0..100, 83 of 101 scores lie above 17.
  expect(result.dimensions.mind).toBe(17);
  const mind = container.querySelector("[data-testid=mind-percentile]")!.textContent;
  expect(mind).toMatch(
    /^You lean Introverted more than 8\d% of people who took the test \(between \d+% and \d+%, allowing for the test's margin of error\)\.$/,
  );
  expect(container.querySelector("[data-testid=percentile-source]")?.textContent).toBe(
    "Compared with 2,000 people who took the test here and agreed to be counted. Computed on November 20, 2026.",
  );
  await unmount();
});
