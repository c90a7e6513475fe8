import fingerprinted from "virtual:typeatlas/images";

/**
 * The address to load a static image from: its fingerprinted copy under /assets, kept by browsers
 * for a year (decision 027), for an image of public/ such as "/images/blog/x.svg"; any other
 * address (a CMS image, say) as it is. Every `<img>` and `og:image` of the site goes through here.
 */
export function imageUrl(src: string, images: Readonly<Record<string, string>> = fingerprinted) {
  return Object.hasOwn(images, src) ? images[src]! : src;
}

/**
 * How an image is fetched: `lazy` below the first screen, `eager` on it, and `main` for the
 * largest image of the page (its LCP element), fetched at once and ahead of the others.
 */
export type ImagePriority = "lazy" | "eager" | "main";

/** The `<img>` attributes of an image fetched with `priority`. */
export function imagePriorityProps(priority: ImagePriority) {
  return {
    loading: priority === "lazy" ? ("lazy" as const) : undefined,
    fetchPriority: priority === "main" ? ("high" as const) : undefined,
  };
}

/**
 * The priority of the `index`th image of a list that opens the page: the first is the page's
 * main image, the rest of the first row (`perRow` at the widest layout) are on the first screen.
 */
export function firstScreenPriority(index: number, perRow: number): ImagePriority {
  if (index === 0) return "main";
  return index < perRow ? "eager" : "lazy";
}
