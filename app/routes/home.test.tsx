// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { expect, test, vi } from "vitest";
import type { HomeTypes, PostSummary } from "~/content/model";
import { englishI18n } from "../../tests/support/messages";
import { servedLocales } from "~/i18n/locales";
import { claims, type ClaimsConfig } from "~/config/site";
import { shownFigures, type ShownFigure } from "~/statistics/figures";
import { testSnapshot } from "~/statistics/test-snapshot";
import Home from "./home";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The page's loader (not run here: the stub's loader stands in) reads the compiled catalogues,
// which the messages plugin refuses to browser-side modules such as this test's.
vi.mock("~/i18n/messages.server", () => ({}));

/** The figures of the shipped configuration, as the loader gives them with nothing computed. */
const shippedFigures = shownFigures(claims, {
  languages: servedLocales.length,
  testsTaken: null,
  snapshot: null,
});

async function render(data: { grid: HomeTypes; posts: PostSummary[]; figures?: ShownFigure[] }) {
  const container = document.createElement("div");
  document.body.append(container);
  const Stub = createRoutesStub([
    // The stub's route module types differ from the generated ones; the page only reads loaderData.
    // The stub runs the loader in the browser before the first render, where the site renders on
    // the server; it asks for a fallback to show meanwhile, as a client loader would.
    {
      path: "/",
      Component: Home as never,
      loader: () => ({
        figures: shippedFigures,
        ...data,
        i18n: englishI18n(["home", "types", "blog"]),
      }),
      HydrateFallback: () => null,
    },
    { path: "/personality-test", Component: () => null },
  ]);
  const root = createRoot(container);
  await act(async () => root.render(createElement(Stub)));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return { container, unmount: () => act(async () => root.unmount()) };
}

const intj = {
  id: "type-intj",
  code: "INTJ",
  name: "The Cartographer",
  category: "Analyst",
  description: "Plans from the destination backward.",
  slug: "intj",
} as const;

test("with no posts, home says 'No blog posts available yet.' and still links to the blog", async () => {
  const { container, unmount } = await render({
    grid: { types: [intj], sample: false },
    posts: [],
  });
  expect(container.textContent).toContain("No blog posts available yet.");
  expect(container.querySelector('a[href="/blog"]')).not.toBeNull();
  expect(container.textContent).not.toContain("Showing sample data");
  expect(container.querySelector('a[href="/personality-types/intj"]')?.textContent).toContain(
    "The Cartographer",
  );
  await unmount();
});

test("sample data in the types grid comes with the notice; the marketing figures are shown", async () => {
  const { container, unmount } = await render({ grid: { types: [intj], sample: true }, posts: [] });
  expect(container.querySelector('[role="status"]')?.textContent).toContain("Showing sample data");
  for (const figure of ["10M+", "4.8/5", "96%"]) expect(container.textContent).toContain(figure);
  // The languages are counted, not typed: one figure per served language, English included.
  const languages = [...container.querySelectorAll("dt")].find(
    (term) => term.textContent === "Languages available",
  );
  expect(languages?.nextElementSibling?.textContent).toBe(String(servedLocales.length));
  await unmount();
});

test("signed out, the hero starts the test at once and offers signing in only to save the result", async () => {
  const { container, unmount } = await render({
    grid: { types: [intj], sample: false },
    posts: [],
  });
  const calls = [...container.querySelectorAll('a[href="/personality-test"]')];
  expect(calls.map((link) => link.textContent)).toEqual([
    "Take Free Test Now",
    "Take Free Test Now",
  ]);
  expect(container.textContent).not.toContain("Sign In to Take Test");
  const note = [...container.querySelectorAll("a")].find(
    (link) => link.textContent === "Sign in to save your results",
  );
  expect(note?.getAttribute("href")).toBe("/auth?redirectTo=%2Fpersonality-test");
  await unmount();
});

test("a test kept in this browser is offered to resume, and a finished one to see", async () => {
  localStorage.setItem(
    "typeatlas:test:v1",
    JSON.stringify({ answers: { 1: 4, 25: 6, 38: 2, 99: 5, 14: 9 }, page: 0, stage: "test" }),
  );
  const kept = await render({ grid: { types: [intj], sample: false }, posts: [] });
  const resume = kept.container.querySelector('a[href="/personality-test"]');
  // Only valid answers count: the unknown statement 99 and the value 9 do not.
  expect(resume?.textContent).toBe("Resume your test (3 of 60)");
  await kept.unmount();

  localStorage.setItem(
    "typeatlas:test:v1",
    JSON.stringify({ answers: {}, page: 9, stage: "upsell", result: { type: "INTJ-A" } }),
  );
  const finished = await render({ grid: { types: [intj], sample: false }, posts: [] });
  const see = finished.container.querySelector<HTMLAnchorElement>('a[href="/personality-test"]');
  expect(see?.textContent).toBe("See your result");
  // Seeing the result skips the plans offered once already.
  await act(async () => see?.click());
  expect(JSON.parse(localStorage.getItem("typeatlas:test:v1")!).stage).toBe("results");
  await finished.unmount();
  localStorage.clear();
});

test("computed figures show the rounded count and the measured reliability, labelled as such", async () => {
  const computed: ClaimsConfig = {
    ...claims,
    people: { ...claims.people, source: "computed" },
    accuracy: { ...claims.accuracy, source: "computed" },
  };
  const figures = shownFigures(computed, {
    languages: servedLocales.length,
    testsTaken: 1_234,
    snapshot: testSnapshot({
      byLocale: { en: 400 },
      alphas: { mind: 0.8, energy: 0.8, nature: 0.8, tactics: 0.8, identity: 0.8 },
    }),
  });
  const { container, unmount } = await render({
    grid: { types: [intj], sample: false },
    posts: [],
    figures,
  });
  const figure = (label: string) =>
    [...container.querySelectorAll("dt")].find((term) => term.textContent === label)
      ?.nextElementSibling?.textContent;
  expect(figure("Tests taken on TypeAtlas")).toBe("1,200+");
  expect(figure("Measured reliability (Cronbach's alpha)")).toBe("0.80");
  expect(figure("Average rating from 50,000+ reviews")).toBe("4.8/5");
  expect(container.textContent).not.toContain("10M+");
  expect(container.textContent).not.toContain("96%");
  await unmount();
});
