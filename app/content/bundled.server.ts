import content from "virtual:typeatlas/content";
import { categories, categoryOf, type TypeCode } from "~/assessment/type-codes";
import { pseudoLocale } from "~/i18n/locales";
import { profileSourceIn } from "~/i18n/profiles.server";
import { pseudoString } from "~/i18n/pseudo";
import type { ContentSource, PostSummary, Section, TypeDetail, TypeSummary } from "./model";
import { mapRichText, readingMinutes } from "./rich-text";
import type { BundledContent, PostEntry, SectionEntry, TypeEntry } from "./schema";

/**
 * The type pages of a bundle in a language: its content/locales translation, the pseudo-locale's
 * drawn from the English (tests), or the English itself for a language without its own.
 */
function typePagesIn(
  bundle: BundledContent,
  locale: string,
): { types: TypeEntry[]; sections: SectionEntry[] } {
  const translated = bundle.translations?.[locale];
  if (translated) return translated;
  if (locale !== pseudoLocale.code) return bundle;
  const pseudo = pseudoString;
  return {
    types: bundle.types.map((entry) => ({
      ...entry,
      description: pseudo(entry.description),
      relationships: pseudo(entry.relationships),
      communicationStyle: pseudo(entry.communicationStyle),
      leadershipStyle: pseudo(entry.leadershipStyle),
      stressTriggers: pseudo(entry.stressTriggers),
      detailedDescription: mapRichText(entry.detailedDescription, pseudo),
    })),
    sections: bundle.sections.map((entry) => ({
      ...entry,
      title: pseudo(entry.title),
      excerpt: pseudo(entry.excerpt),
      content: mapRichText(entry.content, pseudo),
    })),
  };
}

/** Whether a bundle has the type pages written in a language (English always). */
export function hasTypePagesIn(bundle: BundledContent, locale: string): boolean {
  return locale === "en" || locale === pseudoLocale.code || Boolean(bundle.translations?.[locale]);
}

/**
 * The content queries answered from the files in `content/` (compiled at build time) joined with
 * the assessment's profiles, which own the fields both share: name, strengths, challenges, careers
 * and famous people. Everything is indexed once; every query is a lookup.
 *
 * `locale`: the type pages and profiles in that language where they are written in it (posts and
 * legal pages are English in every language).
 */
export function createBundledSource(
  bundle: BundledContent = content,
  locale = "en",
): ContentSource {
  // Type pages not written in the language are the English ones, with the English profiles.
  const textLocale = hasTypePagesIn(bundle, locale) ? locale : "en";
  const typePages = typePagesIn(bundle, textLocale);
  const details = new Map<string, TypeDetail>();
  for (const entry of typePages.types) {
    const profile = profileSourceIn(entry.code, textLocale);
    details.set(entry.slug, {
      id: entry.id,
      code: entry.code,
      slug: entry.slug,
      name: profile.name,
      category: categoryOf(entry.code),
      description: entry.description,
      strengths: [...profile.strengths],
      weaknesses: [...profile.challenges],
      careers: [...profile.careers.ideal],
      relationships: entry.relationships,
      famousPeople: [...profile.famousPeople],
      detailedDescription: entry.detailedDescription,
      communicationStyle: entry.communicationStyle,
      leadershipStyle: entry.leadershipStyle,
      stressTriggers: entry.stressTriggers,
    });
  }
  const summaryOf = (detail: TypeDetail): TypeSummary => ({
    id: detail.id,
    code: detail.code,
    name: detail.name,
    category: detail.category,
    description: detail.description,
    slug: detail.slug,
  });
  const types = [...details.values()]
    .map(summaryOf)
    .sort(
      (a, b) =>
        categories.indexOf(a.category) - categories.indexOf(b.category) ||
        a.code.localeCompare(b.code),
    );

  const sectionsByType = new Map<string, Section[]>();
  for (const entry of typePages.sections) {
    const detail = details.get(entry.typeCode.toLowerCase());
    if (!detail) continue;
    const list = sectionsByType.get(detail.id) ?? [];
    list.push({
      id: entry.id,
      title: entry.title,
      slug: entry.slug,
      excerpt: entry.excerpt,
      order: entry.order,
      content: entry.content,
      type: { code: detail.code, name: detail.name, category: detail.category, slug: detail.slug },
    });
    sectionsByType.set(detail.id, list);
  }
  for (const list of sectionsByType.values()) list.sort((a, b) => a.order - b.order);
  const summariesByType = new Map(
    [...sectionsByType].map(([typeId, list]) => [
      typeId,
      list.map(({ content: _content, type: _type, ...summary }) => summary),
    ]),
  );

  const summaryOfPost = ({ content: body, ...post }: PostEntry): PostSummary => ({
    ...post,
    readingMinutes: readingMinutes(body),
  });
  const postSummaries = bundle.posts.map(summaryOfPost);
  const postBySlug = new Map(
    bundle.posts.map((post, index) => [
      post.slug,
      { ...postSummaries[index]!, content: post.content },
    ]),
  );
  const legalBySlug = new Map(bundle.legal.map((page) => [page.slug, page]));

  return {
    posts: async () => postSummaries,
    post: async (slug) => postBySlug.get(slug) ?? null,
    latestPosts: async () => postSummaries.slice(0, 3),
    types: async () => types,
    type: async (slug) => details.get(slug) ?? null,
    sections: async (typeId) => summariesByType.get(typeId) ?? [],
    section: async (typeId, sectionSlug) =>
      sectionsByType.get(typeId)?.find((section) => section.slug === sectionSlug) ?? null,
    legalPage: async (slug) => legalBySlug.get(slug) ?? null,
  };
}

/** The spec's fallback sample data for the home grid: six types (spec §3). */
export const sampleTypeCodes: readonly TypeCode[] = [
  "INTJ",
  "INTP",
  "ENTJ",
  "ENTP",
  "INFJ",
  "INFP",
];
