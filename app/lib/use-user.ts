import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The signed-in user from the root loader, or null for a visitor. */
export function useOptionalUser() {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}
