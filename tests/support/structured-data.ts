/**
 * Checks JSON-LD against what schema.org and the search engines' structured-data guides ask of
 * each type we publish (no network: the fields are written down here). Returns the problems, an
 * empty list for a valid object.
 *
 * - Article: headline (at most 110 characters), image (absolute URLs), author with @type Person or
 *   Organization and a name, datePublished and dateModified as ISO 8601 dates.
 * - BreadcrumbList: itemListElement, ListItems with position 1, 2, 3 ... in order, a name and an
 *   absolute item URL.
 * - Organization: name, absolute url and logo.
 * - WebSite: name and absolute url.
 * - FAQPage: mainEntity, each a Question with a name and an acceptedAnswer Answer with text.
 */
type Json = Record<string, unknown>;

const isoDate = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/;

function absolute(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

function text(value: unknown): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

export function structuredDataProblems(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap((item) => structuredDataProblems(item));
  const problems: string[] = [];
  const need = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };
  if (typeof data !== "object" || data === null) return ["not an object"];
  const item = data as Json;
  need(item["@context"] === "https://schema.org", "@context must be https://schema.org");
  const type = item["@type"];
  switch (type) {
    case "Article": {
      need(
        text(item.headline) && String(item.headline).length <= 110,
        "Article.headline (1-110 chars)",
      );
      const images = Array.isArray(item.image) ? item.image : [item.image];
      need(images.length > 0 && images.every(absolute), "Article.image: absolute URLs");
      const authors = (Array.isArray(item.author) ? item.author : [item.author]) as Json[];
      need(
        authors.length > 0 &&
          authors.every(
            (author) =>
              typeof author === "object" &&
              author !== null &&
              ["Person", "Organization"].includes(String(author["@type"])) &&
              text(author.name),
          ),
        "Article.author: Person or Organization with a name",
      );
      need(isoDate.test(String(item.datePublished)), "Article.datePublished: ISO 8601");
      need(isoDate.test(String(item.dateModified)), "Article.dateModified: ISO 8601");
      break;
    }
    case "BreadcrumbList": {
      const list = item.itemListElement;
      need(Array.isArray(list) && list.length > 0, "BreadcrumbList.itemListElement");
      if (Array.isArray(list))
        list.forEach((crumb: Json, index) => {
          need(crumb["@type"] === "ListItem", `ListItem ${index + 1}: @type`);
          need(crumb.position === index + 1, `ListItem ${index + 1}: position ${index + 1}`);
          need(text(crumb.name), `ListItem ${index + 1}: name`);
          need(absolute(crumb.item), `ListItem ${index + 1}: absolute item URL`);
        });
      break;
    }
    case "Organization":
      need(text(item.name), "Organization.name");
      need(absolute(item.url), "Organization.url");
      need(absolute(item.logo), "Organization.logo");
      break;
    case "WebSite":
      need(text(item.name), "WebSite.name");
      need(absolute(item.url), "WebSite.url");
      break;
    case "FAQPage": {
      const questions = item.mainEntity;
      need(Array.isArray(questions) && questions.length > 0, "FAQPage.mainEntity");
      if (Array.isArray(questions))
        questions.forEach((question: Json, index) => {
          need(question["@type"] === "Question", `Question ${index + 1}: @type`);
          need(text(question.name), `Question ${index + 1}: name`);
          const answer = question.acceptedAnswer as Json | undefined;
          need(
            answer?.["@type"] === "Answer" && text(answer.text),
            `Question ${index + 1}: acceptedAnswer`,
          );
        });
      break;
    }
    default:
      problems.push(`unexpected @type ${String(type)}`);
  }
  return problems;
}

/** Every JSON-LD block of an HTML page, parsed. */
export function jsonLdBlocks(html: string): { nonce: string | undefined; data: unknown }[] {
  return [
    ...html.matchAll(
      /<script type="application\/ld\+json"(?: nonce="([^"]*)")?>([^<]*)<\/script>/g,
    ),
  ].map((match) => ({ nonce: match[1], data: JSON.parse(match[2]!) as unknown }));
}
