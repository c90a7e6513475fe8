import type { ClientConfig, SanityClient } from "@sanity/client";
import { z } from "zod";
import { categories, isTypeCode, type Category, type TypeCode } from "~/assessment/type-codes";
import { lazy } from "~/lib/lazy";
import type {
  ContentSource,
  LegalPage,
  Post,
  PostSummary,
  Section,
  SectionSummary,
  TypeDetail,
  TypeSummary,
} from "./model";
import { imageFromReference, portableToRich, type PortableBlock } from "./portable-text";
import { readingMinutes } from "./rich-text";

/** How to reach the hosted CMS (spec §7 "Content service"). */
export interface SanityConfig {
  projectId: string;
  dataset: string;
  /** Only for tests and proxies: the API's address, without the project in the host name. */
  apiHost?: string;
  /** Per request; the spec's connectivity time-out is 10 s. */
  timeoutMs?: number;
}

export const sanityApiVersion = "2023-05-03";

// The GROQ queries of spec §7, projecting the spec's field names.
const postFields = `_id, title, "slug": slug.current, excerpt, publishedAt, "author": author->name, mainImage, "categories": categories[]->{_id, title, "slug": slug.current}`;
const typeFields = `_id, code, name, category, description, "slug": slug.current`;
export const queries = {
  posts: `*[_type == "blogPost"] | order(publishedAt desc) { ${postFields}, "words": pt::text(content) }`,
  post: `*[_type == "blogPost" && slug.current == $slug][0] { ${postFields}, content }`,
  latestPosts: `*[_type == "blogPost"] | order(publishedAt desc)[0...3] { ${postFields}, "words": pt::text(content) }`,
  types: `*[_type == "personalityType"] | order(category asc, code asc) { ${typeFields} }`,
  type: `*[_type == "personalityType" && slug.current == $slug][0] { ${typeFields}, strengths, weaknesses, careers, relationships, famous_people, detailed_description, communication_style, leadership_style, stress_triggers }`,
  sections: `*[_type == "personalityTypeSection" && personalityType._ref == $typeId] | order(order asc) { _id, title, "slug": slug.current, excerpt, order }`,
  section: `*[_type == "personalityTypeSection" && slug.current == $sectionSlug && personalityType._ref == $typeId][0] { _id, title, "slug": slug.current, excerpt, order, content, personalityType->{code, name, category, "slug": slug.current} }`,
  legalPage: `*[_type == "legalPage" && slug.current == $slug][0] { _id, title, "slug": slug.current, lastUpdated, content }`,
  connectivity: `*[_type == "personalityType"] | order(category asc, code asc)[0...3] { ${typeFields} }`,
} as const;

// Responses are checked before use: a CMS editor's mistake must not break a page.
const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? "");
const blocks = z.array(z.looseObject({ _type: z.string().optional() })).nullish();
const typeCode = z.string().refine(isTypeCode, "not a type code");
const category = z.enum(categories);
const typeSummary = z.object({
  _id: z.string(),
  code: typeCode,
  name: z.string(),
  category,
  description: nullableText,
  slug: z.string(),
});
const stringList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);
const typeDetail = typeSummary.extend({
  strengths: stringList,
  weaknesses: stringList,
  careers: stringList,
  relationships: nullableText,
  famous_people: stringList,
  detailed_description: blocks,
  communication_style: nullableText,
  leadership_style: nullableText,
  stress_triggers: nullableText,
});
const postSummary = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: nullableText,
  publishedAt: z.string(),
  author: nullableText,
  mainImage: z
    .looseObject({ asset: z.object({ _ref: z.string() }).nullish(), alt: z.string().nullish() })
    .nullish(),
  categories: z
    .array(z.object({ _id: z.string(), title: z.string(), slug: z.string() }))
    .nullish()
    .transform((value) => value ?? []),
  words: z.string().nullish(),
});
const post = postSummary.extend({ content: blocks });
const sectionSummary = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: nullableText,
  order: z
    .number()
    .nullish()
    .transform((value) => value ?? 0),
});
const section = sectionSummary.extend({
  content: blocks,
  personalityType: z.object({ code: typeCode, name: z.string(), category, slug: z.string() }),
});
const legalPage = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  lastUpdated: z.string().nullish(),
  content: blocks,
});

/** A failed, timed-out or malformed CMS answer. */
export class ContentSourceError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ContentSourceError";
  }
}

/**
 * The content queries against the hosted CMS through @sanity/client. Each answer is validated and
 * mapped to the site's model; any failure throws ContentSourceError (the content service decides
 * what to fall back to).
 */
export function createSanitySource(config: SanityConfig): ContentSource & {
  connectivity(): Promise<TypeSummary[]>;
} {
  const clientConfig: ClientConfig = {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: sanityApiVersion,
    useCdn: true,
    perspective: "published",
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    timeout: config.timeoutMs ?? 10_000,
    // One retry at most, so a failing CMS costs a page at most two time-outs before the fallback.
    maxRetries: 1,
  };
  // @sanity/client (with RxJS, 8 MB of heap) is loaded with the first query, not by every server
  // that has no CMS configured.
  const client = lazy(async (): Promise<SanityClient> => {
    const { createClient } = await import("@sanity/client");
    return createClient(clientConfig);
  });
  const project = { projectId: config.projectId, dataset: config.dataset };

  async function query<Schema extends z.ZodType>(
    name: keyof typeof queries,
    schema: Schema,
    params: Record<string, string> = {},
  ): Promise<z.output<Schema>> {
    let raw: unknown;
    try {
      raw = await (
        await client()
      ).fetch(queries[name], params, {
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ContentSourceError(`The content service did not answer the ${name} query`, {
        cause: error,
      });
    }
    const result = schema.safeParse(raw);
    if (!result.success)
      throw new ContentSourceError(
        `The content service's answer to the ${name} query is malformed: ${result.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
          .join("; ")}`,
      );
    return result.data;
  }

  const toTypeSummary = (type: z.output<typeof typeSummary>): TypeSummary => ({
    id: type._id,
    code: type.code as TypeCode,
    name: type.name,
    category: type.category as Category,
    description: type.description,
    slug: type.slug,
  });
  const toPostSummary = (entry: z.output<typeof postSummary>): PostSummary => {
    const image = imageFromReference(entry.mainImage?.asset?._ref, project);
    return {
      id: entry._id,
      title: entry.title,
      slug: entry.slug,
      excerpt: entry.excerpt,
      publishedAt: entry.publishedAt.slice(0, 10),
      author: entry.author,
      categories: entry.categories.map(({ _id, title, slug }) => ({ id: _id, title, slug })),
      image: image && { ...image, alt: entry.mainImage?.alt ?? entry.title },
      readingMinutes: readingMinutes([{ type: "paragraph", spans: [{ text: entry.words ?? "" }] }]),
    };
  };
  const rich = (value: z.output<typeof blocks>) =>
    portableToRich(value as PortableBlock[] | null, project);
  const toSectionSummary = (entry: z.output<typeof sectionSummary>): SectionSummary => ({
    id: entry._id,
    title: entry.title,
    slug: entry.slug,
    excerpt: entry.excerpt,
    order: entry.order,
  });

  return {
    async posts() {
      return (await query("posts", z.array(postSummary))).map(toPostSummary);
    },
    async post(slug) {
      const entry = await query("post", post.nullable(), { slug });
      if (!entry) return null;
      const content = rich(entry.content);
      const result: Post = {
        ...toPostSummary(entry),
        content,
        readingMinutes: readingMinutes(content),
      };
      return result;
    },
    async latestPosts() {
      return (await query("latestPosts", z.array(postSummary))).map(toPostSummary);
    },
    async types() {
      return (await query("types", z.array(typeSummary))).map(toTypeSummary);
    },
    async connectivity() {
      return (await query("connectivity", z.array(typeSummary))).map(toTypeSummary);
    },
    async type(slug) {
      const entry = await query("type", typeDetail.nullable(), { slug });
      if (!entry) return null;
      const detail: TypeDetail = {
        ...toTypeSummary(entry),
        strengths: entry.strengths.map((title) => ({ title })),
        weaknesses: entry.weaknesses.map((title) => ({ title })),
        careers: entry.careers,
        relationships: entry.relationships,
        famousPeople: entry.famous_people,
        detailedDescription: rich(entry.detailed_description),
        communicationStyle: entry.communication_style,
        leadershipStyle: entry.leadership_style,
        stressTriggers: entry.stress_triggers,
      };
      return detail;
    },
    async sections(typeId) {
      return (await query("sections", z.array(sectionSummary), { typeId })).map(toSectionSummary);
    },
    async section(typeId, sectionSlug) {
      const entry = await query("section", section.nullable(), { typeId, sectionSlug });
      if (!entry) return null;
      const result: Section = {
        ...toSectionSummary(entry),
        content: rich(entry.content),
        type: { ...entry.personalityType, code: entry.personalityType.code as TypeCode },
      };
      return result;
    },
    async legalPage(slug) {
      const entry = await query("legalPage", legalPage.nullable(), { slug });
      if (!entry) return null;
      const page: LegalPage = {
        id: entry._id,
        title: entry.title,
        slug: entry.slug,
        lastUpdated: entry.lastUpdated ?? null,
        content: rich(entry.content),
      };
      return page;
    },
  };
}
