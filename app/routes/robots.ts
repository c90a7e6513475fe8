import type { Route } from "./+types/robots";
import { problem } from "~/lib/json-body.server";

/** robots.txt: everything public may be crawled; account pages and APIs are not worth it. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account",
    "Disallow: /api/",
    "Disallow: /auth",
    "Disallow: /dashboard",
    "Disallow: /dev/",
    "Disallow: /test-results/",
    "",
    `Sitemap: ${context.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

/** Other methods get a 405 that says so (without an action, React Router's 405 has no message). */
export const action = () => problem(405, "robots.txt answers GET only.", { Allow: "GET, HEAD" });
