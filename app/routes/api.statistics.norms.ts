import type { Route } from "./+types/api.statistics.norms";
import { problem } from "~/lib/json-body.server";
import { normsResponse } from "~/statistics/norms.server";

/**
 * The norms a result is compared with (issue 22, decision 041): the five score histograms with
 * their measured SEMs and the type counts, from the newest statistics snapshot; the same for
 * everyone, so every cache may keep it a few minutes. The visitor's results screen fetches it:
 * the test page is one cached page for everyone and does not carry it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return normsResponse(request, await context.latestStatistics());
}

/** Other methods get a 405 that says so. */
export const action = () => problem(405, "The norms answer GET only.", { Allow: "GET, HEAD" });
