import type { Route } from "./+types/sitemap";
import { problem } from "~/lib/json-body.server";
import { sitemapEntries, sitemapXml } from "~/content/sitemap.server";
import { servedLanguages } from "~/i18n/messages.server";

/** sitemap.xml: every public page, built from the same content the pages show. */
export async function loader({ context }: Route.LoaderArgs) {
  const entries = await sitemapEntries(context.content);
  return new Response(sitemapXml(context.siteUrl, entries, servedLanguages()), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}

/** Other methods get a 405 that says so (without an action, React Router's 405 has no message). */
export const action = () => problem(405, "The sitemap answers GET only.", { Allow: "GET, HEAD" });
