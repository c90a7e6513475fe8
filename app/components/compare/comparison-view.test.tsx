// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import type { ComparedResult } from "~/assessment/compare";
import { pairText } from "~/assessment/comparisons";
import { standardErrors } from "~/assessment/measurement";
import { computeResult } from "~/assessment/scoring";
import { ComparisonView } from "./comparison-view";
import type { PairTextState } from "./pair-text-section";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function resultOf(label: string, type: string, strength: 1 | 2 | 3, isYou = false) {
  const answers = answersFor(type, strength);
  const result = computeResult(answers);
  return {
    label,
    isYou,
    type: result.type,
    scores: result.dimensions,
    standardErrors: standardErrors(answers),
  } satisfies ComparedResult;
}

async function render(a: ComparedResult, b: ComparedResult, text: PairTextState) {
  const container = document.createElement("div");
  document.body.append(container);
  const element = createElement(ComparisonView, { a, b, title: "You and Sam", pairText: text });
  const router = createMemoryRouter([{ path: "/", element }]);
  const root = createRoot(container);
  await act(async () => root.render(createElement(RouterProvider, { router })));
  return { container, unmount: () => act(async () => root.unmount()) };
}

test("both types side by side with names and links, and each dimension's two labelled marks", async () => {
  const you = resultOf("You", "INTJ-A", 3, true);
  const sam = resultOf("Sam", "ENFP-T", 2);
  const { container, unmount } = await render(you, sam, pairText("INTJ", "ENFP")!);
  const text = container.textContent ?? "";
  expect(container.querySelector("[data-testid=side-a]")?.textContent).toContain("INTJ-A");
  expect(container.querySelector("[data-testid=side-b]")?.textContent).toContain("The Spark");
  const links = [...container.querySelectorAll("a")].map((a) => a.getAttribute("href"));
  expect(links).toEqual(["/personality-types/intj", "/personality-types/enfp"]);
  const marks = [...container.querySelectorAll('[role="img"]')].map((m) =>
    m.getAttribute("aria-label"),
  );
  expect(marks).toHaveLength(10);
  expect(marks.slice(0, 2)).toEqual(["You: 100% Introverted", "Sam: 83% Extraverted"]);
  expect(container.querySelectorAll("[data-relation=differ]")).toHaveLength(5);
  expect(text).toContain("Where you differ: Mind, Energy, Nature, Tactics, and Identity");
  expect(container.querySelector("[data-testid=mind-reading]")?.textContent).toMatch(
    /^You lean Introverted \(100%\) and Sam leans Extraverted \(83%\)\./,
  );
  expect(text).toContain(pairText("INTJ", "ENFP")!.together);
  await unmount();
});

test("the same four letters share a type, with no pair text", async () => {
  const { container, unmount } = await render(
    resultOf("Ana", "ISFJ-A", 3),
    resultOf("Ben", "ISFJ-T", 3),
    "unavailable",
  );
  const text = container.textContent ?? "";
  expect(text).toContain("Ana and Ben are both ISFJ, The Caretaker, so they share a type.");
  expect(text).not.toContain("could not be loaded");
  expect(text).toContain("Where they are alike: Mind, Energy, Nature, and Tactics");
  expect(text).toContain("Where they differ: Identity");
  await unmount();
});

test("while the pair text loads the page says so, and a failed load says to reload", async () => {
  for (const [pairText, role, words] of [
    ["loading", "status", "Loading what these two types share"],
    ["unavailable", "alert", "Reload the page to try again."],
  ] as const) {
    const view = await render(
      resultOf("You", "ESTP-A", 2, true),
      resultOf("Sam", "INFJ-T", 2),
      pairText,
    );
    expect(view.container.querySelector(`[role="${role}"]`)?.textContent, pairText).toContain(
      words,
    );
    await view.unmount();
  }
});
