import type { Route } from "./+types/healthz";
import { problem } from "~/lib/json-body.server";

/** Liveness and readiness in one: 200 only after a real query succeeds within 2 s. */
export async function loader({ context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  try {
    await context.database.ping(2_000);
    return Response.json({ ok: true, db: "up" }, { headers });
  } catch {
    return Response.json({ ok: false, db: "down" }, { status: 503, headers });
  }
}

/** Other methods get a 405 that says so (without an action, React Router's 405 has no message). */
export const action = () =>
  problem(405, "The health check answers GET only.", { Allow: "GET, HEAD" });
