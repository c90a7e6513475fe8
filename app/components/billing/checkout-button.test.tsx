// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { FormAlert } from "~/components/ui/form-alert";
import { english, englishI18n } from "../../../tests/support/english";
import { CheckoutButton } from "./checkout-button";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** /pricing's two buttons at `url`, for a signed-in user or a visitor. */
async function render(url: string, signedIn: boolean) {
  const buttons = () =>
    createElement(
      "div",
      null,
      createElement(CheckoutButton, {
        item: "premium-monthly",
        from: "pricing",
        children: "Get Premium Monthly",
      }),
      createElement(CheckoutButton, {
        item: "premium-2-month",
        from: "pricing",
        children: "Start 7-Day Trial",
      }),
    );
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => null,
        element: createElement(Outlet),
        children: [{ path: "pricing", element: createElement(buttons) }],
      },
    ],
    {
      initialEntries: [url],
      // The root loader's answer, as the server's render hands it over.
      hydrationData: {
        loaderData: {
          root: {
            user: signedIn ? { id: "u1", email: "a@example.com" } : null,
            i18n: englishI18n(),
          },
        },
      },
    },
  );
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(createElement(RouterProvider, { router })));
  return { container, router, unmount: () => act(async () => root.unmount()) };
}

test("a refusal brought back by a form post shows once, by its button, as an alert that takes focus", async () => {
  const { container, unmount } = await render(
    "/pricing?checkout-refused=subscribed&checkout-item=premium-2-month",
    true,
  );
  const alerts = [...container.querySelectorAll('[role="alert"]')];
  expect(alerts.map((alert) => alert.textContent)).toEqual([
    english("billing:refusals.subscribed"),
  ]);
  // By the button it is about.
  expect(alerts[0]!.closest("form")?.textContent).toContain("Start 7-Day Trial");
  expect(document.activeElement).toBe(alerts[0]);
  await unmount();
});

test("an unknown code, another item or a visitor shows nothing", async () => {
  for (const [url, signedIn] of [
    ["/pricing?checkout-refused=hacked&checkout-item=premium-monthly", true],
    ["/pricing?checkout-refused=subscribed&checkout-item=premium-gold", true],
    ["/pricing?checkout-refused=subscribed", true],
    ["/pricing?checkout-refused=subscribed&checkout-item=premium-monthly", false],
  ] as const) {
    const { container, unmount } = await render(url, signedIn);
    expect(container.querySelectorAll('[role="alert"]'), url).toHaveLength(0);
    await unmount();
  }
});

test("rendered on the server, an alert that takes focus carries autofocus, for a page without JavaScript", () => {
  const html = renderToString(createElement(FormAlert, { takeFocus: true, children: "Declined." }));
  expect(html).toMatch(/^<div role="alert" tabindex="-1" autofocus=""/);
  expect(renderToString(createElement(FormAlert, { children: "Declined." }))).not.toContain(
    "autofocus",
  );
});
