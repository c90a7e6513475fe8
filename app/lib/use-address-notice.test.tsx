// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { expect, test } from "vitest";
import { useAddressNotice } from "./use-address-notice";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function open(url: string) {
  const shown: string[] = [];
  const seen: { arrived: boolean; search: string }[] = [];
  function Page() {
    const arrived = useAddressNotice("upgrade", "success", () => shown.push("toast"));
    seen.push({ arrived, search: useLocation().search });
    return null;
  }
  const router = createMemoryRouter([{ path: "/dashboard", element: createElement(Page) }], {
    initialEntries: [url],
  });
  const container = document.createElement("div");
  const root = createRoot(container);
  await act(async () => root.render(createElement(RouterProvider, { router })));
  return { shown, seen, router, unmount: () => act(async () => root.unmount()) };
}

test("a notice in the address is shown once, the address is cleaned, and the page keeps knowing", async () => {
  const { shown, seen, router, unmount } = await open("/dashboard?upgrade=success&tab=x");
  // Removing the parameter renders the page again; the toast is not shown a second time.
  expect(shown).toEqual(["toast"]);
  expect(router.state.location.search).toBe("?tab=x");
  expect(router.state.historyAction).toBe("REPLACE");
  expect(seen.at(-1)).toEqual({ arrived: true, search: "?tab=x" });
  await act(async () => router.navigate("/dashboard?tab=y"));
  expect(shown).toEqual(["toast"]);
  await unmount();
});

test("without the notice nothing is shown and the address stays", async () => {
  const { shown, seen, router, unmount } = await open("/dashboard?upgrade=failed");
  expect(shown).toEqual([]);
  expect(router.state.location.search).toBe("?upgrade=failed");
  expect(seen.at(-1)?.arrived).toBe(false);
  await unmount();
});
