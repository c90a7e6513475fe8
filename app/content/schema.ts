import { z } from "zod";
import type { Dimension } from "../assessment/questions.ts";
import { typeCodes, type TypeCode } from "../assessment/type-codes.ts";
import type { RichContent } from "./rich-text.ts";

// Front matter of each kind of content file (content/README.md). Strict objects: a misspelt field
// is an error, not a silently missing value.

const text = z.string().trim().min(1, "must not be empty");
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");
const isoDate = z.iso.date("must be a date written as YYYY-MM-DD");

export const typeFrontMatter = z.strictObject({
  id: text,
  code: z.enum(typeCodes, "must be one of the sixteen type codes"),
  slug,
  description: text,
  relationships: text,
  communicationStyle: text,
  leadershipStyle: text,
  stressTriggers: text,
});

export const sectionFrontMatter = z.strictObject({
  id: text,
  title: text,
  slug,
  order: z.int().positive("must be a positive whole number"),
  excerpt: text,
});

export const postFrontMatter = z.strictObject({
  id: text,
  title: text,
  slug,
  excerpt: text,
  publishedAt: isoDate,
  author: text,
  categories: z.array(slug).min(1, "must list at least one category"),
  image: z.strictObject({
    src: z.string().startsWith("/images/", "must be a file under /images/"),
    alt: text,
  }),
});

export const legalFrontMatter = z.strictObject({
  id: text,
  title: text,
  slug,
  lastUpdated: isoDate.optional(),
});

export const premiumFrontMatter = z.strictObject({
  id: text,
  code: z.enum(typeCodes, "must be one of the sixteen type codes"),
});

export const blogCategoriesFile = z.array(z.strictObject({ id: text, title: text, slug }));

export interface SiteImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface BlogCategory {
  id: string;
  title: string;
  slug: string;
}

export interface TypeEntry {
  id: string;
  code: TypeCode;
  slug: string;
  description: string;
  relationships: string;
  communicationStyle: string;
  leadershipStyle: string;
  stressTriggers: string;
  detailedDescription: RichContent;
}

export interface SectionEntry {
  id: string;
  typeCode: TypeCode;
  title: string;
  slug: string;
  order: number;
  excerpt: string;
  content: RichContent;
}

export interface PostEntry {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  publishedAt: string;
  author: string;
  categories: BlogCategory[];
  image: SiteImage;
  content: RichContent;
}

export interface LegalEntry {
  id: string;
  title: string;
  slug: string;
  lastUpdated: string | null;
  content: RichContent;
}

/** Everything in `content/`, parsed and checked at build time. */
export interface BundledContent {
  types: TypeEntry[];
  sections: SectionEntry[];
  posts: PostEntry[];
  categories: BlogCategory[];
  legal: LegalEntry[];
  /** The /science page's explanation (content/science.md), English only; null without the file. */
  science: LegalEntry | null;
  /**
   * The type pages in other languages (content/locales/<locale>/types), by locale code, each
   * checked against its English original. Absent in bundles built by tests.
   */
  translations?: Record<string, { types: TypeEntry[]; sections: SectionEntry[] }>;
}

/** The four letter dimensions: the premium report has a clear and a slight variant for each. */
export type LetterDimension = Exclude<Dimension, "identity">;

/** One dimension of a premium report file: its introduction and both variants, headings removed. */
export interface PremiumDimensionText {
  intro: RichContent;
  clear: RichContent;
  slight: RichContent;
}

/** One `content/premium/<code>.md`, split at its required headings (which are not included). */
export interface PremiumEntry {
  id: string;
  code: TypeCode;
  dimensions: Record<LetterDimension, PremiumDimensionText>;
  identity: { intro: RichContent; assertive: RichContent; turbulent: RichContent };
  growthPlan: RichContent;
  career: RichContent;
  relationships: RichContent;
}

/**
 * Everything in `content/premium/`, compiled into its own virtual module that only server code
 * imports, so the paid writing never ships in a browser bundle.
 */
export interface PremiumBundle {
  reports: PremiumEntry[];
  /** The reports in other languages (content/locales/<locale>/premium), by locale code. */
  translations?: Record<string, PremiumEntry[]>;
}
