import { redirect } from "react-router";
import type { SectionSummary, TypeDetail } from "~/content/model";
import type { ContentService } from "~/content/service.server";
import { defaultSections } from "~/content/type-sections";
import { logger } from "~/lib/logger.server";
import { pageProblem } from "~/lib/page-problem.server";

/**
 * A type and its sections, for the type page and the section page. Throws the spec's page errors
 * (§8) with their status: 404 for an unknown type, 500 when the content cannot be read.
 */
export async function loadTypeWithSections(
  request: Request,
  content: ContentService,
  slug: string | undefined,
  errorPrefix: string,
): Promise<{ type: TypeDetail; sections: SectionSummary[] }> {
  if (!slug) throw pageProblem("No personality type specified", 404);
  // Type addresses are lower-case (/personality-types/intj); send /INTJ there.
  if (slug !== slug.toLowerCase()) {
    const url = new URL(request.url);
    throw redirect(url.pathname.replace(`/${slug}`, `/${slug.toLowerCase()}`) + url.search, 301);
  }
  let type: TypeDetail | null;
  let stored: SectionSummary[];
  try {
    type = await content.type(slug);
    stored = type ? await content.sections(type) : [];
  } catch (error) {
    logger().error({ error: String(error), slug }, "Failed to load a personality type");
    throw pageProblem(
      `${errorPrefix}: ${error instanceof Error ? error.message : String(error)}`,
      500,
    );
  }
  if (!type) throw pageProblem(`Personality type "${slug}" not found`, 404);
  // A type with no stored sections lists the fixed defaults (spec §2).
  const sections =
    stored.length > 0
      ? stored
      : defaultSections.map((section, index) => ({
          id: `${type.id}-${section.slug}`,
          ...section,
          excerpt: "",
          order: index + 1,
        }));
  return { type, sections };
}
