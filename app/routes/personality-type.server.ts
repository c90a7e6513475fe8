import { redirect } from "~/lib/redirect.server";
import type { SectionSummary, TypeDetail } from "~/content/model";
import type { ContentService } from "~/content/service.server";
import { defaultSections } from "~/content/type-sections";
import { pageMessages, serverTranslate } from "~/i18n/messages.server";
import { logger } from "~/lib/logger.server";
import { pageProblem } from "~/lib/page-problem.server";

/** The types messages a type page's error boundary shows, with its problem, in the page's language. */
export function typeProblem(locale: string, message: string, status: 404 | 500) {
  return pageProblem(message, status, pageMessages(locale, ["types"]));
}

/**
 * A type and its sections, for the type page and the section page. Throws the spec's page errors
 * (§8) with their status: 404 for an unknown type, 500 when the content cannot be read; `failed`
 * says which page's reading failed.
 */
export async function loadTypeWithSections(
  request: Request,
  content: ContentService,
  slug: string | undefined,
  {
    locale,
    failed,
  }: { locale: string; failed: "types:errors.loadType" | "types:errors.loadSection" },
): Promise<{ type: TypeDetail; sections: SectionSummary[] }> {
  const t = serverTranslate(locale);
  if (!slug) throw typeProblem(locale, t("types:errors.noType"), 404);
  // Type addresses are lower-case (/personality-types/intj); send /INTJ there.
  if (slug !== slug.toLowerCase()) {
    const url = new URL(request.url);
    throw redirect(url.pathname.replace(`/${slug}`, `/${slug.toLowerCase()}`) + url.search, 301);
  }
  let type: TypeDetail | null;
  let stored: SectionSummary[];
  const written = content.localized(locale);
  try {
    type = await written.type(slug);
    stored = type ? await written.sections(type) : [];
  } catch (error) {
    logger().error({ error: String(error), slug }, "Failed to load a personality type");
    throw typeProblem(
      locale,
      t(failed, { detail: error instanceof Error ? error.message : String(error) }),
      500,
    );
  }
  if (!type) throw typeProblem(locale, t("types:errors.typeNotFound", { slug }), 404);
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
