import type { ReactElement } from "react";
import { createMemoryRouter } from "react-router";
import type { Namespace } from "~/i18n/namespaces";
import { englishI18n } from "./english";

/**
 * A memory router whose one route carries the English messages of `namespaces` in its loader data,
 * as a page's loader sends them (decision 034), so components that call `useT` render in unit
 * tests without a server.
 */
export function englishRouter(element: ReactElement, namespaces: readonly Namespace[]) {
  return createMemoryRouter([{ id: "page", path: "/", element, loader: () => null }], {
    hydrationData: { loaderData: { page: { i18n: englishI18n(["common", ...namespaces]) } } },
  });
}
