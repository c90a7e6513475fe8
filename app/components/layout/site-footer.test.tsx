// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { SiteFooter } from "./site-footer";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The footer under a root route whose loader answers `rootData`. */
async function footerText(rootData: object | null) {
  const container = document.createElement("div");
  document.body.append(container);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: SiteFooter,
      loader: rootData ? () => rootData : undefined,
      HydrateFallback: () => null,
    },
  ]);
  const root = createRoot(container);
  await act(async () => root.render(createElement(Stub)));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  const text = container.textContent ?? "";
  await act(async () => root.unmount());
  container.remove();
  return text;
}

test("the footer's copyright line shows the year of the request, from the root loader", async () => {
  expect(await footerText({ year: 2031 })).toContain("© 2031 TypeAtlas. All rights reserved.");
});

test("without the root loader's data (an error page), the footer shows this year", async () => {
  const year = new Date().getUTCFullYear();
  expect(await footerText(null)).toContain(`© ${year} TypeAtlas. All rights reserved.`);
});
