// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { getProfile } from "~/assessment/profiles";
import { computeResult, type Result } from "~/assessment/scoring";
import type { RichContent } from "~/content/rich-text";
import type { PremiumReport, PremiumScore } from "~/premium/report";
import { PremiumReportSection } from "./premium-report";
import { englishRouter } from "../../../tests/support/i18n-router";
import { ResultsView } from "./results-view";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A hand-made report: the real writing is server-only, and this test runs as the browser would.
const paragraph = (text: string): RichContent => [{ type: "paragraph", spans: [{ text }] }];

const result: Result = {
  type: "INTJ-T",
  code: "INTJ",
  identity: "T",
  dimensions: { mind: 28, energy: 53, nature: 35, tactics: 10, identity: 42 },
};

const score = (
  name: string,
  pole: PremiumScore["pole"],
  leaning: string,
  strength: number,
  clarity: PremiumScore["clarity"],
) => ({ name, value: 0, pole, leaning, strength, clarity, borderline: strength <= 55 }) as const;

const report: PremiumReport = {
  code: "INTJ",
  type: "INTJ-T",
  lang: "en",
  typeName: "The Cartographer",
  dimensions: [
    {
      dimension: "mind",
      ...score("Mind", "introverted", "Introverted", 72, "clear"),
      intro: paragraph("Mind intro text."),
      guidanceKind: "clear",
      guidance: paragraph("Mind clear guidance."),
    },
    {
      dimension: "energy",
      ...score("Energy", "intuitive", "Intuitive", 53, "slight"),
      intro: paragraph("Energy intro text."),
      guidanceKind: "slight",
      guidance: paragraph("Energy slight guidance."),
    },
    {
      dimension: "nature",
      ...score("Nature", "thinking", "Thinking", 65, "moderate"),
      intro: paragraph("Nature intro text."),
      guidanceKind: "slight",
      guidance: paragraph("Nature slight guidance."),
    },
    {
      dimension: "tactics",
      ...score("Tactics", "judging", "Judging", 90, "very clear"),
      intro: paragraph("Tactics intro text."),
      guidanceKind: "clear",
      guidance: paragraph("Tactics clear guidance."),
    },
  ],
  identity: {
    identity: "T",
    ...score("Identity", "turbulent", "Turbulent", 58, "slight"),
    intro: paragraph("Identity intro text."),
    body: paragraph("Turbulent body text."),
  },
  growthPlan: [
    ...paragraph("Growth plan lead."),
    { type: "list", ordered: true, items: [[{ text: "First step." }], [{ text: "Second step." }]] },
  ],
  career: paragraph("Career text with a link."),
  relationships: paragraph("Relationship text."),
};

async function render(element: ReactElement) {
  const container = document.createElement("div");
  document.body.append(container);
  const router = englishRouter(element, ["results"]);
  const root = createRoot(container);
  await act(async () => root.render(createElement(RouterProvider, { router })));
  return {
    container,
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

test("the premium section shows each score with its matching guidance, identity and plans", async () => {
  const { container, unmount } = await render(
    createElement(PremiumReportSection, { report, result }),
  );
  const section = container.querySelector('[data-testid="premium-report"]')!;
  expect(section.tagName).toBe("SECTION");
  const title = section.querySelector("h2")!;
  expect(title.textContent).toBe("Your Premium Report");
  expect(section.getAttribute("aria-labelledby")).toBe(title.id);
  expect(section.textContent).toContain("Premium");
  expect(section.textContent).toContain("Written for INTJ-T, The Cartographer");

  const mind = section.querySelector('[data-dimension="mind"]')!;
  expect(mind.getAttribute("data-guidance")).toBe("clear");
  expect(mind.textContent).toContain("Introverted 72% · clear preference");
  expect(mind.textContent).toContain("Mind clear guidance.");
  expect(mind.querySelector("h4")?.textContent).toBe("For your clear preference");

  const energy = section.querySelector('[data-dimension="energy"]')!;
  expect(energy.textContent).toContain("Intuitive 53% · slight preference");
  expect(energy.textContent).toContain("Borderline");
  expect(energy.textContent).toContain("Energy slight guidance.");
  expect(section.querySelector('[data-dimension="nature"]')?.textContent).toContain(
    "Thinking 65% · moderate preference",
  );

  const identity = section.querySelector('[data-dimension="identity"]')!;
  expect(identity.textContent).toContain("Turbulent 58% · slight preference");
  expect(identity.querySelector("h4")?.textContent).toBe("Turbulent (-T)");
  expect(identity.textContent).toContain("Turbulent body text.");

  expect([...section.querySelectorAll("ol li")].map((li) => li.textContent)).toEqual([
    "First step.",
    "Second step.",
  ]);
  for (const text of ["Growth plan lead.", "Career text with a link.", "Relationship text."])
    expect(section.textContent).toContain(text);
  await unmount();
});

test("the section's headings run h2, then h3 per part, then h4 inside a part", async () => {
  const { container, unmount } = await render(
    createElement(PremiumReportSection, { report, result }),
  );
  const headings = [...container.querySelectorAll("h2, h3, h4")].map(
    (heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`,
  );
  expect(headings).toEqual([
    "h2 Your Premium Report",
    "h3 Mind",
    "h4 For your clear preference",
    "h3 Energy",
    "h4 For your slight preference",
    "h3 Nature",
    "h4 For your moderate preference",
    "h3 Tactics",
    "h4 For your very clear preference",
    "h3 Identity",
    "h4 Turbulent (-T)",
    "h3 Growth plan",
    "h3 Career guidance",
    "h3 Relationship guidance",
  ]);
  await unmount();
});

test("the results screen shows the premium report after the profile tabs only when given one", async () => {
  const scored = computeResult(answersFor("INTJ-T", 2));
  const profile = getProfile(scored.type)!;
  const onRetake = () => {};

  const free = await render(createElement(ResultsView, { result: scored, profile, onRetake }));
  expect(free.container.querySelector('[data-testid="premium-report"]')).toBeNull();
  await free.unmount();

  const paid = await render(
    createElement(ResultsView, { result: scored, profile, onRetake, premiumReport: report }),
  );
  const section = paid.container.querySelector('[data-testid="premium-report"]');
  expect(section).not.toBeNull();
  const tabs = paid.container.querySelector('[role="tablist"]')!;
  expect(tabs.compareDocumentPosition(section!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await paid.unmount();
});
