// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { servedLocales, sourceLocale, type LocaleInfo } from "~/i18n/locales";
import { teamComposition, type SharedResult } from "~/teams/composition";
import { teamSummary, type TeamSummary } from "~/teams/summary";
import { english, englishI18n } from "../../../tests/support/english";
import { TeamSummarySection } from "./team-summary";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const member = (name: string, type: string, scores: number[]): SharedResult => {
  const [mind, energy, nature, tactics, identity] = scores as [
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    memberId: `id-${name}`,
    name,
    type,
    dimensions: { mind, energy, nature, tactics, identity },
  };
};

const team = [
  member("Ada", "INTJ-A", [20, 80, 30, 25, 70]),
  member("Bo", "ENFP-T", [75, 90, 65, 80, 30]),
  member("Cy", "ISTJ-T", [40, 20, 35, 20, 45]),
  member("Di", "INTP-A", [30, 60, 40, 70, 60]),
];

async function render(summary: TeamSummary | null, shared: number, language = sourceLocale) {
  const container = document.createElement("div");
  document.body.append(container);
  const element = createElement(TeamSummarySection, { summary, shared });
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
          page: { i18n: englishI18n(["results", "teamView"]) },
        },
      },
    },
  );
  const root = createRoot(container);
  await act(async () => root.render(createElement(RouterProvider, { router })));
  return { container, unmount: () => act(async () => root.unmount()) };
}

test("the summary's parts each have a heading that names them, with every paragraph shown", async () => {
  const summary = teamSummary(teamComposition(team), { members: 5 })!;
  const { container, unmount } = await render(summary, 4);
  const section = container.querySelector("section")!;
  const title = section.querySelector("h2")!;
  expect(title.textContent).toBe(english("teamView:summary.title"));
  expect(section.getAttribute("aria-labelledby")).toBe(title.id);
  const parts = [...section.querySelectorAll("section")];
  expect(parts.map((part) => part.querySelector("h3")?.textContent)).toEqual([
    english("teamView:summary.overview"),
    "Mind: Introverted or Extraverted",
    "Energy: Sensing or Intuitive",
    "Nature: Thinking or Feeling",
    "Tactics: Judging or Perceiving",
    "Identity: Turbulent or Assertive",
    english("teamView:summary.limits"),
  ]);
  for (const part of parts)
    expect(container.querySelector(`#${CSS.escape(part.getAttribute("aria-labelledby")!)}`)).toBe(
      part.querySelector("h3"),
    );
  const text = container.textContent ?? "";
  expect(text).toContain(english("teamView:summary.howToReadBody"));
  for (const paragraph of [
    ...summary.overview,
    ...summary.dimensions.flatMap((part) => part.paragraphs),
    ...summary.limits,
  ])
    expect(text).toContain(paragraph);
  // The Mind part: three of four lean Introverted, Bo on the other side by name.
  const mind = parts[1]!;
  expect(mind.textContent).toContain(
    english("teamView:summary.lean", { strength: "strong", pole: "Introverted" }),
  );
  expect(mind.textContent).toContain("Only Bo leans Extraverted");
  expect(container.querySelector("[lang]"), "English content on an English page").toBeNull();
  await unmount();
});

test("on a page in another language the passages are marked as English, read left to right", async () => {
  const arabic: LocaleInfo = servedLocales.find((locale) => locale.code === "ar")!;
  const summary = teamSummary(teamComposition(team))!;
  const { container, unmount } = await render(summary, 4, arabic);
  const marked = [...container.querySelectorAll("[lang]")];
  // The overview, five dimensions and the limits.
  expect(marked).toHaveLength(7);
  for (const element of marked) {
    expect(element.getAttribute("lang")).toBe("en");
    expect(element.getAttribute("dir")).toBe("ltr");
  }
  // Headings are not content: they stay in the page's language and direction.
  expect(container.querySelector("h3[lang], h2[lang]")).toBeNull();
  await unmount();
});

test("under three shared results the section says how many have shared and when a summary comes", async () => {
  for (const shared of [0, 1, 2]) {
    const { container, unmount } = await render(null, shared);
    expect(container.textContent).toContain(english("teamView:summary.tooFew", { shared }));
    expect(container.querySelectorAll("h3")).toHaveLength(0);
    await unmount();
  }
});
