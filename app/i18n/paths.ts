/**
 * Language prefixes on paths (decision 034). Browser-safe. English pages are unprefixed; another
 * language's page is `/<prefix><path>` ("/es/about", "/es" for home). Resource routes (images,
 * the API, feeds, the theme switch) have one address for every language.
 */

const unprefixed =
  /^\/(?:api|og|assets|images|dev|theme|language|healthz|sitemap\.xml|robots\.txt|favicon)(?:[/?.#]|$)/;

/** `path` ("/about?x=1") as the page of the language with this prefix. */
export function localizePath(path: string, prefix: string): string {
  if (!prefix || !path.startsWith("/") || path.startsWith("//") || unprefixed.test(path))
    return path;
  if (path === "/" || path.startsWith("/?") || path.startsWith("/#"))
    return `/${prefix}${path.slice(1)}`;
  return `/${prefix}${path}`;
}

/** The path without its language prefix, and the prefix ("" for English). */
export function splitLocalePath(
  pathname: string,
  prefixes: readonly string[],
): { prefix: string; path: string } {
  const first = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (first && prefixes.includes(first[1]!) && first[1])
    return { prefix: first[1], path: first[2] ?? "/" };
  return { prefix: "", path: pathname };
}

/**
 * `path` in the language with `prefix`, unless it is already in a language (one of `prefixes`: a
 * `redirectTo` taken from the address bar), which it keeps.
 */
export function localizePathOnce(
  path: string,
  prefix: string,
  prefixes: readonly string[],
): string {
  return splitLocalePath(path.split(/[?#]/)[0]!, prefixes).prefix
    ? path
    : localizePath(path, prefix);
}
