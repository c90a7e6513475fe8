// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from "react-router";
import { expect, test } from "vitest";
import { MobileMenu } from "./mobile-menu";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const user = { id: "u1", name: "Ada Lovelace", email: "ada@example.com" };
const linkClasses = ({ isActive }: { isActive: boolean }) => (isActive ? "active" : "idle");
const routes = [
  {
    id: "root",
    path: "*",
    loader: () => ({ user }),
    Component: () => createElement(MobileMenu, { linkClasses }),
  },
];

test("the server sends the closed menu as an empty dialog, not a second copy of the header", async () => {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/about"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    createElement(StaticRouterProvider, { router, context, hydrate: false }),
  );
  expect(html).toContain('aria-label="Open menu"');
  expect(html).toContain('aria-controls="mobile-menu"');
  expect(html).toMatch(/<dialog id="mobile-menu"[^>]*><\/dialog>/);
  expect(html).not.toContain("ada@example.com");
});

test("opening renders the links and the account controls inside the dialog; closing removes them", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  const router = createMemoryRouter(routes, {
    initialEntries: ["/about"],
    hydrationData: { loaderData: { root: { user } } },
  });
  const root = createRoot(container);
  await act(async () => root.render(createElement(RouterProvider, { router })));
  const dialog = container.querySelector("dialog") as HTMLDialogElement;
  const opener = container.querySelector('[aria-label="Open menu"]') as HTMLButtonElement;
  expect(dialog.children).toHaveLength(0);
  expect(opener.getAttribute("aria-expanded")).toBe("false");

  await act(async () => opener.click());
  expect(dialog.open).toBe(true);
  expect(opener.getAttribute("aria-expanded")).toBe("true");
  const links = [...dialog.querySelectorAll("nav a")].map((a) => a.textContent);
  expect(links).toContain("Pricing");
  expect(links).toContain("Dashboard");
  expect(dialog.querySelector('a[href="/about"]')?.getAttribute("aria-current")).toBe("page");
  expect(dialog.textContent).toContain("ada@example.com");

  await act(async () => (dialog.querySelector('[aria-label="Close menu"]') as HTMLElement).click());
  expect(dialog.open).toBe(false);
  expect(dialog.children).toHaveLength(0);
  expect(opener.getAttribute("aria-expanded")).toBe("false");
  expect(document.activeElement).toBe(opener);
  await act(async () => root.unmount());
  container.remove();
});
