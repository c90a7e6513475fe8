import { servedLanguages } from "./pseudo.server";
import { sourceLocale } from "./locales";

/**
 * The language of an API answer (the /api routes sit outside the pages' language prefix): the
 * first served language the request's Accept-Language names, by its q-values, else English. The
 * test page sends its own language this way, so a refusal reads in the page's language.
 */
export function requestLocale(request: Request): string {
  const header = request.headers.get("Accept-Language") ?? "";
  const wanted = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const codes = servedLanguages().map((locale) => locale.code);
  for (const { tag } of wanted) {
    // "fr-CA" is served by "fr" when there is no "fr-CA".
    const code =
      codes.find((candidate) => candidate.toLowerCase() === tag) ??
      codes.find((candidate) => candidate.toLowerCase() === tag.split("-")[0]);
    if (code) return code;
  }
  return sourceLocale.code;
}
