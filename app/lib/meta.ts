import { site } from "~/config/site";

/** Title and description tags for a route's `meta` export. */
export function pageMeta(title: string | undefined, description: string = site.description) {
  return [
    { title: title ? `${title} | ${site.name}` : `${site.name} — ${site.tagline}` },
    { name: "description", content: description },
  ];
}
