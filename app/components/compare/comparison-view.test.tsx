// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { compareResults, readingOf, type ComparedResult } from "~/assessment/compare";
import { pairText } from "~/assessment/comparisons";
import { standardErrors } from "~/assessment/measurement";
import { computeResult } from "~/assessment/scoring";
import { profileSources } from "~/assessment/profiles";
import { typeCodes } from "~/assessment/type-codes";
import { sourceLocale, translatedLocales, type LocaleInfo } from "~/i18n/locales";
import { english, englishI18n, englishTranslate } from "../../../tests/support/english";
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

async function render(
  a: ComparedResult,
  b: ComparedResult,
  text: PairTextState,
  language: LocaleInfo = sourceLocale,
) {
  const container = document.createElement("div");
  document.body.append(container);
  const typeNames = Object.fromEntries(typeCodes.map((code) => [code, profileSources[code].name]));
  const element = createElement(ComparisonView, {
    a,
    b,
    typeNames,
    title: "You and Sam",
    pairText: text,
  });
  // The page's messages as its loader sends them (decision 034), already loaded.
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: createElement(Outlet),
        children: [{ id: "page", index: true, element }],
      },
    ],
    {
      hydrationData: {
        loaderData: {
          root: { language },
          page: { i18n: englishI18n(["results", "compare"]) },
        },
      },
    },
  );
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
  const score = (name: string, share: number, pole: string) =>
    english("compare:side.score", { name, share, pole });
  expect(marks.slice(0, 2)).toEqual([
    score(english("compare:you"), 1, english("results:pole.introverted")),
    score("Sam", 0.83, english("results:pole.extraverted")),
  ]);
  expect(container.querySelectorAll("[data-relation=differ]")).toHaveLength(5);
  expect(text).toContain(
    english("compare:summary.differ", {
      who: "you",
      dimensions: "Mind, Energy, Nature, Tactics, and Identity",
    }),
  );
  expect(container.querySelector("[data-testid=mind-reading]")?.textContent).toBe(
    readingOf(englishTranslate(), compareResults(you, sam)[0]!, you, sam),
  );
  expect(container.querySelector("[lang]"), "the pair text is the page's language").toBeNull();
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
  expect(text).toContain(
    english("compare:pair.same", {
      who: "they",
      a: "Ana",
      b: "Ben",
      code: "ISFJ",
      name: "The Caretaker",
    }),
  );
  expect(text).not.toContain(english("compare:pair.unavailable"));
  expect(text).toContain(
    english("compare:summary.alike", {
      who: "they",
      dimensions: "Mind, Energy, Nature, and Tactics",
    }),
  );
  expect(text).toContain(
    english("compare:summary.differ", { who: "they", dimensions: "Identity" }),
  );
  await unmount();
});

test("while the pair text loads the page says so, and a failed load says to reload", async () => {
  for (const [pairText, role, words] of [
    ["loading", "status", english("compare:pair.loading")],
    ["unavailable", "alert", english("compare:pair.unavailable")],
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

test("on a page in another language the pair text, written in English, is marked as English", async () => {
  const spanish = translatedLocales.find((locale) => locale.code === "es")!;
  const { container, unmount } = await render(
    resultOf("You", "INTJ-A", 3, true),
    resultOf("Sam", "ENFP-T", 2),
    pairText("INTJ", "ENFP")!,
    spanish,
  );
  const english = [...container.querySelectorAll('[lang="en"]')].map((p) => p.textContent);
  expect(english).toEqual([
    pairText("INTJ", "ENFP")!.shared,
    pairText("INTJ", "ENFP")!.different,
    pairText("INTJ", "ENFP")!.together,
  ]);
  await unmount();
});
