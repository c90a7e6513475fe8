import type { LocaleInfo } from "~/i18n/locales";
import { hasOwnPageText, type PageText } from "~/i18n/page-text";
import { localizePath } from "~/i18n/paths";
import type { ContentService } from "./service.server";

export interface SitemapEntry {
  /** The English (unprefixed) address. */
  path: string;
  /** YYYY-MM-DD */
  lastModified?: string;
  /** The page's kind of text (app/i18n/page-text.ts); none for a page in every language. */
  pageText?: PageText;
}

/** The site's static public pages (spec §2), besides the content pages. */
const staticPaths: readonly SitemapEntry[] = [
  { path: "/", pageText: "home" },
  { path: "/personality-test" },
  { path: "/personality-types", pageText: "types" },
  { path: "/blog", pageText: "blog" },
  { path: "/about", pageText: "about" },
  { path: "/science", pageText: "science" },
  { path: "/contact", pageText: "contact" },
  { path: "/pricing", pageText: "pricing" },
];

export async function sitemapEntries(content: ContentService): Promise<SitemapEntry[]> {
  const [types, posts] = await Promise.all([content.types(), content.posts()]);
  const typePages = await Promise.all(
    types.map(async (type): Promise<SitemapEntry[]> => [
      { path: `/personality-types/${type.slug}`, pageText: "types" },
      ...(await content.sections(type)).map((section) => ({
        path: `/personality-types/${type.slug}/${section.slug}`,
        pageText: "types" as const,
      })),
    ]),
  );
  const legal = await Promise.all(
    ["privacy-policy", "terms-of-service", "cookie-policy"].map((slug) => content.legalPage(slug)),
  );
  return [
    ...staticPaths,
    ...typePages.flat(),
    ...posts.map((post) => ({
      path: `/blog/${post.slug}`,
      lastModified: post.publishedAt,
      pageText: "blog" as const,
    })),
    ...legal.flatMap((page): SitemapEntry[] =>
      page
        ? [
            {
              path: `/legal/${page.slug}`,
              lastModified: page.lastUpdated ?? undefined,
              pageText: "legal",
            },
          ]
        : [],
    ),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sitemap: each page once per language it is written in, each such address with the others
 * as its hreflang alternates and the English one as x-default (issue 21).
 */
export function sitemapXml(
  siteUrl: string,
  entries: readonly SitemapEntry[],
  languages: readonly LocaleInfo[],
): string {
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : "";
    const written = languages.filter((language) => hasOwnPageText(entry.pageText, language));
    const address = (prefix: string) => escapeXml(siteUrl + localizePath(entry.path, prefix));
    const alternates =
      written.length > 1
        ? [
            ...written.map(
              (language) =>
                `<xhtml:link rel="alternate" hreflang="${language.code}" href="${address(language.prefix)}"/>`,
            ),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${address("")}"/>`,
          ].join("")
        : "";
    return written.map(
      (language) => `  <url><loc>${address(language.prefix)}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
