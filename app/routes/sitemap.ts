import type { Route } from "./+types/sitemap";
import { sitemapEntries, sitemapXml } from "~/content/sitemap.server";

/** sitemap.xml: every public page, built from the same content the pages show. */
export async function loader({ context }: Route.LoaderArgs) {
  const entries = await sitemapEntries(context.content);
  return new Response(sitemapXml(context.siteUrl, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
