import content from "virtual:typeatlas/content";
import { profileSources } from "~/assessment/profiles";
import { categories, categoryOf, type TypeCode } from "~/assessment/type-codes";
import type { ContentSource, PostSummary, Section, TypeDetail, TypeSummary } from "./model";
import { readingMinutes } from "./rich-text";
import type { BundledContent, PostEntry } from "./schema";

/**
 * The content queries answered from the files in `content/` (compiled at build time) joined with
 * the assessment's profiles, which own the fields both share: name, strengths, challenges, careers
 * and famous people. Everything is indexed once; every query is a lookup.
 */
export function createBundledSource(bundle: BundledContent = content): ContentSource {
  const details = new Map<string, TypeDetail>();
  for (const entry of bundle.types) {
    const profile = profileSources[entry.code];
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
  for (const entry of bundle.sections) {
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
