import type { ContentService } from "./service.server";

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastModified?: string;
}

/** The site's static public pages (spec §2), besides the content pages. */
const staticPaths = [
  "/",
  "/personality-test",
  "/personality-types",
  "/blog",
  "/about",
  "/contact",
  "/pricing",
];

export async function sitemapEntries(content: ContentService): Promise<SitemapEntry[]> {
  const [types, posts] = await Promise.all([content.types(), content.posts()]);
  const typePages = await Promise.all(
    types.map(async (type) => [
      { path: `/personality-types/${type.slug}` },
      ...(await content.sections(type)).map((section) => ({
        path: `/personality-types/${type.slug}/${section.slug}`,
      })),
    ]),
  );
  const legal = await Promise.all(
    ["privacy-policy", "terms-of-service", "cookie-policy"].map((slug) => content.legalPage(slug)),
  );
  return [
    ...staticPaths.map((path) => ({ path })),
    ...typePages.flat(),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.publishedAt })),
    ...legal.flatMap((page) =>
      page ? [{ path: `/legal/${page.slug}`, lastModified: page.lastUpdated ?? undefined }] : [],
    ),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(siteUrl + entry.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
