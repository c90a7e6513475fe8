import { site } from "~/config/site";
import { imageUrl } from "./images";

export interface PageMetaOptions {
  /** The site's origin, from the root loader (see `siteUrlOf`), for absolute image addresses. */
  siteUrl?: string;
  /** The link preview's image: a drawn card (`ogImage` in ./og.ts) or an image under /images/. */
  image?: { src: string; alt: string; width: number; height: number; type?: string } | null;
  /** Open Graph type: "article" for blog posts, "website" otherwise. */
  type?: "website" | "article";
  /** Keep the page out of search results (account pages, not-found states). */
  noindex?: boolean;
}

/**
 * Title, description and Open Graph tags for a route's `meta` export. The canonical address and
 * og:url are added once for every page by the root layout, which knows the site's origin.
 */
export function pageMeta(
  title: string | undefined,
  description: string = site.description,
  options: PageMetaOptions = {},
) {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} — ${site.tagline}`;
  const tags: Record<string, string>[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: title ?? fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: options.type ?? "website" },
  ];
  if (options.image && options.siteUrl) {
    tags.push(
      { property: "og:image", content: new URL(imageUrl(options.image.src), options.siteUrl).href },
      { property: "og:image:alt", content: options.image.alt },
      { property: "og:image:width", content: String(options.image.width) },
      { property: "og:image:height", content: String(options.image.height) },
    );
    if (options.image.type) tags.push({ property: "og:image:type", content: options.image.type });
  }
  // Social sites show a large card only where there is a large image to show.
  tags.push({ name: "twitter:card", content: options.image ? "summary_large_image" : "summary" });
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The site's origin as the root loader reported it, for use in a route's `meta`. */
export function siteUrlOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]) {
  const root = matches.find((match) => match?.id === "root")?.data as
    { siteUrl?: string } | undefined;
  return root?.siteUrl;
}

/** A published result's pages (issue 20) when the loader found nothing: the 404 page. */
export const notFoundMeta = () => pageMeta("Page not found", undefined, { noindex: true });

/** A published result's pages when its owner has taken it down: the 410 page. */
export const removedResultMeta = () =>
  pageMeta("This result was removed", "Its owner took this page down.", { noindex: true });
